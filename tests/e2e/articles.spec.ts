import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { xml2js, type Element, type ElementCompact } from 'xml-js';
import { prerenderPaths } from '../../src/app/prerenderPaths';
import { loadPosts, relatedPosts } from '../../src/content/postFiles';
import { FEED_SIZE } from '../../scripts/lib/feeds';
import { pageFile } from '../../scripts/lib/routing';
import { SHARE_NETWORKS } from '../../src/content/share';
import { SITE } from '../../src/content/site';
import { DEFAULT_LANG, LANGUAGES, locale, perLanguage, text as localeText, type Lang } from '../support/locales';
import { feedPath, localizedPath } from '../../src/lib/paths';
import { openPage, watchConsole } from './helpers';
import { axeViolations } from './support/axe';

// Nothing checked here depends on motion, so these tests run as a visitor who asked for less of it
// (prefers-reduced-motion): that setting is covered, and the animations of each page's first
// seconds (a third of a page's processor time in these tests) are spared. Motion itself is
// tested with it on (tests/e2e/home.spec.ts, navigation.spec.ts, a11y-manual.spec.ts and others).
test.use({ reducedMotion: 'reduce' });

/** The posts the build publishes, newest first (src/content/postFiles.ts). */
const POSTS = loadPosts().posts;

// The blog's feeds (served by the production server, linked from every page and from the blog
// page) and the end of an article: related articles and share links, with copying the address.

const LOCALES = perLanguage((lang) => ({ article: locale(lang, 'article'), blog: locale(lang, 'blog') }));
const dist = path.resolve(import.meta.dirname, '../../dist');
const feedTitle = (lang: Lang) => localeText(lang, 'feed.title');
const via = (lang: Lang, network: string) => localeText(lang, 'article:share.via', { network });
const postPath = (lang: Lang, slug: string) => localizedPath(lang, { id: 'blogPost', params: { slug } });

/** xml-js's full form (not `compact`), checked. */
const isTree = (node: Element | ElementCompact): node is Element => Array.isArray(node.elements);
const elements = (parent: Element, name: string) =>
  (parent.elements ?? []).filter((child) => child.type === 'element' && child.name === name);
const text = (element: Element | undefined) => (element?.elements ?? []).map((child) => String(child.text ?? '')).join('');

test.describe('feeds @desktop', () => {
  test('each language has its Atom feed: served as Atom, its newest entries, every link answers', async ({ request }) => {
    for (const lang of LANGUAGES) {
      const response = await request.get(feedPath(lang));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
      const body = await response.text();
      // Served as built (the unit test checks the document against RFC 4287).
      expect(body).toBe(readFileSync(path.join(dist, feedPath(lang)), 'utf8'));
      const document = xml2js(body);
      if (!isTree(document)) throw new Error(`${feedPath(lang)} did not parse`);
      const [feed] = elements(document, 'feed');
      expect(feed?.attributes?.['xml:lang']).toBe(lang);
      expect(text(elements(feed!, 'title')[0])).toBe(feedTitle(lang));
      const entries = elements(feed!, 'entry');
      expect(entries).toHaveLength(Math.min(POSTS.length, FEED_SIZE));
      for (const entry of entries) {
        const href = String(elements(entry, 'link')[0]?.attributes?.href);
        expect(href.startsWith(`${SITE.origin}/${lang}/blog/`), href).toBe(true);
        const page = await request.get(href.slice(SITE.origin.length), { maxRedirects: 0 });
        expect(page.status(), href).toBe(200);
        const post = POSTS.find((p) => href.endsWith(`/${p.slug}`));
        expect(post, href).toBeTruthy();
        expect(/<title>([^<]*)<\/title>/.exec(await page.text())?.[1], href).toBe(
          localeText(lang, 'meta.titleTemplate', { page: post!.text[lang].title }),
        );
      }
    }
  });

  test("every prerendered page names its language's feed in its head", () => {
    const files = [...prerenderPaths().map(pageFile), ...LANGUAGES.map((lang) => `${lang}/404.html`), '404.html'];
    for (const file of files) {
      const html = readFileSync(path.join(dist, file), 'utf8');
      // A page's language is its folder's; the neutral 404 page's is the default language.
      const lang = LANGUAGES.find((code) => file.replace(/^\//, '').startsWith(`${code}/`)) ?? DEFAULT_LANG;
      const links = [...html.matchAll(/<link rel="alternate" type="application\/atom\+xml"[^>]*>/g)].map((m) => m[0]);
      expect(links, file).toEqual([
        `<link rel="alternate" type="application/atom+xml" title="${feedTitle(lang)}" href="${feedPath(lang)}"/>`,
      ]);
    }
  });
});

/** The article's share section and its related articles, by their headings. */
const shareSection = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: LOCALES[lang].article.share.heading, exact: true });

for (const lang of LANGUAGES) {
  const { article, blog } = LOCALES[lang];

  test(`blog page feed link, an article's related articles, share links and copying its address (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    await openPage(page, localizedPath(lang, { id: 'blog' }));
    const feedLink = page.getByRole('link', { name: blog.labels.feed, exact: true });
    await expect(feedLink).toBeVisible();
    await expect(feedLink).toHaveAttribute('href', feedPath(lang));

    // A post with at least two related articles (the most shared topics first).
    const post = POSTS.find((p) => (relatedPosts(POSTS).get(p.slug)?.length ?? 0) >= 2)!;
    const url = `${SITE.origin}${postPath(lang, post.slug)}`;
    const title = post.text[lang].title;
    await openPage(page, postPath(lang, post.slug));

    const related = page.getByRole('region', { name: article.related.heading, exact: true });
    await related.scrollIntoViewIfNeeded();
    const expected = relatedPosts(POSTS).get(post.slug)!;
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const links = related.getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [i, other] of expected.entries()) {
      await expect(links.nth(i)).toHaveAccessibleName(other.text[lang].title);
      await expect(links.nth(i)).toHaveAttribute('href', postPath(lang, other.slug));
    }
    await expect(related.getByRole('heading', { level: 3 })).toHaveCount(expected.length);

    const share = shareSection(page, lang);
    for (const network of SHARE_NETWORKS) {
      const link = share.getByRole('link', { name: via(lang, article.share.networks[network]), exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = new URL((await link.getAttribute('href'))!);
      const params = Object.fromEntries(href.searchParams);
      if (network === 'whatsapp') expect([href.host, params]).toEqual(['wa.me', { text: `${title} ${url}` }]);
      if (network === 'linkedin') expect([href.host, params]).toEqual(['www.linkedin.com', { url }]);
      if (network === 'x') expect([href.host, params]).toEqual(['x.com', { text: title, url }]);
    }

    // Copy link: the address on the clipboard, "Link copied" shown and in a polite status.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    const status = share.getByRole('status');
    await expect(status).toBeEmpty();
    await share.getByRole('button', { name: article.share.copy, exact: true }).click();
    await expect(status).toHaveText(article.share.copied);
    await expect(status).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // The worker's context is reused by the next test (playwright.config.ts), which must not inherit them.
    await context.clearPermissions();

    // A related article's link leads to it (in the app), whose share links start afresh.
    const next = expected[0]!;
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${postPath(lang, next.slug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.text[lang].title);
    await expect(shareSection(page, lang).getByRole('status')).toBeEmpty();
    await expect(
      shareSection(page, lang).getByRole('link', { name: via(lang, article.share.networks.linkedin), exact: true }),
    ).toHaveAttribute('href', new RegExp(encodeURIComponent(postPath(lang, next.slug))));
    expect(problems).toEqual([]);
  });

  test(`copying falls back to the address, selected, where the clipboard is unavailable (${lang}) @desktop`, async ({ page }) => {
    // As outside a secure context: no navigator.clipboard at all.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
    const slug = POSTS.at(-1)!.slug;
    await openPage(page, postPath(lang, slug));
    const share = shareSection(page, lang);
    // The copy button comes with the app, which takes the share links over as they come near.
    await share.scrollIntoViewIfNeeded();
    await share.getByRole('button', { name: article.share.copy, exact: true }).click();
    await expect(share.getByRole('status')).toHaveText(article.share.copyFailed);
    const field = share.getByRole('textbox', { name: article.share.linkLabel });
    const url = `${SITE.origin}${postPath(lang, slug)}`;
    await expect(field).toHaveValue(url);
    await expect(field).toBeFocused();
    expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
      0,
      url.length,
    ]);
    expect(await axeViolations(page, 'article footer')).toEqual([]);
  });
}
