// Speed benchmark of the production build, as a busy mid-range phone sees it:
//
//   npm run bench                          build, serve dist/ and measure (about 35 minutes)
//   npm run bench -- --no-build            measure the current dist/
//   npm run bench -- --runs 3              alternated rounds per page and condition (default 5)
//   npm run bench -- --pages /en/home,/ar/home   --conditions busy
//
// Each page is measured against its own static version: the same URL with every script blocked
// (Lighthouse's --blocked-url-patterns=*.js), which is what the prerendered HTML, CSS, fonts and
// images do on their own. Rounds alternate (static, built, static, built …) so that both see the
// same machine, in two conditions: idle, and with one core kept busy by a second process that
// the bench starts and stops itself (visitors' phones are rarely idle).
//
// For each page it prints one table: for the static and the built page, Lighthouse 13 mobile
// (simulated slow 4G, 4× CPU slowdown) performance, FCP, LCP, TBT and CLS as median and spread
// (min–max) in each condition, the difference, and the target; then, at 390 px with the CPU
// slowed 4× in Chromium, the longest task after the first paint. Then one table of sizes and the
// other Lighthouse categories for every page (idle, built), against the speed budget
// (scripts/budget.ts). Every miss is marked ✗, and the bench exits with 1 if there is one, except
// two figures of the first budget that no script can change, which it lists as outstanding:
// first-load JS of 100 KiB, which the fixed libraries alone nearly fill, and LCP of 1.7 s idle
// where the page's static version misses it too. Targets (issue 13, README "Speed"):
// - performance at most 2 points below the static page in both conditions, and at least 98 idle;
// - FCP and LCP within 5 % of the static page, and LCP at most 1.7 s idle;
// - TBT at most 80 ms idle, and at most 50 ms above the static page's when busy;
// - CLS 0; no task over 100 ms after the first paint.
//
// Chromium: $CHROME_PATH, else /usr/bin/chromium, else Playwright's own browser. Lighthouse 13
// says it wants Node 22 but runs on Node 20.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { BUDGET } from './budget';
import { systemChromium } from './engines/browsers';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const ALL_PAGES = ['/en/home', '/ar/home', '/ar/about', '/en/contact', '/ar/blog/ai-education', '/en/services/ai'];
const CONDITIONS = ['idle', 'busy'] as const;
type Condition = (typeof CONDITIONS)[number];

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of rounds');
const pages = option('--pages')?.split(',') ?? ALL_PAGES;
const conditions = (option('--conditions')?.split(',') ?? CONDITIONS) as Condition[];
if (conditions.some((c) => !CONDITIONS.includes(c))) throw new Error(`--conditions takes ${CONDITIONS.join(', ')}`);
const port = Number(process.env.BENCH_PORT ?? 4330);
const origin = `http://127.0.0.1:${port}`;

const chromePath = () => systemChromium() ?? chromium.executablePath();

const kib = (bytes: number) => bytes / 1024;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Gzip size (level 6, as nginx and `npm start` send it) of a built file, by its URL. */
function gzipOf(url: string): number {
  const file = path.join(DIST, decodeURIComponent(new URL(url).pathname));
  return gzipSync(readFileSync(file), { level: 6 }).length;
}

/** The parts of a Lighthouse result (LHR) this script reads. */
interface LighthouseResult {
  categories: Partial<Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>>;
  audits: Record<string, { numericValue: number; details: { items: NetworkRequest[] } }>;
}
interface NetworkRequest {
  url: string;
  resourceType: string;
  transferSize: number;
}

function runLighthouse(url: string, outputPath: string, { blockScripts = false, allCategories = false } = {}): LighthouseResult {
  const cli = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      `--only-categories=${allCategories ? 'performance,accessibility,best-practices,seo' : 'performance'}`,
      ...(blockScripts ? ['--blocked-url-patterns=*.js'] : []),
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath() }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  return JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseResult;
}

/** One Lighthouse run's speed figures. */
function speedOf(lhr: LighthouseResult) {
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: lhr.audits['first-contentful-paint']!.numericValue,
    lcp: lhr.audits['largest-contentful-paint']!.numericValue,
    tbt: lhr.audits['total-blocking-time']!.numericValue,
    cls: lhr.audits['cumulative-layout-shift']!.numericValue,
  };
}
type Speed = ReturnType<typeof speedOf>;
type Metric = keyof Speed;

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

/**
 * The longest task after the first paint, at 390 px with the CPU slowed 4× (Chromium's
 * DevTools protocol), until 4 s after the load event: the page starts, hydrates, hides its first
 * overlay and upgrades its carousels in that time.
 */
async function longestTaskAfterPaint(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const tasks: [number, number][] = [];
    Object.assign(globalThis, { __tasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const longest = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tasks = (globalThis as unknown as { __tasks: [number, number][] }).__tasks;
    return Math.max(0, ...tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration));
  });
  await context.close();
  return longest;
}

/** Keeps one core busy, as another app on a phone would. */
function startBusy(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

interface PageResult {
  speed: Record<Condition, { static: Speed[]; built: Speed[]; longestTask: number[] }>;
  /** Idle, as built: sizes and the other categories (the first round). */
  built?: LighthouseResult;
}

async function measure(url: string, browser: Browser, workDir: string, condition: Condition, result: PageResult) {
  const sample = result.speed[condition];
  for (let round = 0; round < runs; round++) {
    process.stderr.write(`  ${condition}, round ${round + 1} of ${runs}\n`);
    // Alternated, so that a slow spell of the machine falls on both versions.
    const order = round % 2 ? (['built', 'static'] as const) : (['static', 'built'] as const);
    for (const version of order) {
      const first = version === 'built' && condition === 'idle' && !result.built;
      const lhr = runLighthouse(url, path.join(workDir, `${version}-${round}.json`), {
        blockScripts: version === 'static',
        allCategories: first,
      });
      if (first) result.built = lhr;
      sample[version].push(speedOf(lhr));
    }
    sample.longestTask.push(await longestTaskAfterPaint(browser, url));
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const FORMAT: Record<Metric, (value: number) => string> = {
  performance: (v) => `${Math.round(v)}`,
  fcp: (v) => `${(v / 1000).toFixed(2)} s`,
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
};
const LABEL: Record<Metric, string> = { performance: 'Performance', fcp: 'FCP', lcp: 'LCP', tbt: 'TBT', cls: 'CLS' };

/**
 * The target of one figure: its text, and whether the built page meets it (`ok`). `pageBudget` is
 * false where only the first budget's LCP of 1.7 s idle is missed and the static page misses it
 * too: then the HTML, CSS, fonts and pictures miss it, not the scripts (see `outstanding`).
 */
function target(
  metric: Metric,
  condition: Condition,
  staticValue: number,
  built: number,
): { goal: string; ok: boolean; pageBudget?: boolean } {
  switch (metric) {
    case 'performance':
      return condition === 'idle'
        ? { goal: '≥ static − 2, ≥ 98', ok: built >= staticValue - 2 && built >= BUDGET.performance }
        : { goal: '≥ static − 2', ok: built >= staticValue - 2 };
    case 'fcp':
      return { goal: '≤ static + 5 %', ok: built <= staticValue * 1.05 };
    case 'lcp': {
      const withinStatic = built <= staticValue * 1.05;
      if (condition === 'busy') return { goal: '≤ static + 5 %', ok: withinStatic };
      const goal = '≤ static + 5 %, ≤ 1.7 s';
      if (built <= BUDGET.lcpMs || !withinStatic || staticValue <= BUDGET.lcpMs)
        return { goal, ok: withinStatic && built <= BUDGET.lcpMs };
      return { goal, ok: true, pageBudget: false };
    }
    case 'tbt':
      return condition === 'idle'
        ? { goal: '≤ 80 ms', ok: built <= BUDGET.tbtMs }
        : { goal: '≤ static + 50 ms', ok: built <= staticValue + 50 };
    case 'cls':
      return { goal: '0', ok: built <= BUDGET.cls };
  }
}

const spread = (values: readonly number[], format: (v: number) => string) =>
  values.length > 1 ? ` (${format(Math.min(...values))}–${format(Math.max(...values))})` : '';

/** Misses: the run exits with 1 if there is one. */
const missed: string[] = [];
/**
 * The first speed budget's two figures that no script can change, shown with ✗ but not failing the
 * run: first-load JS of 100 KiB, which the fixed libraries alone nearly fill (issue 6 ended blocked
 * on it; docs/decisions.md, "Speed budget"), and LCP of 1.7 s idle where the page's own static
 * version misses it too. Any LCP the scripts make worse is a miss above (within 5 % of static).
 */
const outstanding: string[] = [];

function pageTable(page: string, result: PageResult): string {
  const lines = [
    `### ${page}`,
    '',
    '| Condition | Figure | Static (scripts blocked) | As built | Difference | Target |',
    '| --- | --- | ---: | ---: | ---: | --- |',
  ];
  for (const condition of conditions) {
    const sample = result.speed[condition];
    for (const metric of Object.keys(LABEL) as Metric[]) {
      const format = FORMAT[metric];
      const staticValues = sample.static.map((s) => s[metric]);
      const builtValues = sample.built.map((s) => s[metric]);
      const [staticMedian, builtMedian] = [median(staticValues), median(builtValues)];
      const { goal, ok, pageBudget = true } = target(metric, condition, staticMedian, builtMedian);
      const line = `${page}, ${condition}: ${LABEL[metric]} ${format(builtMedian)} (static ${format(staticMedian)}; ${goal})`;
      if (!ok) missed.push(line);
      if (!pageBudget) outstanding.push(`${line}: the static page misses 1.7 s too`);
      const difference = builtMedian - staticMedian;
      lines.push(
        `| ${condition} | ${LABEL[metric]} | ${format(staticMedian)}${spread(staticValues, format)} | ${format(builtMedian)}${spread(builtValues, format)}${ok && pageBudget ? '' : ' ✗'} | ${difference >= 0 ? '+' : '−'}${format(Math.abs(difference))} | ${goal} |`,
      );
    }
    const tasks = sample.longestTask;
    const longest = median(tasks);
    const ok = longest <= 100;
    if (!ok) missed.push(`${page}, ${condition}: a task of ${Math.round(longest)} ms after the first paint at 4× CPU`);
    lines.push(
      `| ${condition} | Longest task after first paint (390 px, 4× CPU) | | ${Math.round(longest)} ms${spread(tasks, (v) => `${Math.round(v)}`)}${ok ? '' : ' ✗'} | | ≤ 100 ms |`,
    );
  }
  return lines.join('\n');
}

/** Sizes and the other categories, idle, as built. */
const SIZE_COLUMNS: [
  heading: string,
  value: (r: SizeRow) => string,
  ok?: (r: SizeRow) => boolean,
  /** A miss is outstanding, not failing the run (see `outstanding`). */
  outstanding?: true,
][] = [
  ['First-load JS', (r) => `${r.firstLoadJsKiB.toFixed(1)} KiB`, (r) => r.firstLoadJsKiB <= BUDGET.firstLoadJsKiB, true],
  ['Total JS', (r) => `${r.totalJsKiB.toFixed(1)} KiB`, (r) => r.totalJsKiB <= BUDGET.totalJsKiB],
  ['CSS', (r) => `${r.cssKiB.toFixed(1)} KiB`, (r) => r.cssKiB <= BUDGET.cssKiB],
  ['Fonts', (r) => `${r.fontFiles} (${r.fontKiB.toFixed(0)} KiB)`, (r) => r.fontFiles <= BUDGET.fontFiles],
  ['Images', (r) => `${r.imageKiB.toFixed(0)} KiB`],
  ['Transfer', (r) => `${r.transferKiB.toFixed(0)} KiB`],
  ['A11y', (r) => `${r.accessibility}`, (r) => r.accessibility >= BUDGET.accessibility],
  ['BP', (r) => `${r.bestPractices}`, (r) => r.bestPractices >= BUDGET.bestPractices],
  ['SEO', (r) => `${r.seo}`, (r) => r.seo >= BUDGET.seo],
];
interface SizeRow {
  firstLoadJsKiB: number;
  totalJsKiB: number;
  cssKiB: number;
  fontFiles: number;
  fontKiB: number;
  imageKiB: number;
  transferKiB: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

async function sizeRow(lhr: LighthouseResult, browser: Browser, url: string): Promise<SizeRow> {
  const load = loadOf(lhr);
  const score = (id: 'accessibility' | 'best-practices' | 'seo') => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    firstLoadJsKiB: kib(load.firstLoadJs),
    totalJsKiB: kib(await totalJs(browser, url)),
    cssKiB: kib(load.css),
    fontFiles: load.fonts,
    fontKiB: kib(load.fontBytes),
    imageKiB: kib(load.images),
    transferKiB: kib(load.transfer),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
}

function sizeTable(rows: readonly [string, SizeRow][]): string {
  const lines = [
    `| Page | ${SIZE_COLUMNS.map(([heading]) => heading).join(' | ')} |`,
    `| --- | ${SIZE_COLUMNS.map(() => '---:').join(' | ')} |`,
  ];
  for (const [page, row] of rows) {
    const cells = SIZE_COLUMNS.map(([heading, value, ok, isOutstanding]) => {
      const fine = !ok || ok(row);
      if (!fine && isOutstanding)
        outstanding.push(`${page}: ${heading} ${value(row)}: the fixed libraries alone nearly fill 100 KiB`);
      else if (!fine) missed.push(`${page}: ${heading} ${value(row)}`);
      return `${value(row)}${fine ? '' : ' ✗'}`;
    });
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
const results = new Map<string, PageResult>();
const sizes: [string, SizeRow][] = [];
let busy: ChildProcess | undefined;
const stopBusy = () => busy?.kill('SIGKILL');
process.on('exit', stopBusy);
const started = Date.now();
try {
  await waitForServer();
  for (const condition of conditions) {
    busy = condition === 'busy' ? startBusy() : undefined;
    for (const page of pages) {
      process.stderr.write(`measuring ${page} (${condition})…\n`);
      const result = results.get(page) ?? {
        speed: { idle: { static: [], built: [], longestTask: [] }, busy: { static: [], built: [], longestTask: [] } },
      };
      results.set(page, result);
      await measure(`${origin}${page}`, browser, workDir, condition, result);
    }
    stopBusy();
  }
  for (const page of pages) {
    const built = results.get(page)?.built;
    if (built) sizes.push([page, await sizeRow(built, browser, `${origin}${page}`)]);
  }
} finally {
  stopBusy();
  await browser.close();
  server.kill();
  rmSync(workDir, { recursive: true, force: true });
}

const version = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;
console.log(
  `\nLighthouse ${version}, mobile; median of ${runs} alternated rounds (spread: min–max); conditions: ${conditions.join(', ')}; ` +
    `${Math.round((Date.now() - started) / 60000)} minutes; ✗ = target missed\n`,
);
for (const page of pages) console.log(`${pageTable(page, results.get(page)!)}\n`);
if (sizes.length) console.log(`### Sizes and other categories (idle, as built; gzip)\n\n${sizeTable(sizes)}\n`);
if (outstanding.length)
  console.log(
    `Outstanding from the first speed budget (✗ above; not failing the run):\n${outstanding.map((line) => `- ${line}`).join('\n')}\n`,
  );
console.log(missed.length ? `Missed:\n${missed.map((line) => `- ${line}`).join('\n')}` : 'Every page meets every target.');
process.exitCode = missed.length ? 1 : 0;
