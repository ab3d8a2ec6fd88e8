// The production build in the two engines besides Chromium that visitors use: Firefox (Debian's
// firefox-esr, over WebDriver BiDi with puppeteer-core) and WebKit, Safari's engine (Debian's
// WebKitWebDriver with its MiniBrowser, classic WebDriver with selenium-webdriver, under Xvfb).
//
//   npm run build && npm run test:engines          (ENGINES=firefox or ENGINES=webkit: one of them)
//
// For home, a service, an article, contact, about and the not-found page, in both languages, at
// phone and desktop width: `lang`/`dir`, hydration, no uncaught error, no horizontal overflow; on
// the about page, scrolling up from the end moves the content exactly as far as the page scrolls.
// WebKitWebDriver shows no console, so a small proxy in front of `npm start`'s server adds an
// error listener to every page, before any other script (an external file: the CSP allows no
// inline script). It exits with 1 when a check fails, and with 2 when an engine is missing.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { Builder, type WebDriver } from 'selenium-webdriver';

const ROOT = path.resolve(import.meta.dirname, '..');
const SITE_PORT = Number(process.env.ENGINES_SITE_PORT ?? 4381);
const PROXY_PORT = SITE_PORT + 1;
const DRIVER_PORT = SITE_PORT + 2;
const DISPLAY = `:${Number(process.env.ENGINES_DISPLAY ?? 94)}`;
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ERRORS_SCRIPT = '/__engine-errors.js';
const PAGES = ['home', 'services/ai', 'blog/ai-education', 'contact', 'about', 'no-such-page'];
const LANGS = ['en', 'ar'] as const;
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** What a check needs from a browser: the same calls over BiDi and over classic WebDriver. */
interface Browser {
  name: string;
  resize(width: number, height: number): Promise<void>;
  open(url: string): Promise<void>;
  /** Runs a function body (`return …` at the end) in the page. */
  run<T>(body: string): Promise<T>;
  close(): Promise<void>;
}

const children: ChildProcess[] = [];
const stopChildren = () => children.forEach((child) => child.kill());
process.on('exit', stopChildren);

function start(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, quiet = false): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'] });
  children.push(child);
  return child;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
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

const reachable = (port: number, pathname = '/') =>
  new Promise<boolean | undefined>((done) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname }, (res) => {
        res.resume();
        done(true);
      })
      .on('error', () => done(undefined));
  });

/** In front of the site: every HTML page gets the error listener as its first script. */
function startProxy(): http.Server {
  const listener = `window.__engineErrors = [];
addEventListener('error', (event) => window.__engineErrors.push(String(event.message)));
addEventListener('unhandledrejection', (event) =>
  window.__engineErrors.push('unhandled rejection: ' + String((event.reason && event.reason.message) || event.reason)));`;
  const server = http.createServer((req, res) => {
    if (req.url === ERRORS_SCRIPT) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(listener);
      return;
    }
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const upstream = http.request(
      { host: '127.0.0.1', port: SITE_PORT, path: req.url, method: req.method, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        let html = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (html += chunk));
        answer.on('end', () => {
          const body = html.replace('<head>', `<head><script src="${ERRORS_SCRIPT}"></script>`);
          const sent = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
          res.writeHead(answer.statusCode ?? 502, sent);
          res.end(body);
        });
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.listen(PROXY_PORT, '127.0.0.1');
  return server;
}

async function firefox(): Promise<Browser> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  const page = await browser.newPage();
  return {
    name: 'Firefox',
    resize: (width, height) => page.setViewport({ width, height }),
    open: async (url) => {
      await page.goto(url);
    },
    run: <T>(body: string) => page.evaluate(`(() => { ${body} })()`) as Promise<T>,
    close: () => browser.close(),
  };
}

async function webkit(): Promise<Browser> {
  start('Xvfb', [DISPLAY, '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], process.env, true);
  // Quiet: WebKit complains on every page that there is no session D-Bus, which it does not need.
  start(WEBKIT_DRIVER, [`--port=${DRIVER_PORT}`], { ...process.env, DISPLAY }, true);
  await waitFor('WebKitWebDriver', () => reachable(DRIVER_PORT, '/status'));
  const driver: WebDriver = await new Builder()
    .usingServer(`http://127.0.0.1:${DRIVER_PORT}`)
    .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
    .build();
  return {
    name: 'WebKit',
    // MiniBrowser's window cannot be narrower than its toolbar (447 px here): still the phone layout.
    resize: async (width, height) => {
      await driver.manage().window().setRect({ width, height });
    },
    open: (url) => driver.get(url),
    run: <T>(body: string) => driver.executeScript(body) as Promise<T>,
    close: () => driver.quit(),
  };
}

const failures: string[] = [];
function check(ok: boolean, what: string) {
  if (!ok) failures.push(what);
}

async function checkPage(browser: Browser, url: string, where: string, lang: string) {
  await browser.open(url);
  await waitFor(`${where}: hydration`, () => browser.run<boolean>('return document.documentElement.dataset.hydrated === "true"'));
  await new Promise((done) => setTimeout(done, 300));
  const state = await browser.run<{ lang: string; dir: string; overflow: number; errors: string[] }>(`
    const html = document.documentElement;
    return { lang: html.lang, dir: html.dir, overflow: html.scrollWidth - window.innerWidth, errors: window.__engineErrors || ['no error listener'] };`);
  check(state.lang === lang && state.dir === (lang === 'ar' ? 'rtl' : 'ltr'), `${where}: lang/dir ${state.lang}/${state.dir}`);
  check(state.overflow <= 0, `${where}: ${state.overflow} px of horizontal overflow`);
  check(state.errors.length === 0, `${where}: uncaught ${state.errors.join(' | ')}`);
}

/** From the end of the page, in 300 px steps up: the band in the middle moves by as much (±5 px). */
async function checkScrollUp(browser: Browser, url: string, where: string) {
  await browser.open(url);
  await waitFor(`${where}: hydration`, () => browser.run<boolean>('return document.documentElement.dataset.hydrated === "true"'));
  await new Promise((done) => setTimeout(done, 2500));
  await browser.run('window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }); return true;');
  await new Promise((done) => setTimeout(done, 300));
  for (let step = 0; step < 8; step++) {
    const moved = await browser.run<{ by: number; moved: number } | null>(`
      if (window.scrollY <= 0) return null;
      const point = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
      const band = (point && point.closest('section, footer')) || point;
      const before = band.getBoundingClientRect().top;
      const by = Math.min(300, window.scrollY);
      window.scrollBy({ top: -by, behavior: 'instant' });
      return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() =>
        done({ by, moved: band.getBoundingClientRect().top - before }))));`);
    if (!moved) break;
    check(
      Math.abs(moved.moved - moved.by) <= 5,
      `${where}: scrolling up ${moved.by} px moved the content ${Math.round(moved.moved)} px`,
    );
  }
}

const wanted = (process.env.ENGINES ?? 'firefox,webkit').split(',');
const engines = [
  { id: 'firefox', open: firefox, needs: [FIREFOX] },
  { id: 'webkit', open: webkit, needs: [WEBKIT_DRIVER, MINIBROWSER, '/usr/bin/Xvfb'] },
].filter((engine) => wanted.includes(engine.id));
const missing = engines.flatMap((engine) => engine.needs.filter((file) => !existsSync(file)));
if (missing.length) {
  console.error(`Missing: ${missing.join(', ')}. On Debian: apt-get install firefox-esr webkit2gtk-driver xvfb`);
  process.exit(2);
}
if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
  console.error('No dist/: run `npm run build` first.');
  process.exit(2);
}

start(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { ...process.env, PORT: String(SITE_PORT) });
await waitFor('the site', () => reachable(SITE_PORT));
const proxy = startProxy();
const base = `http://127.0.0.1:${PROXY_PORT}`;
const started = Date.now();
for (const engine of engines) {
  const browser = await engine.open();
  try {
    for (const size of WIDTHS) {
      await browser.resize(size.width, size.height);
      for (const lang of LANGS) {
        for (const page of PAGES) {
          await checkPage(browser, `${base}/${lang}/${page}`, `${browser.name} ${size.name} /${lang}/${page}`, lang);
        }
        await checkScrollUp(browser, `${base}/${lang}/about`, `${browser.name} ${size.name} /${lang}/about`);
      }
    }
  } finally {
    await browser.close();
  }
}
proxy.close();
stopChildren();
const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (failures.length) {
  console.error(`engines: ${failures.length} failed check(s) in ${seconds} s:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `engines: ${engines.map((engine) => engine.id).join(' and ')}, ${PAGES.length * 4 + 4} pages each: all checks passed in ${seconds} s`,
);
