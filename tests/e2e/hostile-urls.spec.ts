import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers';

/**
 * Hostile and odd URLs: unknown languages, encoded slashes and dots, very long paths, unicode,
 * markup in slugs, queries and hashes, slashes, case, dot segments, null bytes, percent garbage,
 * and files that live outside dist/. Whatever comes in, the site answers 200, a 301/302 to a page,
 * or 404 with its not-found page in the page's language; it never crashes, logs no console
 * error, renders nothing the URL injected, and never serves a file from outside dist/.
 */

const root = path.resolve(import.meta.dirname, '..', '..');
type Lang = 'en' | 'ar';

function message(lang: Lang, ns: string, key: string): string {
  const file = path.join(root, 'locales', lang, `${ns}.json`);
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`${file} has no string at ${key}`);
  return value;
}

/** Every not-found message of the error catalogue: the 404 page and each record's own. */
const NOT_FOUND: Record<Lang, string[]> = {
  en: [],
  ar: [],
};
for (const lang of ['en', 'ar'] as const) {
  NOT_FOUND[lang] = [
    message(lang, 'common', 'notFound.title'),
    message(lang, 'services', 'notFound.title'),
    message(lang, 'blog', 'notFound'),
    message(lang, 'team', 'member.notFound'),
    message(lang, 'careers', 'job.notFound'),
    message(lang, 'careers', 'internship.notFound'),
  ];
}

/** Text found in files outside dist/ (and in /etc/passwd): none may ever be in a response. */
const SECRETS = [
  '"devDependencies"', // package.json, package-lock.json, node_modules/*/package.json
  'root:x:0:', // /etc/passwd
  '#root is missing from index.html', // src/entry-client.tsx (only ever bundled into /assets)
  'createServer(', // scripts/serve.ts
  'defineConfig(', // vite/playwright config
  '301!', // dist/_redirects, which the server hides
  'Strict-Transport-Security: max-age', // dist/_headers, likewise
  'add_header', // dist/nginx-headers.conf, likewise
  '"compilerOptions"', // tsconfig.json
  'renderToString', // dist-ssr
];

const A3000 = 'a'.repeat(3000);
const XSS_IMG = '%3Cimg%20src%3Dx%20id%3Dinjected%20onerror%3Dalert(1)%3E';
const XSS_SCRIPT = '%3Cscript%20id%3Dinjected%3Ealert(1)%3C%2Fscript%3E';
const XSS_ATTR = 'x%22%20id%3D%22injected%22%20onmouseover%3D%22alert(1)';
const XSS_SVG = '%22%3E%3Csvg%20id%3Dinjected%20onload%3Dalert(1)%3E';

/**
 * expect:
 * - 'page': a real page, 200 (after any 301/302);
 * - 'notFound': 404 and a not-found message;
 * - 'entry': unprefixed path: the entry page (200) picks the language in the browser, whatever follows;
 * - 'errorDocument': the 404 document asked for by its own file name (static hosts answer it 200);
 * - none: either, but consistent: a 404 shows a not-found message, a 200 shows a real page.
 * final: the URL (path, search, hash) the browser must end on.
 */
interface Case {
  path: string;
  expect?: 'page' | 'notFound' | 'entry' | 'errorDocument';
  final?: string;
}

const GROUPS: Record<string, Case[]> = {
  'unknown languages and mixed case': [
    { path: '/fr/home', expect: 'notFound' },
    { path: '/zz', expect: 'notFound' },
    { path: '/EN/home', expect: 'notFound' },
    { path: '/Ar/home', expect: 'notFound' },
    { path: '/EN/HOME', expect: 'notFound' },
    { path: '/en-US/home', expect: 'notFound' },
    { path: '/ara/services/ai', expect: 'notFound' },
    { path: '/de/services/ai', expect: 'notFound' },
    { path: '/en/Services/AI', expect: 'notFound' },
    { path: '/en/services/AI', expect: 'notFound' },
    // The server has no such file (404), so the page must not render as if it had.
    { path: '/en/HOME', expect: 'notFound' },
    { path: '/en/About', expect: 'notFound' },
    { path: '/ar/Blog', expect: 'notFound' },
    { path: '/Home', expect: 'notFound' },
  ],
  'markup and script in slugs': [
    { path: '/en/services/<script>alert(1)</script>', expect: 'notFound' },
    { path: `/en/blog/${XSS_IMG}`, expect: 'notFound' },
    { path: `/ar/blog/${XSS_IMG}`, expect: 'notFound' },
    { path: `/en/services/${XSS_SCRIPT}`, expect: 'notFound' },
    { path: `/ar/carrers/${XSS_SCRIPT}`, expect: 'notFound' },
    { path: `/en/team/${XSS_SVG}`, expect: 'notFound' },
    { path: `/ar/internship/${XSS_ATTR}`, expect: 'notFound' },
    { path: `/en/careers/${XSS_IMG}`, expect: 'notFound', final: `/en/carrers/${XSS_IMG}` },
    { path: '/en/internship/javascript:alert(1)', expect: 'notFound' },
    { path: `/en/${XSS_IMG}`, expect: 'notFound' },
    { path: `/${XSS_SVG}`, expect: 'notFound' },
    { path: `/services/${XSS_IMG}`, expect: 'entry', final: `/en/services/${XSS_IMG}` },
    // "%2F": the server's not-found page, which the app keeps (it no longer reads it as an entry page).
    { path: `/blog/${XSS_SCRIPT}`, expect: 'notFound' },
  ],
  'queries and hashes': [
    { path: '/en/home?lang=ar', expect: 'page', final: '/en/home?lang=ar' },
    { path: '/ar/about?x=<script>', expect: 'page' },
    { path: '/en/home#<img>', expect: 'page' },
    { path: `/en/about?q=${XSS_SCRIPT}#${XSS_IMG}`, expect: 'page' },
    { path: '/ar/home#%E0%A4%A', expect: 'page' },
    { path: '/en/services/ai?utm_source=%00%FF%FE', expect: 'page' },
    { path: `/home?x=${XSS_SVG}#${XSS_IMG}`, expect: 'entry' },
    { path: '/en/technologies?x=1', expect: 'page', final: '/en/technology?x=1' },
    {
      path: '/ar/careers/digital-marketing-agency-partnership?ref=x',
      expect: 'page',
      final: '/ar/carrers/digital-marketing-agency-partnership?ref=x',
    },
    // The query belongs before the fragment: /en/contact?x=1#contact-form.
    { path: '/en/contact-form?x=1', expect: 'page', final: '/en/contact?x=1#contact-form' },
    { path: '/ar/contact-form', expect: 'page', final: '/ar/contact#contact-form' },
    { path: '/en/contact#contact-form', expect: 'page' },
  ],
  'trailing and double slashes, index files': [
    { path: '/en/about/', expect: 'page' },
    { path: '/ar/services/ai/', expect: 'page' },
    { path: '/en/', expect: 'page', final: '/en/home' },
    { path: '/ar/home/', expect: 'page' },
    { path: '//en/home' },
    { path: '/en//home' },
    { path: '/en/services//ai' },
    { path: '/en/home/index.html' },
    { path: '/index.html' },
  ],
  'suffixes, error documents and encoded slashes': [
    { path: '/en/home.html', expect: 'notFound' },
    { path: '/en/about.htm', expect: 'notFound' },
    { path: '/en/404.html', expect: 'errorDocument' },
    { path: '/404.html', expect: 'errorDocument' },
    { path: '/en/home%2F' },
    { path: '/en/services/ai%2F' },
    { path: '/en/services/..%2fabout' },
    { path: '/en/blog/..%2Fhome' },
    { path: '/en/blog/%2F%2Fevil.example', expect: 'notFound' },
    { path: '/en/services/..%2f..%2fpackage.json', expect: 'notFound' },
    { path: '/en/services/%252e%252e%252fabout', expect: 'notFound' },
  ],
  'unicode, long paths, null bytes and percent garbage': [
    { path: '/ar/خدمات', expect: 'notFound' },
    { path: '/ar/blog/مقال-غير-موجود', expect: 'notFound' },
    { path: '/en/services/%F0%9F%98%80', expect: 'notFound' },
    { path: '/en/blog/naïve', expect: 'notFound' },
    { path: '/en/team/%E2%80%AEevil', expect: 'notFound' },
    { path: `/en/${A3000}`, expect: 'notFound' },
    { path: `/ar/blog/${A3000}`, expect: 'notFound' },
    { path: '/en/home%00', expect: 'notFound' },
    { path: '/en/services/%00', expect: 'notFound' },
    { path: '/en/%E0%A4%A', expect: 'notFound' },
    { path: '/en/blog/%C0%AE%C0%AE', expect: 'notFound' },
    { path: '/ar/services/%', expect: 'notFound' },
  ],
  'line breaks (CR, LF, U+2028, U+2029), which no route pattern of the router matches': [
    { path: '/en/home%0d%0aSet-Cookie:x=1', expect: 'notFound' },
    { path: '/ar/home%0d%0aSet-Cookie:x=1', expect: 'notFound' },
    { path: '/en/about%0A', expect: 'notFound' },
    { path: '/ar/%E2%80%A8', expect: 'notFound' },
    { path: '/fr/home%0D', expect: 'notFound' },
    { path: '/home%0d%0a', expect: 'notFound' },
    { path: '/en/blog/%0d%0a', expect: 'notFound' },
  ],
};

/** Everything one URL left behind, checked in the page after it settled. */
async function inspect(page: Page) {
  return page.evaluate(() => {
    const onAttributes = [...document.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `<${el.localName} ${a.name}="${a.value}">`),
    );
    const scripts = [...document.scripts]
      .filter((s) => /alert\s*\(/.test(s.textContent ?? ''))
      .map((s) => s.outerHTML.slice(0, 120));
    const dangerous = [
      ...document.querySelectorAll('#injected, img[src="x"], svg[onload], a[href^="javascript:" i], iframe, object, embed'),
    ].map((el) => el.outerHTML.slice(0, 120));
    return {
      lang: document.documentElement.lang,
      h1: [...document.querySelectorAll('h1')].map((h) => (h.textContent ?? '').trim()),
      title: document.title,
      text: document.body?.innerText ?? '',
      alerts: (window as unknown as { __alerts?: string[] }).__alerts ?? [],
      injected: [...onAttributes, ...scripts, ...dangerous],
    };
  });
}

async function visit(page: Page, origin: string, problems: string[], c: Case): Promise<void> {
  const label = c.path.length > 100 ? `${c.path.slice(0, 60)}…(${c.path.length} chars)` : c.path;
  const before = problems.length;
  await page.goto('about:blank');
  const response = await page.goto(`${origin}${c.path}`, { waitUntil: 'domcontentloaded' });
  if (!response) {
    expect.soft(response, `${label}: no response`).not.toBeNull();
    return;
  }
  // Redirects on the way: 301/302 only.
  for (let request = response.request().redirectedFrom(); request; request = request.redirectedFrom()) {
    const status = (await request.response())?.status();
    expect.soft([301, 302], `${label}: redirect ${request.url()} answered ${status}`).toContain(status);
  }
  const status = response.status();
  expect.soft([200, 404], `${label}: status`).toContain(status);
  const html = (response.headers()['content-type'] ?? '').startsWith('text/html');
  expect.soft(html, `${label}: answered with ${response.headers()['content-type']}, not an HTML page`).toBe(true);
  if (!html) return;

  // An unprefixed page that answered 200 is an entry page: it shows its own heading and links until
  // the script has picked the language, so wait for that first.
  if (status === 200 && !/^\/(en|ar)\//.test(new URL(response.url()).pathname)) {
    await page.waitForURL((next) => /^\/(en|ar)\//.test(next.pathname), { timeout: 15_000 }).catch(() => {});
  }
  // Settled: React itself rendered the page's one h1 (hydrated it, or rendered it afresh after the
  // entry page's redirect, the page chunk and its locale files). React marks the nodes it owns with
  // a "__reactFiber$…" key; the prerendered HTML alone has none. Much faster than waiting for the
  // loading overlay (2 s after load) or for network idle. If it never settles, the checks below say why.
  await page
    .waitForFunction(
      () => {
        const h1s = document.querySelectorAll('h1');
        return h1s.length === 1 && Object.keys(h1s[0]!).some((key) => key.startsWith('__reactFiber$'));
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => {});
  // A frame more, for errors React reports after the commit (recoverable hydration errors).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const url = new URL(page.url());
  const lang: Lang = url.pathname.startsWith('/ar/') ? 'ar' : 'en';
  const state = await inspect(page);
  const notFound = state.h1.length === 1 && NOT_FOUND[lang].includes(state.h1[0]!);
  const shown = `h1 ${JSON.stringify(state.h1)} at ${url.pathname}${url.search}${url.hash}`;

  if (c.final !== undefined) expect.soft(`${url.pathname}${url.search}${url.hash}`, `${label}: final URL`).toBe(c.final);
  expect.soft(state.lang, `${label}: <html lang>`).toBe(lang);
  expect.soft(state.h1.length, `${label}: one h1 (${shown})`).toBe(1);
  if (status === 404) expect.soft(notFound, `${label}: 404 but the page is no not-found page (${shown})`).toBe(true);
  switch (c.expect) {
    case 'page':
      expect.soft(status, `${label}: status`).toBe(200);
      expect.soft(notFound, `${label}: expected a real page (${shown})`).toBe(false);
      break;
    case 'notFound':
      expect.soft(status, `${label}: status (${shown})`).toBe(404);
      expect.soft(notFound, `${label}: expected a not-found message in ${lang} (${shown})`).toBe(true);
      break;
    case 'errorDocument':
      expect.soft(notFound, `${label}: expected the not-found page (${shown})`).toBe(true);
      break;
    case 'entry':
      expect.soft(url.pathname, `${label}: the entry page picks a language`).toMatch(/^\/(en|ar)\//);
      break;
    default:
      // A soft 404 (200 with a not-found page) tells crawlers and caches the wrong thing.
      if (status === 200) expect.soft(notFound, `${label}: 200 but the page says not found (${shown})`).toBe(false);
  }

  // Nothing from the URL is rendered as markup or run as script.
  expect.soft(state.alerts, `${label}: alert() ran`).toEqual([]);
  expect.soft(state.injected, `${label}: injected elements or handlers`).toEqual([]);
  for (const tag of ['<script', '<img', '<svg']) {
    expect.soft(state.title, `${label}: document.title`).not.toContain(tag);
    expect.soft(state.text, `${label}: body text`).not.toContain(tag);
  }
  expect.soft(problems.slice(before), `${label}: console errors or crashes`).toEqual([]);
}

test.describe('hostile URLs in the browser @desktop', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const alerts: string[] = [];
      (window as unknown as { __alerts: string[] }).__alerts = alerts;
      const record = (message?: unknown) => {
        alerts.push(String(message));
        return null;
      };
      window.alert = record;
      window.confirm = () => Boolean(record());
      window.prompt = record;
    });
  });

  for (const [name, cases] of Object.entries(GROUPS)) {
    test(`${name} (${cases.length} URLs)`, async ({ page, baseURL }) => {
      test.setTimeout(30_000 + cases.length * 15_000);
      const problems = watchConsole(page);
      const origin = new URL(baseURL!).origin;
      for (const c of cases) await visit(page, origin, problems, c);
    });
  }
});

/**
 * URLs the server answers with the not-found page, by the language of that page: it must still be
 * there once the app has started. A path that decodes to a line break matched no route of the
 * router at all (its patterns are regular expressions, whose `.` stops at line terminators), and
 * the app then rendered an empty document over the server's not-found page.
 */
const NOT_FOUND_AFTER_START: Record<Lang, string[]> = {
  en: [
    '/en/home%0d%0aSet-Cookie:x=1',
    '/en/home%0D%0A%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/en/services%0A',
    '/en/%E2%80%A8',
    '/en/home%2F',
    '/en/services%2Fai',
    `/en/${A3000}`,
    '/fr/home',
    '/fr/home%0d%0a',
    '/xx%0d%0a/home',
    '/home%0d%0aSet-Cookie:x=1',
    '/services/ai%2F',
    '/blog/%2F%2Fevil.example',
    '/careers/x%00',
  ],
  ar: [
    '/ar/home%0d%0aSet-Cookie:x=1',
    '/ar/contact%0D',
    '/ar/about%0a',
    '/ar/%E2%80%A9x',
    '/ar/home%2F',
    '/ar/blog%2Fai-education',
    `/ar/${A3000}`,
  ],
};

test.describe('the not-found page, once the app has started @desktop', () => {
  for (const lang of ['en', 'ar'] as const) {
    const paths = NOT_FOUND_AFTER_START[lang];
    // Each URL in a tab of its own, all left open: the app starts in each, then after one wait of
    // 3 s (the last tab's; the first ones have waited longer) every tab must still say not found.
    // The page does not depend on the width, so the desktop project alone runs it.
    test(`still shows its heading and text (${lang}, ${paths.length} URLs)`, async ({ context }) => {
      test.setTimeout(30_000 + paths.length * 8_000);
      const title = message(lang, 'common', 'notFound.title');
      const heading = message(lang, 'common', 'notFound.heading');
      const body = message(lang, 'common', 'notFound.body');
      const opened: { page: Page; label: string; problems: string[] }[] = [];
      for (const target of paths) {
        const label = target.length > 100 ? `${target.slice(0, 60)}…(${target.length} chars)` : target;
        const page = await context.newPage();
        const problems = watchConsole(page);
        const response = await page.goto(target);
        expect.soft(response?.status(), `${label}: status`).toBe(404);
        // The path is never echoed into a header.
        expect.soft(response?.headers()['set-cookie'], `${label}: Set-Cookie`).toBeUndefined();
        // The app has started (rendered the document afresh: a shared 404 page is never hydrated).
        await expect(page.locator('html[data-hydrated]'), `${label}: the app started`).toBeAttached({ timeout: 20_000 });
        opened.push({ page, label, problems });
      }
      await opened.at(-1)?.page.waitForTimeout(3_000);
      for (const { page, label, problems } of opened) {
        await expect.soft(page.locator('html'), label).toHaveAttribute('lang', lang);
        await expect.soft(page.getByRole('heading', { level: 1 }), label).toHaveText(title);
        await expect.soft(page.getByText(heading, { exact: true }), label).toBeVisible();
        await expect.soft(page.getByText(body, { exact: true }), label).toBeVisible();
        await expect.soft(page.getByRole('main').getByRole('link').first(), `${label}: a way back`).toBeVisible();
        expect(problems, label).toEqual([]);
      }
    });
  }
});

interface RawResponse {
  status: number;
  location?: string;
  contentType: string;
  body: string;
}

/** A GET with the request target exactly as written: no URL normalisation, no redirects followed. */
function rawGet(origin: string, target: string): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, path: target, method: 'GET', headers: { 'Accept-Encoding': 'identity' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            contentType: res.headers['content-type'] ?? '',
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error(`timeout: ${target}`)));
    request.on('error', reject);
    request.end();
  });
}

/** Follows same-site 301/302s (at most five); each Location must stay on this site. */
async function rawFetch(origin: string, target: string): Promise<RawResponse & { chain: string[] }> {
  const chain: string[] = [];
  let response = await rawGet(origin, target);
  while ((response.status === 301 || response.status === 302) && chain.length < 5) {
    const location = response.location ?? '';
    chain.push(`${response.status} ${location}`);
    if (!location.startsWith('/') || /^\/[/\\]/.test(location)) break;
    response = await rawGet(origin, location.replace(/#.*/, ''));
  }
  return { ...response, chain };
}

/** Request targets a browser would normalise first; sent as they are. */
const OUTSIDE_DIST = [
  '/.env',
  '/.env.local',
  '/.git/config',
  '/.git/HEAD',
  '/package.json',
  '/package-lock.json',
  '/tsconfig.json',
  '/vite.config.ts',
  '/README.md',
  '/src/main.tsx',
  '/src/entry-client.tsx',
  '/scripts/serve.mjs',
  '/node_modules/react/package.json',
  '/dist/package.json',
  '/dist-ssr/entry-server.js',
  '/_redirects',
  '/%5Fredirects',
  '/en/_redirects',
  '/_headers',
  '/nginx-headers.conf',
  '/en/..%2fnginx-headers.conf',
  '/en/services/..%2f..%2f_redirects',
  '/../package.json',
  '/../../../../etc/passwd',
  '/en/../../package.json',
  '/assets/../../package.json',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/assets/..%2f..%2fpackage.json',
  '/assets/..%2F..%2F..%2Fpackage.json',
  '/..%2fpackage.json',
  '/%2e%2e%2fpackage.json',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/en/%2e%2e/%2e%2e/etc/passwd',
  '/en/services/..%2f..%2f..%2fpackage.json',
  '/en/careers/..%2f..%2f..%2fpackage.json',
  '/..%2f..%2fdist-ssr%2fentry-server.js',
  '/..\\package.json',
  '/en\\..\\..\\package.json',
  '/%5c..%5c..%5cpackage.json',
  '/package.json%00.html',
  '/package.json%00',
  '/%2e%2e/dist-ssr/entry-server.js',
  '/node_modules%2freact%2fpackage.json',
];

const NORMALISED: { path: string; status: 200 | 400 | 404 }[] = [
  { path: '/en/../ar/home', status: 200 },
  { path: '/en/./home', status: 200 },
  { path: '/en/%2e/home', status: 200 },
  { path: '/en\\home', status: 200 },
  { path: '/dist/..', status: 200 },
  { path: '/en/index.html', status: 200 },
  { path: '/en/careers/%2e%2e', status: 200 },
  { path: '/en/home%00', status: 404 },
  { path: '/%00', status: 404 },
  { path: `/en/${A3000}`, status: 404 },
  // Raw UTF-8 bytes in the request line (Node writes the latin1 string byte for byte): not valid
  // HTTP, so Node's parser answers 400 Bad Request before the server's code runs.
  { path: Buffer.from('/ar/خدمات', 'utf8').toString('latin1'), status: 400 },
  // A language-prefixed path is a page, never another file of dist/ reached through %2F.
  { path: '/en/services/..%2f..%2fsitemap.xml', status: 404 },
  { path: '/ar/blog/..%2F..%2Frobots.txt', status: 404 },
  { path: '/en/careers/%2F%2Fevil.example', status: 404 },
  { path: '/en/internships/%5C%5Cevil.example', status: 404 },
];

test.describe('hostile request targets, sent raw @desktop', () => {
  test(`no file outside dist/ is ever served (${OUTSIDE_DIST.length} targets)`, async ({ baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const target of OUTSIDE_DIST) {
      const response = await rawFetch(origin, target);
      expect.soft(response.status, `${target} (${response.chain.join(' → ')})`).toBe(404);
      for (const secret of SECRETS) expect.soft(response.body, `${target}: leaks a file`).not.toContain(secret);
    }
    // The server survived all of it.
    expect((await rawGet(origin, '/en/home')).status).toBe(200);
  });

  test(`odd targets get a page or a 404, never a crash or an off-site redirect (${NORMALISED.length} targets)`, async ({
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    for (const { path: target, status } of NORMALISED) {
      const label = target.length > 100 ? `${target.slice(0, 60)}…(${target.length} chars)` : target;
      const response = await rawFetch(origin, target);
      for (const hop of response.chain) expect.soft(hop, `${label}: redirect stays on this site`).toMatch(/^30[12] \/(?![/\\])/);
      const via = response.chain.length ? ` via ${response.chain.join(' → ')}` : '';
      expect.soft(response.status, `${label}: status${via}`).toBe(status);
      if (response.status !== 400)
        expect.soft(response.contentType, `${label}: answered with an HTML page`).toMatch(/^text\/html/);
      for (const secret of SECRETS) expect.soft(response.body, `${label}: leaks a file`).not.toContain(secret);
    }
    expect((await rawGet(origin, '/en/home')).status).toBe(200);
  });
});
