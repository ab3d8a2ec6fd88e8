import { defineConfig } from '@playwright/test';
import { DEFAULT_LANG, LANGUAGES } from './src/lib/language/languages';
import { systemChromium } from './scripts/lib/browsers';
import { PSEUDO_LANGUAGES } from './scripts/lib/pseudo-site';
import { OWN_RECEIVER } from './src/content/deployment';
import { SITE } from './src/content/site';
import { e2eLeadsDb } from './tests/e2e/support/leadsDb';

const port = Number(process.env.E2E_PORT ?? 4311);
/** $CHROME_PATH, else Debian's Chromium where installed, else Playwright's own (as `npm test` finds it). */
const executablePath = systemChromium() ?? undefined;

/**
 * The pseudo-locales' own spec runs only where they are languages of the list: in the trial copy
 * (scripts/lib/trial.ts, `npm run test:trial`).
 */
const ignored = [
  ...(PSEUDO_LANGUAGES.every(({ code }) => (LANGUAGES as readonly string[]).includes(code)) ? [] : ['**/pseudo-locales.spec.ts']),
  // The form against the build's endpoint: a form service stand-in where the build posts to one on
  // loopback (`npm test`'s build), the site's own receiver where it posts there (the default build,
  // and the trial copy's).
  ...(SITE.contactEndpoint === OWN_RECEIVER ? ['**/contact-form.spec.ts'] : ['**/contact-receiver.spec.ts']),
];

/**
 * End-to-end tests run against the production build (dist/, served by scripts/serve.ts) in
 * headless Chromium: $CHROME_PATH when set, else Debian's /usr/bin/chromium where installed, else Playwright's own.
 * Tests tagged @desktop run only at 1280px, @phone only at 390px; the rest at both widths. A check
 * whose outcome does not depend on the width (a page's content, redirects, the overlay's timers,
 * what a link leads to) is tagged @desktop and runs once: the phone width adds a page load, not
 * coverage. Layout, menus, carousels, axe and the keyboard paths run at both.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three workers on the 2-core machines this runs on (Playwright would default to one). With two,
  // the CPU sat 12% idle while tests waited (autoplay intervals, overlay timers, timeouts) and the
  // suite took 349-374 s here; with three it is busy throughout and took 306 s, with no flaky test
  // (the overlay tests allow 600-800 ms of lateness). More would only add contention.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // Bounds for a hang, not for speed: nothing here asserts how fast the machine is (timed checks
  // are `npm run test:taps` and `npm run bench`), and a machine of this kind that is slower, or
  // busy with something else, must pass the same tests.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // reuseContext: each worker keeps one browser context and tab from test to test, and Playwright
  // resets it between them (cookies, cache, storage, other tabs, routes, init scripts, the clock,
  // viewport and media emulation; a test that needs other context options, such as JavaScript off
  // or a locale, gets a new context). A new context and tab per test cost this machine's processor
  // about a second before the page's first load: the suite took 599 core-s with reuse against 747
  // without, side by side (docs/testing.md). Permissions a test grants are not reset: it clears them.
  // Nor is the pointer: tests about where the pointer, focus and touch are (a11y-manual.spec.ts)
  // take a tab of their own with `test.use({ reuseContext: false })`.
  projects: [
    {
      name: 'desktop',
      testIgnore: ['**/responsiveness.spec.ts', ...ignored],
      grepInvert: /@phone/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, reuseContext: true },
    },
    {
      name: 'phone',
      testIgnore: ['**/responsiveness.spec.ts', ...ignored],
      grepInvert: /@desktop/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reuseContext: true },
    },
    // Taps on a slowed CPU, timed (`npm run test:taps` only: `npm test` and `npm run test:e2e` run
    // the two projects above): alone, one test at a time, at the widths each test sets itself, its
    // thresholds absolute and so about this machine's speed. Not traced: recording a
    // trace (DOM snapshots, screencast frames) is work on the page's own threads, and it made a
    // Show More tap at 1280 px take 136-256 ms instead of 80-152 ms.
    { name: 'responsiveness', testMatch: /responsiveness/, use: { browserName: 'chromium', trace: 'off' } },
  ],
  webServer: [
    {
      command: 'node --import tsx scripts/serve.ts',
      // Its contact form receiver (/api/) stores into a file of the run's own, not data/. Every
      // test's browser sends from 127.0.0.1, so the limit per address is lifted here: the limit
      // itself is tested on both hosts by receiver.spec.ts.
      env: { PORT: String(port), LEADS_DB: e2eLeadsDb(port), LEADS_PER_HOUR: '100000' },
      url: `http://127.0.0.1:${port}/${DEFAULT_LANG}/home`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
