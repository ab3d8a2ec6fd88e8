// First-load script of a page, as a visitor who does nothing gets it: every script the page
// requests until the network has gone quiet, with no scroll, tap or key. That is the boot script,
// the entry chunks and their module preloads, the dynamic imports of the first render, and what
// the page starts later on its own (a carousel that moves by itself and is in view loads Swiper).
// The fixed libraries' chunks (LIBRARY_CHUNKS) are counted apart from the site's own script.
// Shared by the benchmark
// (scripts/bench.ts) and the route sweep of `npm test` (tests/e2e/pages.spec.ts), which counts
// each route's first load at the width of its project and checks the loaded page after it.
//
// Each page is loaded at a phone's width (390 × 844, touch, mobile) and at 1280 × 800, each width
// in a browser context of its own with the HTTP cache off, so every page requests every file it
// uses. A load ends once the page is ready and the network has then been quiet (nothing in flight,
// nothing started) for 3 s, or 30 s after the load event at most. The larger of the two widths
// counts. Sizes are the gzip sizes (level 6, as nginx and `npm start` send them) of the built
// files in dist/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Request, Response } from '@playwright/test';

const DIST = path.resolve(import.meta.dirname, '..', '..', 'dist');

/** The two widths a page is loaded at. */
const WIDTHS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const satisfies Record<string, BrowserContextOptions>;
type Width = keyof typeof WIDTHS;

/**
 * The page says it is ready: React has hidden the first overlay. Waiting for it as well as for a
 * quiet network keeps a busy machine, where hydration can leave the network quiet for seconds, from
 * ending a load early: with 32 pages loading at once, a quiet network alone once ended a page
 * before the work it starts after hydrating.
 */
const READY = '[data-testid="loading-overlay"][data-visible="false"]';
/**
 * How long the network must stay quiet once the page is ready: anything a page would start by
 * itself then begins within a few hundred milliseconds.
 */
const QUIET_MS = 3000;
/**
 * The most a page is given after its load event; a page still busy by then is `capped`. Generous:
 * the first pages of a run, loaded side by side on a machine busy with other work, took over 15 s.
 */
const CAP_MS = 30_000;

const gzipSizes = new Map<string, number>();

/** Gzip size in bytes (level 6) of a built file, by its URL; throws if dist/ has no such file. */
export function gzipOf(url: string): number {
  const file = path.join(DIST, decodeURIComponent(new URL(url).pathname));
  let size = gzipSizes.get(file);
  if (size === undefined) {
    if (!file.startsWith(`${DIST}${path.sep}`) || !existsSync(file)) throw new Error(`${url} is not a file of dist/`);
    size = gzipSync(readFileSync(file), { level: 6 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/**
 * The chunks of the libraries the stack fixes, which every page runs before any of the site's own
 * code (vite.config.ts): `client` (React, react-dom and its scheduler) and `libraries` (React
 * Router, i18next, react-i18next). Their sum is the floor of every page's first load; the rest of
 * what a page loads is the site's own script.
 */
const LIBRARY_CHUNKS = /\/assets\/(client|libraries)-[\w-]+\.js$/;

/** Whether a script is one of the fixed libraries' chunks (LIBRARY_CHUNKS). */
export const isLibraryChunk = (url: string): boolean => LIBRARY_CHUNKS.test(new URL(url).pathname);

/** One page load at one width. */
export interface WidthLoad {
  /** Gzip KiB of every script requested. */
  kib: number;
  /** Of which the fixed libraries' chunks (the floor), and the site's own script. */
  libraryKib: number;
  ownKib: number;
  /** The scripts' URLs, in the order they were requested. */
  scripts: string[];
  /** From navigation until the end of the quiet period (or the cap), in ms. */
  ms: number;
  /** The page was not ready, or its network not quiet, 30 s after its load event. */
  capped: boolean;
}

/** One page's first load: the larger of its two widths counts. */
export interface FirstLoad {
  url: string;
  kib: number;
  /** The site's own script at the width whose own script is larger. */
  ownKib: number;
  phone: WidthLoad;
  desktop: WidthLoad;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A tab of `context` that requests every file afresh (the HTTP cache off), for measureFirstLoad. */
export async function newUncachedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return page;
}

/**
 * Loads `url` in `page` and records every script it requests until it is ready and the network
 * has been quiet. The tab is first emptied (about:blank), so that nothing the previous page
 * started is counted for this one. For a count of everything the page uses, the tab's HTTP cache
 * is off (newUncachedPage). Returns the count and the document's response.
 */
export async function measureFirstLoad(page: Page, url: string): Promise<{ load: WidthLoad; response: Response | null }> {
  await page.goto('about:blank');
  const scripts = new Set<string>();
  const inFlight = new Set<Request>();
  const started = Date.now();
  let lastActivity = started;
  const onRequest = (request: Request) => {
    inFlight.add(request);
    lastActivity = Date.now();
    if (request.resourceType() === 'script') scripts.add(request.url());
  };
  const onDone = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    const loaded = Date.now();
    let readyAt: number | undefined;
    void page
      .locator(READY)
      .waitFor({ state: 'attached', timeout: CAP_MS })
      .then(
        () => (readyAt = Date.now()),
        () => {},
      );
    let capped = false;
    for (;;) {
      const now = Date.now();
      if (readyAt !== undefined && !inFlight.size && now - Math.max(lastActivity, readyAt) >= QUIET_MS) break;
      if (now - loaded >= CAP_MS) {
        capped = true;
        break;
      }
      await sleep(100);
    }
    const ms = Date.now() - started;
    const sum = (list: string[]) => list.reduce((total, script) => total + gzipOf(script), 0) / 1024;
    const libraries = [...scripts].filter(isLibraryChunk);
    const own = [...scripts].filter((script) => !isLibraryChunk(script));
    const [libraryKib, ownKib] = [sum(libraries), sum(own)];
    return { load: { kib: libraryKib + ownKib, libraryKib, ownKib, scripts: [...scripts], ms, capped }, response };
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

/**
 * The first load of every URL at both widths: per width one browser context with `tabs` pages,
 * each loading the next URL as soon as it is done with one, so that the quiet periods overlap.
 * A tab is reused from page to page (about:blank between): a new tab for each page cost this
 * machine's processor about twice as much per load. Results are in `urls`' order.
 */
export async function measureFirstLoads(browser: Browser, urls: readonly string[], { tabs = 1 } = {}): Promise<FirstLoad[]> {
  const loads: Record<Width, Map<string, WidthLoad>> = { phone: new Map(), desktop: new Map() };
  await Promise.all(
    (['phone', 'desktop'] as const).map(async (width) => {
      const context = await browser.newContext(WIDTHS[width]);
      try {
        const queue = [...urls];
        await Promise.all(
          Array.from({ length: Math.min(tabs, urls.length) }, async () => {
            const page = await newUncachedPage(context);
            for (let url = queue.shift(); url !== undefined; url = queue.shift())
              loads[width].set(url, (await measureFirstLoad(page, url)).load);
          }),
        );
      } finally {
        await context.close();
      }
    }),
  );
  return urls.map((url) => {
    const phone = loads.phone.get(url);
    const desktop = loads.desktop.get(url);
    if (!phone || !desktop) throw new Error(`${url} was not measured at both widths`);
    return { url, kib: Math.max(phone.kib, desktop.kib), ownKib: Math.max(phone.ownKib, desktop.ownKib), phone, desktop };
  });
}
