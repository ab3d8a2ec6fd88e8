// The blog's Atom feed per language (/en/feed.xml, /ar/feed.xml), written by scripts/prerender.ts.
// Made with the `feed` library from the posts the build publishes (src/content/postFiles.ts) and the language's locale
// files: the feed's title (common.json → feed.title, the name every page's head gives the feed), its
// subtitle (the blog page's description), its language, and for each article its title, summary,
// author, category and tags, with absolute links (SITE.origin and the route table), newest first, the newest FEED_SIZE.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Feed } from 'feed';
import i18next from 'i18next';
import { js2xml, xml2js, type Element, type ElementCompact } from 'xml-js';
import { loadPosts, type Post } from '../../src/content/postFiles';
import { SITE } from '../../src/content/site';
import { SPEC } from '../../src/lib/constants';
import type { Lang } from '../../src/lib/language/languages';
import { feedPath, localizedPath } from '../../src/lib/paths';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');
/** A namespace of a language, as the build reads it (src/content/schemas.ts has checked it). */
const namespace = (lang: Lang, ns: 'common' | 'blog'): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8'));

const absolute = (path: string) => `${SITE.origin}${path}`;

/** The language's strings as the site reads them (i18next: nesting such as `$t(brand.name)`, plurals). */
function translations(lang: Lang) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: lang,
    supportedLngs: [lang],
    lowerCaseLng: true, // as src/lib/i18n.ts
    fallbackLng: false,
    ns: ['common', 'blog'],
    defaultNS: 'common',
    resources: { [lang]: { common: namespace(lang, 'common'), blog: namespace(lang, 'blog') } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return { t: i18n.getFixedT(lang), tBlog: i18n.getFixedT(lang, 'blog') };
}

/** How many of the newest articles a feed carries. */
export const FEED_SIZE = 20;

/**
 * The feed of one language's newest articles, newest first: the live ones (a preview build's drafts
 * and scheduled posts are not offered to feed readers).
 */
export function blogFeed(lang: Lang, published: readonly Post[] = loadPosts().posts.filter((post) => post.live)): Feed {
  const { t, tBlog } = translations(lang);
  const posts = published.slice(0, FEED_SIZE);
  const newest = posts[0];
  if (!newest) throw new Error('feeds: the blog has no posts');
  const feed = new Feed({
    id: absolute(feedPath(lang)),
    title: t('feed.title'),
    description: tBlog('meta.description'),
    language: lang,
    // The newest article's date, not the build's: an unchanged blog gives an unchanged feed.
    updated: newest.published,
    link: absolute(localizedPath(lang, { id: 'blog' })),
    feedLinks: { atom: absolute(feedPath(lang)) },
    favicon: absolute('/icons/icon-192.png'),
    copyright: t('footer.copyright', { year: SPEC.footer.copyrightYear }),
    generator: false,
  });
  for (const post of posts) {
    const link = absolute(localizedPath(lang, { id: 'blogPost', params: { slug: post.slug } }));
    const date = post.published;
    const { title, summary, author, tags } = post.text[lang];
    feed.addItem({
      id: link,
      link,
      title,
      description: summary,
      // One date per article: published, and never updated since.
      date,
      published: date,
      author: [{ name: author }],
      // The category, then the tags (a tag that repeats the category once).
      category: [...new Set([tBlog(`categories.${post.record.category}`), ...tags])].map((term) => ({ term })),
    });
  }
  return feed;
}

/** A parsed document in xml-js's full form (its `compact: false`, the default), checked. */
function isTree(node: Element | ElementCompact): node is Element {
  return Array.isArray(node.elements);
}

/**
 * Escapes what attribute values cannot hold as is, in the whole tree. xml-js writes attributes with
 * only their quotation marks escaped (the `feed` library escapes "&" itself before handing them
 * over; a parsed document holds them as text).
 */
function escapeAttributes(element: Element) {
  if (element.attributes) {
    element.attributes = Object.fromEntries(
      Object.entries(element.attributes).map(([name, value]) => [
        name,
        typeof value === 'string' ? value.replace(/&/g, '&amp;').replace(/</g, '&lt;') : value,
      ]),
    );
  }
  element.elements?.forEach(escapeAttributes);
}

const childElements = (parent: Element, name: string) =>
  (parent.elements ?? []).filter((element) => element.type === 'element' && element.name === name);

/**
 * The language's Atom document. The `feed` library writes the language into RSS only and every
 * entry's title and summary as HTML, so the Atom document is read back as an XML tree (which also
 * proves it well-formed) and then:
 * - its root gets xml:lang (RFC 4287 §2), which the entries and readers inherit;
 * - titles and summaries become plain text (RFC 4287 §3.1.1.1), which is what the locale files
 *   hold: as HTML, a reader would take a "<" or "&" in them for markup.
 */
export function renderFeed(lang: Lang, published?: readonly Post[]): string {
  const document = xml2js(blogFeed(lang, published).atom1());
  if (!isTree(document)) throw new Error('feeds: the Atom document did not parse as a tree');
  const [root] = childElements(document, 'feed');
  if (!root) throw new Error('feeds: the Atom document has no <feed> element');
  root.attributes = { ...root.attributes, 'xml:lang': lang };
  for (const entry of childElements(root, 'entry')) {
    for (const text of [...childElements(entry, 'title'), ...childElements(entry, 'summary')]) {
      text.attributes = { ...text.attributes, type: 'text' };
      text.elements = (text.elements ?? []).map((child) =>
        child.type === 'cdata' ? { type: 'text', text: child.cdata ?? '' } : child,
      );
    }
  }
  escapeAttributes(document);
  return `${js2xml(document, { spaces: 2 })}\n`;
}
