// Speed benchmark of the production build, as a mid-range phone sees it:
//
//   npm run bench                      build, serve dist/ and measure (about 5 minutes)
//   npm run bench -- --no-build        measure the current dist/
//   npm run bench -- --runs 5          Lighthouse runs per page (default 3; the median is shown)
//
// For each page it prints one row:
// - first-load JS: gzip size of every script Lighthouse saw requested before the page went idle;
// - total JS: gzip size of every script the page can load, after scrolling it to the end in
//   Chromium (carousels, scroll reveals and all);
// - CSS (gzip), font files (count and size), images and the total transfer of the load;
// - Lighthouse 13 mobile (simulated slow 4G, 4× CPU slowdown): the four category scores and LCP,
//   TBT, CLS and Speed Index, each the median of the runs.
// It then checks every number against the budget below and exits with 1 if one is missed.
//
// Chromium: $CHROME_PATH, else /usr/bin/chromium, else Playwright's own browser. Lighthouse 13
// says it wants Node 22 but runs on Node 20.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { BUDGET } from './budget';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const PAGES = ['/en/home', '/ar/home', '/ar/blog/ai-education', '/en/services/ai'];

const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs');
const port = Number(process.env.BENCH_PORT ?? 4330);
const origin = `http://127.0.0.1:${port}`;

function chromePath() {
  for (const candidate of [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return chromium.executablePath();
}

const kib = (bytes: number) => bytes / 1024;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Gzip size (level 6, as nginx and `npm start` send it) of a built file, by its URL. */
function gzipOf(url: string): number {
  const file = path.join(DIST, decodeURIComponent(new URL(url).pathname));
  return gzipSync(readFileSync(file), { level: 6 }).length;
}

/** The parts of a Lighthouse result (LHR) this script reads. */
interface LighthouseResult {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>;
  audits: Record<string, { numericValue: number; details: { items: NetworkRequest[] } }>;
}
interface NetworkRequest {
  url: string;
  resourceType: string;
  transferSize: number;
}

function runLighthouse(url: string, outputPath: string): LighthouseResult {
  const cli = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath() }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  return JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseResult;
}

/** Scripts, styles, fonts, images and total transfer of one Lighthouse run's page load. */
function loadOf(lhr: LighthouseResult) {
  const requests = lhr.audits['network-requests']!.details.items;
  const sum = (type: string, size: (r: NetworkRequest) => number) =>
    requests.filter((r) => r.resourceType === type).reduce((total, r) => total + size(r), 0);
  const local = (r: NetworkRequest) => r.url.startsWith(origin);
  return {
    firstLoadJs: sum('Script', (r) => (local(r) ? gzipOf(r.url) : r.transferSize)),
    css: sum('Stylesheet', (r) => (local(r) ? gzipOf(r.url) : r.transferSize)),
    fonts: requests.filter((r) => r.resourceType === 'Font').length,
    fontBytes: sum('Font', (r) => r.transferSize),
    images: sum('Image', (r) => r.transferSize),
    transfer: requests.reduce((total, r) => total + r.transferSize, 0),
  };
}

/** Every script the page loads once a visitor has scrolled through all of it. */
async function totalJs(browser: Browser, url: string): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const scripts = new Set<string>();
  page.on('request', (request) => request.resourceType() === 'script' && scripts.add(request.url()));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByTestId('loading-overlay').and(page.locator('[data-visible="false"]')).waitFor({ state: 'attached' });
  const height = await page.evaluate(() => globalThis.document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => globalThis.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
  await page.close();
  return [...scripts].reduce((total, script) => total + gzipOf(script), 0);
}

async function measure(url: string, browser: Browser, workDir: string) {
  const lhrs: LighthouseResult[] = [];
  for (let run = 0; run < runs; run++) lhrs.push(runLighthouse(url, path.join(workDir, `run-${run}.json`)));
  const loads = lhrs.map(loadOf);
  const score = (id: keyof LighthouseResult['categories']) =>
    median(lhrs.map((lhr) => Math.round(lhr.categories[id].score * 100)));
  const metric = (id: string) => median(lhrs.map((lhr) => lhr.audits[id]!.numericValue));
  return {
    firstLoadJsKiB: kib(median(loads.map((l) => l.firstLoadJs))),
    totalJsKiB: kib(await totalJs(browser, url)),
    cssKiB: kib(median(loads.map((l) => l.css))),
    fontFiles: Math.max(...loads.map((l) => l.fonts)),
    fontKiB: kib(median(loads.map((l) => l.fontBytes))),
    imageKiB: kib(median(loads.map((l) => l.images))),
    transferKiB: kib(median(loads.map((l) => l.transfer))),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndexMs: metric('speed-index'),
  };
}

type Result = Awaited<ReturnType<typeof measure>>;

/** Columns: heading, value, and the budget check (true = within budget). */
const COLUMNS: [heading: string, value: (r: Result) => string, ok?: (r: Result) => boolean][] = [
  ['First-load JS', (r) => `${r.firstLoadJsKiB.toFixed(1)} KiB`, (r) => r.firstLoadJsKiB <= BUDGET.firstLoadJsKiB],
  ['Total JS', (r) => `${r.totalJsKiB.toFixed(1)} KiB`, (r) => r.totalJsKiB <= BUDGET.totalJsKiB],
  ['CSS', (r) => `${r.cssKiB.toFixed(1)} KiB`, (r) => r.cssKiB <= BUDGET.cssKiB],
  ['Fonts', (r) => `${r.fontFiles} (${r.fontKiB.toFixed(0)} KiB)`, (r) => r.fontFiles <= BUDGET.fontFiles],
  ['Images', (r) => `${r.imageKiB.toFixed(0)} KiB`],
  ['Transfer', (r) => `${r.transferKiB.toFixed(0)} KiB`],
  ['Perf', (r) => `${r.performance}`, (r) => r.performance >= BUDGET.performance],
  ['A11y', (r) => `${r.accessibility}`, (r) => r.accessibility >= BUDGET.accessibility],
  ['BP', (r) => `${r.bestPractices}`, (r) => r.bestPractices >= BUDGET.bestPractices],
  ['SEO', (r) => `${r.seo}`, (r) => r.seo >= BUDGET.seo],
  ['LCP', (r) => `${(r.lcpMs / 1000).toFixed(2)} s`, (r) => r.lcpMs <= BUDGET.lcpMs],
  ['TBT', (r) => `${Math.round(r.tbtMs)} ms`, (r) => r.tbtMs <= BUDGET.tbtMs],
  ['CLS', (r) => r.cls.toFixed(3), (r) => r.cls <= BUDGET.cls],
  ['Speed Index', (r) => `${(r.speedIndexMs / 1000).toFixed(2)} s`],
];

function table(rows: readonly [string, Result][]): string {
  const lines = [
    `| Page | ${COLUMNS.map(([heading]) => heading).join(' | ')} |`,
    `| --- | ${COLUMNS.map(() => '---:').join(' | ')} |`,
  ];
  for (const [page, result] of rows) {
    const cells = COLUMNS.map(([, value, ok]) => `${value(result)}${ok && !ok(result) ? ' ✗' : ''}`);
    lines.push(`| ${page} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

async function waitForServer() {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(`${origin}/en/home`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer on ${origin}`);
}

if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'serve.ts')], {
  env: { ...process.env, PORT: String(port) },
  stdio: 'ignore',
});
const workDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
const browser = await chromium.launch({ executablePath: chromePath(), args: ['--no-sandbox'] });
const rows: [string, Result][] = [];
try {
  await waitForServer();
  for (const page of PAGES) {
    process.stderr.write(`measuring ${page} (${runs} Lighthouse runs)…\n`);
    rows.push([page, await measure(`${origin}${page}`, browser, workDir)]);
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(workDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse ${JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile, median of ${runs} runs; sizes in gzip KiB; ✗ = over budget\n`,
);
console.log(table(rows));
const missed = rows.flatMap(([page, result]) =>
  COLUMNS.filter(([, , ok]) => ok && !ok(result)).map(([heading, value]) => `${page}: ${heading} ${value(result)}`),
);
console.log(
  missed.length ? `\nOver budget:\n${missed.map((line) => `- ${line}`).join('\n')}` : '\nEvery page meets every budget.',
);
process.exitCode = missed.length ? 1 : 0;
