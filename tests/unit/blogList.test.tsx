import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import blog from '../../locales/en/blog.json';
import common from '../../locales/en/common.json';
import type { PostListPage } from '../../src/content/blog';
import { loadPosts, POSTS_PER_PAGE, postDataFiles, type Post } from '../../src/content/postFiles';
import { postDataPath } from '../../src/lib/paths';
import { SPEC } from '../../src/lib/constants';
import { getI18n } from '../../src/lib/i18n';
import { BlogList } from '../../src/sections/blog/BlogList';

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const i18n = getI18n('en', { en: { blog, common } });
const renderList = (list: PostListPage) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <BlogList list={list} />
      </MemoryRouter>
    </I18nextProvider>,
  );

const summariesOf = (html: string) => [...html.matchAll(/<p class="mt-3 [^"]*">([^<]*)<\/p>/g)].map((m) => decode(m[1]!));
const { featuredMaxChars, gridMaxChars } = SPEC.blogSummary;

/** The blog list as rendered: the featured (newest) card's summary is cut shorter than the grid's. */
describe('blog list summaries', () => {
  // The first page of the list, as the build writes it.
  const { posts } = loadPosts({ preview: false });
  const firstPage = posts.slice(0, POSTS_PER_PAGE);
  const shown = summariesOf(
    renderList(postDataFiles({ posts, all: posts, preview: false }).get(postDataPath('en', 'page', 1)) as PostListPage),
  );

  it('shows one summary per post of the first page, the newest first, each cut to its limit or whole', () => {
    expect(shown).toHaveLength(firstPage.length);
    firstPage.forEach((post, i) => {
      const summary = post.text.en.summary.trim();
      const card = shown[i]!;
      const limit = i === 0 ? featuredMaxChars : gridMaxChars;
      expect(card.length, `${post.slug}: ${card}`).toBeLessThanOrEqual(limit);
      if (summary.length <= limit) expect(card, post.slug).toBe(summary);
      else expect(card.endsWith('…') && summary.startsWith(card.slice(0, -1)), `${post.slug}: ${card}`).toBe(true);
    });
  });

  // Summaries longer than both limits, on posts made from one of the project's.
  it(`cuts the featured summary to ${featuredMaxChars} and the others to ${gridMaxChars} characters`, () => {
    const base = posts[0]!;
    const long = 'A summary that goes on, and on, past every limit the cards have. '.repeat(5);
    const made: Post[] = Array.from({ length: 3 }, (_, i) => ({
      ...base,
      slug: `long-${i + 1}`,
      published: new Date(Date.UTC(2025, 0, 30 - i)),
      text: { ...base.text, en: { ...base.text.en, summary: `${i + 1}. ${long}` } },
    }));
    const cards = summariesOf(
      renderList(postDataFiles({ posts: made, all: made, preview: false }).get(postDataPath('en', 'page', 1)) as PostListPage),
    );
    expect(cards).toHaveLength(made.length);
    expect(cards[0]!.length).toBeLessThanOrEqual(featuredMaxChars);
    expect(cards[0]!.length).toBeGreaterThan(gridMaxChars);
    cards.forEach((card, i) => {
      if (i > 0) expect(card.length, card).toBeLessThanOrEqual(gridMaxChars);
      expect(card.endsWith('…'), card).toBe(true);
      expect(made[i]!.text.en.summary.startsWith(card.slice(0, -1)), card).toBe(true);
    });
  });
});

/** A blog of 30 posts: three pages of twelve, twelve and six, linked to each other. */
describe('blog list pages', () => {
  const base = loadPosts().posts[0]!;
  const many: Post[] = Array.from({ length: 30 }, (_, i) => ({
    ...base,
    slug: `post-${i + 1}`,
    published: new Date(Date.UTC(2025, 0, 30 - i)),
    text: { ...base.text, en: { ...base.text.en, title: `Post ${i + 1}` } },
  }));
  const files = postDataFiles({ posts: many, all: many, preview: false });
  const page = (n: number) => files.get(postDataPath('en', 'page', n)) as PostListPage;
  const titles = (html: string) => [...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);
  const link = (html: string, rel: string) =>
    new RegExp(`<a rel="${rel}"[^>]*href="([^"]*)"[^>]*>(?:<svg[\\s\\S]*?</svg>)?([^<]*)`).exec(html);

  it(`pages the posts ${POSTS_PER_PAGE} at a time, newest first, and no more pages than that`, () => {
    expect([1, 2, 3].map((n) => page(n).posts.length)).toEqual([12, 12, 6]);
    expect(page(2).posts[0]!.slug).toBe('post-13');
    expect(page(3).pages).toBe(3);
    expect(files.has(postDataPath('en', 'page', 4))).toBe(false);
  });

  it('features the newest post on the first page only', () => {
    expect(titles(renderList(page(1)))).toEqual(Array.from({ length: 12 }, (_, i) => `Post ${i + 1}`));
    expect(renderList(page(1))).toContain(blog.labels.featured);
    expect(renderList(page(2))).not.toContain(blog.labels.featured);
  });

  it('links each page to the newer and the older one, labelled, and says where the reader is', () => {
    const first = renderList(page(1));
    expect(link(first, 'prev')).toBeNull();
    expect(link(first, 'next')?.slice(1)).toEqual(['/en/blog/page/2', blog.pagination.older]);
    const second = renderList(page(2));
    expect(link(second, 'prev')?.slice(1)).toEqual(['/en/blog', blog.pagination.newer]);
    expect(link(second, 'next')?.slice(1)).toEqual(['/en/blog/page/3', blog.pagination.older]);
    expect(second).toContain(`aria-label="${blog.pagination.label}"`);
    expect(second).toContain('Page 2 of 3');
    expect(link(renderList(page(3)), 'next')).toBeNull();
  });

  it('has no page links when every post fits on one page', () => {
    const few = many.slice(0, 12);
    const list = postDataFiles({ posts: few, all: few, preview: false }).get(postDataPath('en', 'page', 1)) as PostListPage;
    expect(renderList(list)).not.toContain(blog.pagination.label);
  });
});
