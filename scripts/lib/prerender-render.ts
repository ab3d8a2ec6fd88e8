// The part of the prerender that renders documents (scripts/prerender.ts): what the build knows of
// each page's files (from Vite's manifest) and the server build's render(), for the workers that
// render the pages side by side (scripts/prerender-worker.ts) as well as the main script.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { HERO_IMAGE } from '../../src/content/images';
import { SPEC } from '../../src/lib/constants';
import { DEFAULT_LANG, LANGUAGES, scriptOf, type Lang } from '../../src/lib/language/languages';
import { SCRIPTS } from '../../src/lib/language/scripts';
import { langOfPath } from '../../src/lib/paths';
import type { BuildAssets } from '../../src/entry-server';
import { pageFile } from './routing';

/** What one page loads, for the budget check (scripts/check-budget.ts), in .build/pages.json. */
export interface PageBudget {
  firstLoad: string[];
  css: string[];
  later: string[];
  fonts: string[];
}

/** One document to render: a page, a 404 page (into its own file, `dataPath` ""), or an entry page. */
export type Job =
  { kind: 'page'; url: string } | { kind: 'notFound'; file: string; url: string } | { kind: 'entry'; url: string };

/** What a worker is given: its share of the documents and the blog's data files they read. */
export interface WorkerInput {
  jobs: readonly Job[];
  blogFiles: ReadonlyMap<string, unknown>;
}

export const root = path.resolve(import.meta.dirname, '..', '..');
export const dist = path.join(root, 'dist');
// The server build of src/entry-server.tsx (it imports CSS, assets and locale files through Vite).
export const ssr: typeof import('../../src/entry-server') = await import(
  pathToFileURL(path.join(root, 'dist-ssr/entry-server.js')).href
);
const manifest: Manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entry = manifest['index.html'];
if (!entry) throw new Error('the build manifest has no index.html entry');

/** A chunk's static imports, depth first, each once (manifest ids). */
function staticImports(id: string, seen = new Set<string>()): string[] {
  const ids: string[] = [];
  for (const imported of manifest[id]?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    ids.push(imported, ...staticImports(imported, seen));
  }
  return ids;
}
const entryScript = `/${entry.file}`;
/**
 * The entry's imports and the app it starts in steps (src/entry-client.tsx), as manifest ids:
 * all of it is preloaded at once, so the steps wait on no round trip. Locale files and pages are
 * not the entry's own: each page preloads its own (routeModules).
 */
const entryChunks = new Set([
  ...staticImports('index.html'),
  ...(entry.dynamicImports ?? []).flatMap((id) => [id, ...staticImports(id)]),
]);
const entryPreloads = [...entryChunks].map((id) => `/${manifest[id]!.file}`);
const entryStyles = (entry.css ?? []).map((file) => `/${file}`);

// The app's scripts are not in the HTML: src/boot.js (a small deferred script, written to
// dist/assets/ under a content hash) adds them once the page has loaded and painted, so the
// stylesheet, the fonts and the hero picture have the connection to themselves first.
// (The main script writes the file; each worker only needs its name.)
export const bootSource = await readFile(path.join(root, 'src', 'boot.js'));
export const bootFile = `/assets/boot-${createHash('sha256').update(bootSource).digest('base64url').slice(0, 8)}.js`;

/** What each page rendered here loads. */
const budgetReport: Record<string, PageBudget> = {};

/**
 * JS and CSS of the given source modules (and their static imports) that the entry lacks, and
 * the chunks they may import later on their own (Swiper, animations), locale files aside.
 */
function assetsOf(sources: readonly string[]) {
  const js = new Set<string>();
  const css = new Set<string>();
  const lazy = new Set<string>();
  const seen = new Set(['index.html', ...entryChunks]);
  const later: string[] = [];
  const visit = (id: string, into: Set<string>) => {
    if (seen.has(id)) return;
    seen.add(id);
    const chunk = manifest[id];
    if (!chunk) throw new Error(`${id} is not in the build manifest`);
    into.add(chunk.file);
    for (const file of chunk.css ?? []) (into === js ? css : lazy).add(file);
    for (const imported of chunk.imports ?? []) visit(imported, into);
    later.push(...(chunk.dynamicImports ?? []).filter((dynamic) => !dynamic.startsWith('locales/')));
  };
  sources.forEach((id) => visit(id, js));
  while (later.length) visit(later.shift()!, lazy);
  return { js: [...js], css: [...css], lazy: [...lazy] };
}

/**
 * The font files a language paints its first screen with, its script's `fonts` (SCRIPTS): Inter for
 * English; Cairo for Arabic, with Inter for the Latin characters in it (spaces, digits,
 * punctuation, names), preloaded too so that it never arrives late and reflows the text.
 */
const fontFile = (name: string) => {
  const file = entry.assets?.find((asset) => asset.includes(name));
  if (!file) throw new Error(`no ${name} font in the build`);
  return `/${file}`;
};
const pageFonts = new Map(LANGUAGES.map((lang) => [lang, SCRIPTS[scriptOf(lang)].fonts.map(fontFile)]));
const fontsOf = (lang: Lang) => pageFonts.get(lang) ?? [];
/** Every language's fonts, once each (the entry pages paint a few words in each). */
const allFonts = [...new Set([...pageFonts.values()].flat())];

/** The build's part of a page's document: preloads, stylesheets and the boot script. */
function pageAssets(url: string, lang: Lang): BuildAssets {
  const { js, css, lazy } = assetsOf(ssr.routeModules(url));
  const scripts = js.map((file) => `/${file}`);
  const stylesheets = [...entryStyles, ...css.map((file) => `/${file}`)];
  budgetReport[url] = {
    firstLoad: [entryScript, ...entryPreloads, ...scripts],
    css: stylesheets,
    later: lazy.map((file) => `/${file}`),
    fonts: fontsOf(lang),
  };
  return {
    fonts: fontsOf(lang),
    image: { srcSet: HERO_IMAGE.srcSetAvif, type: 'image/avif', sizes: '100vw' },
    stylesheets,
    boot: {
      src: bootFile,
      entry: entryScript,
      preload: [...entryPreloads, ...scripts],
      overlayMs: SPEC.loadingOverlay.initialMs,
    },
  };
}

/** The folders write() has made, each asked for once. */
const made = new Map<string, Promise<unknown>>();

export async function write(file: string, content: string) {
  const target = path.join(dist, file);
  const folder = path.dirname(target);
  let making = made.get(folder);
  if (!making) made.set(folder, (making = mkdir(folder, { recursive: true })));
  await making;
  await writeFile(target, content);
}

export const langOf = (url: string): Lang => langOfPath(url) ?? DEFAULT_LANG;

// Entry pages: "/" and the unprefixed path of every page and alias (/home, /services/ai,
// /technologies, …). From the HTML alone each shows a heading and a link to its page in each
// language; the script then picks the language and replaces the URL. Each paints a few words in
// every language, so it loads every language's fonts and `common` namespace. dist/index.html also
// answers unprefixed paths without a page of their own (the rules' 200 rewrite): its links lead to
// the home pages, and the browser renders the links of the path it is at.
function entryAssets(url: string): BuildAssets {
  const { js } = assetsOf(ssr.routeModules(url));
  return {
    fonts: allFonts,
    stylesheets: entryStyles,
    boot: {
      src: bootFile,
      entry: entryScript,
      preload: [...entryPreloads, ...js.map((file) => `/${file}`)],
      overlayMs: SPEC.loadingOverlay.initialMs,
    },
  };
}
/**
 * Renders and writes the jobs, one after another; returns what each page loads. A page or entry
 * page is the file of its URL (pageFile: /en/home → dist/en/home.html, / → dist/index.html), which
 * every host serves at the URL itself (scripts/lib/routing.ts).
 */
export async function renderJobs({ jobs, blogFiles }: WorkerInput): Promise<Record<string, PageBudget>> {
  ssr.setBlogDataFiles(blogFiles);
  // A document is written while the next one renders: the thread does not wait on the disk.
  let writing: Promise<void> = Promise.resolve();
  for (const job of jobs) {
    let file: string;
    let html: string;
    if (job.kind === 'page') {
      file = pageFile(job.url);
      html = await ssr.render(job.url, { assets: pageAssets(job.url, langOf(job.url)), dataPath: job.url });
    } else if (job.kind === 'notFound') {
      file = job.file;
      // data-path="" makes the browser render the real route (e.g. "Service not found") afresh.
      html = await ssr.render(job.url, { assets: pageAssets(job.url, langOf(job.url)), dataPath: '' });
    } else {
      file = pageFile(job.url);
      html = await ssr.render(job.url, { assets: entryAssets(job.url), dataPath: job.url });
    }
    await writing;
    writing = write(file, html);
  }
  await writing;
  return budgetReport;
}
