// The blog as the build finds it: every post's files under locales/, read and checked, and the data
// files the pages read (src/content/postData.ts). Node only: the prerender, the server render
// (src/entry-server.tsx), the feeds, the image pipeline and the tests read posts through here,
// and nothing in the browser imports it.
//
// A post is
//   locales/records/blog/<slug>.json      its record (src/content/schemas.ts → postRecordSchema)
//   locales/<lang>/blog-posts/<slug>.json its text in each language (→ blogPostSchema)
//   locales/records/blog/<picture>        its own picture, if its record names one
// A missing, malformed or inconsistent file stops the build with every problem found, each naming
// the file, the field and what is expected: nothing is published half.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { SPEC } from '../lib/constants';
import { LANGUAGES, type Lang } from '../lib/language/languages';
import { postDataPath } from '../lib/paths';
import { bodyMarkdown } from '../lib/richText';
import type { PostBody, PostCard, PostListPage, PostPage } from './blog';
import type { ContentDates } from './contentDates';
import type { ResponsiveImage } from './imageTypes';
import { HERO_IMAGE } from './images';
import { BLOG_IMAGES } from './pictureFiles';
import { readingMinutes } from './readingTime';
import {
  blogPostSchema,
  postRecordSchema,
  PUBLISHED_BODY_MIN,
  riyadhDay,
  riyadhInstant,
  riyadhIso,
  type PostRecord,
  type PostText,
} from './schemas';
import { SLUG } from './recordSchemas';

export const RECORDS_DIR = 'records/blog';
export const TEXT_DIR = 'blog-posts';

/** A post whose files are all there and valid. */
export interface Post {
  slug: string;
  record: PostRecord;
  text: Record<Lang, PostText>;
  /** When it goes live. */
  published: Date;
  /** Live at the build's time: published, and its time has come. */
  live: boolean;
  /** Its record's file, relative to the folder above locales/ (the project). */
  recordFile: string;
  /** Its text's file in each language, likewise. */
  textFiles: Record<Lang, string>;
  /** Minutes to read its article in each language, from that language's words (src/content/readingTime.ts). */
  readingMinutes: Record<Lang, number>;
}

export interface PostSet {
  /** The posts the build publishes, newest first: the live ones, or every post in a preview build. */
  posts: Post[];
  /** Every valid post, drafts and scheduled ones too, newest first. */
  all: Post[];
  preview: boolean;
}

export class PostFilesError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The blog's files have ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'PostFilesError';
  }
}

export interface LoadOptions {
  /** The locales directory: locales/ of the project by default. */
  dir?: string;
  /** Include drafts and scheduled posts (a preview build): PREVIEW=1 by default. */
  preview?: boolean;
  /** The build's time. */
  now?: Date;
}

const jsonNames = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];

/** Each issue of a zod error as "field: message". */
function issues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.') || '(the file)';
    return `${field}: ${issue.message}`;
  });
}

function readJson(file: string, shown: string, problems: string[]): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    problems.push(`${shown}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    return undefined;
  }
}

const byNewest = (a: Post, b: Post) => b.published.getTime() - a.published.getTime() || a.slug.localeCompare(b.slug);

/** Reads and checks every post; throws PostFilesError listing every problem. */
export function loadPosts({
  dir = path.resolve(import.meta.dirname, '..', '..', 'locales'),
  preview = process.env.PREVIEW === '1',
  now = new Date(),
}: LoadOptions = {}): PostSet {
  const problems: string[] = [];
  const shown = (file: string) => path.relative(path.resolve(dir, '..'), file).split(path.sep).join('/');
  const recordsDir = path.join(dir, RECORDS_DIR);
  const recordSlugs = jsonNames(recordsDir).map((name) => name.slice(0, -'.json'.length));
  const textSlugs = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, new Set(jsonNames(path.join(dir, lang, TEXT_DIR)).map((n) => n.slice(0, -5)))]),
  ) as Record<Lang, Set<string>>;

  // Text without a record: a post half added, or a record renamed without its texts.
  const recorded = new Set(recordSlugs);
  for (const lang of LANGUAGES)
    for (const slug of textSlugs[lang])
      if (!recorded.has(slug))
        problems.push(
          `${shown(path.join(dir, lang, TEXT_DIR, `${slug}.json`))}: no record ${shown(path.join(recordsDir, `${slug}.json`))} for this text`,
        );

  const all: Post[] = [];
  for (const slug of recordSlugs) {
    const recordFile = path.join(recordsDir, `${slug}.json`);
    if (!SLUG.test(slug)) {
      problems.push(
        `${shown(recordFile)}: the file name is the post's address: lower-case letters, digits and hyphens only, such as "my-first-post.json"`,
      );
      continue;
    }
    const before = problems.length;
    const raw = readJson(recordFile, shown(recordFile), problems);
    const record = raw === undefined ? undefined : postRecordSchema.safeParse(raw);
    if (record && !record.success) for (const issue of issues(record.error)) problems.push(`${shown(recordFile)}: ${issue}`);
    if (record?.success && record.data.picture && !existsSync(path.join(recordsDir, record.data.picture)))
      problems.push(`${shown(recordFile)}: picture: no file ${shown(path.join(recordsDir, record.data.picture))}`);
    const text = {} as Record<Lang, PostText>;
    const textFiles = {} as Record<Lang, string>;
    const minutes = {} as Record<Lang, number>;
    for (const lang of LANGUAGES) {
      const textFile = path.join(dir, lang, TEXT_DIR, `${slug}.json`);
      if (!textSlugs[lang].has(slug)) {
        problems.push(`${shown(textFile)}: missing: every post needs its text in every language (${LANGUAGES.join(', ')})`);
        continue;
      }
      textFiles[lang] = shown(textFile);
      const rawText = readJson(textFile, shown(textFile), problems);
      if (rawText === undefined) continue;
      const parsed = blogPostSchema.safeParse(rawText);
      if (!parsed.success) {
        for (const issue of issues(parsed.error)) problems.push(`${shown(textFile)}: ${issue}`);
        continue;
      }
      text[lang] = parsed.data;
      minutes[lang] = readingMinutes(articleWords(parsed.data) ?? '');
      const length = bodyMarkdown(parsed.data.body).length;
      if (record?.success && record.data.status === 'published' && length < PUBLISHED_BODY_MIN)
        problems.push(
          `${shown(textFile)}: body: a published post needs at least ${PUBLISHED_BODY_MIN} characters (it has ${length}); keep its status "draft" until it is written`,
        );
    }
    if (problems.length > before || !record?.success) continue;
    const published = riyadhInstant(record.data.date)!;
    const live = record.data.status === 'published' && published.getTime() <= now.getTime();
    all.push({
      slug,
      record: record.data,
      text,
      published,
      live,
      recordFile: shown(recordFile),
      textFiles,
      readingMinutes: minutes,
    });
  }
  if (problems.length) throw new PostFilesError(problems);
  all.sort(byNewest);
  return { posts: preview ? all : all.filter((post) => post.live), all, preview };
}

/** How many posts of each bucket (a category, a topic) near in date a post is compared with. */
const NEIGHBOURS = 12;

/**
 * Two or three other posts to read next, for every post: those of the same category first, then
 * those sharing more topics, then the nearest in date (the newer on a tie). Only posts with a
 * category or a topic in common; both languages show the same ones. Each post is compared with the
 * posts nearest to it in date within its category and within each of its topics, not with every
 * post: the work grows with the number of posts, not with its square.
 */
export function relatedPosts(posts: readonly Post[], max = 3): Map<string, Post[]> {
  // Buckets in the order of `posts` (newest first), with each post's index in each of its buckets.
  const buckets = new Map<string, Post[]>();
  const place = new Map<Post, Map<string, number>>();
  for (const post of posts) {
    const keys = [`c:${post.record.category}`, ...post.record.topics.map((topic) => `t:${topic}`)];
    const own = new Map<string, number>();
    for (const key of keys) {
      let bucket = buckets.get(key);
      if (!bucket) buckets.set(key, (bucket = []));
      if (own.has(key)) continue;
      own.set(key, bucket.length);
      bucket.push(post);
    }
    place.set(post, own);
  }
  const related = new Map<string, Post[]>();
  for (const post of posts) {
    const candidates = new Set<Post>();
    for (const [key, index] of place.get(post)!) {
      const bucket = buckets.get(key)!;
      for (let i = Math.max(0, index - NEIGHBOURS); i <= Math.min(bucket.length - 1, index + NEIGHBOURS); i++)
        if (bucket[i] !== post) candidates.add(bucket[i]!);
    }
    const time = post.published.getTime();
    const shared = (other: Post) => other.record.topics.filter((topic) => post.record.topics.includes(topic)).length;
    const ranked = [...candidates]
      .map((other) => ({ other, same: other.record.category === post.record.category ? 1 : 0, shared: shared(other) }))
      .sort(
        (a, b) =>
          b.same - a.same ||
          b.shared - a.shared ||
          Math.abs(a.other.published.getTime() - time) - Math.abs(b.other.published.getTime() - time) ||
          b.other.published.getTime() - a.other.published.getTime(),
      );
    related.set(
      post.slug,
      ranked.slice(0, max).map(({ other }) => other),
    );
  }
  return related;
}

/**
 * The picture each post shows: its files in public/Blog-Images/ (drawn, or cut from its own
 * picture, by `npm run images`); until it has them, the picture of the newest post of its category
 * that has one, else the site's hero.
 */
export function postPictures(posts: readonly Post[]): Map<string, ResponsiveImage> {
  const byCategory = new Map<string, ResponsiveImage>();
  for (const post of posts) {
    const own = BLOG_IMAGES[post.slug];
    if (own && !byCategory.has(post.record.category)) byCategory.set(post.record.category, own);
  }
  return new Map(posts.map((post) => [post.slug, BLOG_IMAGES[post.slug] ?? byCategory.get(post.record.category) ?? HERO_IMAGE]));
}

function card(post: Post, lang: Lang, preview: boolean, pictures: Map<string, ResponsiveImage>): PostCard {
  const { title, summary } = post.text[lang];
  return {
    slug: post.slug,
    date: riyadhDay(post.published),
    category: post.record.category,
    readingMinutes: post.readingMinutes[lang],
    title,
    summary,
    image: pictures.get(post.slug) ?? HERO_IMAGE,
    ...(preview && !post.live ? { draft: true as const } : {}),
  };
}

/** How many posts a page of the blog list shows. */
export const POSTS_PER_PAGE = 12;

/** How many pages the blog list has (at least one, which may be empty). */
export function blogPageCount(posts: readonly Post[]): number {
  return Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
}

/**
 * The files each data file is made from (the listed posts' records and texts in its language), by
 * the data file's path: when a page reading it last changed (the sitemap's <lastmod>).
 */
export function postDataSources({ posts }: PostSet): Map<string, string[]> {
  const sources = new Map<string, string[]>();
  const of = (list: readonly Post[], lang: Lang) => list.flatMap((post) => [post.recordFile, post.textFiles[lang]]);
  for (const lang of LANGUAGES) {
    sources.set(postDataPath(lang, 'latest'), of(posts.slice(0, SPEC.latestBlogs.count), lang));
    for (let page = 1; page <= blogPageCount(posts); page++)
      sources.set(postDataPath(lang, 'page', page), of(posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE), lang));
    for (const post of posts) sources.set(postDataPath(lang, 'post', post.slug), of([post], lang));
  }
  return sources;
}

/** A text changed more than this long after its post was published counts as an update. */
const UPDATE_AFTER_MS = 24 * 3_600_000;

/**
 * The words of an article's text file, as a reader sees them: what its "Updated on" compares
 * between versions. Markup is left out, so that a change of form alone is no update: the body's
 * segments (`body`) read the same as the markdown or HTML article (`content`) they were made from.
 */
export function articleWords(json: unknown): string | null {
  if (!json || typeof json !== 'object') return null;
  const source =
    'body' in json && json.body && typeof json.body === 'object'
      ? Object.values(json.body).join('\n')
      : 'content' in json && typeof json.content === 'string'
        ? json.content
        : null;
  if (source === null) return null;
  return source
    .replace(/<\/?(?:p|li|ul|ol|h\d|blockquote|pre|br)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\]\([^)]*\)/g, '')
    .replace(/^\s*(?:#{1,6}|[-*+]|\d+[.)]|>)\s+/gm, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[*_`[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * When each post's article (its body, in each language) last changed after the post was
 * published, by slug and language: from `dates` (Git history, src/content/contentDates.ts).
 */
function postUpdates(
  posts: readonly Post[],
  dates: Pick<ContentDates, 'valuesChanged'>,
): Map<string, Partial<Record<Lang, Date>>> {
  const files = posts.flatMap((post) => LANGUAGES.map((lang) => post.textFiles[lang]));
  const changed = dates.valuesChanged(files, articleWords);
  return new Map(
    posts.map((post) => [
      post.slug,
      Object.fromEntries(
        LANGUAGES.flatMap((lang) => {
          const date = changed.get(post.textFiles[lang]);
          return date && date.getTime() - post.published.getTime() > UPDATE_AFTER_MS ? [[lang, date]] : [];
        }),
      ),
    ]),
  );
}

/**
 * Every data file of the blog, by its path (src/lib/paths.ts → postDataPath): what the build
 * writes. With `dates`, an article changed since it was published says when.
 */
export function postDataFiles(
  { posts, preview }: PostSet,
  { dates }: { dates?: Pick<ContentDates, 'valuesChanged'> } = {},
): Map<string, unknown> {
  const files = new Map<string, unknown>();
  const related = relatedPosts(posts);
  const pictures = postPictures(posts);
  const updates = dates ? postUpdates(posts, dates) : new Map<string, Partial<Record<Lang, Date>>>();
  for (const lang of LANGUAGES) {
    const cards = posts.map((post) => card(post, lang, preview, pictures));
    files.set(postDataPath(lang, 'latest'), cards.slice(0, SPEC.latestBlogs.count));
    const pages = blogPageCount(posts);
    for (let page = 1; page <= pages; page++) {
      const list: PostListPage = { page, pages, posts: cards.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE) };
      files.set(postDataPath(lang, 'page', page), list);
    }
    posts.forEach((post, index) => {
      const { author, tags, body } = post.text[lang];
      const page: PostPage = {
        ...cards[index]!,
        published: riyadhIso(post.published),
        ...(updates.get(post.slug)?.[lang] ? { modified: riyadhIso(updates.get(post.slug)![lang]!) } : {}),
        author,
        tags,
        related: (related.get(post.slug) ?? []).map((other) => card(other, lang, preview, pictures)),
      };
      const content: PostBody = { content: bodyMarkdown(body) };
      files.set(postDataPath(lang, 'post', post.slug), page);
      files.set(postDataPath(lang, 'body', post.slug), content);
    });
  }
  return files;
}
