import { expect, type Locator, type Page } from '@playwright/test';

/**
 * An error of Playwright's own clock, not of the site: `page.clock` adds init scripts that call
 * `globalThis.__pwClock.controller.log(…)`, and in a context reused from a test that used the clock,
 * they can run in a new document before the clock itself does (a reload, with the processor busy). Only that message, and only with no frame in any script file: the site's own
 * scripts are all files (its CSP allows no inline or evaluated script), so an error of theirs has one.
 */
function isClockLeftover(error: Error): boolean {
  return (
    error.message === "Cannot read properties of undefined (reading 'controller')" &&
    !/https?:\/\//.test(error.stack ?? 'http://')
  );
}

/**
 * Collects console errors and warnings (hydration mismatches included) and uncaught errors.
 * A 404 page's own document status is expected and not counted.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (/status of 404/.test(text) && message.location().url === page.url()) return;
    problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => {
    if (isClockLeftover(error)) return;
    problems.push(`pageerror: ${error.message}`);
  });
  return problems;
}

export const overlay = (page: Page) => page.getByTestId('loading-overlay');

/** Waits until the loading overlay is gone, so the page can be used. */
export async function waitForOverlayGone(page: Page): Promise<void> {
  await expect(overlay(page)).toHaveAttribute('data-visible', 'false', { timeout: 20_000 });
}

/**
 * Opens a page and waits until React has hydrated it. The first loading overlay may still be up
 * (until 2 s after load): it covers nothing and takes no clicks; tests about it wait for it.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
  return response;
}

export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/**
 * Waits until React has hydrated the element: parts of a page further down (the footer, a band,
 * an article's share links) stay as prerendered until they come near the screen or are used
 * (src/lib/nearScreen.ts). React marks each node it owns with a "__reactFiber$…" key.
 */
export async function waitForReact(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
}
