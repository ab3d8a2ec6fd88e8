// How the site's cost grows with the blog:
//
//   npm run bench:scale -- 1000         the site as it is, then grown to 1,000 posts
//   npm run bench:scale -- 1000 --keep  keep the scratch copies (their paths are printed)
//
// For each size (the project's own posts, then N), it copies the project's tracked files to a
// scratch directory (node_modules linked, not copied), grows its blog to that many posts in both
// languages (synthetic posts made from the real ones: their text, other titles, dates a day apart,
// categories and topics in turn), and builds it with the steps of `npm run build:site`, each
// timed. Then it prints one table: each step's time, the whole build, the size of dist/, of the
// search index and of the largest HTML page, and the first load of the home page, the blog list and
// an article (the scripts the page's HTML starts, as the prerender records them in
// .build/pages.json, gzip; and the HTML itself, gzip, which carries the page's data). The table
// goes in docs/speed.md. Goals: at 1,000 posts the build takes at most 3 minutes on the
// 2-core build machine, and the first load of home and of an article is within 1 KiB of what it is
// at 10 posts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { scratchCopy } from './lib/scratch-copy';
import { BLOG_CATEGORY_IDS } from '../src/content/ids';
import { loadPosts, RECORDS_DIR, TEXT_DIR } from '../src/content/postFiles';
import { riyadhDay } from '../src/content/schemas';
import { LANGUAGES } from '../src/lib/language/languages';
import { localizedPath } from '../src/lib/paths';
import { pageFile } from './lib/routing';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const target = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 1000);
const keep = args.includes('--keep');
if (!Number.isInteger(target) || target < 1) throw new Error('bench:scale takes a number of posts, such as 1000');

/** Adds synthetic posts until the blog has `total`, in both languages, published a day apart. */
function grow(dir: string, total: number): void {
  const locales = path.join(dir, 'locales');
  const real = loadPosts({ dir: locales, preview: false }).posts;
  const oldest = real.at(-1)!.published.getTime();
  for (let i = 0; i < total - real.length; i++) {
    const source = real[i % real.length]!;
    const slug = `synthetic-post-${String(i + 1).padStart(4, '0')}`;
    const day = riyadhDay(new Date(oldest - (i + 1) * 86_400_000));
    const record = {
      ...source.record,
      date: `${day} 09:00`,
      category: BLOG_CATEGORY_IDS[i % BLOG_CATEGORY_IDS.length],
      topics: [`topic-${i % 17}`, `topic-${(i * 7) % 23}`],
    };
    writeFileSync(path.join(locales, RECORDS_DIR, `${slug}.json`), JSON.stringify(record));
    for (const lang of LANGUAGES) {
      const text = source.text[lang];
      writeFileSync(
        path.join(locales, lang, TEXT_DIR, `${slug}.json`),
        JSON.stringify({ ...text, title: `${text.title} (${i + 1})` }),
      );
    }
  }
}

/** The steps of `npm run build:site`, as package.json has them. */
const steps = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts[
  'build:site'
]!.split('&&').map((step) => step.trim());

function dirSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? dirSize(full) : statSync(full).size;
  }
  return total;
}
function largestHtml(dir: string): { file: string; bytes: number } {
  let best = { file: '', bytes: 0 };
  const walk = (sub: string) => {
    for (const entry of readdirSync(sub, { withFileTypes: true })) {
      const full = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const bytes = statSync(full).size;
        if (bytes > best.bytes) best = { file: path.relative(dir, full), bytes };
      }
    }
  };
  walk(dir);
  return best;
}
const gzip = (file: string) => gzipSync(readFileSync(file), { level: 6 }).length;

interface Row {
  posts: number;
  steps: number[];
  total: number;
  dist: number;
  search: number;
  largest: { file: string; bytes: number };
  pages: number;
  firstLoad: Record<string, { script: number; html: number }>;
}

function measure(posts: number | null): Row {
  const dir = scratchCopy('scale');
  try {
    if (posts !== null) grow(dir, posts);
    const count = loadPosts({ dir: path.join(dir, 'locales'), preview: false }).posts.length;
    process.stderr.write(`building with ${count} posts in ${dir}…\n`);
    const times: number[] = [];
    for (const step of steps) {
      const started = Date.now();
      const run = spawnSync('sh', ['-c', step], {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` },
      });
      if (run.status !== 0) throw new Error(`"${step}" failed with ${count} posts (${dir})`);
      times.push(Date.now() - started);
    }
    const dist = path.join(dir, 'dist');
    const report = JSON.parse(readFileSync(path.join(dir, '.build', 'pages.json'), 'utf8')) as Record<
      string,
      { firstLoad: string[] }
    >;
    const article = loadPosts({ dir: path.join(dir, 'locales'), preview: false }).posts.at(-1)!.slug;
    const firstLoad: Row['firstLoad'] = {};
    for (const page of ['/en/home', '/ar/home', '/en/blog', localizedPath('ar', { id: 'blogPost', params: { slug: article } })]) {
      const scripts = report[page]?.firstLoad ?? [];
      firstLoad[page.replace(article, '<article>')] = {
        script: scripts.reduce((sum, file) => sum + gzip(path.join(dist, file)), 0),
        html: gzip(path.join(dist, pageFile(page))),
      };
    }
    return {
      posts: count,
      steps: times,
      total: times.reduce((a, b) => a + b, 0),
      dist: dirSize(dist),
      search: existsSync(path.join(dist, 'pagefind')) ? dirSize(path.join(dist, 'pagefind')) : 0,
      largest: largestHtml(dist),
      pages: Object.keys(report).length,
      firstLoad,
    };
  } finally {
    if (keep) process.stderr.write(`kept ${dir}\n`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

const rows = [measure(null), measure(target)];
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const stepName = (step: string) => step.replace(/^node --import tsx /, '').replace(/ --outDir.*$| --ssrManifest$/, '');
const lines = [
  `| | ${rows.map((row) => `${row.posts} posts`).join(' | ')} |`,
  `| --- | ${rows.map(() => '---:').join(' | ')} |`,
  ...steps.map((step, i) => `| ${stepName(step)} | ${rows.map((row) => s(row.steps[i]!)).join(' | ')} |`),
  `| **build:site in all** | ${rows.map((row) => `**${s(row.total)}**`).join(' | ')} |`,
  `| pages prerendered (with 404s) | ${rows.map((row) => row.pages).join(' | ')} |`,
  `| dist/ | ${rows.map((row) => mb(row.dist)).join(' | ')} |`,
  `| search index (dist/pagefind) | ${rows.map((row) => mb(row.search)).join(' | ')} |`,
  `| largest HTML page | ${rows.map((row) => `${kib(row.largest.bytes)} (${row.largest.file})`).join(' | ')} |`,
  ...Object.keys(rows[0]!.firstLoad).flatMap((page) => [
    `| ${page}: first-load script, gzip | ${rows.map((row) => kib(row.firstLoad[page]!.script)).join(' | ')} |`,
    `| ${page}: HTML (with its data), gzip | ${rows.map((row) => kib(row.firstLoad[page]!.html)).join(' | ')} |`,
  ]),
];
console.log(lines.join('\n'));
const [small, large] = rows as [Row, Row];
const misses = [
  ...(large.total > 180_000 ? [`build:site took ${s(large.total)} with ${large.posts} posts (goal: at most 180 s)`] : []),
  ...['/en/home', '/ar/home', '/ar/blog/<article>'].flatMap((page) => {
    const grew =
      large.firstLoad[page]!.script + large.firstLoad[page]!.html - small.firstLoad[page]!.script - small.firstLoad[page]!.html;
    return grew > 1024 ? [`${page}: the first load grew by ${kib(grew)} (goal: at most 1 KiB)`] : [];
  }),
];
if (misses.length) {
  console.log(`\nMissed:\n${misses.map((miss) => `- ${miss}`).join('\n')}`);
  process.exitCode = 1;
}
