import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, describe, expect, it } from 'vitest';
import article from '../../locales/en/article.json';
import blog from '../../locales/en/blog.json';
import common from '../../locales/en/common.json';
import { setServerDataSource } from '../../src/content/postData';
import { loadPosts, postDataFiles } from '../../src/content/postFiles';
import { getI18n } from '../../src/lib/i18n';
import BlogPage from '../../src/pages/BlogPage';
import BlogPostPage from '../../src/pages/BlogPostPage';
import { LANGUAGES } from '../support/locales';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');
const dir = mkdtempSync(path.join(tmpdir(), 'preview-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A scratch blog: one live post and one draft, built as a production build and as a preview, made
// from one of the project's published posts (any will do), dated 12 June 2025.
const source = loadPosts({ preview: false }).posts[0]!;
for (const sub of ['records/blog', ...LANGUAGES.map((lang) => `${lang}/blog-posts`)])
  mkdirSync(path.join(dir, sub), { recursive: true });
for (const [slug, status] of [
  ['live-post', 'published'],
  ['draft-post', 'draft'],
] as const) {
  const record = JSON.parse(readFileSync(path.join(LOCALES, '..', source.recordFile), 'utf8'));
  writeFileSync(path.join(dir, 'records/blog', `${slug}.json`), JSON.stringify({ ...record, status, date: '2025-06-12 09:00' }));
  for (const lang of LANGUAGES) {
    const text = JSON.parse(readFileSync(path.join(LOCALES, '..', source.textFiles[lang]), 'utf8'));
    writeFileSync(path.join(dir, lang, 'blog-posts', `${slug}.json`), JSON.stringify({ ...text, title: `${slug} title` }));
  }
}

function render(preview: boolean, url: string, element: React.ReactNode) {
  const files = postDataFiles(loadPosts({ dir, preview }));
  setServerDataSource((file) => files.get(file));
  const i18n = getI18n('en', { en: { blog, common, article } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/:lang/blog" element={element} />
          <Route path="/:lang/blog/:slug" element={element} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('a preview build', () => {
  it('lists drafts, marked as drafts', () => {
    const html = render(true, '/en/blog', <BlogPage />);
    expect(html).toContain('draft-post title');
    expect(html.split(blog.labels.draft).length - 1).toBe(1);
  });

  it("shows a draft's page marked, and keeps it out of search engines", () => {
    const html = render(true, '/en/blog/draft-post', <BlogPostPage />);
    expect(html).toContain('draft-post title');
    expect(html).toContain(blog.labels.draft);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });

  it('shows a published post as in production: no mark, indexed', () => {
    const html = render(true, '/en/blog/live-post', <BlogPostPage />);
    expect(html).not.toContain(blog.labels.draft);
    expect(html).not.toContain('noindex');
  });
});

describe('a production build', () => {
  it('lists no draft', () => {
    const html = render(false, '/en/blog', <BlogPage />);
    expect(html).toContain('live-post title');
    expect(html).not.toContain('draft-post');
    expect(html).not.toContain(blog.labels.draft);
  });

  it("has no page for a draft: the post's not-found state", () => {
    const html = render(false, '/en/blog/draft-post', <BlogPostPage />);
    expect(html).not.toContain('draft-post title');
    expect(html).toContain(blog.notFound);
  });
});

describe('an article updated since it was published', () => {
  it('shows "Updated on" beside its date, and its structured data has dateModified', () => {
    const set = loadPosts({ dir, preview: false });
    const live = set.posts[0]!;
    const files = postDataFiles(set, {
      dates: { valuesChanged: (paths) => new Map(paths.map((file) => [file, new Date('2025-08-01T12:00:00Z')])) },
    });
    setServerDataSource((file) => files.get(file));
    const i18n = getI18n('en', { en: { blog, common, article } });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`/en/blog/${live.slug}`]}>
          <Routes>
            <Route path="/:lang/blog/:slug" element={<BlogPostPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(html).toContain('Updated on 1 August 2025');
    expect(html).toContain('"dateModified":"2025-08-01T15:00:00+03:00"');
  });
});
