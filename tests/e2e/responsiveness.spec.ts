import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { LANGUAGES, type Lang } from '../support/locales';

/**
 * Timed taps on a slow, busy phone (`npm run test:taps`, never `npm test`: the thresholds are
 * absolute, so they are about this machine's speed). The CPU is slowed 4× and, for the whole run,
 * a second process keeps one core busy, as another app or tab would.
 *
 * The first tap: the phone menu button, a FAQ question and Show More, tapped at moments from the
 * first paint to 3 s after it. The app's scripts arrive SCRIPT_DELAY_MS late, as on a slow
 * connection, so that the early taps land before the app has taken over (src/boot.js answers
 * them), the later ones while it starts or after. For each tap:
 * - Event Timing's duration (input to next paint) is at most 200 ms;
 * - the button's aria-expanded, and what it shows, change within 400 ms of the tap;
 * and on each of these loads no task after the first paint runs over 100 ms (Long Tasks API),
 * counted until the app has started and the first overlay and the carousels' start are past.
 *
 * A tap once hydrated: the same controls tapped once html[data-hydrated] is set and the app has
 * the button, scripts arriving as fast as the server sends them: at most 200 ms.
 */
const MOMENTS_MS = [0, 300, 800, 1500, 3000];
const SCRIPT_DELAY_MS = 1500;
const MAX_DURATION_MS = 200;
const MAX_CHANGE_MS = 400;
const MAX_TASK_MS = 100;

const locale = (lang: Lang, ns: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales', lang, `${ns}.json`), 'utf8'));

/** An accessible name that is exactly one of these texts. */
const oneOf = (...names: string[]) =>
  new RegExp(`^(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

interface TapResult {
  /** Longest Event Timing duration among the tap's events (0 when none reached 16 ms). */
  duration: number;
  /** From the tap's pointerdown to aria-expanded="true". */
  change: number;
  /** What the button controls was shown 400 ms after the tap. */
  shown: boolean;
  /** The app had hydrated the page when the tap landed. */
  hydrated: boolean;
  /** The tap's events that took 16 ms or more, for the report. */
  events: string;
}

interface Load extends TapResult {
  /** Longest task after the first paint (0 when none reached 50 ms). */
  longestTask: number;
  /** Tasks of 50 ms or more after the first paint: start after it and duration, for the report. */
  tasks: string;
}

// The busy core: a second process spinning for as long as these tests run.
let busy: ChildProcess | undefined;
test.beforeAll(() => {
  busy = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
});
test.afterAll(() => {
  busy?.kill();
});

/** Records, from the very start of the page, what a tap does and when, and every long task. */
async function watchTaps(page: Page) {
  await page.addInitScript(() => {
    const record = {
      down: -1,
      change: -1,
      shown: false,
      hydrated: false,
      events: [] as { name: string; start: number; duration: number }[],
      tasks: [] as { start: number; duration: number }[],
    };
    Object.assign(window, { __tap: record });
    addEventListener(
      'pointerdown',
      (event) => {
        if (record.down >= 0) return;
        record.down = event.timeStamp;
        record.hydrated = document.documentElement.hasAttribute('data-hydrated');
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        record.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver((mutations) => {
      for (const { target } of mutations) {
        if (!(target instanceof HTMLElement) || record.change >= 0 || record.down < 0) continue;
        if (target.getAttribute('aria-expanded') !== 'true') continue;
        record.change = performance.now();
        // What the button controls shows by 400 ms after the tap (an answer's visibility starts to
        // change with its height transition). Show More's list is always there: the cards it adds
        // are what shows.
        const controlled = document.getElementById(target.getAttribute('aria-controls') ?? '');
        const shown = controlled?.querySelector('.services-more') ?? controlled;
        setTimeout(
          () => (record.shown = shown !== null && shown.checkVisibility({ visibilityProperty: true })),
          Math.max(0, 400 - (record.change - record.down)),
        );
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });
  });
}

/** What the init script of watchTaps keeps in the page. */
interface Recorded {
  down: number;
  change: number;
  shown: boolean;
  hydrated: boolean;
  events: { name: string; start: number; duration: number }[];
  tasks: { start: number; duration: number }[];
}

/** What the page recorded: the tap's figures, and the long tasks after the first paint. */
async function readTap(page: Page): Promise<Load> {
  const tap = await page.evaluate(() => {
    const record = (window as unknown as { __tap: Recorded }).__tap;
    const own = record.events.filter((event) => event.start >= record.down - 1);
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return {
      duration: Math.max(0, ...own.map((event) => event.duration)),
      change: Math.round(record.change - record.down),
      shown: record.shown,
      hydrated: record.hydrated,
      events: own.map((event) => `${event.name} +${Math.round(event.start - record.down)} ${event.duration} ms`).join(', '),
      after: record.tasks
        .filter((task) => task.start >= fcp)
        .map((task) => ({ start: task.start - fcp, duration: task.duration })),
    };
  });
  const { after, ...rest } = tap;
  return {
    ...rest,
    longestTask: Math.round(Math.max(0, ...after.map((task) => task.duration))),
    tasks: after.map((task) => `+${Math.round(task.start)} ${Math.round(task.duration)} ms`).join(', '),
  };
}

async function tap(page: Page, target: Locator, mobile: boolean) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (mobile) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await expect(target).toHaveAttribute('aria-expanded', 'true', { timeout: 10_000 });
  // Event Timing reports a tap once its next frame is painted; what shows is checked 400 ms after it.
  await page.waitForTimeout(500);
}

async function slowPhone(browser: Browser, mobile: boolean) {
  const context = await browser.newContext(
    mobile
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  const page = await context.newPage();
  await watchTaps(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** A first tap `delayMs` after the first paint, the app's scripts held back SCRIPT_DELAY_MS. */
async function tapAfterFirstPaint(
  browser: Browser,
  url: string,
  control: (page: Page) => Locator,
  delayMs: number,
  mobile: boolean,
) {
  const { context, page } = await slowPhone(browser, mobile);
  // Every script but the small boot script (src/boot.js), which the HTML itself loads.
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    polling: 20,
  });
  await page.waitForTimeout(delayMs);
  await tap(page, control(page), mobile);
  // Long tasks until the start-up is over: hydrated, the first overlay gone (2 s after load) and
  // the carousels started just after it.
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-hydrated') && document.documentElement.dataset.overlay === 'done',
    null,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(1500);
  const result = await readTap(page);
  await context.close();
  return result;
}

/** One tap once the app has hydrated the page and taken the button over. */
async function tapOnceHydrated(browser: Browser, url: string, control: (page: Page) => Locator, mobile: boolean) {
  const { context, page } = await slowPhone(browser, mobile);
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
  const target = control(page);
  await target.scrollIntoViewIfNeeded();
  // A band further down hydrates once it comes near the screen (src/lib/nearScreen.ts), or once
  // focus is in it, which changes nothing. The button is React's once live.
  await target.focus();
  await expect(target).toHaveAttribute('data-live', '', { timeout: 30_000 });
  await tap(page, target, mobile);
  const result = await readTap(page);
  await context.close();
  return result;
}

const CONTROLS = [
  {
    what: 'the phone menu button',
    phone: true,
    route: 'home',
    name: (lang: Lang) => oneOf(locale(lang, 'common').nav.menuToggle),
  },
  {
    what: 'a FAQ question',
    phone: true,
    route: 'internships',
    name: (lang: Lang) => oneOf(locale(lang, 'careers').faq.internships[0].question),
  },
  {
    // From 1024 px only (below, the services are a carousel).
    what: 'Show More',
    phone: false,
    route: 'home',
    // Its name follows its state: "Show More", then "View Less".
    name: (lang: Lang) => oneOf(locale(lang, 'home').services.showMore, locale(lang, 'home').services.viewLess),
  },
] as const;

const summary = (loads: (Load & { at?: number })[]) =>
  loads
    .map(
      (r) =>
        `${r.at === undefined ? 'hydrated' : `${r.at} ms`}: ${r.duration}/${r.change} ms` +
        `${r.at !== undefined && r.hydrated ? ' (hydrated)' : ''}${r.at === undefined ? '' : `, longest task ${r.longestTask} ms`}`,
    )
    .join('; ');

test.describe('the first tap on a slow, busy phone', () => {
  for (const { what, phone, route, name } of CONTROLS) {
    for (const lang of LANGUAGES) {
      test(`${what} answers at once, at any moment after the first paint (${lang}, ${phone ? '390' : '1280'} px)`, async ({
        browser,
      }) => {
        test.setTimeout(240_000);
        const control = (page: Page) => page.getByRole('button', { name: name(lang) });
        const loads: (Load & { at: number })[] = [];
        for (const at of MOMENTS_MS)
          loads.push({ at, ...(await tapAfterFirstPaint(browser, `/${lang}/${route}`, control, at, phone)) });
        const report = loads.map((r) => `${r.at} ms after first paint: ${JSON.stringify(r)}`).join('\n');
        // One line per control in the run's log: tap moment: event duration / tap to aria-expanded.
        console.log(`taps, ${what} (${lang}): ${summary(loads)}`);
        for (const r of loads) {
          expect.soft(r.duration, `event duration at ${r.at} ms\n${report}`).toBeLessThanOrEqual(MAX_DURATION_MS);
          expect.soft(r.change, `tap to aria-expanded at ${r.at} ms\n${report}`).toBeLessThanOrEqual(MAX_CHANGE_MS);
          expect.soft(r.shown, `shown 400 ms after the tap at ${r.at} ms\n${report}`).toBe(true);
          expect
            .soft(r.longestTask, `longest task after the first paint (tap at ${r.at} ms)\n${report}`)
            .toBeLessThanOrEqual(MAX_TASK_MS);
        }
        // The early taps did land before the app took over (its scripts were held back).
        expect(
          loads.some((r) => !r.hydrated),
          report,
        ).toBe(true);
      });
    }
  }
});

test.describe('a tap once hydrated, on a slow, busy phone', () => {
  for (const { what, phone, route, name } of CONTROLS) {
    for (const lang of LANGUAGES) {
      test(`${what} answers within ${MAX_DURATION_MS} ms (${lang}, ${phone ? '390' : '1280'} px)`, async ({ browser }) => {
        test.setTimeout(90_000);
        const control = (page: Page) => page.getByRole('button', { name: name(lang) });
        const r = await tapOnceHydrated(browser, `/${lang}/${route}`, control, phone);
        const report = JSON.stringify(r);
        console.log(`taps, ${what} (${lang}): ${summary([r])}`);
        expect.soft(r.hydrated, report).toBe(true);
        expect.soft(r.duration, `event duration\n${report}`).toBeLessThanOrEqual(MAX_DURATION_MS);
        expect.soft(r.change, `tap to aria-expanded\n${report}`).toBeLessThanOrEqual(MAX_CHANGE_MS);
        expect.soft(r.shown, `shown 400 ms after the tap\n${report}`).toBe(true);
      });
    }
  }
});
