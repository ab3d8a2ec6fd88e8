import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { entryPaths, pageFile, redirectPages, renderNetlifyRedirects, routingRules } from '../../scripts/lib/routing';
import { prerenderPaths } from '../../src/app/prerenderPaths';
import { INTERNSHIPS, JOBS } from '../../src/content/careers';
import { SITE } from '../../src/content/site';
import { sharePath } from '../../src/lib/paths';
import { newestPost } from '../support/content';
import { waitForOverlayGone, watchConsole } from './helpers';
import { endpointOrigin } from '../../scripts/lib/headers';
import { dist, startNginx, startPagesDev, type RunningServer } from './support/servers';

// The production servers of dist/, each answering the same table of URLs (TABLE below):
// - `npm start` (scripts/serve.ts), already running as the Playwright webServer;
// - nginx running deploy/nginx.conf (tests/e2e/support/servers.ts starts and stops it);
// - Cloudflare Pages' own runtime, `wrangler pages dev dist` (likewise), which reads dist/_redirects
//   and dist/_headers as Cloudflare Pages does.
// Where a host answers differently, the row says so for that host, with the reason
// (docs/deploying.md lists the same). Then every rule of the CDNs' `_redirects` files (Cloudflare
// Pages' as built, Netlify's as the routing module renders it) is sampled on each server, and the
// site must run under the Content-Security-Policy in a browser.

const HOSTS = ['npm start', 'nginx', 'Cloudflare Pages'] as const;
type Host = (typeof HOSTS)[number];

const distFile = (file: string) => readFileSync(path.join(dist, file), 'utf8');

// ---------------------------------------------------------------------------------------------
// What the headers must be.

/** `_headers` blocks: pattern → headers (names lower-cased). */
function readHeadersFile(): Map<string, Record<string, string>> {
  const blocks = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of distFile('_headers').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) blocks.set(line.trim(), (current = {}));
    else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return blocks;
}

/** Origins of the external forms in the site config: the only hosts allowed in frames. */
const formOrigins = [
  ...new Set(
    [SITE.contactFormUrl, ...JOBS.map((j) => j.applyLink), ...INTERNSHIPS.map((i) => i.applyLink)]
      .filter(Boolean)
      .map((url) => new URL(url).origin),
  ),
].sort();

const endpoint = endpointOrigin() ? ` ${endpointOrigin()}` : '';

const EXPECTED_CSP: Record<string, string> = {
  'default-src': "'self'",
  // WebAssembly for search (Pagefind), never script eval.
  'script-src': "'self' 'wasm-unsafe-eval'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'font-src': "'self'",
  'media-src': "'self'",
  'connect-src': `'self'${endpoint}`,
  'frame-src': formOrigins.length ? formOrigins.join(' ') : "'none'",
  'frame-ancestors': "'none'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': `'self'${endpoint}`,
};

const EXPECTED_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'x-frame-options': 'DENY',
};

const SECURITY_HEADER_NAMES = ['content-security-policy', ...Object.keys(EXPECTED_HEADERS)];

const parseCsp = (value: string) =>
  Object.fromEntries(
    value
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  );

test('dist/_headers holds the expected security headers @desktop', () => {
  const fromFile = readHeadersFile().get('/*');
  expect(fromFile, 'dist/_headers has a /* block').toBeTruthy();
  expect(parseCsp(fromFile!['content-security-policy'] ?? '')).toEqual(EXPECTED_CSP);
  for (const [name, value] of Object.entries(EXPECTED_HEADERS)) expect(fromFile![name], name).toBe(value);
});

// ---------------------------------------------------------------------------------------------
// The table: what every server answers.

/** What a response is, for the caching it gets. */
type Kind = 'page' | 'notFound' | 'redirect' | 'asset' | 'feed' | 'file';

/**
 * Cache-Control by kind and host. nginx and `npm start` send `no-cache` (revalidate every time) for
 * HTML; Cloudflare Pages sends its own `public, max-age=0, must-revalidate` (the same: revalidate
 * before every use), which `_headers` could only replace path by path, and always `no-store` on a
 * 404, whatever `_headers` says. Hashed assets are cached for a year everywhere.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CACHE: Record<Exclude<Kind, 'redirect'>, Record<Host, string | undefined>> = {
  page: { 'npm start': 'no-cache', nginx: 'no-cache', 'Cloudflare Pages': 'public, max-age=0, must-revalidate' },
  notFound: { 'npm start': 'no-cache', nginx: 'no-cache', 'Cloudflare Pages': 'no-store' },
  asset: { 'npm start': IMMUTABLE, nginx: IMMUTABLE, 'Cloudflare Pages': IMMUTABLE },
  feed: {
    'npm start': 'public, max-age=86400',
    nginx: 'public, max-age=86400',
    'Cloudflare Pages': 'public, max-age=0, must-revalidate',
  },
  file: {
    'npm start': 'public, max-age=86400',
    nginx: 'public, max-age=86400',
    'Cloudflare Pages': 'public, max-age=0, must-revalidate',
  },
};

interface Answer {
  status: number;
  /** A redirect's target: path, query and fragment. */
  location?: string;
  /** The body is this file of dist/. */
  file?: string;
  /** The Content-Type, where it matters. */
  type?: string;
  kind: Kind;
}

interface Row {
  /** The request target, sent as it is. */
  path: string;
  answer: Answer;
  /** Where a host answers otherwise: its answer, and why. */
  except?: Partial<Record<Host, Answer & { why: string }>>;
}

const HTML = 'text/html; charset=utf-8';
const page = (file: string): Answer => ({ status: 200, file, type: HTML, kind: 'page' });
const moved = (location: string): Answer => ({ status: 301, location, kind: 'redirect' });
const notFound = (file: string): Answer => ({ status: 404, file, type: HTML, kind: 'notFound' });

/** The entry module of a page (started by its boot script), a real hashed file under /assets/. */
const entryScript = () => {
  const src = /<script defer(?:="")? src="\/assets\/boot-[^"]+\.js" data-entry="(\/assets\/[^"]+\.js)"/.exec(
    distFile(pageFile('/en/home')),
  )?.[1];
  if (!src) throw new Error(`dist/${pageFile('/en/home')} has no /assets/ entry script`);
  return src;
};

const PAGES = prerenderPaths();
const ENTRIES = entryPaths(PAGES);

/**
 * The trailing-slash spelling of a page: one permanent redirect to the page, by each host's own
 * handling, not by a rule per page (scripts/lib/routing.ts, slashlessPage).
 */
const slashMoved = (url: string): Pick<Row, 'answer' | 'except'> => ({
  answer: moved(url),
  except: {
    'Cloudflare Pages': {
      status: 308,
      location: url,
      kind: 'redirect',
      why: 'Cloudflare Pages redirects the trailing-slash spelling of a page (<path>.html) itself, with a 308',
    },
  },
});

/** An unprefixed path that no entry page has: Cloudflare Pages has no rule to rewrite it (routing.ts). */
const noEntryPage: Row['except'] = {
  'Cloudflare Pages': {
    ...notFound('404.html'),
    why: 'Cloudflare Pages applies a rewrite before its files: a pattern would hide the entry pages under it, so there is none',
  },
};

const TABLE: Row[] = [
  // Every page of both languages and every entry page, at its canonical URL: 200, never a redirect;
  // its other spelling, with the trailing slash, one permanent redirect to it.
  ...[...PAGES, ...ENTRIES].map((url): Row => ({ path: url, answer: page(pageFile(url)) })),
  ...[...PAGES, ...ENTRIES].filter((url) => url !== '/').map((url): Row => ({ path: `${url}/`, ...slashMoved(url) })),
  { path: '/en/home/?x=1', ...slashMoved('/en/home?x=1') },
  // The language roots and the navigation aliases, in both spellings, the query kept (before a fragment).
  ...redirectPages(PAGES).flatMap(({ from, to }): Row[] => [
    { path: from, answer: moved(to) },
    { path: `${from}/`, answer: moved(to) },
  ]),
  { path: '/en?x=1', answer: moved('/en/home?x=1') },
  { path: '/ar/?x=1', answer: moved('/ar/home?x=1') },
  { path: '/en/contact-form?from=nav', answer: moved('/en/contact?from=nav#contact-form') },
  { path: '/ar/technologies?x=1', answer: moved('/ar/technology?x=1') },
  // Placeholders: any slug, known or not.
  { path: '/en/careers/x', answer: moved('/en/carrers/x') },
  { path: '/en/careers/x/', answer: moved('/en/carrers/x') },
  { path: '/ar/careers/x?ref=1', answer: moved('/ar/carrers/x?ref=1') },
  { path: '/ar/internships/x', answer: moved('/ar/internship/x') },
  { path: '/en/internships/x/', answer: moved('/en/internship/x') },
  // The entry pages with a query: their own page, else the shared one (its script picks the
  // language and keeps query and fragment: see the browser checks below).
  { path: '/?x=1', answer: page('index.html') },
  { path: '/home?utm_source=x', answer: page(pageFile('/home')) },
  { path: '/technologies?x=1', answer: page(pageFile('/technologies')) },
  { path: '/services/ai?ref=x', answer: page(pageFile('/services/ai')) },
  { path: '/services/no-such-service', answer: page('index.html'), except: noEntryPage },
  { path: '/careers/no-such-job?x=1', answer: page('index.html'), except: noEntryPage },
  // Not found: status 404 with the page of the path's language, the neutral one elsewhere.
  { path: '/en/nope', answer: notFound('en/404.html') },
  { path: '/ar/nope', answer: notFound('ar/404.html') },
  { path: '/en/nope/', answer: notFound('en/404.html') },
  { path: '/en/services/no-such-service', answer: notFound('en/404.html') },
  { path: '/ar/blog/no-such-post', answer: notFound('ar/404.html') },
  { path: '/ar/carrers/no-such-job/', answer: notFound('ar/404.html') },
  { path: '/xx', answer: notFound('404.html') },
  { path: '/fr/home', answer: notFound('404.html') },
  { path: '/services/no-such-service/', answer: notFound('404.html') },
  { path: '/assets/no-such-file.js', answer: notFound('404.html') },
  // Files: the feeds as Atom, a hashed asset, pictures.
  {
    path: '/en/feed.xml',
    answer: { status: 200, file: 'en/feed.xml', type: 'application/atom+xml; charset=utf-8', kind: 'feed' },
  },
  {
    path: '/ar/feed.xml',
    answer: { status: 200, file: 'ar/feed.xml', type: 'application/atom+xml; charset=utf-8', kind: 'feed' },
  },
  { path: entryScript(), answer: { status: 200, file: entryScript().slice(1), kind: 'asset' } },
  { path: '/favicon.svg', answer: { status: 200, file: 'favicon.svg', type: 'image/svg+xml', kind: 'file' } },
  // Share cards keep their address when redrawn (not content-hashed): not cached for a year.
  { path: sharePath('/en/home'), answer: { status: 200, type: 'image/jpeg', kind: 'file' } },
  { path: sharePath(`/ar/blog/${newestPost().slug}`), answer: { status: 200, type: 'image/jpeg', kind: 'file' } },
  // Nothing but the site: no server configuration, build leftovers or dotfiles.
  ...['/_headers', '/_redirects', '/nginx-routes.conf', '/nginx-headers.conf', '/dist-nginx/nginx-routes.conf']
    .concat(['/.env', '/.git/config', '/.vite/manifest.json', '/dist-ssr/entry-server.js', '/package.json', '/_worker.js'])
    .map((url): Row => ({ path: url, answer: notFound('404.html') })),
  { path: '/en/_redirects', answer: notFound('en/404.html') },
  // A page's file name is no URL of the site.
  {
    path: '/en/home.html',
    answer: notFound('en/404.html'),
    except: {
      'Cloudflare Pages': {
        ...{ status: 308, location: '/en/home', kind: 'redirect' },
        why: 'Cloudflare Pages redirects a file name ending in .html to its clean URL itself, with a 308',
      },
    },
  },
  {
    path: '/en/404',
    answer: notFound('en/404.html'),
    except: {
      'Cloudflare Pages': {
        ...page('en/404.html'),
        why: 'Cloudflare Pages serves every .html file at its clean URL, the 404 pages too (they are noindex)',
      },
    },
  },
  {
    path: '/index.html',
    answer: moved('/'),
    except: {
      'Cloudflare Pages': {
        status: 308,
        location: '/',
        kind: 'redirect',
        why: 'Cloudflare Pages redirects /index.html itself, with a 308',
      },
    },
  },
];

/** `"/en/home?x=1#top"` relative to base, so absolute and relative Location headers compare equal. */
const resolved = (location: string | undefined, base: string) =>
  location === undefined ? undefined : new URL(location, base).href;

interface Got {
  status: number;
  /** Header names lower-cased; a header sent twice has both values, joined by ", ". */
  headers: Record<string, string>;
  /** Each header as sent. */
  raw: [name: string, value: string][];
  body: string;
}

/**
 * GETs the targets as they are written (no normalisation, no redirect followed, identity
 * encoding), a few at a time over kept-alive connections: the table is hundreds of requests.
 */
async function getAll(base: string, targets: readonly string[]): Promise<Got[]> {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const get = (target: string) =>
    new Promise<Got>((resolve, reject) => {
      const request = http.get(
        { host: hostname, port, path: target, agent, headers: { 'Accept-Encoding': 'identity' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const raw: [string, string][] = [];
            for (let i = 0; i < res.rawHeaders.length; i += 2) raw.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
            const headers: Record<string, string> = {};
            for (const [name, value] of raw) {
              const key = name.toLowerCase();
              headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
            }
            resolve({ status: res.statusCode ?? 0, headers, raw, body: Buffer.concat(chunks).toString('utf8') });
          });
        },
      );
      request.setTimeout(15_000, () => request.destroy(new Error(`timeout: ${target}`)));
      request.on('error', reject);
    });
  try {
    return await Promise.all(targets.map(get));
  } finally {
    agent.destroy();
  }
}

/**
 * The differences between what is expected and what was received, one line each ("label: what:
 * expected …, received …"). The checks below collect them and assert once that there are none, so
 * that a failure lists every difference (and hundreds of rows cost no more than one assertion).
 */
class Differences {
  readonly lines: string[] = [];
  check(label: string, what: string, received: unknown, expected: unknown) {
    const [r, e] = [JSON.stringify(received), JSON.stringify(expected)];
    if (r !== e) this.lines.push(`${label}: ${what}: expected ${e}, received ${r}`);
  }
}

/** Every security header once, with the value of dist/_headers. */
function checkSecurityHeaders(differences: Differences, response: Got, label: string) {
  const fromFile = readHeadersFile().get('/*')!;
  for (const name of SECURITY_HEADER_NAMES) {
    const values = response.raw.filter(([header]) => header.toLowerCase() === name).map(([, value]) => value);
    differences.check(label, `${name}, once`, values, [fromFile[name]]);
  }
}

/** Runs the table against one server; every difference is listed, not only the first. */
async function expectTable(base: string, host: Host) {
  const files = new Map<string, string>();
  const file = (name: string) => files.get(name) ?? files.set(name, distFile(name)).get(name)!;
  const responses = await getAll(
    base,
    TABLE.map((row) => row.path),
  );
  const differences = new Differences();
  TABLE.forEach((row, i) => {
    const answer = row.except?.[host] ?? row.answer;
    const response = responses[i]!;
    const label = `${host}: ${row.path} (${response.status})`;
    differences.check(label, 'status', response.status, answer.status);
    if (answer.location !== undefined)
      differences.check(label, 'Location', resolved(response.headers.location, base), new URL(answer.location, base).href);
    if (answer.type !== undefined) differences.check(label, 'Content-Type', response.headers['content-type'], answer.type);
    if (answer.file !== undefined)
      differences.check(label, `the body is dist/${answer.file}`, response.body === file(answer.file), true);
    if (answer.kind !== 'redirect')
      differences.check(label, 'Cache-Control', response.headers['cache-control'], CACHE[answer.kind][host]);
    checkSecurityHeaders(differences, response, label);
  });
  expect(differences.lines, `${host} answers the table of URLs`).toEqual([]);
}

/**
 * The rules of a `_redirects` file, each sampled: a placeholder filled in, a splat made a missing
 * page. On Cloudflare Pages, Netlify's rewrite patterns (/services/:slug → /, which Cloudflare's own
 * file leaves out) find no rule: a sample of one answers Cloudflare's 404 page.
 */
async function expectRedirectRules(base: string, file: string, label: string, host: Host) {
  const rules = file
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/) as [string, string, string]);
  expect(rules.length, label).toBeGreaterThan(20);
  const sample = (pattern: string) => pattern.replace(/:[a-z]+/g, 'sample-slug').replace(/\*$/, 'no-such-page');
  const served = new Set([...PAGES, ...ENTRIES, ...redirectPages(PAGES).map((page) => page.from)]);
  const responses = await getAll(
    base,
    rules.map(([from]) => sample(from)),
  );
  const differences = new Differences();
  rules.forEach(([from, to, status], i) => {
    const response = responses[i]!;
    const rule = `${label}: ${from} ${to} ${status}`;
    if (status.startsWith('301')) {
      differences.check(rule, 'status', response.status, 301);
      differences.check(rule, 'Location', resolved(response.headers.location, base), new URL(sample(to), base).href);
    } else if (host === 'Cloudflare Pages' && status === '200' && /[:*]/.test(from) && !served.has(sample(from))) {
      differences.check(rule, 'status', response.status, 404);
      differences.check(rule, 'the body is dist/404.html', response.body === distFile('404.html'), true);
    } else {
      differences.check(rule, 'status', response.status, Number(status.replace('!', '')));
      // A rewrite serves the page at its URL; one that is not forced applies where no file
      // matches, so a path with a page of its own (an entry page: /home) gets that page.
      const own = served.has(sample(from)) && !status.endsWith('!') ? sample(from) : to;
      const expected = status.startsWith('404') ? to.slice(1) : pageFile(own);
      differences.check(rule, `the body is dist/${expected}`, response.body === distFile(expected), true);
    }
  });
  expect(differences.lines, label).toEqual([]);
}

/** gzip when asked for, identity otherwise; the same text either way. */
async function expectGzip(request: APIRequestContext, base: string, host: Host) {
  // Cloudflare's local runtime compresses HTML and scripts, not the Atom feeds, and sends no Vary
  // header: compression there is the edge's work, by content type (docs/deploying.md).
  const local = host === 'Cloudflare Pages';
  for (const pathname of ['/en/home', entryScript(), ...(local ? [] : ['/ar/feed.xml'])]) {
    const gzip = await request.get(base + pathname, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], `${host}: ${pathname}`).toBe('gzip');
    if (!local) expect(gzip.headers().vary ?? '', `${host}: ${pathname}`).toMatch(/accept-encoding/i);
    const plain = await request.get(base + pathname, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], `${host}: ${pathname}`).toBeUndefined();
    expect(await plain.text()).toBe(await gzip.text());
  }
}

// ---------------------------------------------------------------------------------------------
// What the URLs of the pages say: the sitemap, canonical and hreflang URLs are the URLs served.

test('the sitemap, canonical and hreflang URLs are exactly URLs the table expects a 200 for @desktop', () => {
  const ok = new Set(TABLE.filter((row) => row.answer.status === 200 && row.answer.kind === 'page').map((row) => row.path));
  const paths = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  const sitemap = distFile('sitemap.xml');
  const listed = [...paths(sitemap, /<loc>([^<]+)<\/loc>/g), ...paths(sitemap, /hreflang="[^"]+" href="([^"]+)"/g)];
  expect(listed.length).toBeGreaterThan(PAGES.length);
  const wrong = listed.filter((url) => !url.startsWith(`${SITE.origin}/`) || !ok.has(url.slice(SITE.origin.length)));
  for (const url of PAGES) {
    const head = distFile(pageFile(url)).split('</head>')[0]!;
    const own = [
      ...paths(head, /<link rel="canonical" href="([^"]+)"/g),
      ...paths(head, /<link rel="alternate" hreflang="[^"]+" href="([^"]+)"/g),
    ];
    expect(own.length, url).toBeGreaterThan(1);
    wrong.push(
      ...own
        .filter((link) => !link.startsWith(`${SITE.origin}/`) || !ok.has(link.slice(SITE.origin.length)))
        .map((link) => `${url}: ${link}`),
    );
  }
  expect(wrong, 'URLs named by the sitemap or a page that are not served with a 200').toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// The site in a browser, under the Content-Security-Policy.

/** Opens a page through the given server, recording console problems and CSP violations. */
async function watchPage(page: Page) {
  const problems = watchConsole(page);
  const cspMessages: string[] = [];
  page.on('console', (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text())) cspMessages.push(`${message.type()}: ${message.text()}`);
  });
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return {
    expectClean: async () => {
      // Violations are reported asynchronously: give the last ones a moment to arrive.
      await page.waitForTimeout(250);
      expect(violations, 'CSP violations').toEqual([]);
      expect(cspMessages, 'console messages about the Content Security Policy').toEqual([]);
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    /** Proves the policy reached the browser: an inline script must be refused. */
    expectEnforced: async () => {
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true';
        document.head.append(script);
        return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
      });
      expect(ran, 'an inline script ran: no CSP was applied').toBe(false);
      await expect.poll(() => violations.some((v) => v.startsWith('script-src'))).toBe(true);
    },
  };
}

async function expectEnglishSite(page: Page, base: string) {
  const watch = await watchPage(page);
  // An entry page keeps the query and the fragment when it picks the language.
  await page.goto(`${base}/services/ai?ref=x#faq-1`);
  await expect(page).toHaveURL(`${base}/en/services/ai?ref=x#faq-1`);
  await page.goto(`${base}/`);
  await expect(page).toHaveURL(`${base}/en/home`);
  await waitForOverlayGone(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empowering Your Digital Future');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Who We Help' }).hover();
  await nav.getByRole('link', { name: 'Startups' }).click();
  await expect(page).toHaveURL(`${base}/en/startups`);
  await waitForOverlayGone(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await watch.expectClean();
  await watch.expectEnforced();
}

async function expectArabicSite(page: Page, base: string) {
  const watch = await watchPage(page);
  await page.goto(`${base}/ar/home`);
  await waitForOverlayGone(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نبني معك مستقبلك الرقمي');
  const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await nav.getByRole('button', { name: 'من نخدم' }).hover();
  await nav.getByRole('link', { name: 'الشركات الناشئة' }).click();
  await expect(page).toHaveURL(`${base}/ar/startups`);
  await waitForOverlayGone(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await watch.expectClean();
  await watch.expectEnforced();
}

// ---------------------------------------------------------------------------------------------
// The servers.

for (const host of HOSTS) {
  test.describe(`${host} serving dist/`, () => {
    // One server per host, started once: this host's tests run in order in one worker.
    test.describe.configure({ mode: 'default' });

    let running: (RunningServer & { log?: () => string }) | undefined;
    let failed: Error | undefined;

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      try {
        if (host === 'nginx') running = await startNginx();
        else if (host === 'Cloudflare Pages') running = await startPagesDev();
      } catch (error) {
        // Each test fails with the reason: none passes by skipping.
        failed = error as Error;
      }
    });

    test.afterAll(async () => {
      await running?.stop();
    });

    /** The server's address: `npm start` is the Playwright webServer. */
    const serverBase = (baseURL: string | undefined): string => {
      if (failed) throw new Error(`${host} cannot be tested: ${failed.message}`);
      return host === 'npm start' ? baseURL! : running!.base;
    };

    test('the URL table: pages, redirects, entry pages, 404s, files, caching, security headers @desktop', async ({ baseURL }) => {
      await expectTable(serverBase(baseURL), host);
    });

    test("every rule of the CDNs' _redirects files @desktop", async ({ baseURL }) => {
      const base = serverBase(baseURL);
      await expectRedirectRules(base, distFile('_redirects'), 'dist/_redirects (Cloudflare Pages)', host);
      await expectRedirectRules(base, renderNetlifyRedirects(routingRules()), "Netlify's _redirects", host);
      if (host === 'Cloudflare Pages') {
        // Cloudflare read every line: a rule in another host's syntax would be dropped with a warning.
        expect(running!.log!(), 'wrangler warned about dist/_redirects or dist/_headers').not.toMatch(
          /invalid (redirect|header) rule/i,
        );
      }
    });

    test("a page's trailing slash: one permanent redirect (301 or 308) to the page, which answers 200 @desktop", async ({
      baseURL,
    }) => {
      const base = serverBase(baseURL);
      const urls = [...PAGES, ...ENTRIES].filter((url) => url !== '/');
      const redirects = await getAll(
        base,
        urls.map((url) => `${url}/`),
      );
      const targets = redirects.map((response) => resolved(response.headers.location, base) ?? base);
      const landed = await getAll(
        base,
        targets.map((target) => new URL(target).pathname),
      );
      const differences = new Differences();
      urls.forEach((url, i) => {
        const label = `${host}: ${url}/`;
        differences.check(label, 'a permanent redirect', [301, 308].includes(redirects[i]!.status), true);
        differences.check(label, 'Location', targets[i], new URL(url, base).href);
        differences.check(label, 'the Location answers', landed[i]!.status, 200);
      });
      expect(differences.lines, `${host}: the trailing-slash spelling of ${urls.length} pages`).toEqual([]);
    });

    test('gzip @desktop', async ({ request, baseURL }) => {
      await expectGzip(request, serverBase(baseURL), host);
    });

    // npm start is the server every other spec runs the site on; these add nginx and Cloudflare Pages.
    if (host !== 'npm start') {
      test('the English site works under the CSP: entry pages, home, navigation @desktop', async ({ page, baseURL }) => {
        await expectEnglishSite(page, serverBase(baseURL));
      });

      test('the Arabic site works under the CSP: home, navigation @desktop', async ({ page, baseURL }) => {
        await expectArabicSite(page, serverBase(baseURL));
      });
    }
  });
}
