import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import { otherLangs } from '../../src/lib/language/languages';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../support/locales';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');
/** A published article's text in each language, from one of the project's live posts (any will do). */
const source = loadPosts({ preview: false }).posts[0]!;
const realText = (lang: Lang) => JSON.parse(readFileSync(path.resolve(LOCALES, '..', source.textFiles[lang]), 'utf8'));
const allTexts = () => Object.fromEntries(LANGUAGES.map((lang) => [lang, realText(lang)]));

/** A scratch locales/ directory holding only the posts it is given: facts, text by language, files beside. */
function scratch(
  posts: Record<
    string,
    { record?: object | string; texts?: Partial<Record<Lang, object | string>>; files?: Record<string, string> }
  >,
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'posts-'));
  dirs.push(dir);
  for (const sub of ['records/blog', ...LANGUAGES.map((lang) => `${lang}/blog-posts`)])
    mkdirSync(path.join(dir, sub), { recursive: true });
  for (const [slug, { record, texts = {}, files = {} }] of Object.entries(posts)) {
    const write = (file: string, value: object | string | undefined) =>
      value !== undefined && writeFileSync(path.join(dir, file), typeof value === 'string' ? value : JSON.stringify(value));
    write(`records/blog/${slug}.json`, record);
    for (const lang of LANGUAGES) write(`${lang}/blog-posts/${slug}.json`, texts[lang]);
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
const post = (over: object = {}) => ({ record: record(over), texts: allTexts() });

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
  it('finds every post of the project, valid, in every language', () => {
    const { all } = loadPosts({ preview: false });
    const records = readdirSync(path.join(LOCALES, 'records', 'blog'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));
    expect(records.length).toBeGreaterThan(0);
    expect(all.map((p) => p.slug).sort()).toEqual(records.sort());
    for (const p of all) expect(Object.keys(p.text).sort()).toEqual([...LANGUAGES].sort());
  });

  it('takes a new post from its files alone', () => {
    const dir = scratch({ 'my-new-post': post() });
    const { posts } = loadPosts({ dir, preview: false });
    expect(posts.map((p) => p.slug)).toEqual(['my-new-post']);
    expect(posts[0]!.published.toISOString()).toBe('2025-06-12T06:00:00.000Z');
  });

  it('names the file, the field and what is expected for each problem', () => {
    const dir = scratch({
      'one-language': { record: record(), texts: { [DEFAULT_LANG]: realText(DEFAULT_LANG) } },
      'bad-date': post({ date: '2025-02-30' }),
      'bad-category': post({ category: 'gardening' }),
      'no-picture': post({ picture: 'missing.jpg' }),
      'bad-json': { record: '{ "status": ', texts: allTexts() },
      orphan: { texts: allTexts() },
      'no-title': { record: record(), texts: { ...allTexts(), [DEFAULT_LANG]: { ...realText(DEFAULT_LANG), title: '' } } },
      Bad_Name: post(),
    });
    // Paths are shown from the directory above locales/ (in the project: locales/records/blog/…).
    const found = problems(dir).map((line) => line.replaceAll(`${path.basename(dir)}/`, ''));
    const expected = [
      ...otherLangs(DEFAULT_LANG).map(
        (lang) => new RegExp(`^${lang}/blog-posts/one-language\\.json: missing: every post needs its text in every language`),
      ),
      /^records\/blog\/bad-date\.json: date: expected a date as "YYYY-MM-DD" or "YYYY-MM-DD HH:mm" \(Riyadh time\)/,
      /^records\/blog\/bad-category\.json: category: /,
      /^records\/blog\/no-picture\.json: picture: no file records\/blog\/missing\.jpg/,
      /^records\/blog\/bad-json\.json: not valid JSON/,
      ...LANGUAGES.map(
        (lang) => new RegExp(`^${lang}/blog-posts/orphan\\.json: no record records/blog/orphan\\.json for this text`),
      ),
      new RegExp(`^${DEFAULT_LANG}/blog-posts/no-title\\.json: title: `),
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
    expect([...data.keys()].filter((key) => key.includes('/posts/')).sort()).toEqual(
      LANGUAGES.flatMap((lang) => [postDataPath(lang, 'post', 'due-now'), postDataPath(lang, 'post', 'live')]).sort(),
    );
  });
});

describe('what the pages load', () => {
  it('the home page gets the newest three cards; a post its own page and its related posts', () => {
    const set = loadPosts({ preview: false });
    const data = postDataFiles(set);
    const related = relatedPosts(set.posts);
    for (const lang of LANGUAGES) {
      const latest = data.get(postDataPath(lang, 'latest')) as { slug: string; title: string }[];
      expect(latest.map((card) => card.slug)).toEqual(set.posts.slice(0, 3).map((p) => p.slug));
      expect(latest[0]!.title).toBe(set.posts[0]!.text[lang].title);
      for (const post of set.posts) {
        const page = data.get(postDataPath(lang, 'post', post.slug)) as { related: { slug: string }[]; tags: string[] };
        expect(page.related.map((card) => card.slug)).toEqual(related.get(post.slug)!.map((p) => p.slug));
        expect(page.tags).toEqual(post.text[lang].tags);
      }
    }
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
  // A post of its own, published 2025-06-12 09:00 (Riyadh).
  const set = loadPosts({ dir: scratch({ 'changed-later': post() }), preview: false });
  const [changed] = set.posts;
  /** Dates as Git would give them: the source language's text changed `hours` after publication, the others never. */
  const changedAfter = (hours: number) => ({
    valuesChanged: (files: readonly string[]) =>
      new Map(
        files.map((file) => [
          file,
          file === changed!.textFiles[DEFAULT_LANG] ? new Date(changed!.published.getTime() + hours * 3_600_000) : undefined,
        ]),
      ),
  });
  const page = (hours: number, lang: Lang) =>
    postDataFiles(set, { dates: changedAfter(hours) }).get(postDataPath(lang, 'post', changed!.slug)) as { modified?: string };

  it('says when, in Riyadh time, in the language whose text changed', () => {
    expect(page(24 * 30, DEFAULT_LANG).modified).toBe('2025-07-12T09:00:00+03:00');
    for (const lang of otherLangs(DEFAULT_LANG)) expect(page(24 * 30, lang).modified).toBeUndefined();
  });

  it('does not count a change on the day it was published', () => {
    expect(page(5, DEFAULT_LANG).modified).toBeUndefined();
  });
});

describe('pictures', () => {
  it('a new post without a picture of its own shows its category’s newest picture, else the hero', () => {
    // A post `npm run images` has drawn a picture for, and two posts added since.
    const drawn = Object.keys(BLOG_IMAGES).find((slug) => !slug.startsWith('brand-new-'))!;
    expect(drawn, 'src/content/recordImages.generated.ts has no post picture').toBeDefined();
    const dir = scratch({
      [drawn]: post({ category: 'security', date: '2025-04-02' }),
      'brand-new-security': post({ category: 'security', date: '2025-09-01' }),
      'brand-new-tools': post({ category: 'aiTools', date: '2025-09-02' }),
    });
    const pictures = postPictures(loadPosts({ dir, preview: false }).posts);
    expect(pictures.get(drawn)).toBe(BLOG_IMAGES[drawn]);
    expect(pictures.get('brand-new-security')).toBe(BLOG_IMAGES[drawn]);
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
