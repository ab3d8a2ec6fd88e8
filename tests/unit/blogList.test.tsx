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

/** The blog list as rendered: the featured (newest) card's summary is cut shorter than the grid's. */
describe('blog list summaries', () => {
  // The first page of the list, as the build writes it.
  const { posts } = loadPosts();
  const html = renderList(
    postDataFiles({ posts, all: posts, preview: false }).get(postDataPath('en', 'page', 1)) as PostListPage,
  );
  const shown = [...html.matchAll(/<p class="mt-3 [^"]*">([^<]*)<\/p>/g)].map((m) => decode(m[1]!));
  const [featured, ...rest] = posts.map((post) => post.text.en.summary);
  const { featuredMaxChars, gridMaxChars } = SPEC.blogSummary;

  it('shows one summary per post, the newest first', () => {
    expect(shown).toHaveLength(posts.length);
    expect(featured!.startsWith(shown[0]!.replace(/…$/, ''))).toBe(true);
  });

  it(`cuts the featured summary to ${featuredMaxChars} and the others to ${gridMaxChars} characters`, () => {
    expect(shown[0]!.length).toBeLessThanOrEqual(featuredMaxChars);
    expect(shown[0]!.length).toBeGreaterThan(gridMaxChars);
    rest.forEach((summary, i) => {
      const card = shown[i + 1]!;
      expect(card.length, card).toBeLessThanOrEqual(gridMaxChars);
      expect(summary.startsWith(card.replace(/…$/, '')), card).toBe(true);
    });
    // The limits matter: some summaries are longer than the grid's limit and are cut.
    expect(shown.slice(1).some((card) => card.endsWith('…'))).toBe(true);
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
