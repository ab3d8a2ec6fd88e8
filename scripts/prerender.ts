// Renders every route of both languages to static HTML after the client and SSR builds.
// dist/<lang>/<route>.html per page (scripts/lib/routing.ts, pageFile), 404 pages, redirect pages
// and the unprefixed entry pages (the servers' rules are written by scripts/server-config.ts). React renders every document whole (src/app/Document.tsx);
// this script only supplies what the build knows: the files each page needs, from Vite's manifest
// (scripts/lib/prerender-render.ts, which the workers rendering the documents share).
import './lib/production';
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { isListed, pageTargets, prerenderPaths } from '../src/app/prerenderPaths';
import { ContentDates } from '../src/content/contentDates';
import { loadPosts, postDataSources } from '../src/content/postFiles';
import { checkRecordFiles } from '../src/content/recordFiles';
import { SITE } from '../src/content/site';
import { DEFAULT_LANG, LANGUAGES } from '../src/lib/language/languages';
import { feedPath, localizedPath, unprefixedPath } from '../src/lib/paths';
import { renderFeed } from './lib/feeds';
import {
  bootFile,
  bootSource,
  dist,
  root,
  ssr,
  write,
  type Job,
  type PageBudget,
  type WorkerInput,
} from './lib/prerender-render';
import { entryPaths, pageFile, redirectPages } from './lib/routing';

// Nothing renders from a record file that is malformed or whose text is missing in a language:
// every problem is listed, by file and field (the posts are checked the same way, by loadPosts).
checkRecordFiles();
/**
 * The blog's posts, read and checked once for the whole script (the server build reads them once
 * more for the blog's data files, which the workers are given).
 */
const postSet = loadPosts();
await writeFile(path.join(dist, bootFile), bootSource);

const started = Date.now();
const pages = prerenderPaths(postSet.posts);
const entries = entryPaths(pages);
// Every document: the pages, the 404 pages (one per language and a neutral one, English, for
// paths without a language) and the entry pages (scripts/lib/prerender-render.ts says what each
// is). React renders a document in one go, so the documents are shared out among workers, one per
// core, each rendering its share in turn, while this thread writes the rest (redirect pages, the
// blog's data files, feeds, sitemap).
const jobs: Job[] = [
  ...pages.map((url): Job => ({ kind: 'page', url })),
  ...([['404.html', '/404'], ...LANGUAGES.map((l) => [`${l}/404.html`, `/${l}/404`])] as const).map(([file, url]): Job => ({
    kind: 'notFound',
    file,
    url,
  })),
  ...entries.map((url): Job => ({ kind: 'entry', url })),
];
const workers = Math.max(1, Math.min(availableParallelism(), Math.ceil(jobs.length / 40)));
// The blog's data files, made once here: the workers render from them and this thread writes them.
const blogFiles = ssr.blogDataFiles();
const shares = Array.from({ length: workers }, (_, w) => jobs.filter((_, i) => i % workers === w));
const rendering = Promise.all(
  shares.map(
    (share) =>
      new Promise<Record<string, PageBudget>>((resolve, reject) => {
        const worker = new Worker(new URL('./prerender-worker.mjs', import.meta.url), {
          workerData: { jobs: share, blogFiles } satisfies WorkerInput,
        });
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', (code) => code !== 0 && reject(new Error(`a prerender worker stopped with ${code}`)));
      }),
  ),
);

// One static redirect page per redirected path (language roots, navigation aliases), for hosts that
// cannot read the redirect rules; every host the site is deployed to reads them
// (scripts/server-config.ts writes them from scripts/lib/routing.ts), and their 301s win over these.
const redirects = redirectPages(pages);
for (const { from, to } of redirects) await write(pageFile(from), await ssr.renderRedirect(to));

// The blog's data files (src/content/postData.ts): the lists and every post, per language.
for (const [file, data] of blogFiles) await write(file, JSON.stringify(data));

// The blog's Atom feed per language (scripts/lib/feeds.ts), which every page's head links to.
const live = postSet.posts.filter((post) => post.live);
for (const lang of LANGUAGES) await write(feedPath(lang), renderFeed(lang, live));

// sitemap.xml (both languages, with alternates), robots.txt and the web app manifest.
const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const abs = (p: string) => `${SITE.origin}${p}`;
const homeRest = unprefixedPath(localizedPath(DEFAULT_LANG, { id: 'home' }));
// <lastmod>: when the page's content last changed, from Git history (src/content/contentDates.ts):
// its locale files and the blog's files its data is made from (a post's record and text, the posts
// a list shows). The shell's own copy (common.json: navigation, footer) dates only a page that has
// nothing else.
const dates = new ContentDates(root);
const dataSources = postDataSources(postSet);
const lastmod = (pagePath: string): string => {
  const locales = ssr.routeModules(pagePath).filter((file) => file.startsWith('locales/'));
  const own = [
    ...locales.filter((file) => !file.endsWith('/common.json')),
    ...ssr.routeData(pagePath).flatMap((data) => dataSources.get(data) ?? []),
  ];
  const newest = Math.max(...(own.length ? own : locales).map((file) => dates.changed(file).getTime()));
  return new Date(newest).toISOString().slice(0, 10);
};
const urlEntry = (pagePath: string) => {
  const rest = unprefixedPath(pagePath);
  const links = [
    ...LANGUAGES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(abs(`/${l}${rest}`))}" />`),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(abs(rest === homeRest ? '/' : rest))}" />`,
  ];
  return `  <url>\n    <loc>${escapeXml(abs(pagePath))}</loc>\n    <lastmod>${lastmod(pagePath)}</lastmod>\n${links.join('\n')}\n  </url>`;
};
// A preview build's drafts and scheduled posts and closed positions (noindex pages) are not offered
// to search engines.
const unpublished = new Set([
  ...postSet.posts
    .filter((post) => !post.live)
    .map((post) => localizedPath(DEFAULT_LANG, { id: 'blogPost', params: { slug: post.slug } })),
  ...pageTargets(postSet.posts)
    .filter((target) => !isListed(target))
    .map((target) => localizedPath(DEFAULT_LANG, target)),
]);
const english = pages.filter((p) => p.startsWith('/en/') && !unpublished.has(p));
await write(
  'sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${LANGUAGES.flatMap((l) => english.map((p) => urlEntry(`/${l}${unprefixedPath(p)}`))).join('\n')}\n</urlset>\n`,
);
await write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${abs('/sitemap.xml')}\n`);
// The web app manifest speaks the default language (it has no per-language form browsers read).
const { brand }: { brand: { name: string; tagline: string } } = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', 'locales', DEFAULT_LANG, 'common.json'), 'utf8'),
);
await write(
  'manifest.webmanifest',
  JSON.stringify(
    {
      name: brand.name,
      short_name: brand.name,
      description: brand.tagline,
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

const budgetReport: Record<string, PageBudget> = Object.assign({}, ...(await rendering));
// Pages in the order of the route table, whichever worker rendered them.
const orderedBudget = Object.fromEntries(
  [...pages, '/404', ...LANGUAGES.map((l) => `/${l}/404`)].flatMap((url) =>
    budgetReport[url] ? [[url, budgetReport[url]]] : [],
  ),
);
await mkdir(path.join(root, '.build'), { recursive: true });
await writeFile(path.join(root, '.build', 'pages.json'), `${JSON.stringify(orderedBudget, null, 2)}\n`);
await rm(path.join(root, 'dist-ssr'), { recursive: true, force: true });
// The build manifest has served its purpose; it is not part of the site.
await rm(path.join(dist, '.vite'), { recursive: true, force: true });
console.log(
  `prerendered ${pages.length} pages, ${entries.length} entry pages, ${redirects.length} redirect pages in ${Date.now() - started} ms (${workers} worker${workers === 1 ? '' : 's'})`,
);
