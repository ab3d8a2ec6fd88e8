import { expect, test } from '@playwright/test';
import { newestPost } from '../support/content';
import { openPage, waitForOverlayGone, watchConsole } from './helpers';
import { LANGUAGES, locale } from '../support/locales';

// Nothing checked here depends on motion, so these tests run as a visitor who asked for less of it
// (prefers-reduced-motion): that setting is covered, and the animations of each page's first
// seconds (a third of a page's processor time in these tests) are spared. Motion itself is
// tested with it on (tests/e2e/home.spec.ts, navigation.spec.ts, a11y-manual.spec.ts and others).
test.use({ reducedMotion: 'reduce' });

/** The entry page's heading (/, /home, …), English then Arabic, as its text content reads. */
const ENTRY_HEADING = LANGUAGES.map((lang) => locale(lang, 'common').entry.heading).join(' ');

test.describe('language and direction', () => {
  test('English pages are lang="en" dir="ltr", Arabic pages lang="ar" dir="rtl" @desktop', async ({ page }) => {
    await openPage(page, '/en/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empowering Your Digital Future');

    await openPage(page, '/ar/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نبني معك مستقبلك الرقمي');
  });

  test('the header lays out right to left in Arabic', async ({ page }) => {
    await openPage(page, '/ar/home');
    const logo = await page.getByRole('link', { name: 'الصفحة الرئيسية لموقع قمة تك' }).first().boundingBox();
    const viewport = page.viewportSize()!;
    expect(logo!.x).toBeGreaterThan(viewport.width / 2);
  });

  test('the switcher keeps page, slug and hash and remembers the choice @desktop', async ({ page }) => {
    const problems = watchConsole(page);
    await openPage(page, '/en/services/ai#overview');
    // The jump to #overview scrolled down, which hides the bar; scrolling up brings it back (once the
    // jump has settled: a wheel turn before it is lost).
    const banner = page.getByRole('banner');
    const showBar = () =>
      expect(async () => {
        await page.mouse.wheel(0, -60);
        await expect(banner).toHaveAttribute('data-hidden', 'false', { timeout: 500 });
      }).toPass();
    await showBar();
    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/services\/ai#overview$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');

    await waitForOverlayGone(page);
    await showBar();
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/services\/ai#overview$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    expect(problems).toEqual([]);
  });

  test('the switcher in the mobile menu keeps the page @phone', async ({ page }) => {
    const { slug } = newestPost();
    await openPage(page, `/ar/blog/${slug}`);
    await page.getByRole('button', { name: 'القائمة', exact: true }).click();
    await page.getByRole('navigation', { name: 'قائمة الموقع' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/blog/${slug}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });

  test('an unprefixed path uses the stored choice, replacing history so Back still works @desktop', async ({ page }) => {
    await openPage(page, '/en/about');
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.goto('/services/ai?ref=x#top');
    await expect(page).toHaveURL(/\/ar\/services\/ai\?ref=x#top$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/about$/);
  });

  test('"/" leads to the home page in the stored language @desktop', async ({ page }) => {
    await openPage(page, '/en/home');
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar\/home$/);
  });

  test('/en and /ar lead to their home page @desktop', async ({ page }) => {
    await page.goto('/ar');
    await expect(page).toHaveURL(/\/ar\/home$/);
    await page.goto('/en/');
    await expect(page).toHaveURL(/\/en\/home$/);
  });

  test('a path whose first segment is no language is the 404 page @desktop', async ({ page }) => {
    for (const path of ['/fr/home', '/xx', '/de/services/ai']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});

test.describe('an Arabic browser', () => {
  test.use({ locale: 'ar-SA' });

  test('lands on the Arabic home page without a flash of English @desktop', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __h1s: string[] }).__h1s = seen;
      const record = () => {
        const text = document.querySelector('h1')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      };
      new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نبني معك مستقبلك الرقمي');
    // Before the language is picked, the entry page's own heading says "choose" in every language;
    // no English page heading comes between it and the Arabic home page.
    const headings = await page.evaluate(() => (window as unknown as { __h1s: string[] }).__h1s);
    // (A heading read while the HTML was still being parsed may be the entry heading's first part.)
    const entry = (h: string) => ENTRY_HEADING.startsWith(h);
    expect(headings.length).toBeGreaterThanOrEqual(2);
    expect(entry(headings[0]!), headings[0]).toBe(true);
    expect(headings.filter((h) => !entry(h))).toEqual(['نبني معك مستقبلك الرقمي']);
  });
});

test.describe('an English or other-language browser', () => {
  test.use({ locale: 'fr-FR' });

  test('falls back to English @desktop', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/en\/home$/);
  });
});
