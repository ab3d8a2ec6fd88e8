// The browsers of the cross-engine set (tests/engines/run.ts), behind one small interface so that
// every check runs unchanged over each way of driving an engine:
// - Firefox: Debian's firefox-esr over WebDriver BiDi, with puppeteer-core (no geckodriver);
// - WebKit, Safari's engine: Debian's WebKitWebDriver with its MiniBrowser, classic W3C WebDriver
//   with selenium-webdriver, under Xvfb;
// - Playwright's own Firefox and WebKit where they are installed (other machines), and its
//   Chromium on demand (ENGINES=chromium), which is how this third way is itself exercised here.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { firefox as playwrightFirefox, webkit as playwrightWebkit, chromium as playwrightChromium } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { Builder, By, Key as SeleniumKey, type WebDriver } from 'selenium-webdriver';
import { FIREFOX, MINIBROWSER, WEBKIT_DRIVER, XVFB, installed, systemChromium } from '../../scripts/lib/browsers';

export { ENGINE_PACKAGES, ENGINES } from '../../scripts/lib/browsers';

/** The keys the checks press. */
export type Key = 'Enter' | 'Escape' | 'Tab';

/** What a check needs from a browser: the same calls over BiDi, classic WebDriver and Playwright. */
export interface Browser {
  name: string;
  resize(width: number, height: number): Promise<void>;
  open(url: string): Promise<void>;
  /** Runs a function body (`return …` at the end; a promise is awaited) in the page. */
  run<T>(body: string): Promise<T>;
  /** A real pointer click by the driver on the element (scrolled into view first). */
  click(selector: string): Promise<void>;
  /** A key pressed and released by the driver, at whatever has focus. */
  key(key: Key): Promise<void>;
  /** The driver's pointer moved onto the element's centre (`dx` px aside); the element must be in view. */
  hover(selector: string, dx?: number): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

const children: ChildProcess[] = [];
export const stopChildren = () => children.forEach((child) => child.kill());
process.on('exit', stopChildren);

export function start(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, quiet = false): ChildProcess {
  const child = spawn(command, args, {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    env,
    stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'],
  });
  children.push(child);
  return child;
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

export const reachable = (port: number, pathname = '/') =>
  new Promise<boolean | undefined>((done) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname }, (res) => {
        res.resume();
        done(true);
      })
      .on('error', () => done(undefined));
  });

/** For Puppeteer's and Playwright's mouse, which moves to a point: the element's centre, `dx` px aside. */
const centre = (selector: string, dx: number) => `(() => {
  const box = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect();
  return { x: box.left + box.width / 2 + ${dx}, y: box.top + box.height / 2 };
})()`;

async function firefoxBidi(): Promise<Browser> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  const page = await browser.newPage();
  return {
    name: 'Firefox',
    resize: (width, height) => page.setViewport({ width, height }),
    open: async (url) => {
      await page.goto(url);
    },
    run: <T>(body: string) => page.evaluate(`(() => { ${body} })()`) as Promise<T>,
    click: (selector) => page.click(selector),
    key: (key) => page.keyboard.press(key),
    hover: async (selector, dx = 0) => {
      const { x, y } = (await page.evaluate(centre(selector, dx))) as { x: number; y: number };
      await page.mouse.move(x, y);
    },
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    close: () => browser.close(),
  };
}

async function webkitDriver(display: string, driverPort: number, { screenshots }: OpenOptions): Promise<Browser> {
  start(XVFB, [display, '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], process.env, true);
  // Quiet: WebKit complains on every page that there is no session D-Bus, which it does not need.
  // Xvfb has no GPU, so accelerated compositing is drawn by the processor: 91-95 core-s for the
  // set at both widths here, 70-71 without. Without it, though, WebDriver's screenshot hung now
  // and then (3 runs in 8), so it stays on where the checks take screenshots. Layout, scripts and
  // events, which the other checks read, do not depend on it.
  const compositing = screenshots ? {} : { WEBKIT_DISABLE_COMPOSITING_MODE: '1' };
  start(WEBKIT_DRIVER, [`--port=${driverPort}`], { ...process.env, ...compositing, DISPLAY: display }, true);
  await waitFor('WebKitWebDriver', () => reachable(driverPort, '/status'));
  const driver: WebDriver = await new Builder()
    .usingServer(`http://127.0.0.1:${driverPort}`)
    .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
    .build();
  // WebDriver's own page-load limit is 300 s: a page that never loads fails the check sooner.
  await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });
  return {
    name: 'WebKit',
    // MiniBrowser's window cannot be narrower than its toolbar (447 px here): still the phone layout.
    resize: async (width, height) => {
      await driver.manage().window().setRect({ width, height });
    },
    open: (url) => driver.get(url),
    run: <T>(body: string) => driver.executeScript(body) as Promise<T>,
    // Looked up again when the element found was replaced before the click landed (a carousel
    // redraws its dots; React takes a prerendered node over), as Playwright's clicks do.
    click: async (selector) => {
      for (let attempt = 1; ; attempt++) {
        try {
          await driver.findElement(By.css(selector)).click();
          return;
        } catch (error) {
          if (!(error instanceof Error && error.name === 'StaleElementReferenceError') || attempt === 3) throw error;
        }
      }
    },
    key: async (key) => {
      const keys = { Enter: SeleniumKey.ENTER, Escape: SeleniumKey.ESCAPE, Tab: SeleniumKey.TAB };
      await driver.actions().sendKeys(keys[key]).perform();
    },
    // An element as the origin: the offset is from its centre.
    hover: async (selector, dx = 0) => {
      await driver
        .actions()
        .move({ origin: await driver.findElement(By.css(selector)), x: dx, y: 0 })
        .perform();
    },
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    close: () => driver.quit(),
  };
}

type PlaywrightType = typeof playwrightFirefox;

async function playwrightBrowser(name: string, type: PlaywrightType, executablePath?: string): Promise<Browser> {
  const browser = await type.launch({ executablePath, args: type === playwrightChromium ? ['--no-sandbox'] : [] });
  const page = await browser.newPage();
  return {
    name: `${name} (Playwright)`,
    resize: (width, height) => page.setViewportSize({ width, height }),
    open: async (url) => {
      await page.goto(url);
    },
    run: <T>(body: string) => page.evaluate(`(() => { ${body} })()`) as Promise<T>,
    click: (selector) => page.click(selector),
    key: (key) => page.keyboard.press(key),
    hover: async (selector, dx = 0) => {
      const { x, y } = (await page.evaluate(centre(selector, dx))) as { x: number; y: number };
      await page.mouse.move(x, y);
    },
    screenshot: () => page.screenshot({ type: 'png' }),
    close: () => browser.close(),
  };
}

/** What a browser is opened for: `screenshots`, whether the checks will take any. */
export interface OpenOptions {
  screenshots: boolean;
}

export interface Engine {
  id: 'firefox' | 'webkit' | 'chromium';
  /** How it is driven, for the report. */
  via: string;
  open(slot: number, options: OpenOptions): Promise<Browser>;
}

/**
 * The way to drive an engine on this machine: Debian's packages first, else Playwright's own
 * browser; else what is missing.
 */
export function findEngine(id: Engine['id']): Engine | { id: Engine['id']; missing: string } {
  if (id === 'firefox') {
    if (existsSync(FIREFOX)) return { id, via: `${FIREFOX} over WebDriver BiDi`, open: firefoxBidi };
    if (installed(playwrightFirefox))
      return { id, via: "Playwright's Firefox", open: () => playwrightBrowser('Firefox', playwrightFirefox) };
    return { id, missing: FIREFOX };
  }
  if (id === 'webkit') {
    const needs = [WEBKIT_DRIVER, MINIBROWSER, XVFB];
    if (needs.every((file) => existsSync(file))) {
      return {
        id,
        via: `${WEBKIT_DRIVER} and MiniBrowser under Xvfb`,
        // Each run of the set gets its own X display and driver port.
        open: (slot, options) => webkitDriver(`:${Number(process.env.ENGINES_DISPLAY ?? 94) + slot}`, 4390 + slot, options),
      };
    }
    if (installed(playwrightWebkit))
      return { id, via: "Playwright's WebKit", open: () => playwrightBrowser('WebKit', playwrightWebkit) };
    return { id, missing: needs.filter((file) => !existsSync(file)).join(', ') };
  }
  const chrome = systemChromium();
  if (chrome)
    return { id, via: `${chrome} through Playwright`, open: () => playwrightBrowser('Chromium', playwrightChromium, chrome) };
  if (installed(playwrightChromium))
    return { id, via: "Playwright's Chromium", open: () => playwrightBrowser('Chromium', playwrightChromium) };
  return { id, missing: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
}
