import { expect, test } from '@playwright/test';
import { newestPost } from '../support/content';
import { openPage, waitForOverlayGone, watchConsole } from './helpers';

// Only the failed animation chunks below depend on motion: the rest runs as a visitor who asked for
// less of it (prefers-reduced-motion), sparing each page's first seconds of animation (docs/testing.md).
test.use({ reducedMotion: 'reduce' });

test.describe('visitors without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/ar/about', '/en/process', `/en/blog/${newestPost().slug}`, '/ar/careers']) {
    test(`${path} shows its full text and links`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('loading-overlay')).toBeHidden();
      // Nothing waits for a script to reveal it: every heading of the page is on screen.
      for (const heading of await page.getByRole('main').getByRole('heading').all()) await expect(heading).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
    });
  }

  test('FAQ answers are readable @desktop', async ({ page }) => {
    await page.goto('/en/internships');
    await expect(
      page
        .getByRole('main')
        .getByText(/certificate/i)
        .first(),
    ).toBeVisible();
  });

  test('navigation groups open on hover @desktop', async ({ page }) => {
    await page.goto('/en/home');
    await page.getByRole('button', { name: 'Who We Help' }).hover();
    await page.getByRole('link', { name: 'Startups' }).click();
    await expect(page).toHaveURL(/\/en\/startups$/);
  });
});

test.describe('private mode: storage and cookies throw', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const deny = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: deny });
      Object.defineProperty(window, 'sessionStorage', { get: deny });
      Object.defineProperty(document, 'cookie', { get: deny, set: deny });
    });
  });

  test('the site works and simply does not remember the language', async ({ page, isMobile }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/home$/);
    await waitForOverlayGone(page);
    if (isMobile) await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/home$/);
    await page.goto('/about');
    await expect(page).toHaveURL(/\/en\/about$/);
    expect(problems).toEqual([]);
  });
});

test('a page that fails to load shows a friendly message in both languages @desktop', async ({ page }) => {
  await openPage(page, '/en/home');
  await page.route(/\/assets\/AboutPage-[^/]+\.js$/, (route) => route.abort());
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/en/about"]')?.click());
  await expect(page.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'حدث خطأ غير متوقع' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
});

// The chunks that fail are loaded only for a visitor who has motion on, as most have.
test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('when the animation and carousel chunks fail to load, every block shows and the carousels still scroll', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    // As on a flaky connection, or after a deploy that removed the chunks this page was built with.
    await page.route(/\/assets\/(dom-mini|SwiperCarousel)-[^/]+\.(js|css)$/, (route) => route.abort());
    await openPage(page, '/ar/about');
    await waitForOverlayGone(page);
    // Down the page and back, so that every block below the first screen is revealed.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 400) await page.mouse.wheel(0, 400);
    // Named by tag, classes and text, so that a failure says which block stayed hidden.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('main *')]
            .filter((e) => getComputedStyle(e).opacity === '0')
            .map(
              (e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} "${(e.textContent ?? '').trim().slice(0, 40)}"`,
            ),
        ),
      )
      .toEqual([]);
    // The carousels stay the static track: a region that scrolls sideways on its own.
    const track = page.locator('.carousel-track').first();
    await track.scrollIntoViewIfNeeded();
    const scrollable = await track.evaluate((element) => ({
      overflow: getComputedStyle(element).overflowX,
      wider: element.scrollWidth > element.clientWidth,
    }));
    expect(scrollable).toEqual({ overflow: 'auto', wider: true });
    // Nothing uncaught: the failed loads are expected, the errors they cause are not.
    expect(problems.filter((problem) => !/Failed to load resource|net::ERR_FAILED/.test(problem))).toEqual([]);
  });
});

test('after a route change focus is on the new page and the title is its own @desktop', async ({ page }) => {
  await openPage(page, '/ar/home');
  await page.getByRole('link', { name: 'استكشف الوظائف' }).click();
  await expect(page).toHaveURL(/\/ar\/careers$/);
  await expect(page.locator('#main')).toBeFocused();
  await expect(page).toHaveTitle(/الوظائف/);
  await expect(page.getByRole('status')).toHaveText(await page.title());
});

test('without scripts the phone menu opens from its button @phone', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/ar/home');
  await page.getByRole('button', { name: 'القائمة', exact: true }).click();
  await page.getByRole('navigation', { name: 'قائمة الموقع' }).getByRole('link', { name: 'الشركات الناشئة' }).click();
  await expect(page).toHaveURL(/\/ar\/startups$/);
  await context.close();
});
