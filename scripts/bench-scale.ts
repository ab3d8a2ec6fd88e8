// How the site's cost grows with the blog:
//
//   npm run bench:scale -- 1000             the site as it is, then grown to 1,000 posts
//   npm run bench:scale -- 1000 5000        the same, then at 5,000 posts too (one column each)
//   npm run bench:scale -- 1000 --keep      keep the scratch copies (their paths are printed)
//
// For each size (the project's own posts, then each N), it copies the project's tracked files to a
// scratch directory (node_modules linked, not copied), grows its blog to that many posts in every
// language (synthetic posts made from the real ones: their text, other titles, dates a day apart,
// categories and topics in turn), and builds it with every step of `npm run build`, each timed: the
// type check (cold, as on a fresh clone: the copy keeps its own build info), the client and server
// builds, the prerender, the share cards (cold cache), the search index and the hosts'
// configuration (server-config: `_headers`, `_redirects`, the nginx files). Each step's time is
// printed as it ends (stderr, with the step's own output). Then it prints one table: each step's
// time, the whole build, the size of dist/, of the search index and of the largest HTML page, the
// share cards (how many, the largest), the rules of each host (Cloudflare Pages' static and
// dynamic `_redirects` lines against its limits, nginx's locations), and the first load of the home
// page, the blog list and an article (the scripts the page's HTML starts, as the prerender records
// them in .build/pages.json, gzip; and the HTML itself, gzip, which carries the page's data). The
// table goes in docs/speed.md. Goals: at 1,000 posts the build takes at most 3 minutes on the
// 2-core build machine; at every size the rules stay within Cloudflare Pages' limits and no card
// is over 50 KB; and the first load of home and of an article is within 1 KiB of what it is at the
// project's own size.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CARD_MAX_BYTES } from './cards/draw';
import { scratchCopy } from './lib/scratch-copy';
import { BLOG_CATEGORY_IDS } from '../src/content/ids';
import { loadPosts, RECORDS_DIR, TEXT_DIR } from '../src/content/postFiles';
import { riyadhDay } from '../src/content/schemas';
import { LANGUAGES } from '../src/lib/language/languages';
import { localizedPath } from '../src/lib/paths';
import { CLOUDFLARE_LIMITS, pageFile } from './lib/routing';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const targets = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
if (targets.length === 0) targets.push(1000);
const keep = args.includes('--keep');
if (targets.some((target) => !Number.isInteger(target) || target < 1))
  throw new Error('bench:scale takes numbers of posts, such as 1000');

/** Adds synthetic posts until the blog has `total`, in every language, published a day apart. */
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

/**
 * Every step of `npm run build`, as package.json has them: the script split at "&&", each
 * `npm run <script>` replaced by that script's own steps.
 */
function buildSteps(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const expand = (name: string): string[] => {
    const script = scripts[name];
    if (script === undefined) throw new Error(`package.json has no script "${name}"`);
    return script.split('&&').flatMap((step) => {
      const run = /^npm run (?:--silent |-s )?([\w:-]+)$/.exec(step.trim());
      return run ? expand(run[1]!) : [step.trim()];
    });
  };
  return expand('build');
}
const steps = buildSteps();

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
const dirSize = (dir: string) => files(dir).reduce((sum, file) => sum + statSync(file).size, 0);
function largest(list: readonly string[], base: string): { file: string; bytes: number } {
  let best = { file: '', bytes: 0 };
  for (const file of list) {
    const bytes = statSync(file).size;
    if (bytes > best.bytes) best = { file: path.relative(base, file), bytes };
  }
  return best;
}
const gzip = (file: string) => gzipSync(readFileSync(file), { level: 6 }).length;

/**
 * The processor time (user and system, ms) of this process's finished children so far, from
 * /proc/self/stat (cutime, cstime). On a machine others load too, a step's wall time grows with
 * their load and its processor time hardly does: both are reported. 0 where there is no /proc.
 */
function childrenCpu(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After "pid (comm) ": state is field 3, so cutime (16) and cstime (17) are at 13 and 14.
    const ticks = Number(fields[13]) + Number(fields[14]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
/** Linux's clock ticks per second (getconf CLK_TCK), the unit of /proc/self/stat. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** The rule lines of a `_redirects` file, static (no placeholder or splat) and dynamic. */
function redirectCounts(text: string): { static: number; dynamic: number } {
  const lines = text.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  const dynamic = lines.filter((line) => /[:*]/.test(line.split(/\s+/)[0]!)).length;
  return { static: lines.length - dynamic, dynamic };
}

interface Row {
  posts: number;
  steps: number[];
  /** Processor time of each step. */
  cpu: number[];
  total: number;
  cpuTotal: number;
  dist: number;
  search: number;
  largest: { file: string; bytes: number };
  cards: { count: number; bytes: number; largest: { file: string; bytes: number } };
  pages: number;
  redirects: { static: number; dynamic: number };
  nginxLocations: number;
  firstLoad: Record<string, { script: number; html: number }>;
}

function measure(posts: number | null): Row {
  const dir = scratchCopy('scale');
  try {
    if (posts !== null) grow(dir, posts);
    const count = loadPosts({ dir: path.join(dir, 'locales'), preview: false }).posts.length;
    process.stderr.write(`building with ${count} posts in ${dir} (load average ${loadavg()[0]!.toFixed(1)})\n`);
    const times: number[] = [];
    const cpu: number[] = [];
    for (const step of steps) {
      const started = Date.now();
      const cpuBefore = childrenCpu();
      const run = spawnSync('sh', ['-c', step], {
        cwd: dir,
        // The step's own output goes to stderr, beside the times.
        stdio: ['ignore', 2, 2],
        env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` },
      });
      times.push(Date.now() - started);
      cpu.push(childrenCpu() - cpuBefore);
      process.stderr.write(
        `  ${count} posts: ${stepName(step)}: ${s(times.at(-1)!)} (processor ${s(cpu.at(-1)!)}, load ${loadavg()[0]!.toFixed(1)})${run.status === 0 ? '' : ' (failed)'}\n`,
      );
      if (run.status !== 0) throw new Error(`"${step}" failed with ${count} posts (${dir})`);
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
    const all = files(dist);
    const cards = all.filter((file) => file.startsWith(path.join(dist, 'cards') + path.sep));
    const nginxRoutes = readFileSync(path.join(dir, 'dist-nginx', 'nginx-routes.conf'), 'utf8');
    return {
      posts: count,
      steps: times,
      cpu,
      total: times.reduce((a, b) => a + b, 0),
      cpuTotal: cpu.reduce((a, b) => a + b, 0),
      dist: all.reduce((sum, file) => sum + statSync(file).size, 0),
      search: existsSync(path.join(dist, 'pagefind')) ? dirSize(path.join(dist, 'pagefind')) : 0,
      largest: largest(
        all.filter((file) => file.endsWith('.html')),
        dist,
      ),
      cards: {
        count: cards.length,
        bytes: cards.reduce((sum, file) => sum + statSync(file).size, 0),
        largest: largest(cards, dist),
      },
      pages: Object.keys(report).length,
      redirects: redirectCounts(readFileSync(path.join(dist, '_redirects'), 'utf8')),
      nginxLocations: nginxRoutes.match(/^location /gm)?.length ?? 0,
      firstLoad,
    };
  } finally {
    if (keep) process.stderr.write(`kept ${dir}\n`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

function s(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}
function stepName(step: string) {
  return step.replace(/^node --import tsx /, '').replace(/ --outDir.*$| --ssrManifest$/, '');
}
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const started = new Date();
const rows = [measure(null), ...targets.map((target) => measure(target))];
const lines = [
  `| | ${rows.map((row) => `${row.posts} posts`).join(' | ')} |`,
  `| --- | ${rows.map(() => '---:').join(' | ')} |`,
  ...steps.map(
    (step, i) => `| ${stepName(step)} | ${rows.map((row) => `${s(row.steps[i]!)} (${s(row.cpu[i]!)})`).join(' | ')} |`,
  ),
  `| **npm run build in all** | ${rows.map((row) => `**${s(row.total)}** (${s(row.cpuTotal)})`).join(' | ')} |`,
  `| pages prerendered (with 404s; entry pages besides) | ${rows.map((row) => row.pages).join(' | ')} |`,
  `| dist/ | ${rows.map((row) => mb(row.dist)).join(' | ')} |`,
  `| share cards: how many, in all | ${rows.map((row) => `${row.cards.count}, ${mb(row.cards.bytes)}`).join(' | ')} |`,
  `| share cards: the largest | ${rows.map((row) => kb(row.cards.largest.bytes)).join(' | ')} |`,
  `| search index (dist/pagefind) | ${rows.map((row) => mb(row.search)).join(' | ')} |`,
  `| largest HTML page | ${rows.map((row) => `${kib(row.largest.bytes)} (${row.largest.file})`).join(' | ')} |`,
  `| dist/_redirects (Cloudflare Pages): static / dynamic rules | ${rows.map((row) => `${row.redirects.static} / ${row.redirects.dynamic}`).join(' | ')} |`,
  `| dist-nginx/nginx-routes.conf: locations | ${rows.map((row) => row.nginxLocations).join(' | ')} |`,
  ...Object.keys(rows[0]!.firstLoad).flatMap((page) => [
    `| ${page}: first-load script, gzip | ${rows.map((row) => kib(row.firstLoad[page]!.script)).join(' | ')} |`,
    `| ${page}: HTML (with its data), gzip | ${rows.map((row) => kib(row.firstLoad[page]!.html)).join(' | ')} |`,
  ]),
];
console.log(
  `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores, load average at the end ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ')}\n`,
);
console.log('Each step: wall time (processor time, user and system, all its processes).\n');
console.log(lines.join('\n'));
const [small] = rows as [Row];
const misses = rows.flatMap((row) => [
  ...(row.posts === 1000 && row.total > 180_000
    ? [`npm run build took ${s(row.total)} with ${row.posts} posts (goal: at most 180 s)`]
    : []),
  ...(row.redirects.static > CLOUDFLARE_LIMITS.static || row.redirects.dynamic > CLOUDFLARE_LIMITS.dynamic
    ? [`${row.posts} posts: dist/_redirects exceeds Cloudflare Pages' limits`]
    : []),
  ...(row.cards.largest.bytes > CARD_MAX_BYTES
    ? [
        `${row.posts} posts: ${row.cards.largest.file} weighs ${kb(row.cards.largest.bytes)} (goal: at most ${kb(CARD_MAX_BYTES)})`,
      ]
    : []),
  ...(row === small
    ? []
    : ['/en/home', '/ar/home', '/ar/blog/<article>'].flatMap((page) => {
        const grew =
          row.firstLoad[page]!.script + row.firstLoad[page]!.html - small.firstLoad[page]!.script - small.firstLoad[page]!.html;
        return grew > 1024 ? [`${row.posts} posts: ${page}: the first load grew by ${kib(grew)} (goal: at most 1 KiB)`] : [];
      })),
]);
if (misses.length) {
  console.log(`\nMissed:\n${misses.map((miss) => `- ${miss}`).join('\n')}`);
  process.exitCode = 1;
}
