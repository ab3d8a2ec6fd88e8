import { describe, expect, it } from 'vitest';
import { xml2js, type Element } from 'xml-js';
import { renderFeed } from '../../scripts/lib/feeds';
import { FEED_CONTENT_TYPE, parseNetlifyHeaders, renderNetlifyHeaders } from '../../scripts/lib/headers';
import { loadPosts } from '../../src/content/postFiles';
import { SITE } from '../../src/content/site';
import { LANGUAGES, locale, perLanguage } from '../support/locales';
import { feedPath, localizedPath } from '../../src/lib/paths';

/**
 * The Atom feed of each language, built from the real locale files and checked against RFC 4287:
 * well-formed XML (xml-js parses with sax in strict mode, which throws on any error), only Atom's
 * own elements where Atom allows them, every element the RFC requires exactly as often as it
 * requires it, dates in RFC 3339, absolute IRIs, and the language's own text.
 */
const LOCALES = perLanguage((lang) => ({ common: locale(lang, 'common'), blog: locale(lang, 'blog') }));
const ATOM = 'http://www.w3.org/2005/Atom';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** RFC 4287 §4.1.1 and §4.1.2: the elements a feed and an entry may contain. */
const FEED_CHILDREN = [
  'author',
  'category',
  'contributor',
  'generator',
  'icon',
  'id',
  'link',
  'logo',
  'rights',
  'subtitle',
  'title',
  'updated',
  'entry',
];
const ENTRY_CHILDREN = [
  'author',
  'category',
  'content',
  'contributor',
  'id',
  'link',
  'published',
  'rights',
  'source',
  'summary',
  'title',
  'updated',
];
const TEXT_CONSTRUCTS = ['title', 'subtitle', 'summary', 'rights'];

const children = (element: Element, name?: string) =>
  (element.elements ?? []).filter((child) => child.type === 'element' && (name === undefined || child.name === name));
const textOf = (element: Element | undefined) =>
  (element?.elements ?? []).map((child) => (child.type === 'text' ? String(child.text) : (child.cdata ?? ''))).join('');
/** The one child of that name (the RFC's "exactly one"). */
function one(parent: Element, name: string, where: string): Element {
  const found = children(parent, name);
  expect(found, `${where}: exactly one atom:${name}`).toHaveLength(1);
  return found[0]!;
}
const isAbsoluteIri = (value: string | undefined) => Boolean(value && /^[a-z][a-z0-9+.-]*:/i.test(value) && URL.canParse(value));

/** The document's root element; sax (strict) throws on anything malformed but a second root. */
function parse(xml: string): Element {
  const document = xml2js(xml, { compact: false });
  const roots = (document.elements ?? []).filter((element: Element) => element.type === 'element');
  if (roots.length !== 1) throw new Error(`${roots.length} root elements`);
  return roots[0]!;
}

/** Text constructs (§3.1): plain text here, never markup the reader would interpret. */
function expectTextConstructs(parent: Element, where: string) {
  for (const child of children(parent).filter((c) => TEXT_CONSTRUCTS.includes(c.name!))) {
    expect(['text', undefined], `${where} atom:${child.name} type`).toContain(child.attributes?.type);
    expect(children(child), `${where} atom:${child.name} holds text only`).toEqual([]);
  }
}

/** Link (§4.2.7) and category (§4.2.2) attributes; at most one alternate link per type and hreflang. */
function expectLinksAndCategories(parent: Element, where: string) {
  const alternates = new Set<string>();
  for (const link of children(parent, 'link')) {
    expect(isAbsoluteIri(String(link.attributes?.href)), `${where} link href ${link.attributes?.href}`).toBe(true);
    if ((link.attributes?.rel ?? 'alternate') !== 'alternate') continue;
    const key = `${link.attributes?.type ?? ''} ${link.attributes?.hreflang ?? ''}`;
    expect(alternates.has(key), `${where}: two alternate links of the same type and language`).toBe(false);
    alternates.add(key);
  }
  for (const category of children(parent, 'category')) {
    expect(String(category.attributes?.term ?? '').trim(), `${where} category term`).not.toBe('');
  }
}

describe.each(LANGUAGES)('the %s Atom feed', (lang) => {
  const { common, blog } = LOCALES[lang];
  const xml = renderFeed(lang);
  const feed = parse(xml);
  const entries = children(feed, 'entry');
  const posts = loadPosts().posts;
  const absolute = (path: string) => `${SITE.origin}${path}`;

  it('is a well-formed Atom document in the language, UTF-8', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(feed.name).toBe('feed');
    expect(feed.attributes?.xmlns).toBe(ATOM);
    expect(feed.attributes?.['xml:lang']).toBe(lang);
    // Nothing but Atom's own elements (extensions would need a namespace of their own).
    for (const child of children(feed)) expect(FEED_CHILDREN, `feed child ${child.name}`).toContain(child.name);
  });

  it('has the required feed elements, localised', () => {
    const id = textOf(one(feed, 'id', 'feed'));
    expect(id).toBe(absolute(feedPath(lang)));
    expect(textOf(one(feed, 'title', 'feed'))).toBe(common.feed.title.replace('$t(brand.name)', common.brand.name));
    expect(textOf(one(feed, 'subtitle', 'feed'))).toBe(blog.meta.description);
    const updated = textOf(one(feed, 'updated', 'feed'));
    expect(updated).toMatch(RFC3339);
    // The newest article's date: the feed changes only when the blog does.
    expect(Date.parse(updated)).toBe(posts[0]!.published.getTime());
    const links = children(feed, 'link');
    expect(links.find((link) => link.attributes?.rel === 'self')?.attributes?.href).toBe(id);
    expect(links.find((link) => link.attributes?.rel === 'alternate')?.attributes?.href).toBe(
      absolute(localizedPath(lang, { id: 'blog' })),
    );
    expectTextConstructs(feed, 'feed');
    expectLinksAndCategories(feed, 'feed');
    for (const name of ['icon', 'rights', 'generator', 'logo', 'subtitle']) {
      expect(children(feed, name).length, `feed: at most one atom:${name}`).toBeLessThanOrEqual(1);
    }
  });

  it('has every article, newest first, with its text, date, author, category and absolute link', () => {
    expect(entries).toHaveLength(posts.length);
    const ids = new Set<string>();
    entries.forEach((entry, i) => {
      const post = posts[i]!;
      const item = post.text[lang];
      const where = `entry ${i} (${post.slug})`;
      const link = absolute(localizedPath(lang, { id: 'blogPost', params: { slug: post.slug } }));
      for (const child of children(entry)) expect(ENTRY_CHILDREN, `${where} child ${child.name}`).toContain(child.name);

      const id = textOf(one(entry, 'id', where));
      expect(isAbsoluteIri(id), where).toBe(true);
      expect(ids.has(id), `${where}: id ${id} twice`).toBe(false);
      ids.add(id);
      expect(textOf(one(entry, 'title', where))).toBe(item.title);
      expect(textOf(one(entry, 'summary', where))).toBe(item.summary);
      const updated = textOf(one(entry, 'updated', where));
      const published = textOf(one(entry, 'published', where));
      expect(updated).toMatch(RFC3339);
      expect(published).toMatch(RFC3339);
      expect(Date.parse(published)).toBe(post.published.getTime());
      // Without atom:content, an entry must link to its alternate (§4.1.1.1).
      expect(children(entry, 'content')).toEqual([]);
      const alternate = children(entry, 'link').filter((l) => (l.attributes?.rel ?? 'alternate') === 'alternate');
      expect(alternate.map((l) => l.attributes?.href)).toEqual([link]);
      // The feed has no author of its own, so every entry names one (§4.1.1), with a name (§3.2.1).
      const authors = children(entry, 'author');
      expect(authors.length, where).toBeGreaterThan(0);
      for (const author of authors) expect(textOf(one(author, 'name', `${where} author`))).toBe(item.author);
      const terms = children(entry, 'category').map((c) => c.attributes?.term);
      expect(terms[0]).toBe(blog.categories[post.record.category]);
      expect(terms).toEqual(expect.arrayContaining(item.tags));
      expectTextConstructs(entry, where);
      expectLinksAndCategories(entry, where);
    });
    const dates = entries.map((entry) => Date.parse(textOf(one(entry, 'updated', 'entry'))));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(children(feed, 'author')).toEqual([]);
  });
});

describe('the feeds on Netlify-style hosts', () => {
  it('are sent as Atom in UTF-8 (dist/_headers)', () => {
    const headers = renderNetlifyHeaders();
    for (const lang of LANGUAGES) {
      expect(parseNetlifyHeaders(headers, feedPath(lang))).toEqual([['Content-Type', FEED_CONTENT_TYPE]]);
    }
    expect(FEED_CONTENT_TYPE).toBe('application/atom+xml; charset=utf-8');
  });
});
