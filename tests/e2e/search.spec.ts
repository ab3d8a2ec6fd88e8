import { expect, test, type Page } from '@playwright/test';
import { bodyMarkdown } from '../../src/lib/richText';
import { INTERNSHIPS, livePosts, newestPost } from '../support/content';
import { openPage, waitForOverlayGone, watchConsole } from './helpers';
import { axeViolations } from './support/axe';
import { LANGUAGES, locale, perLanguage, text, type Lang } from '../support/locales';

// Nothing checked here depends on motion, so these tests run as a visitor who asked for less of it
// (prefers-reduced-motion): that setting is covered, and the animations of each page's first
// seconds (a third of a page's processor time in these tests) are spared. Motion itself is
// tested with it on (tests/e2e/home.spec.ts, navigation.spec.ts, a11y-manual.spec.ts and others).
test.use({ reducedMotion: 'reduce' });

/** A word without its Arabic diacritics (harakat, shadda, sukun), as a visitor types it. */
const bare = (word: string) => word.replace(/[\u064b-\u0652\u0670]/g, '');
/** The words of a text: letters and digits of any script. */
const words = (text: string) => text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

// The newest post: its title, as a visitor would type it, finds it first.
test("English: the newest post's title finds it first; keyboard path; axe; nothing loads before", async ({ page, isMobile }) => {
  const post = newestPost();
  const query = post.text.en.title;
  const problems = watchConsole(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openPage(page, '/en/home');
  await waitForOverlayGone(page);
  // Nothing of search is loaded with the page: not Pagefind, its index or the dialog's copy.
  expect(requested.filter((p) => p.includes('pagefind') || p.includes('/search'))).toEqual([]);

  const dialog = await openSearch(page, 'en', isMobile);
  await page.keyboard.type(query);
  const first = results(page).first();
  await expect(first).toContainText(post.text.en.title);
  await expect(first).toContainText(COPY.en.search.kinds.article);
  await expect(first.locator('mark').first()).toHaveText(new RegExp(words(query).map(escape).join('|'), 'i'));
  await expect(dialog.getByRole('status')).toHaveText(new RegExp(`^\\d+ results? for “${escape(query)}”$`));
  expect(requested.some((p) => p.startsWith('/pagefind/'))).toBe(true);

  expect(await axeViolations(page)).toEqual([]);

  // Escape closes it; focus is back where it was (the menu's button on phones, whose menu closed).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  if (isMobile) await expect(page.getByRole('banner').getByRole('button', { name: COPY.en.common.nav.menuToggle })).toBeFocused();

  // The keyboard alone: open, type, ArrowDown to the first result, Enter follows it.
  await openSearch(page, 'en', isMobile);
  await page.keyboard.type(query);
  await expect(results(page).first()).toContainText(post.text.en.title);
  await page.keyboard.press('ArrowDown');
  await expect(results(page).first().getByRole('link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/blog/${post.slug}$`));
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.text.en.title);
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

  // A word of a post's title without its article «ال» finds the post: of the titles' words, the one
  // fewest other posts have (the newest post's on a tie), so that the post is among the first results.
  const posts = livePosts();
  const arabic = (post: (typeof posts)[number]) => bare(`${post.text.ar.title} ${bodyMarkdown(post.text.ar.body)}`);
  const stemmed = posts
    .flatMap((post) =>
      words(post.text.ar.title)
        .filter((word) => /^ال\p{L}{3,}$/u.test(bare(word)))
        .map((word) => ({
          post,
          word,
          others: posts.filter((other) => other !== post && arabic(other).includes(bare(word).slice(2))).length,
        })),
    )
    .reduce<{ post: (typeof posts)[number]; word: string; others: number } | undefined>(
      (best, candidate) => (!best || candidate.others < best.others ? candidate : best),
      undefined,
    );
  expect(stemmed, 'no published post has a word with «ال» in its Arabic title').toBeDefined();
  await box.fill(bare(stemmed!.word).slice(2));
  await expect(results(page).filter({ hasText: stemmed!.post.text.ar.title }).first()).toBeVisible();

  // An internship's title typed without its shadda (متدرب for متدرّب) finds the internship, as written.
  const shadda = INTERNSHIPS.flatMap((internship) => words(text('ar', `careers:internshipItems.${internship.slug}.title`))).find(
    (word) => word.includes('\u0651'),
  );
  if (shadda) {
    await box.fill(bare(shadda));
    const internship = results(page).filter({ hasText: search.kinds.internship }).first();
    await expect(internship).toBeVisible();
    await expect(internship.locator('mark').first()).toHaveText(new RegExp(escape(shadda)));
  }

  // Latin names in Arabic text (the newest title with one); the results are the Arabic pages, never the English ones.
  const latin = posts
    .map((post) => ({ post, word: words(post.text.ar.title).find((word) => /^[A-Za-z]{3,}$/.test(word)) }))
    .find(({ word }) => word) ?? { post: undefined, word: 'Python' };
  await box.fill(latin.word!);
  if (latin.post) await expect(results(page).filter({ hasText: latin.post.text.ar.title }).first()).toBeVisible();
  else await expect(results(page).first()).toBeVisible();
  for (const href of await dialog
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    expect(href).toMatch(/^\/ar\//);
  await expect(dialog.getByRole('status')).toContainText(`«${latin.word}»`);
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

  // The Arabic name of the blog, as the Arabic footer writes it.
  const blog = text('ar', 'footer.links.blog');
  await box.fill(blog);
  await expect(dialog.getByRole('status')).toHaveText(
    search.status.otherLanguage
      .replace('{{here}}', search.inLanguage.en)
      .replace('{{query}}', blog)
      .replace('{{there}}', search.inLanguage.ar),
  );
  const first = results(page).first();
  await expect(first.getByRole('link')).toHaveAttribute('href', '/ar/blog');
  await expect(first.getByRole('link')).toHaveAttribute('hreflang', 'ar');
  await expect(first).toContainText(`${search.kinds.page} · ${search.languageNames.ar}`);
  await expect(first.locator('[lang="ar"][dir="rtl"]').first()).toHaveText(blog);
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

  // ى for ي and ه for ة at the end of a word, as phones often type them: the newest Arabic title with
  // such a word, so typed, finds its post.
  const posts = livePosts();
  const endings = /[ية](?=\s|$)/gu;
  const post = posts.find((candidate) => bare(candidate.text.ar.title).match(endings));
  expect(post, 'no published post has a word ending in ي or ة in its Arabic title').toBeDefined();
  const typed = bare(post!.text.ar.title).replace(endings, (letter) => (letter === 'ي' ? 'ى' : 'ه'));
  await openPage(page, `/ar/search?q=${encodeURIComponent(typed)}`);
  await expect(main.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', `/ar/blog/${post!.slug}`);

  // A heading of an article (each has its "#" link): neither its title nor its excerpt shows the "#".
  // The newest heading that no other article has.
  const headingsOf = (candidate: (typeof posts)[number]) =>
    Object.values(candidate.text.ar.body)
      .filter((segment) => segment.startsWith('## '))
      .map((segment) => segment.slice(3));
  const found = posts
    .map((candidate) => ({
      candidate,
      heading: headingsOf(candidate).find(
        (heading) => !posts.some((other) => other !== candidate && bodyMarkdown(other.text.ar.body).includes(heading)),
      ),
    }))
    .find(({ heading }) => heading);
  expect(found, 'no published article has an Arabic "## " heading of its own').toBeDefined();
  await main.getByRole('searchbox').fill(found!.heading!);
  const hit = main.getByRole('listitem').first();
  await expect(hit.getByRole('link')).toHaveAttribute('href', new RegExp(`^/ar/blog/${found!.candidate.slug}`));
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
