// Renders every route of both languages to static HTML after the client and SSR builds.
// dist/<lang>/<route>/index.html per page, 404 pages, redirect pages, the unprefixed entry page
// and dist/_redirects (Netlify syntax, also read by scripts/serve.mjs).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const ssr = await import(pathToFileURL(path.join(root, 'dist-ssr/entry-server.js')).href);
const { render, prerenderPaths, routeModules, ALIASES, ROUTES, localizedPath, LANGUAGES, LANG_META, SITE, OG_IMAGE, HERO_IMAGE, SPEC } = ssr;
const common = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (l) => [l, JSON.parse(await readFile(path.join(root, 'locales', l, 'common.json'), 'utf8'))])),
);
const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entry = manifest['index.html'];

// The app's scripts are not in the HTML: src/boot.js (a small deferred script, written to
// dist/assets/ under a content hash) adds them once the page has loaded and painted, so the
// stylesheet, the fonts and the hero picture have the connection to themselves first.
const builtIndex = await readFile(path.join(dist, 'index.html'), 'utf8');
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(builtIndex)?.[1];
if (!entryScript) throw new Error('dist/index.html has no entry module script');
const entryPreloads = [...builtIndex.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const template = builtIndex
  .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
  .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, '<!--app-boot-->');
const entryStyles = [...builtIndex.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
/** What each page loads, for the budget check (scripts/check-budget.mjs), in .build/pages.json. */
const budgetReport = {};
const bootSource = await readFile(path.join(root, 'src', 'boot.js'));
const bootFile = `/assets/boot-${createHash('sha256').update(bootSource).digest('base64url').slice(0, 8)}.js`;
await writeFile(path.join(dist, bootFile), bootSource);
const bootTag = (scripts) =>
  `<script defer src="${bootFile}" data-entry="${entryScript}" data-preload="${[...entryPreloads, ...scripts].join(' ')}" data-overlay-ms="${SPEC.loadingOverlay.initialMs}"></script>`;

const escape = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const abs = (p) => `${SITE.origin}${p}`;
const unprefixed = (p) => p.replace(/^\/(en|ar)(?=\/|$)/, '') || '/';
const xDefault = (p) => (unprefixed(p) === `/${ROUTES.home}` ? '/' : unprefixed(p));

function alternates(pagePath) {
  const rest = unprefixed(pagePath);
  return [
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${escape(abs(`/${l}${rest}`))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escape(abs(xDefault(pagePath)))}" />`,
  ].join('\n    ');
}

/**
 * JS and CSS of the given source modules (and their static imports) that the entry lacks, and
 * the chunks they may import later on their own (Swiper, animations), locale files aside.
 */
function assetsOf(sources) {
  const js = new Set();
  const css = new Set();
  const lazy = new Set();
  const seen = new Set(['index.html', ...(entry.imports ?? [])]);
  const later = [];
  const visit = (id, into) => {
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
  while (later.length) visit(later.shift(), lazy);
  return { js: [...js], css: [...css], lazy: [...lazy] };
}

/**
 * The font files a language paints its first screen with: Inter for English; Cairo for Arabic,
 * with Inter for the Latin characters in it (spaces, digits, punctuation, names), preloaded too
 * so that it never arrives late and reflows the text.
 */
const inter = entry.assets.find((a) => a.includes('inter-latin'));
const cairo = entry.assets.find((a) => a.includes('cairo-arabic'));
const pageFonts = { en: [inter], ar: [cairo, inter] };

/** The page's preloads and stylesheets, and the scripts it needs besides the entry's. */
function pageAssets(url, lang) {
  const { js, css, lazy } = assetsOf(routeModules(url));
  budgetReport[url] = {
    firstLoad: [entryScript, ...entryPreloads, ...js.map((file) => `/${file}`)],
    css: [...entryStyles, ...css.map((file) => `/${file}`)],
    later: lazy.map((file) => `/${file}`),
    fonts: pageFonts[lang].map((font) => `/${font}`),
  };
  const head = [
    ...pageFonts[lang].map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}" />`),
    // Every page opens on the hero picture: fetch it with the HTML, not after the CSS.
    `<link rel="preload" as="image" type="image/avif" imagesrcset="${HERO_IMAGE.srcSetAvif}" imagesizes="100vw" fetchpriority="high" />`,
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
  ];
  return { head, scripts: js.map((file) => `/${file}`) };
}

/** The company as schema.org Organization (every page). */
function organization(lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: common[lang].brand.name,
    url: abs(localizedPath(lang, { id: 'home' })),
    logo: abs('/icons/icon-512.png'),
    email: SITE.email,
    telephone: SITE.phone,
    address: { '@type': 'PostalAddress', addressLocality: 'Dammam', addressRegion: 'Eastern Province', addressCountry: 'SA' },
    contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', telephone: SITE.phone, email: SITE.email, availableLanguage: ['en', 'ar'] }],
    sameAs: Object.values(SITE.social),
  };
}

/** JSON inside <script>: "<" is escaped so no text can close the element. */
const jsonScript = (data) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

function shareTags(meta, lang, pagePath) {
  const image = meta.image ?? OG_IMAGE.src;
  const other = LANGUAGES.filter((l) => l !== lang);
  return [
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="${escape(common[lang].brand.name)}" />`,
    `<meta property="og:title" content="${escape(meta.title)}" />`,
    `<meta property="og:description" content="${escape(meta.description)}" />`,
    `<meta property="og:url" content="${escape(abs(pagePath))}" />`,
    `<meta property="og:image" content="${escape(abs(image))}" />`,
    ...(meta.image ? [] : [`<meta property="og:image:width" content="${OG_IMAGE.width}" />`, `<meta property="og:image:height" content="${OG_IMAGE.height}" />`]),
    `<meta property="og:locale" content="${LANG_META[lang].ogLocale}" />`,
    ...other.map((l) => `<meta property="og:locale:alternate" content="${LANG_META[l].ogLocale}" />`),
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escape(meta.title)}" />`,
    `<meta name="twitter:description" content="${escape(meta.description)}" />`,
    `<meta name="twitter:image" content="${escape(abs(image))}" />`,
  ];
}

function documentFor({ html, meta, lang, dataPath, head, scripts = [] }) {
  if (!meta) throw new Error(`No page meta rendered for ${dataPath}`);
  const tags = [
    `<title>${escape(meta.title)}</title>`,
    `<meta name="description" content="${escape(meta.description)}" />`,
    ...head,
    ...[organization(lang), ...(meta.jsonLd ?? [])].map(jsonScript),
  ].join('\n    ');
  return template
    .replace('<html lang="en" dir="ltr">', `<html lang="${lang}" dir="${LANG_META[lang].dir}">`)
    .replace('<!--app-head-->', tags)
    .replace('<!--app-boot-->', bootTag(scripts))
    .replace('<div id="root" data-path="/"><!--app-html--></div>', `<div id="root" data-path="${escape(dataPath)}">${html}</div>`);
}

async function write(file, content) {
  const target = path.join(dist, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
}

function redirectDocument(to) {
  const href = escape(to);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>${href}</title>
    <meta name="robots" content="noindex" />
    <meta http-equiv="refresh" content="0; url=${href}" />
    <link rel="canonical" href="${escape(abs(to.split('#')[0]))}" />
  </head>
  <body>
    <p><a href="${href}">${href}</a></p>
  </body>
</html>
`;
}

const started = Date.now();
const pages = prerenderPaths();
for (const pagePath of pages) {
  const lang = pagePath.split('/')[1];
  const { html, meta } = await render(pagePath);
  const assets = pageAssets(pagePath, lang);
  const head = [
    `<link rel="canonical" href="${escape(abs(pagePath))}" />`,
    alternates(pagePath),
    ...shareTags(meta, lang, pagePath),
    ...assets.head,
  ];
  await write(path.join(pagePath, 'index.html'), documentFor({ html, meta, lang, dataPath: pagePath, head, scripts: assets.scripts }));
}

// 404 pages: one per language and a neutral one (English) for paths without a language.
// data-path="" makes the browser render the real route (e.g. "Service not found") afresh.
for (const [file, url, lang] of [
  ['404.html', '/404', 'en'],
  ...LANGUAGES.map((l) => [`${l}/404.html`, `/${l}/404`, l]),
]) {
  const { html, meta } = await render(url);
  const assets = pageAssets(url, lang);
  const head = ['<meta name="robots" content="noindex" />', ...assets.head];
  await write(file, documentFor({ html, meta, lang, dataPath: '', head, scripts: assets.scripts }));
}

// Unprefixed entry page: only the overlay; the script picks the language and replaces the URL.
{
  const { html } = await render('/');
  const home = await render(localizedPath('en', { id: 'home' }));
  const head = [
    `<noscript><meta http-equiv="refresh" content="0; url=${localizedPath('en', { id: 'home' })}" /></noscript>`,
    alternates(localizedPath('en', { id: 'home' })),
  ];
  await write('index.html', documentFor({ html, meta: home.meta, lang: 'en', dataPath: '/', head }));
}

// Redirects: language roots, navigation aliases, and the language-picking entry points.
const rules = [];
for (const lang of LANGUAGES) {
  const home = localizedPath(lang, { id: 'home' });
  rules.push([`/${lang}`, home, '301!']);
  await write(path.join(lang, 'index.html'), redirectDocument(home));
  for (const alias of ALIASES) {
    rules.push([`/${lang}/${alias.from}`, decodeURIComponent(localizedPath(lang, alias.to(':slug'))), '301!']);
    // One static redirect page per known slug, for hosts that cannot read _redirects.
    const targetPrefix = `/${lang}/${ROUTES[alias.to('').id].replace(/\/:slug$/, '/')}`;
    const slugs = alias.from.includes(':slug')
      ? pages.filter((p) => p.startsWith(targetPrefix)).map((p) => p.slice(targetPrefix.length))
      : [undefined];
    for (const slug of slugs) {
      const from = `/${lang}/${alias.from.replace(':slug', slug ?? '')}`;
      await write(path.join(from, 'index.html'), redirectDocument(localizedPath(lang, alias.to(slug))));
    }
  }
}
const entryPatterns = ['/', ...Object.values(ROUTES).map((p) => `/${p}`), ...ALIASES.map((a) => `/${a.from}`)];
for (const pattern of entryPatterns) rules.push([pattern, '/index.html', 200]);
for (const lang of LANGUAGES) rules.push([`/${lang}/*`, `/${lang}/404.html`, 404]);
rules.push(['/*', '/404.html', 404]);
await write('_redirects', rules.map((r) => r.join(' ')).join('\n') + '\n');

// sitemap.xml (both languages, with alternates), robots.txt and the web app manifest.
const english = pages.filter((p) => p.startsWith('/en/'));
const urlEntry = (pagePath) => {
  const rest = unprefixed(pagePath);
  const links = [
    ...LANGUAGES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escape(abs(`/${l}${rest}`))}" />`),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${escape(abs(xDefault(pagePath)))}" />`,
  ];
  return `  <url>\n    <loc>${escape(abs(pagePath))}</loc>\n${links.join('\n')}\n  </url>`;
};
await write(
  'sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${LANGUAGES.flatMap((l) => english.map((p) => urlEntry(`/${l}${unprefixed(p)}`))).join('\n')}\n</urlset>\n`,
);
await write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${abs('/sitemap.xml')}\n`);
await write(
  'manifest.webmanifest',
  JSON.stringify(
    {
      name: common.en.brand.name,
      short_name: common.en.brand.name,
      description: common.en.brand.tagline,
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
console.log(`prerendered ${pages.length} pages, ${rules.length} redirect rules in ${Date.now() - started} ms`);
