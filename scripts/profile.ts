// `npm run profile`: where a busy phone's main thread spends its time on a page, from navigation to
// the app being interactive (docs/speed.md, "Where the time goes"). Each page is loaded in Chromium
// at 390 × 844 (touch, mobile) with the CPU slowed 4× while a second process keeps one core busy,
// and traced (Chrome's trace events, as DevTools' Performance panel records them). The main
// thread's time until the app has started (html[data-hydrated]) and the network has been quiet for
// 1 s is shared out, by each event's own time (its children's taken out):
// - script, per chunk, from V8's sampling profiler: the time in each file of dist/assets (by the
//   chunk's name, its hash dropped): `client` is React and react-dom (hydration is most of it),
//   `libraries` React Router and i18next, `startApp` the site's own start, and so on;
// - parsing HTML, style (recalculation), layout, paint (pre-paint, paint, layers), garbage
//   collection, and the rest (tasks of the browser's own).
// Prints a table per page, the median of the runs, and the longest task after the first paint.
//
//   npm run profile                                 (the built dist/; `npm run build` first)
//   npm run profile -- --runs 5 --pages /en/home,/ar/about
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { systemChromium } from './lib/browsers';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 && argv[index + 1] ? argv[index + 1]! : fallback;
};
const RUNS = Number(option('runs', '3'));
const PAGES = option('pages', '/en/home,/ar/home').split(',');
const PORT = Number(process.env.PORT ?? 4174);
const root = path.resolve(import.meta.dirname, '..');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** args.data.url, where the event names a script. */
  url?: string;
  /** The event's id (a Profile and its ProfileChunks share one), and its args.data (ProfileChunk: the samples). */
  id?: string;
  data?: Record<string, unknown> | null;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

/** A trace event as the protocol sends it (typed there as strings only), read field by field. */
function toEvent(raw: unknown): TraceEvent | null {
  const event = record(raw);
  if (!event || typeof event.name !== 'string' || typeof event.ph !== 'string') return null;
  const url = record(record(event.args)?.data)?.url;
  return {
    name: event.name,
    cat: String(event.cat ?? ''),
    ph: event.ph,
    ts: Number(event.ts),
    dur: event.dur === undefined ? undefined : Number(event.dur),
    pid: Number(event.pid),
    tid: Number(event.tid),
    url: typeof url === 'string' ? url : undefined,
    id: event.id === undefined ? undefined : String(event.id),
    data: event.name === 'ProfileChunk' || event.name === 'Profile' ? record(record(event.args)?.data) : null,
  };
}

/**
 * JavaScript time by chunk, from V8's sampling profiler in the trace (ProfileChunk events): each
 * sample's interval goes to the script of the function it was in, or of its nearest caller that
 * has one; samples in no script of the site's (the idle and garbage-collector nodes, natives) are
 * left out. Only samples from `start` to `end` (trace time, µs) count.
 */
function scriptBySamples(events: TraceEvent[], pid: number, start: number, end: number): Map<string, number> {
  const totals = new Map<string, number>();
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid);
  if (!profile) return totals;
  let time = Number(record(profile.data)?.startTime ?? 0);
  const parents = new Map<number, number>();
  const urls = new Map<number, string>();
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.id === profile.id)) {
    const cpuProfile = record(chunk.data?.cpuProfile);
    for (const node of (cpuProfile?.nodes as unknown[] | undefined) ?? []) {
      const n = record(node);
      if (!n) continue;
      const id = Number(n.id);
      if (n.parent !== undefined) parents.set(id, Number(n.parent));
      const url = record(n.callFrame)?.url;
      if (typeof url === 'string' && url) urls.set(id, url);
    }
    const samples = (cpuProfile?.samples as unknown[] | undefined) ?? [];
    const deltas = (chunk.data?.timeDeltas as unknown[] | undefined) ?? [];
    samples.forEach((sample, index) => {
      const delta = Number(deltas[index] ?? 0);
      time += delta;
      if (time < start || time > end) return;
      let node: number | undefined = Number(sample);
      while (node !== undefined && !urls.has(node)) node = parents.get(node);
      const url = node === undefined ? undefined : urls.get(node);
      if (!url) return;
      const file =
        /\/assets\/([\w-]+?)-[\w-]{8}\.js/.exec(url)?.[1] ?? (url.includes('/assets/') ? 'other chunk' : 'the page (inline)');
      // The interval until the next sample is the one this sample stands for: use this delta as its length.
      totals.set(`script: ${file}`, (totals.get(`script: ${file}`) ?? 0) + Number(deltas[index + 1] ?? delta) / 1000);
    });
  }
  return totals;
}

/** The bucket of a trace event on the main thread, or null for one whose time goes to its parent. */
function bucketOf(event: TraceEvent): string | null {
  const url = event.url ?? '';
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
    case 'FunctionCall':
    case 'V8.ParseOnBackground': {
      const file = /\/assets\/([\w-]+?)-[\w-]{8}\.js/.exec(url)?.[1] ?? (url.includes('/assets/') ? 'other chunk' : null);
      return file ? `script: ${file}` : event.name === 'FunctionCall' ? null : 'script: inline or extension';
    }
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
    case 'ParseAuthorStyleSheet':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'PrePaint':
    case 'Paint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'CompositeLayers':
    case 'Commit':
      return 'paint';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GCScavenger':
    case 'V8.GCFinalizeMC':
    case 'BlinkGC.AtomicPhase':
      return 'garbage collection';
    case 'RunTask':
    case 'ThreadControllerImpl::RunTask':
      return 'browser tasks';
    default:
      return null;
  }
}

/** Each bucket's own time (ms) among the main thread's complete events that start before `end`. */
function breakdown(events: TraceEvent[], end: number): Map<string, number> {
  const spans = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined && event.ts < end)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const totals = new Map<string, number>();
  // A stack of open spans: each span's own time is its length less its children's.
  const stack: { end: number; bucket: string | null; own: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= upTo) {
      const done = stack.pop()!;
      // An event of no bucket of its own gives its time to the nearest one around it.
      const bucket = done.bucket ?? [...stack].reverse().find((span) => span.bucket)?.bucket ?? 'browser tasks';
      totals.set(bucket, (totals.get(bucket) ?? 0) + done.own / 1000);
    }
  };
  for (const span of spans) {
    close(span.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.own -= span.dur!;
    stack.push({ end: span.ts + span.dur!, bucket: bucketOf(span), own: span.dur! });
  }
  close(Number.POSITIVE_INFINITY);
  return totals;
}

async function profileOnce(url: string) {
  const browser = await chromium.launch({
    executablePath: systemChromium() ?? undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.documentElement.hasAttribute('data-hydrated')) {
          (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.timeOrigin + performance.now();
          observer.disconnect();
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (payload) => {
      for (const raw of payload.value) {
        const event = toEvent(raw);
        if (event) events.push(event);
      }
    });
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing,loading,v8,disabled-by-default-v8.cpu_profiler',
      transferMode: 'ReportEvents',
    });
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const { hydratedAt, timeOrigin } = await page.evaluate(() => ({
      hydratedAt: (window as unknown as { __hydratedAt: number }).__hydratedAt,
      timeOrigin: performance.timeOrigin,
    }));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;

    // The page's renderer main thread: the one that parsed the page's HTML.
    const parse = events.find((event) => event.name === 'ParseHTML' && event.ph === 'X');
    if (!parse) throw new Error('no ParseHTML event in the trace');
    const main = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid);
    const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === parse.pid);
    const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid);
    const start = navigation?.ts ?? Math.min(...main.map((event) => event.ts));
    // Trace time is microseconds on its own clock; the navigation started at timeOrigin there.
    const end = start + (hydratedAt - timeOrigin) * 1000;
    const tasks = main.filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.dur);
    const longestAfterFcp = Math.max(0, ...tasks.filter((task) => fcp && task.ts >= fcp.ts).map((task) => task.dur! / 1000));
    // Script time from the samples (by chunk), the rest of the main thread's time from its events.
    const totals = breakdown(main, end);
    const scripts = scriptBySamples(events, parse.pid, start, end);
    const scriptMs = [...scripts.values()].reduce((sum, ms) => sum + ms, 0);
    const traced = [...totals].filter(([bucket]) => bucket.startsWith('script: ') || bucket === 'browser tasks');
    const tracedMs = traced.reduce((sum, [, ms]) => sum + ms, 0);
    for (const [bucket] of traced) totals.delete(bucket);
    for (const [bucket, ms] of scripts) totals.set(bucket, ms);
    // What the events and the samples leave: the browser's own work between them.
    totals.set('browser tasks and unsampled script', Math.max(0, tracedMs - scriptMs));
    return {
      totals,
      fcpMs: fcp ? (fcp.ts - start) / 1000 : NaN,
      interactiveMs: (end - start) / 1000,
      longestAfterFcp,
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), LEADS_DB: path.join(root, 'data', 'profile-leads.sqlite') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await once(server.stdout!, 'data');
// The second process that keeps one core busy, as a phone's other apps do.
const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
try {
  for (const pagePath of PAGES) {
    const runs: Awaited<ReturnType<typeof profileOnce>>[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await profileOnce(`http://127.0.0.1:${PORT}${pagePath}`));
    const buckets = [...new Set(runs.flatMap((run) => [...run.totals.keys()]))];
    const rows = buckets
      .map((bucket) => ({ bucket, ms: median(runs.map((run) => run.totals.get(bucket) ?? 0)) }))
      .filter((row) => row.ms >= 1)
      .sort((a, b) => b.ms - a.ms);
    const all = rows.reduce((sum, row) => sum + row.ms, 0);
    console.log(
      `\n${pagePath}, 390 px, CPU 4× slower, one core busy: ${RUNS} runs, medians. First paint at ${median(runs.map((run) => run.fcpMs)).toFixed(0)} ms, ` +
        `the app started at ${median(runs.map((run) => run.interactiveMs)).toFixed(0)} ms; longest task after the first paint ${median(runs.map((run) => run.longestAfterFcp)).toFixed(0)} ms.`,
    );
    console.log('| main thread, until the app has started | ms | share |\n|---|---:|---:|');
    for (const row of rows) console.log(`| ${row.bucket} | ${row.ms.toFixed(0)} | ${((row.ms / all) * 100).toFixed(0)} % |`);
    console.log(`| all | ${all.toFixed(0)} | |`);
  }
} finally {
  busy.kill();
  server.kill();
}
