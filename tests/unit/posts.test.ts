import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HERO_IMAGE } from '../../src/content/images';
import {
  articleWords,
  loadPosts,
  PostFilesError,
  postDataFiles,
  postPictures,
  relatedPosts,
  type Post,
} from '../../src/content/postFiles';
import { BLOG_IMAGES } from '../../src/content/pictureFiles';
import { postDataPath } from '../../src/lib/paths';
import { type Lang } from '../support/locales';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');
const realText = (lang: string) => JSON.parse(readFileSync(path.join(LOCALES, lang, 'blog-posts', 'ai-education.json'), 'utf8'));

/** A scratch locales/ directory holding only the posts it is given. */
function scratch(
  posts: Record<string, { record?: object | string; en?: object | string; ar?: object | string; files?: Record<string, string> }>,
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'posts-'));
  dirs.push(dir);
  for (const sub of ['records/blog', 'en/blog-posts', 'ar/blog-posts']) mkdirSync(path.join(dir, sub), { recursive: true });
  for (const [slug, { record, en, ar, files = {} }] of Object.entries(posts)) {
    const write = (file: string, value: object | string | undefined) =>
      value !== undefined && writeFileSync(path.join(dir, file), typeof value === 'string' ? value : JSON.stringify(value));
    write(`records/blog/${slug}.json`, record);
    write(`en/blog-posts/${slug}.json`, en);
    write(`ar/blog-posts/${slug}.json`, ar);
    for (const [name, content] of Object.entries(files)) write(`records/blog/${name}`, content);
  }
  return dir;
}
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const record = (over: object = {}) => ({
  status: 'published',
  date: '2025-06-12 09:00',
  category: 'edTech',
  topics: ['ai'],
  readTime: { min: 4, max: 5 },
  ...over,
});
const post = (over: object = {}) => ({ record: record(over), en: realText('en'), ar: realText('ar') });

/** The problems loadPosts reports for a directory (and fails the test if it reports none). */
function problems(dir: string): string[] {
  try {
    loadPosts({ dir });
  } catch (error) {
    if (error instanceof PostFilesError) return error.problems;
    throw error;
  }
  throw new Error('no problem reported');
}

describe('the blog’s files', () => {
  it('finds every post of the project, valid, in both languages', () => {
    const { posts, all } = loadPosts({ preview: false });
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(posts.map((p) => p.slug)).toContain('ai-education');
    for (const p of all) expect(Object.keys(p.text).sort()).toEqual(['ar', 'en']);
  });

  it('takes a new post from its files alone', () => {
    const dir = scratch({ 'my-new-post': post() });
    const { posts } = loadPosts({ dir, preview: false });
    expect(posts.map((p) => p.slug)).toEqual(['my-new-post']);
    expect(posts[0]!.published.toISOString()).toBe('2025-06-12T06:00:00.000Z');
  });

  it('names the file, the field and what is expected for each problem', () => {
    const dir = scratch({
      'one-language': { record: record(), en: realText('en') },
      'bad-date': post({ date: '2025-02-30' }),
      'bad-category': post({ category: 'gardening' }),
      'no-picture': post({ picture: 'missing.jpg' }),
      'bad-json': { record: '{ "status": ', en: realText('en'), ar: realText('ar') },
      orphan: { en: realText('en'), ar: realText('ar') },
      'no-title': { record: record(), en: { ...realText('en'), title: '' }, ar: realText('ar') },
      Bad_Name: post(),
    });
    // Paths are shown from the directory above locales/ (in the project: locales/records/blog/…).
    const found = problems(dir).map((line) => line.replaceAll(`${path.basename(dir)}/`, ''));
    const expected = [
      /^ar\/blog-posts\/one-language\.json: missing: every post needs its text in every language/,
      /^records\/blog\/bad-date\.json: date: expected a date as "YYYY-MM-DD" or "YYYY-MM-DD HH:mm" \(Riyadh time\)/,
      /^records\/blog\/bad-category\.json: category: /,
      /^records\/blog\/no-picture\.json: picture: no file records\/blog\/missing\.jpg/,
      /^records\/blog\/bad-json\.json: not valid JSON/,
      /^en\/blog-posts\/orphan\.json: no record records\/blog\/orphan\.json for this text/,
      /^ar\/blog-posts\/orphan\.json: no record records\/blog\/orphan\.json for this text/,
      /^en\/blog-posts\/no-title\.json: title: /,
      /^records\/blog\/Bad_Name\.json: the file name is the post's address/,
    ];
    for (const pattern of expected)
      expect(
        found.some((line) => pattern.test(line)),
        `${pattern}\n${found.join('\n')}`,
      ).toBe(true);
    expect(found).toHaveLength(expected.length);
  });

  it('publishes nothing half: one bad post stops the whole blog', () => {
    expect(() => loadPosts({ dir: scratch({ good: post(), bad: post({ status: 'live' }) }) })).toThrow(PostFilesError);
  });

  it('accepts a picture beside the record', () => {
    const dir = scratch({ pictured: { ...post({ picture: 'pictured.jpg' }), files: { 'pictured.jpg': 'not really a jpeg' } } });
    expect(loadPosts({ dir }).posts[0]!.record.picture).toBe('pictured.jpg');
  });
});

describe('drafts and scheduled posts', () => {
  const now = new Date('2025-07-01T09:00:00+03:00');
  const files = () =>
    scratch({
      live: post({ date: '2025-06-30' }),
      draft: post({ status: 'draft', date: '2025-06-01' }),
      // 09:00 Riyadh is 06:00 UTC: live at the build's time, to the minute.
      'due-now': post({ date: '2025-07-01 09:00' }),
      tomorrow: post({ date: '2025-07-02 09:00' }),
    });

  it('a production build publishes only what is published and due (Riyadh time)', () => {
    const { posts, all } = loadPosts({ dir: files(), now, preview: false });
    expect(posts.map((p) => p.slug)).toEqual(['due-now', 'live']);
    expect(all.map((p) => p.slug)).toEqual(['tomorrow', 'due-now', 'live', 'draft']);
  });

  it('a preview build publishes them all, marked as drafts', () => {
    const set = loadPosts({ dir: files(), now, preview: true });
    expect(set.posts.map((p) => p.slug)).toEqual(['tomorrow', 'due-now', 'live', 'draft']);
    const data = postDataFiles(set);
    const list = (data.get(postDataPath('en', 'page', 1)) as { posts: { slug: string; draft?: true }[] }).posts;
    expect(list.filter((card) => card.draft).map((card) => card.slug)).toEqual(['tomorrow', 'draft']);
  });

  it('leaves what is not published out of every data file', () => {
    const data = postDataFiles(loadPosts({ dir: files(), now, preview: false }));
    const text = JSON.stringify([...data]);
    expect(text).not.toContain('"draft"');
    expect(text).not.toContain('"tomorrow"');
    expect([...data.keys()].filter((key) => key.includes('/posts/')).sort()).toEqual([
      postDataPath('ar', 'post', 'due-now'),
      postDataPath('ar', 'post', 'live'),
      postDataPath('en', 'post', 'due-now'),
      postDataPath('en', 'post', 'live'),
    ]);
  });
});

describe('what the pages load', () => {
  it('the home page gets the newest three cards; a post its own page and its related posts', () => {
    const set = loadPosts({ preview: false });
    const data = postDataFiles(set);
    const latest = data.get(postDataPath('ar', 'latest')) as { slug: string; title: string }[];
    expect(latest.map((card) => card.slug)).toEqual(set.posts.slice(0, 3).map((p) => p.slug));
    expect(latest[0]!.title).toBe(set.posts[0]!.text.ar.title);
    const page = data.get(postDataPath('en', 'post', 'ai-in-schools')) as { related: { slug: string }[]; tags: string[] };
    expect(page.related.map((card) => card.slug)).toEqual(
      relatedPosts(set.posts)
        .get('ai-in-schools')!
        .map((p) => p.slug),
    );
    expect(page.tags).toEqual(set.all.find((p) => p.slug === 'ai-in-schools')!.text.en.tags);
  });

  it('related posts compare each post with its neighbours only, and still find the best', () => {
    // 2,000 posts in one category: the nearest in date come first, and it takes well under a second.
    const base = loadPosts({ preview: false }).posts[0]!;
    const many: Post[] = Array.from({ length: 2000 }, (_, i) => ({
      ...base,
      slug: `post-${i}`,
      published: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000),
      record: { ...base.record, category: 'edTech' as const, topics: [`topic-${i % 7}`] },
    })).reverse();
    const started = performance.now();
    const related = relatedPosts(many);
    expect(performance.now() - started).toBeLessThan(1000);
    // Same category, then a shared topic (every 7th post), then the nearest in date.
    expect(related.get('post-1000')!.map((p) => p.slug)).toEqual(['post-1007', 'post-993', 'post-1014']);
  });
});

describe('an article changed after it was published', () => {
  const set = loadPosts({ preview: false });
  const post = set.posts.find((p) => p.slug === 'ai-education')!;
  /** Dates as Git would give them: the English text changed `hours` after publication, the Arabic never. */
  const changedAfter = (hours: number) => ({
    valuesChanged: (files: readonly string[]) =>
      new Map(
        files.map((file) => [
          file,
          file === post.textFiles.en ? new Date(post.published.getTime() + hours * 3_600_000) : undefined,
        ]),
      ),
  });
  const page = (hours: number, lang: Lang) =>
    postDataFiles(set, { dates: changedAfter(hours) }).get(postDataPath(lang, 'post', post.slug)) as { modified?: string };

  it('says when, in Riyadh time, in the language whose text changed', () => {
    expect(page(24 * 30, 'en').modified).toBe('2025-07-12T09:00:00+03:00');
    expect(page(24 * 30, 'ar').modified).toBeUndefined();
  });

  it('does not count a change on the day it was published', () => {
    expect(page(5, 'en').modified).toBeUndefined();
  });
});

describe('pictures', () => {
  it('a new post without a picture of its own shows its category’s newest picture, else the hero', () => {
    const dir = scratch({
      'cybersecurity-2025': post({ category: 'security', date: '2025-04-02' }),
      'brand-new-security': post({ category: 'security', date: '2025-09-01' }),
      'brand-new-tools': post({ category: 'aiTools', date: '2025-09-02' }),
    });
    const pictures = postPictures(loadPosts({ dir, preview: false }).posts);
    expect(pictures.get('cybersecurity-2025')).toBe(BLOG_IMAGES['cybersecurity-2025']);
    expect(pictures.get('brand-new-security')).toBe(BLOG_IMAGES['cybersecurity-2025']);
    expect(pictures.get('brand-new-tools')).toBe(HERO_IMAGE);
  });
});

describe('what counts as an update of an article', () => {
  it('its words, whatever their form: the segments read the same as the markdown or HTML they were made from', () => {
    const html = {
      content:
        '<h2>Off-the-shelf</h2>\n<p>Central to <a href="https://www.vision2030.gov.sa/">Saudi Vision 2030</a>, and <strong>more</strong>.</p><ul><li>One &amp; two</li></ul>',
    };
    const markdown = {
      content: '## Off-the-shelf\n\nCentral to [Saudi Vision 2030](https://www.vision2030.gov.sa/), and **more**.\n\n- One & two',
    };
    const segments = {
      body: {
        a: '## Off-the-shelf',
        b: 'Central to [Saudi Vision 2030](https://www.vision2030.gov.sa/), and **more**.',
        c: '- One & two',
      },
    };
    expect(articleWords(html)).toBe('Off-the-shelf Central to Saudi Vision 2030, and more. One & two');
    expect(articleWords(markdown)).toBe(articleWords(html));
    expect(articleWords(segments)).toBe(articleWords(html));
    expect(articleWords({ body: { ...segments.body, c: '- One & three' } })).not.toBe(articleWords(html));
    expect(articleWords({ title: 'no body' })).toBeNull();
  });
});
