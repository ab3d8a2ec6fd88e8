import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers';
import { SERVICE_SLUGS } from '../../src/content/services';
import { loadPosts } from '../../src/content/postFiles';
import { otherLangs } from '../../src/lib/language/languages';
import { DEFAULT_LANG, LANGUAGES, dirOf, locale, perLanguage, type Lang } from '../support/locales';

// Nothing checked here depends on motion, so these tests run as a visitor who asked for less of it
// (prefers-reduced-motion): that setting is covered, and the animations of each page's first
// seconds (a third of a page's processor time in these tests) are spared. Motion itself is
// tested with it on (tests/e2e/home.spec.ts, navigation.spec.ts, a11y-manual.spec.ts and others).
test.use({ reducedMotion: 'reduce' });

/**
 * The unprefixed entry pages (/, /home, /services/ai, …): from the HTML alone, a heading and a link
 * to the page in each language, each link in its own language and direction, with nothing over
 * them; with scripts, the same page until the language is picked, then the redirect.
 */

const TEXT = perLanguage((lang) => locale(lang, 'common').entry);

/** The language-prefixed path an entry page leads to (`/services/ai` → `/<lang>/services/ai`). */
type Target = (lang: Lang) => string;
const prefixed =
  (path: string): Target =>
  (lang) =>
    `/${lang}${path}`;

/** A post the build publishes: the newest. */
const POST = loadPosts().posts[0]!.slug;
const SERVICE = SERVICE_SLUGS[0]!;

const ENTRY_PAGES: { path: string; to: Target }[] = [
  { path: '/', to: prefixed('/home') },
  { path: '/home', to: prefixed('/home') },
  { path: `/services/${SERVICE}`, to: prefixed(`/services/${SERVICE}`) },
  { path: `/blog/${POST}`, to: prefixed(`/blog/${POST}`) },
  // An alias: the link goes the way the redirect goes (/en/technologies → /en/technology).
  { path: '/technologies', to: prefixed('/technologies') },
];

/** The entry page's heading, and its link to the page in each language: visible, uncovered. */
async function expectChooser(page: Page, to: Target) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  for (const lang of LANGUAGES) {
    await expect(heading.locator(`[lang="${lang}"]`)).toHaveText(TEXT[lang].heading);
    const link = page.getByRole('link', { name: TEXT[lang].language, exact: true });
    await expect(link).toHaveAttribute('href', to(lang));
    await expect(link).toHaveAttribute('lang', lang);
    await expect(link).toHaveAttribute('dir', dirOf(lang));
    await expect(link).toBeInViewport({ ratio: 1 });
    // Nothing lies over the link: what is at its centre belongs to it.
    const box = (await link.boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href') ?? null, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(hit, `the link to ${to(lang)} is uncovered`).toBe(to(lang));
  }
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe('entry pages without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path: entry, to } of ENTRY_PAGES) {
    test(`${entry} shows a heading and the page in each language @desktop`, async ({ page }) => {
      const response = await page.goto(entry);
      expect(response?.status()).toBe(200);
      await expectChooser(page, to);
      // It stays: no refresh picks a language for the visitor.
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe(entry);
    });
  }

  for (const lang of otherLangs(DEFAULT_LANG)) {
    test(`the link in ${lang} leads to the page in ${lang}`, async ({ page }) => {
      await page.goto(`/services/${SERVICE}`);
      await page.getByRole('link', { name: TEXT[lang].language, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/services/${SERVICE}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('an unprefixed path with no page of its own offers the home pages', async ({ page }) => {
    const response = await page.goto('/services/no-such-service');
    expect(response?.status()).toBe(200);
    await expectChooser(page, prefixed('/home'));
  });
});

/** Holds a script (matched by its URL) until the returned function is called. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('entry pages with scripts', () => {
  test('before the app has started, the same heading and links show @desktop', async ({ page }) => {
    const release = await hold(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto(`/services/${SERVICE}`);
    await page.waitForLoadState('load');
    await expectChooser(page, prefixed(`/services/${SERVICE}`));
    release();
    await expect(page).toHaveURL(new RegExp(`/${DEFAULT_LANG}/services/${SERVICE}$`));
  });

  test('once the app has started, still the same page until the language is picked @desktop', async ({ page }) => {
    const problems = watchConsole(page);
    const release = await hold(page, /\/assets\/detectLanguage-[\w-]+\.js$/);
    await page.goto(`/blog/${POST}`);
    // React has taken the prerendered page over (hydrated it: no mismatch, no warning).
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
    await expectChooser(page, prefixed(`/blog/${POST}`));
    release();
    await expect(page).toHaveURL(new RegExp(`/${DEFAULT_LANG}/blog/${POST}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', DEFAULT_LANG);
    expect(problems).toEqual([]);
  });

  test('an unprefixed alias keeps its query and fragment through both redirects @desktop', async ({ page }) => {
    const problems = watchConsole(page);
    // The entry page picks English, then the alias (/en/technologies) leads to its page.
    await page.goto('/technologies?utm_source=newsletter#top');
    await expect(page).toHaveURL(/\/en\/technology\?utm_source=newsletter#top$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // An alias whose target has a fragment of its own keeps the query and goes to that fragment.
    await page.goto('/contact-form?ref=card');
    await expect(page).toHaveURL(/\/en\/contact\?ref=card#contact-form$/);
    expect(problems).toEqual([]);
  });

  for (const lang of otherLangs(DEFAULT_LANG)) {
    test.describe(`in a browser set to ${lang}`, () => {
      test.use({ locale: lang });

      test(`the page in ${lang} is picked, query and fragment kept @desktop`, async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto(`/services/${SERVICE}?ref=x#top`);
        await expect(page).toHaveURL(new RegExp(`/${lang}/services/${SERVICE}\\?ref=x#top$`));
        await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
        expect(problems).toEqual([]);
      });
    });
  }
});
