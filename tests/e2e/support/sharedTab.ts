import { test as base, type BrowserContext, type Page } from '@playwright/test';

/**
 * `test` whose `page` is one tab a worker keeps for the tests of files that only read pages
 * (content, links, documents): each test starts from about:blank in the same tab, its cookies,
 * storage and listeners cleared and the project's viewport restored. A tab of its own per test
 * costs this machine's processor about a second before the page's own first load (a new browser
 * context and renderer process), more than most of these tests spend on their checks.
 *
 * For tests that change the page's environment (the clock, init scripts, routes, permissions,
 * context options such as the locale), use Playwright's own `test`, whose tab is new each time.
 * The shared tab runs as a visitor who asked for less motion: nothing these tests check moves.
 */
export const test = base.extend<object, { sharedTab: { context: BrowserContext; page: Page } }>({
  sharedTab: [
    async ({ browser }, provide, workerInfo) => {
      const { viewport, isMobile, hasTouch, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await provide({ context, page });
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedTab, baseURL, javaScriptEnabled, locale, permissions, contextOptions }, provide, testInfo) => {
    // The tab's context is the worker's: options a test sets for a context of its own would not
    // apply. Playwright's defaults: JavaScript on, en-US, no permissions, no other options.
    if (javaScriptEnabled === false || locale !== 'en-US' || permissions?.length || Object.keys(contextOptions).length)
      throw new Error(
        `"${testInfo.title}" sets options for a context of its own (${JSON.stringify({ javaScriptEnabled, locale, permissions, contextOptions })}): use @playwright/test's test`,
      );
    const { context, page } = sharedTab;
    await page.goto('about:blank');
    await provide(page);
    // What tests listen to (tests/e2e/helpers.ts watchConsole, request counters); Playwright's own stay.
    for (const type of ['console', 'pageerror', 'request', 'response', 'requestfinished', 'requestfailed', 'dialog'] as const)
      page.removeAllListeners(type);
    await context.clearCookies();
    // The site's own storage (the language chosen, a form's draft) is its origin's.
    await page.goto(new URL('/robots.txt', baseURL).href);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('about:blank');
    const { viewport } = testInfo.project.use;
    if (viewport) await page.setViewportSize(viewport);
  },
});

export { expect } from '@playwright/test';
