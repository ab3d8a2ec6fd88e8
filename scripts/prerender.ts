// Renders every route of both languages to static HTML after the client and SSR builds.
// dist/<lang>/<route>/index.html per page, 404 pages, redirect pages, the unprefixed entry pages
// and dist/_redirects (Netlify syntax). React renders every document whole (src/app/Document.tsx);
// this script only supplies what the build knows: the files each page needs, from Vite's manifest.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { prerenderPaths } from '../src/app/prerenderPaths';
import { loadPosts } from '../src/content/postFiles';
import { HERO_IMAGE } from '../src/content/images.generated';
import { SITE } from '../src/content/site';
import { SPEC } from '../src/lib/constants';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../src/lib/language/languages';
import { feedPath, langOfPath, localizedPath, unprefixedPath } from '../src/lib/paths';
import type { BuildAssets } from '../src/entry-server';
import enCommon from '../locales/en/common.json';
import { renderFeed } from './lib/feeds';
import { entryPaths, redirectPages, renderNetlifyRedirects, routingRules } from './lib/routing';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
// The server build of src/entry-server.tsx (it imports CSS, assets and locale files through Vite).
const ssr: typeof import('../src/entry-server') = await import(pathToFileURL(path.join(root, 'dist-ssr/entry-server.js')).href);
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
const bootSource = await readFile(path.join(root, 'src', 'boot.js'));
const bootFile = `/assets/boot-${createHash('sha256').update(bootSource).digest('base64url').slice(0, 8)}.js`;
await writeFile(path.join(dist, bootFile), bootSource);

/** What each page loads, for the budget check (scripts/check-budget), in .build/pages.json. */
const budgetReport: Record<string, { firstLoad: string[]; css: string[]; later: string[]; fonts: string[] }> = {};

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
 * The font files a language paints its first screen with: Inter for English; Cairo for Arabic,
 * with Inter for the Latin characters in it (spaces, digits, punctuation, names), preloaded too
 * so that it never arrives late and reflows the text.
 */
const fontFile = (name: string) => {
  const file = entry.assets?.find((asset) => asset.includes(name));
  if (!file) throw new Error(`no ${name} font in the build`);
  return `/${file}`;
};
const inter = fontFile('inter-latin');
const cairo = fontFile('cairo-arabic');
const pageFonts: Record<Lang, string[]> = { en: [inter], ar: [cairo, inter] };

/** The build's part of a page's document: preloads, stylesheets and the boot script. */
function pageAssets(url: string, lang: Lang): BuildAssets {
  const { js, css, lazy } = assetsOf(ssr.routeModules(url));
  const scripts = js.map((file) => `/${file}`);
  const stylesheets = [...entryStyles, ...css.map((file) => `/${file}`)];
  budgetReport[url] = {
    firstLoad: [entryScript, ...entryPreloads, ...scripts],
    css: stylesheets,
    later: lazy.map((file) => `/${file}`),
    fonts: pageFonts[lang],
  };
  return {
    fonts: pageFonts[lang],
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

async function write(file: string, content: string) {
  const target = path.join(dist, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
}

const langOf = (url: string): Lang => langOfPath(url) ?? DEFAULT_LANG;

const started = Date.now();
const pages = prerenderPaths();
for (const pagePath of pages) {
  const html = await ssr.render(pagePath, { assets: pageAssets(pagePath, langOf(pagePath)), dataPath: pagePath });
  await write(path.join(pagePath, 'index.html'), html);
}

// 404 pages: one per language and a neutral one (English) for paths without a language.
// data-path="" makes the browser render the real route (e.g. "Service not found") afresh.
for (const [file, url] of [['404.html', '/404'], ...LANGUAGES.map((l) => [`${l}/404.html`, `/${l}/404`])] as const) {
  await write(file, await ssr.render(url, { assets: pageAssets(url, langOf(url)), dataPath: '' }));
}

// Entry pages: "/" and the unprefixed path of every page and alias (/home, /services/ai,
// /technologies, …). From the HTML alone each shows a heading and a link to its page in each
// language; the script then picks the language and replaces the URL. Each paints a few words in
// every language, so it loads every language's fonts and `common` namespace. dist/index.html also
// answers unprefixed paths without a page of their own (the rules' 200 rewrite): its links lead to
// the home pages, and the browser renders the links of the path it is at.
function entryAssets(url: string): BuildAssets {
  const { js } = assetsOf(ssr.routeModules(url));
  return {
    fonts: [inter, cairo],
    stylesheets: entryStyles,
    boot: {
      src: bootFile,
      entry: entryScript,
      preload: [...entryPreloads, ...js.map((file) => `/${file}`)],
      overlayMs: SPEC.loadingOverlay.initialMs,
    },
  };
}
const entries = entryPaths(pages);
for (const entryPath of entries) {
  const html = await ssr.render(entryPath, { assets: entryAssets(entryPath), dataPath: entryPath });
  await write(path.join(entryPath, 'index.html'), html);
}

// Redirects (language roots, navigation aliases, the language-picking entry points), from the
// one routing table (scripts/lib/routing.ts, which nginx's and npm start's rules also come from),
// and one static redirect page per redirected path, for hosts that cannot read _redirects.
const rules = routingRules();
await write('_redirects', renderNetlifyRedirects(rules));
for (const { from, to } of redirectPages(pages)) await write(path.join(from, 'index.html'), await ssr.renderRedirect(to));

// The blog's data files (src/content/postData.ts): the lists and every post, per language.
for (const [file, data] of ssr.postFiles) await write(file, JSON.stringify(data));

// The blog's Atom feed per language (scripts/lib/feeds.ts), which every page's head links to.
for (const lang of LANGUAGES) await write(feedPath(lang), renderFeed(lang));

// sitemap.xml (both languages, with alternates), robots.txt and the web app manifest.
const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const abs = (p: string) => `${SITE.origin}${p}`;
const homeRest = unprefixedPath(localizedPath('en', { id: 'home' }));
const urlEntry = (pagePath: string) => {
  const rest = unprefixedPath(pagePath);
  const links = [
    ...LANGUAGES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(abs(`/${l}${rest}`))}" />`),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(abs(rest === homeRest ? '/' : rest))}" />`,
  ];
  return `  <url>\n    <loc>${escapeXml(abs(pagePath))}</loc>\n${links.join('\n')}\n  </url>`;
};
// A preview build's drafts and scheduled posts (noindex pages) are not offered to search engines.
const unpublished = new Set(
  loadPosts()
    .posts.filter((post) => !post.live)
    .map((post) => localizedPath('en', { id: 'blogPost', params: { slug: post.slug } })),
);
const english = pages.filter((p) => p.startsWith('/en/') && !unpublished.has(p));
await write(
  'sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${LANGUAGES.flatMap((l) => english.map((p) => urlEntry(`/${l}${unprefixedPath(p)}`))).join('\n')}\n</urlset>\n`,
);
await write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${abs('/sitemap.xml')}\n`);
await write(
  'manifest.webmanifest',
  JSON.stringify(
    {
      name: enCommon.brand.name,
      short_name: enCommon.brand.name,
      description: enCommon.brand.tagline,
      start_url: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#172254',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  ),
);

await mkdir(path.join(root, '.build'), { recursive: true });
await writeFile(path.join(root, '.build', 'pages.json'), `${JSON.stringify(budgetReport, null, 2)}\n`);
await rm(path.join(root, 'dist-ssr'), { recursive: true, force: true });
// The build manifest has served its purpose; it is not part of the site.
await rm(path.join(dist, '.vite'), { recursive: true, force: true });
console.log(
  `prerendered ${pages.length} pages, ${entries.length} entry pages, ${rules.length} redirect rules in ${Date.now() - started} ms`,
);
