// Starts a blog post: writes its record and its text in every language, as a draft, ready to fill in.
//
//   npm run new:post -- <slug>                          e.g. npm run new:post -- cloud-costs-2026
//   npm run new:post -- <slug> --category security      one of the categories in locales/en/blog.json
//
// The slug is the post's address (/en/blog/<slug>): lower-case letters, digits and hyphens. The
// files it writes (docs/publishing.md says what goes in each):
//   locales/records/blog/<slug>.json       status "draft", today's date (Riyadh), category, topics, reading time
//   locales/<lang>/blog-posts/<slug>.json  title, summary, author, tags and body, for each language of
//                                          LANGUAGE_LIST, from its sample (locales/<lang>/new-post.json)
// It refuses to overwrite a post that exists. The build checks the files (src/content/postFiles.ts)
// and this script runs that check once at the end.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BLOG_CATEGORY_IDS, type BlogCategoryId } from '../src/content/ids';
import { loadPosts, PostFilesError, RECORDS_DIR, TEXT_DIR } from '../src/content/postFiles';
import type { PostRecord, PostText } from '../src/content/schemas';
import { SLUG } from '../src/content/recordSchemas';
import { blogPostSchema, riyadhDay } from '../src/content/schemas';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../src/lib/language/languages';

const ROOT = path.resolve(import.meta.dirname, '..');
// LOCALES_DIR: another locales directory (the tests write posts into a scratch copy).
const LOCALES = path.resolve(process.env.LOCALES_DIR ?? path.join(ROOT, 'locales'));

function fail(message: string): never {
  console.error(`new:post: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const slug = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--category');
const categoryArg = args[args.indexOf('--category') + 1];
if (!slug) fail('usage: npm run new:post -- <slug> [--category <category>]');
if (!SLUG.test(slug))
  fail(`"${slug}" cannot be an address: use lower-case letters, digits and hyphens, such as "cloud-costs-2026"`);
const isCategory = (value: string | undefined): value is BlogCategoryId =>
  value !== undefined && (BLOG_CATEGORY_IDS as readonly string[]).includes(value);
if (args.includes('--category') && !isCategory(categoryArg)) fail(`--category takes one of: ${BLOG_CATEGORY_IDS.join(', ')}`);
const category: BlogCategoryId = isCategory(categoryArg) ? categoryArg : BLOG_CATEGORY_IDS[0];

const recordFile = path.join(LOCALES, RECORDS_DIR, `${slug}.json`);
const textFile = (lang: Lang) => path.join(LOCALES, lang, TEXT_DIR, `${slug}.json`);
const files = [recordFile, ...LANGUAGES.map(textFile)];
const taken = files.filter((file) => existsSync(file));
if (taken.length) fail(`a post "${slug}" exists already: ${taken.map((file) => path.relative(ROOT, file)).join(', ')}`);

const record: PostRecord = {
  status: 'draft',
  date: `${riyadhDay(new Date())} 09:00`,
  category,
  topics: ['replace-with-a-topic'],
};

/**
 * A language's sample text, which its translators keep like any other string: locales/<lang>/new-post.json
 * (a post's text in that language, checked by the same schema; no page loads it).
 */
function sample(lang: Lang): PostText {
  const file = path.join(LOCALES, lang, 'new-post.json');
  const parsed = blogPostSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    fail(
      `${path.relative(ROOT, file)}: the sample text of a new post, ${parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message].filter(Boolean).join(': ')).join('; ')}`,
    );
  return parsed.data;
}
const TEXT = new Map(LANGUAGES.map((lang) => [lang, sample(lang)]));

const write = (file: string, value: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};
write(recordFile, record);
for (const [lang, text] of TEXT) write(textFile(lang), text);

try {
  loadPosts({ dir: LOCALES });
} catch (error) {
  if (error instanceof PostFilesError) fail(`the new files do not pass the build's check:\n${error.message}`);
  throw error;
}

console.log(`new:post: wrote a draft "${slug}":`);
for (const file of files) console.log(`  ${path.relative(ROOT, file)}`);
console.log(`
Next (docs/publishing.md):
  1. Write the title, summary, author, tags and body in every language's file.
  2. In the record: the category (now "${category}"), the topics, the reading time, and a picture
     if the post brings its own (a file beside the record, named in "picture").
  3. Preview it: PREVIEW=1 npm run build && npm run serve, then open /${DEFAULT_LANG}/blog/${slug}.
  4. Publish: set "status" to "published" and "date" to when it goes live (Riyadh time).`);
