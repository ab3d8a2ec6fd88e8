import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { articleWords, loadPosts, postDataFiles } from '../../src/content/postFiles';
import { READING_RATES, readingMinutes, wordCounts } from '../../src/content/readingTime';
import { postDataPath } from '../../src/lib/paths';
import { LANGUAGES } from '../support/locales';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');
const words = (word: string, count: number) => Array.from({ length: count }, () => word).join(' ');

describe('reading time from words', () => {
  it('counts words by their script, each at its own rate, rounded up', () => {
    const latin = READING_RATES.Latin!;
    const arabic = READING_RATES.Arabic!;
    expect(readingMinutes(words('word', latin))).toBe(1);
    expect(readingMinutes(words('word', latin + 1))).toBe(2);
    expect(readingMinutes(words('word', 4 * latin))).toBe(4);
    expect(readingMinutes(words('كلمة', arabic))).toBe(1);
    expect(readingMinutes(words('كلمة', arabic + 1))).toBe(2);
    // Latin terms in an Arabic text are read at the Latin rate.
    expect(wordCounts(`${words('كلمة', 3)} Python API ${words('نص', 2)}`)).toEqual(
      new Map([
        ['Arabic', 5],
        ['Latin', 2],
      ]),
    );
    expect(readingMinutes(`${words('كلمة', arabic)} ${words('React', latin)}`)).toBe(2);
  });

  it('counts words, not marks: punctuation, dashes and markup alone are no words', () => {
    expect(wordCounts('Hello — world, 2025 – «مرحبًا» ... * # >')).toEqual(
      new Map([
        ['Latin', 2],
        ['', 1],
        ['Arabic', 1],
      ]),
    );
    // Markup goes first (articleWords): a link's address and the markdown's marks are not read.
    const body = { intro: '## A heading\n\nSome **bold** text with [a link](https://example.com/a/very/long/path).' };
    expect(articleWords({ body })).toBe('A heading Some bold text with a link.');
  });

  it('is never less than a minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('One line.')).toBe(1);
  });
});

/** Every post's text in each language, as the build reads it. */
const posts = loadPosts({ preview: true }).all;

describe("the blog's articles", () => {
  it('have no hand-typed reading time left in their records', () => {
    for (const file of readdirSync(path.join(LOCALES, 'records', 'blog')).filter((name) => name.endsWith('.json')))
      expect(Object.keys(JSON.parse(readFileSync(path.join(LOCALES, 'records', 'blog', file), 'utf8'))), file).not.toContain(
        'readTime',
      );
  });

  it.each([...LANGUAGES])('show in %s the minutes of their own words in that language', (lang) => {
    const files = postDataFiles({ posts, all: posts, preview: true });
    for (const post of posts) {
      const minutes = readingMinutes(articleWords(post.text[lang])!);
      expect(files.get(postDataPath(lang, 'post', post.slug)), post.slug).toMatchObject({ readingMinutes: minutes });
      expect(files.get(postDataPath(lang, 'body', post.slug)), post.slug).toBeDefined();
    }
  });

  it.each([...LANGUAGES])(
    'of similar length say similar times in %s: within a minute when their words differ by a tenth',
    (lang) => {
      const measured = posts.map((post) => ({
        slug: post.slug,
        words: articleWords(post.text[lang])!.split(/\s+/).length,
        minutes: post.readingMinutes[lang],
      }));
      let pairs = 0;
      for (const a of measured)
        for (const b of measured) {
          if (b.words < a.words || b.words > a.words * 1.1) continue;
          pairs += 1;
          expect(b.minutes - a.minutes, `${a.slug} (${a.words} words) and ${b.slug} (${b.words} words)`).toBeLessThanOrEqual(1);
        }
      // Each article is compared with itself at least.
      expect(pairs).toBeGreaterThanOrEqual(measured.length);
    },
  );
});

describe('a record that still has a reading time', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('builds, and the time shown is counted from the words, whatever the record says', () => {
    const [post] = posts;
    const dir = mkdtempSync(path.join(tmpdir(), 'reading-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'records', 'blog'), { recursive: true });
    const record = JSON.parse(readFileSync(path.join(LOCALES, 'records', 'blog', `${post!.slug}.json`), 'utf8'));
    delete record.picture;
    writeFileSync(
      path.join(dir, 'records', 'blog', `${post!.slug}.json`),
      JSON.stringify({ ...record, status: 'published', readTime: { min: 40, max: 50 } }),
    );
    for (const lang of LANGUAGES) {
      mkdirSync(path.join(dir, lang, 'blog-posts'), { recursive: true });
      writeFileSync(path.join(dir, lang, 'blog-posts', `${post!.slug}.json`), JSON.stringify(post!.text[lang]));
    }
    const [loaded] = loadPosts({ dir, preview: true }).all;
    for (const lang of LANGUAGES) expect(loaded!.readingMinutes[lang]).toBe(readingMinutes(articleWords(post!.text[lang])!));
  });

  it("a longer text in one language says more minutes there, and the other languages' times do not change", () => {
    const [post] = posts;
    const longer = LANGUAGES[0]!;
    const dir = mkdtempSync(path.join(tmpdir(), 'reading-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'records', 'blog'), { recursive: true });
    const record = JSON.parse(readFileSync(path.join(LOCALES, 'records', 'blog', `${post!.slug}.json`), 'utf8'));
    delete record.picture;
    writeFileSync(path.join(dir, 'records', 'blog', `${post!.slug}.json`), JSON.stringify(record));
    for (const lang of LANGUAGES) {
      mkdirSync(path.join(dir, lang, 'blog-posts'), { recursive: true });
      const own = post!.text[lang];
      // That language's text twice over: twice its words.
      const again = Object.fromEntries(Object.entries(own.body).map(([id, segment]) => [`${id}-again`, segment]));
      const body = lang === longer ? { ...own.body, ...again } : own.body;
      writeFileSync(path.join(dir, lang, 'blog-posts', `${post!.slug}.json`), JSON.stringify({ ...own, body }));
    }
    const [loaded] = loadPosts({ dir, preview: true }).all;
    for (const lang of LANGUAGES)
      if (lang === longer) expect(loaded!.readingMinutes[lang]).toBeGreaterThanOrEqual(2 * post!.readingMinutes[lang] - 1);
      else expect(loaded!.readingMinutes[lang]).toBe(post!.readingMinutes[lang]);
  });
});
