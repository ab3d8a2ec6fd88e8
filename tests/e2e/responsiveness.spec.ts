import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The first tap on a slow phone (CPU slowed 4×): the phone menu button, a FAQ question and Show
 * More answer at once, whenever the tap lands after the first paint, while the app is still
 * starting too. For each tap:
 * - Event Timing's duration (input to next paint) of the tap is at most 200 ms;
 * - the button's aria-expanded, and what it shows, change within 400 ms of the tap.
 * Taps land at several moments after the first paint: before the app's scripts have arrived,
 * while they start and hydrate, and after. The app's scripts arrive SCRIPT_DELAY_MS late, as on a
 * slow connection, so that the early taps do land before the app has taken over.
 */
// Before the app's scripts have arrived (0 and 800 ms; a tap at 300 ms measured the same as these
// in every run, so it was dropped to keep \`npm test\` under 10 minutes) and once it has started.
const MOMENTS_MS = [0, 800, 3000];
const SCRIPT_DELAY_MS = 1500;
const MAX_DURATION_MS = 200;
const MAX_CHANGE_MS = 400;

interface TapResult {
  /** Longest Event Timing duration among the tap's events (0 when none reached 16 ms). */
  duration: number;
  /** From the tap's pointerdown to aria-expanded="true". */
  change: number;
  /** What the button controls was shown when aria-expanded changed. */
  shown: boolean;
  /** The app had hydrated the page when the tap landed. */
  hydrated: boolean;
  /** The tap's events that took 16 ms or more, for the report. */
  events: string;
}

/** Records, from the very start of the page, what a tap does and when. */
async function watchTaps(page: Page) {
  await page.addInitScript(() => {
    const record = {
      down: -1,
      change: -1,
      shown: false,
      hydrated: false,
      events: [] as { name: string; start: number; duration: number }[],
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

async function tapAfterFirstPaint(page: Page, path: string, control: (page: Page) => Locator, delayMs: number, mobile: boolean) {
  await watchTaps(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Every script but the small boot script (src/boot.js), which the HTML itself loads.
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    polling: 20,
  });
  await page.waitForTimeout(delayMs);
  const target = control(page);
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (mobile) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await expect(target).toHaveAttribute('aria-expanded', 'true', { timeout: 5_000 });
  // Event Timing reports a tap once its next frame is painted; what shows is checked 400 ms after it.
  await page.waitForTimeout(500);
  const result = await page.evaluate(() => {
    type Tap = {
      down: number;
      change: number;
      shown: boolean;
      hydrated: boolean;
      events: { name: string; start: number; duration: number }[];
    };
    const tap = (window as unknown as { __tap: Tap }).__tap;
    const own = tap.events.filter((event) => event.start >= tap.down - 1);
    return {
      duration: Math.max(0, ...own.map((event) => event.duration)),
      change: Math.round(tap.change - tap.down),
      shown: tap.shown,
      hydrated: tap.hydrated,
      events: own.map((event) => `${event.name} +${Math.round(event.start - tap.down)} ${event.duration} ms`).join(', '),
    } satisfies TapResult;
  });
  await cdp.detach();
  return result;
}

const CONTROLS = [
  {
    what: 'the phone menu button',
    phone: true,
    path: { en: '/en/home', ar: '/ar/home' },
    name: { en: /^Menu$/, ar: /^القائمة$/ },
  },
  {
    what: 'a FAQ question',
    phone: true,
    path: { en: '/en/internships', ar: '/ar/internships' },
    name: null,
  },
  {
    // From 1024 px only (below, the services are a carousel).
    what: 'Show More',
    phone: false,
    path: { en: '/en/home', ar: '/ar/home' },
    name: { en: /^(Show More|View Less)$/, ar: /^(عرض المزيد|عرض أقل)$/ },
  },
] as const;

// A project of its own, run alone (`npm run test:taps`): a tap's timing is about this page on a
// slowed CPU, not about the tests running beside it.
test.describe('the first tap on a slow phone', () => {
  for (const { what, phone, path, name } of CONTROLS) {
    for (const lang of ['en', 'ar'] as const) {
      test(`${what} answers at once, at any moment after the first paint (${lang}, ${phone ? '390' : '1280'} px)`, async ({
        browser,
      }) => {
        test.setTimeout(90_000);
        const control = (page: Page) =>
          name
            ? page.getByRole('button', { name: name[lang] })
            : page.getByRole('main').locator('h3 > button[aria-controls]').first();
        const results: (TapResult & { at: number })[] = [];
        for (const at of MOMENTS_MS) {
          const context = await browser.newContext(
            phone
              ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
              : { viewport: { width: 1280, height: 800 } },
          );
          const page = await context.newPage();
          results.push({ at, ...(await tapAfterFirstPaint(page, path[lang], control, at, phone)) });
          await context.close();
        }
        const report = results.map((r) => `${r.at} ms after first paint: ${JSON.stringify(r)}`).join('\n');
        // One line per control in the run's log: tap moment: event duration / tap to aria-expanded.
        console.log(
          `taps, ${what} (${lang}): ${results.map((r) => `${r.at} ms: ${r.duration}/${r.change} ms${r.hydrated ? ' (hydrated)' : ''}`).join(', ')}`,
        );
        console.log(
          'TAPS',
          what,
          lang,
          results.map((r) => `${r.at}:${r.duration}/${r.change}${r.hydrated ? 'h' : ''}`).join(' '),
        );
        for (const r of results) {
          expect.soft(r.duration, `event duration\n${report}`).toBeLessThanOrEqual(MAX_DURATION_MS);
          expect.soft(r.change, `tap to aria-expanded\n${report}`).toBeLessThanOrEqual(MAX_CHANGE_MS);
          expect.soft(r.shown, `shown with aria-expanded\n${report}`).toBe(true);
        }
        // The taps did land both before and after the app took over.
        expect(
          results.some((r) => !r.hydrated),
          report,
        ).toBe(true);
        expect(
          results.some((r) => r.hydrated),
          report,
        ).toBe(true);
      });
    }
  }
});
