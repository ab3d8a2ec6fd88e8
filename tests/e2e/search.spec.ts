import { expect, test, type Page } from '@playwright/test';
import { loadPosts } from '../../src/content/postFiles';
import { openPage, waitForOverlayGone, watchConsole } from './helpers';
import { axeViolations } from './support/axe';
import { LANGUAGES, locale, perLanguage, type Lang } from '../support/locales';

// Nothing checked here depends on motion, so these tests run as a visitor who asked for less of it
// (prefers-reduced-motion): that setting is covered, and the animations of each page's first
// seconds (a third of a page's processor time in these tests) are spared. Motion itself is
// tested with it on (tests/e2e/home.spec.ts, navigation.spec.ts, a11y-manual.spec.ts and others).
test.use({ reducedMotion: 'reduce' });

const post = (slug: string) => loadPosts().all.find((p) => p.slug === slug)!;

// Search: Pagefind's index per language, the site's own dialog (the navbar's button and
// `/` on desktop, the phone menu's link), and the search page with its shareable ?q=.

const COPY = perLanguage((lang) => ({ common: locale(lang, 'common'), search: locale(lang, 'search') }));

/** Opens the search dialog as a visitor would at this width; resolves with the dialog. */
async function openSearch(page: Page, lang: Lang, isMobile: boolean) {
  const { common, search } = COPY[lang];
  await waitForOverlayGone(page);
  if (isMobile) {
    await page.getByRole('banner').getByRole('button', { name: common.nav.menuToggle, exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: common.nav.search, exact: true }).click();
  } else {
    await page.keyboard.press('/');
  }
  const dialog = page.getByRole('dialog', { name: search.dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox', { name: search.label })).toBeFocused();
  return dialog;
}

const results = (page: Page) => page.getByRole('dialog').getByRole('listitem');

test('English: "cybersecurity" finds the cybersecurity article first; keyboard path; axe; nothing loads before', async ({
  page,
  isMobile,
}) => {
  const problems = watchConsole(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openPage(page, '/en/home');
  await waitForOverlayGone(page);
  // Nothing of search is loaded with the page: not Pagefind, its index or the dialog's copy.
  expect(requested.filter((p) => p.includes('pagefind') || p.includes('/search'))).toEqual([]);

  const dialog = await openSearch(page, 'en', isMobile);
  await page.keyboard.type('cybersecurity');
  const first = results(page).first();
  await expect(first).toContainText(post('cybersecurity-2025').text.en.title);
  await expect(first).toContainText(COPY.en.search.kinds.article);
  await expect(first.locator('mark').first()).toHaveText(/cybersecurity/i);
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results? for “cybersecurity”$/);
  expect(requested.some((p) => p.startsWith('/pagefind/'))).toBe(true);

  expect(await axeViolations(page)).toEqual([]);

  // Escape closes it; focus is back where it was (the menu's button on phones, whose menu closed).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  if (isMobile) await expect(page.getByRole('banner').getByRole('button', { name: COPY.en.common.nav.menuToggle })).toBeFocused();

  // The keyboard alone: open, type, ArrowDown to the first result, Enter follows it.
  await openSearch(page, 'en', isMobile);
  await page.keyboard.type('cybersecurity');
  await expect(results(page).first()).toContainText(post('cybersecurity-2025').text.en.title);
  await page.keyboard.press('ArrowDown');
  await expect(results(page).first().getByRole('link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/blog\/cybersecurity-2025$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post('cybersecurity-2025').text.en.title);
  expect(problems).toEqual([]);
});

test('Arabic: a stemmed word, a word without its diacritics, and Latin names find Arabic pages only', async ({
  page,
  isMobile,
}) => {
  const { search } = COPY.ar;
  await openPage(page, '/ar/home');
  const dialog = await openSearch(page, 'ar', isMobile);
  const box = dialog.getByRole('searchbox');

  // «تعليم» finds the article that only ever says «التعليم».
  await box.fill('تعليم');
  await expect(
    results(page)
      .filter({ hasText: post('ai-education').text.ar.title })
      .first(),
  ).toBeVisible();

  // «متدرب» without its shadda finds the internships, which write «متدرّب».
  await box.fill('متدرب');
  const internship = results(page).filter({ hasText: search.kinds.internship }).first();
  await expect(internship).toBeVisible();
  await expect(internship.locator('mark').first()).toHaveText(/متدرّب/);

  // Latin names in Arabic text; the results are the Arabic pages, never the English ones.
  await box.fill('Python');
  await expect(
    results(page)
      .filter({ hasText: post('learning-python-2025').text.ar.title })
      .first(),
  ).toBeVisible();
  for (const href of await dialog
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    expect(href).toMatch(/^\/ar\//);
  await expect(dialog.getByRole('status')).toContainText('«Python»');
});

test('the search page: ?q= is read and written, the results link to the pages @desktop', async ({ page }) => {
  await openPage(page, '/ar/search?q=React');
  const box = page.getByRole('main').getByRole('searchbox', { name: COPY.ar.search.label });
  await expect(box).toHaveValue('React');
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('React');
  await box.fill('Python');
  await expect(page).toHaveURL(/\/ar\/search\?q=Python$/);
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Python');
});

// What people type (docs/search.md): the measured test set is search-quality.spec.ts; these
// check what the visitor sees of it, in the dialog and on the search page.
test('English page: a name in Arabic script finds the English page; Arabic words found only in Arabic are offered as Arabic pages; axe', async ({
  page,
  isMobile,
}) => {
  const { search } = COPY.en;
  const problems = watchConsole(page);
  await openPage(page, '/en/home');
  const dialog = await openSearch(page, 'en', isMobile);
  const box = dialog.getByRole('searchbox');

  await box.fill('بايثون');
  await expect(results(page).first()).toContainText(/Python/);
  await expect(results(page).first().getByRole('link')).toHaveAttribute('href', /^\/en\//);

  await box.fill('المدونة');
  await expect(dialog.getByRole('status')).toHaveText(
    search.status.otherLanguage
      .replace('{{here}}', search.inLanguage.en)
      .replace('{{query}}', 'المدونة')
      .replace('{{there}}', search.inLanguage.ar),
  );
  const first = results(page).first();
  await expect(first.getByRole('link')).toHaveAttribute('href', '/ar/blog');
  await expect(first.getByRole('link')).toHaveAttribute('hreflang', 'ar');
  await expect(first).toContainText(`${search.kinds.page} · ${search.languageNames.ar}`);
  await expect(first.locator('[lang="ar"][dir="rtl"]').first()).toHaveText('المدونة');
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('the search page: a typo is corrected and says so; Arabic as typed on phones finds the page; excerpts without the headings\' "#" @desktop', async ({
  page,
}) => {
  await openPage(page, '/en/search?q=cybersecurty');
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(
    COPY.en.search.status.corrected.replace('{{query}}', 'cybersecurty').replace('{{corrected}}', 'cybersecurity'),
  );
  await expect(main.getByRole('listitem').first()).toContainText(/Cyber ?security/i);

  // ى for ي and ه for ة, as phones often type them.
  await openPage(page, '/ar/search?q=الامن السيبرانى');
  await expect(main.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/ar\/(services\/security|blog\/cybersecurity-2025)$/,
  );
  await main.getByRole('searchbox').fill('الحوسبه السحابيه');
  await expect(main.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', '/ar/services/cloud');

  // A heading of an article (each has its "#" link): neither its title nor its excerpt shows the "#".
  await main.getByRole('searchbox').fill('التهديدات مألوفة');
  const hit = main.getByRole('listitem').first();
  await expect(hit.getByRole('link')).toHaveAttribute('href', /^\/ar\/blog\/cybersecurity-2025/);
  await expect(hit).not.toContainText('#');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the search page says search needs it and links to the blog and the services @desktop', async ({ page }) => {
    for (const lang of LANGUAGES) {
      const { search } = COPY[lang];
      await page.goto(`/${lang}/search`);
      const main = page.getByRole('main');
      // In <noscript>: parsed as markup without scripts. (Chromium still hides <noscript> from its
      // style when only DevTools turned scripts off, as Playwright does, so the text is checked,
      // not its visibility.)
      const message = main.locator('noscript p');
      await expect(message).toContainText(search.noscript);
      await expect(message.locator('a', { hasText: search.browseBlog })).toHaveAttribute('href', `/${lang}/blog`);
      await expect(message.locator('a', { hasText: search.browseServices })).toHaveAttribute('href', `/${lang}/services`);
      await expect(main.getByRole('searchbox')).toBeHidden();
    }
  });
});
