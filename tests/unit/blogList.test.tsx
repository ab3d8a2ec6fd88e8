import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import blog from '../../locales/en/blog.json';
import common from '../../locales/en/common.json';
import { setServerDataSource } from '../../src/content/postData';
import { loadPosts, postDataFiles } from '../../src/content/postFiles';
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

/** The blog list as rendered: the featured (newest) card's summary is cut shorter than the grid's. */
describe('blog list summaries', () => {
  // The blog's data files as the build writes them, read as the server render reads them.
  const { posts } = loadPosts();
  const files = postDataFiles({ posts, all: posts, preview: false });
  setServerDataSource((path) => files.get(path));
  const i18n = getI18n('en', { en: { blog, common } });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <BlogList />
      </MemoryRouter>
    </I18nextProvider>,
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
