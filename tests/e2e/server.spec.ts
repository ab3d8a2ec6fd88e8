import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { INTERNSHIPS, JOBS } from '../../src/content/careers';
import { SITE } from '../../src/content/site';
import { sharePath } from '../../src/lib/paths';
import { waitForOverlayGone, watchConsole } from './helpers';

// The production servers of dist/: deploy/nginx.conf run by a real nginx (a temporary copy with
// the placeholders filled in, on a loopback port, stopped after the tests) and scripts/serve.ts
// (`npm start`, the Playwright webServer). Both must answer the same: statuses, the rules of
// dist/_redirects, the headers of dist/_headers, caching, gzip — and the site must run under the
// Content-Security-Policy.

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const distFile = (file: string) => readFileSync(path.join(dist, file), 'utf8');

// ---------------------------------------------------------------------------------------------
// What the headers must be.

/** Netlify `_headers` blocks: pattern → headers (names lower-cased). */
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

const endpoint = SITE.contactEndpoint ? ` ${new URL(SITE.contactEndpoint).origin}` : '';

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

// ---------------------------------------------------------------------------------------------
// Checks shared by both servers.

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The entry module of a page (started by its boot script), a real hashed file under /assets/. */
const entryScript = () => {
  const src = /<script defer(?:="")? src="\/assets\/boot-[^"]+\.js" data-entry="(\/assets\/[^"]+\.js)"/.exec(
    distFile('en/home/index.html'),
  )?.[1];
  if (!src) throw new Error('dist/en/home/index.html has no /assets/ entry script');
  return src;
};

/** `"/en/home?x=1#top"` relative to base, so absolute and relative Location headers compare equal. */
const resolved = (location: string | undefined, base: string) =>
  location === undefined ? undefined : new URL(location, base).href;

async function expectStatusesAndPages(request: APIRequestContext, base: string) {
  const get = (pathname: string) => request.get(base + pathname, { maxRedirects: 0 });
  const pages: [string, number, string][] = [
    ['/en/home', 200, 'en/home/index.html'],
    ['/ar/home/', 200, 'ar/home/index.html'],
    ['/en/nope', 404, 'en/404.html'],
    ['/ar/nope', 404, 'ar/404.html'],
    ['/xx', 404, '404.html'],
    ['/fr/home', 404, '404.html'],
    ['/en/services/no-such-service', 404, 'en/404.html'],
    ['/assets/no-such-file.js', 404, '404.html'],
    // Unprefixed: the path's own entry page (links to it in each language), else the shared one.
    ['/', 200, 'index.html'],
    ['/home', 200, 'home/index.html'],
    ['/home/', 200, 'home/index.html'],
    ['/services/ai', 200, 'services/ai/index.html'],
    ['/technologies', 200, 'technologies/index.html'],
    ['/services/no-such-service', 200, 'index.html'],
  ];
  for (const [pathname, status, file] of pages) {
    const response = await get(pathname);
    expect(response.status(), pathname).toBe(status);
    expect(response.headers()['content-type'], pathname).toMatch(/^text\/html/);
    expect(await response.text(), `${pathname} serves dist/${file}`).toBe(distFile(file));
  }
  const redirects: [string, string][] = [
    ['/en', '/en/home'],
    ['/ar', '/ar/home'],
    ['/en/', '/en/home'],
    ['/en/technologies', '/en/technology'],
    ['/ar/careers/digital-marketing-agency-partnership', '/ar/carrers/digital-marketing-agency-partnership'],
    ['/en/internships/react-intern', '/en/internship/react-intern'],
    ['/en/quality-assurance', '/en/services/qa'],
    ['/en/contact-form?from=nav', '/en/contact?from=nav#contact-form'],
  ];
  for (const [from, to] of redirects) {
    const response = await get(from);
    expect(response.status(), from).toBe(301);
    expect(resolved(response.headers().location, base), from).toBe(new URL(to, base).href);
  }
  // The blog's Atom feeds, as Atom (mime.types and sirv would say text/xml or application/xml).
  for (const pathname of ['/en/feed.xml', '/ar/feed.xml']) {
    const response = await get(pathname);
    expect(response.status(), pathname).toBe(200);
    expect(response.headers()['content-type'], pathname).toBe('application/atom+xml; charset=utf-8');
    expect(await response.text(), pathname).toBe(distFile(pathname.slice(1)));
  }
  // Build files are not part of the site.
  for (const pathname of ['/_headers', '/_redirects', '/nginx-headers.conf']) {
    expect((await get(pathname)).status(), pathname).toBe(404);
  }
}

/** Every rule of dist/_redirects, the contract shared with Netlify-style hosts. */
async function expectRedirectRules(request: APIRequestContext, base: string) {
  const rules = distFile('_redirects')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/) as [string, string, string]);
  expect(rules.length).toBeGreaterThan(20);
  const sample = (pattern: string) => pattern.replace(/:[a-z]+/g, 'sample-slug').replace(/\*$/, 'no-such-page');
  for (const [from, to, status] of rules) {
    const response = await request.get(base + sample(from), { maxRedirects: 0 });
    const label = `${from} ${to} ${status}`;
    if (status.startsWith('301')) {
      expect(response.status(), label).toBe(301);
      expect(resolved(response.headers().location, base), label).toBe(new URL(sample(to), base).href);
    } else {
      expect(response.status(), label).toBe(Number(status));
      // A rule that is not forced applies where no file matches: a path with a page of its own
      // (an entry page: /home/index.html) gets that page.
      const own = path.posix.join(sample(from).slice(1), 'index.html');
      const file = !status.endsWith('!') && existsSync(path.join(dist, own)) ? own : to.slice(1);
      expect(await response.text(), label).toBe(distFile(file));
    }
  }
}

async function expectHeaders(request: APIRequestContext, base: string) {
  const fromFile = readHeadersFile().get('/*');
  expect(fromFile, 'dist/_headers has a /* block').toBeTruthy();
  expect(parseCsp(fromFile!['content-security-policy'] ?? '')).toEqual(EXPECTED_CSP);
  for (const [name, value] of Object.entries(EXPECTED_HEADERS)) expect(fromFile![name], name).toBe(value);

  const asset = entryScript();
  const samples = [
    '/en/home',
    '/ar/home/',
    '/',
    '/home',
    asset,
    '/favicon.svg',
    '/en/nope',
    '/xx',
    '/en',
    '/en/technologies',
    '/assets/no-such-file.js',
  ];
  for (const pathname of samples) {
    const response = await request.get(base + pathname, { maxRedirects: 0 });
    const all = response.headersArray();
    for (const name of SECURITY_HEADER_NAMES) {
      const values = all.filter((h) => h.name.toLowerCase() === name).map((h) => h.value);
      expect(values, `${name} on ${pathname} (${response.status()}), once`).toEqual([fromFile![name]]);
    }
    const csp = parseCsp(response.headers()['content-security-policy'] ?? '');
    const scriptSources = (csp['script-src'] ?? '').split(/\s+/);
    expect(scriptSources, `script-src on ${pathname}`).not.toContain("'unsafe-inline'");
    expect(scriptSources, `script-src on ${pathname}`).not.toContain("'unsafe-eval'");
  }

  // Caching: hashed assets for a year, HTML (pages, 404 pages) revalidated on every use.
  const cacheOf = async (pathname: string) =>
    (await request.get(base + pathname, { maxRedirects: 0 })).headers()['cache-control'];
  expect(await cacheOf(asset)).toBe(IMMUTABLE);
  for (const pathname of ['/en/home', '/ar/home/', '/', '/en/nope', '/xx', '/assets/no-such-file.js']) {
    expect(await cacheOf(pathname), pathname).toBe('no-cache');
  }
  // Share cards keep their address when redrawn (not content-hashed): a picture kept a day, not for a year.
  for (const pathname of [sharePath('/en/home'), sharePath('/ar/blog/ai-education')]) {
    const card = await request.get(base + pathname);
    expect(card.status(), pathname).toBe(200);
    expect(card.headers()['content-type'], pathname).toBe('image/png');
    expect(card.headers()['cache-control'], pathname).toBe('public, max-age=86400');
  }

  // gzip when asked for, identity otherwise.
  for (const pathname of ['/en/home', asset, '/ar/feed.xml']) {
    const gzip = await request.get(base + pathname, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], pathname).toBe('gzip');
    expect(gzip.headers().vary ?? '', pathname).toMatch(/accept-encoding/i);
    const plain = await request.get(base + pathname, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], pathname).toBeUndefined();
    expect(await plain.text()).toBe(await gzip.text());
  }
}

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

// ---------------------------------------------------------------------------------------------
// nginx with deploy/nginx.conf.

const SITE_DIR_PLACEHOLDER = '/var/www/qimmah-site/dist';

interface RunningNginx {
  base: string;
  child: ChildProcess;
  dir: string;
  errorLog: string;
}

function findNginx(): string | undefined {
  const fromPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, 'nginx'));
  return [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', ...fromPath].find(
    (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
  );
}

/** mime.types next to the binary's compiled-in nginx.conf (Debian: /etc/nginx/mime.types). */
function findMimeTypes(binary: string): string | undefined {
  const version = spawnSync(binary, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(`${version.stderr}${version.stdout}`)?.[1];
  return [
    confPath && path.join(path.dirname(confPath), 'mime.types'),
    '/etc/nginx/mime.types',
    '/usr/local/etc/nginx/mime.types',
  ].find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

/** The preferred port if it is free, else one the system picks. */
async function freePort(preferred: number): Promise<number> {
  const attempt = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
      });
    });
  const port = (await attempt(preferred)) ?? (await attempt(0));
  if (!port) throw new Error('no free loopback port for nginx');
  return port;
}

function replaceOrFail(text: string, search: string | RegExp, replacement: string): string {
  const found = typeof search === 'string' ? text.includes(search) : search.test(text);
  if (!found) throw new Error(`deploy/nginx.conf no longer contains ${search}: update tests/e2e/server.spec.ts`);
  return typeof search === 'string' ? text.replaceAll(search, replacement) : text.replace(search, replacement);
}

async function startNginx(binary: string, mimeTypes: string): Promise<RunningNginx> {
  if (!existsSync(path.join(dist, 'nginx-headers.conf')))
    throw new Error('dist/nginx-headers.conf is missing: run `npm run build`');
  if (/[\s;{}"'$#]/.test(dist)) throw new Error(`cannot put ${dist} in an nginx config unquoted`);
  const port = await freePort(Number(process.env.NGINX_TEST_PORT ?? 4391));
  const dir = mkdtempSync(path.join(tmpdir(), 'qimmah-nginx-'));
  const errorLog = path.join(dir, 'error.log');

  let site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  site = replaceOrFail(site, SITE_DIR_PLACEHOLDER, dist);
  site = replaceOrFail(site, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  site = replaceOrFail(site, /^\s*listen \[::\]:80;\n/m, '');
  writeFileSync(path.join(dir, 'site.conf'), site);

  const temp = (name: string) => path.join(dir, name);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      // As root nginx would switch its workers to "nobody"; stay the user that can read dist/.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 64; }',
      'http {',
      `  include ${mimeTypes};`,
      '  default_type application/octet-stream;',
      `  access_log ${temp('access.log')};`,
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${temp('site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog];

  const check = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t rejected deploy/nginx.conf:\n${check.stderr}`);
  }

  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}${readFileSync(errorLog, 'utf8')}`);
    try {
      if ((await fetch(`${base}/en/home`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer on ${base}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, child, dir, errorLog };
}

/** Graceful stop (QUIT), then TERM and KILL if nginx lingers; only the process started here. */
async function stopNginx({ child, dir }: RunningNginx) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (const signal of ['SIGQUIT', 'SIGTERM', 'SIGKILL'] as const) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    child.kill(signal);
    if (await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 3_000))])) break;
  }
  rmSync(dir, { recursive: true, force: true });
}

test.describe('nginx serving dist/ with deploy/nginx.conf', () => {
  // One nginx per worker: keep this file's nginx tests together, in order, in one worker.
  test.describe.configure({ mode: 'default' });

  let running: RunningNginx | undefined;
  let unavailable = '';

  test.beforeAll(async () => {
    const binary = findNginx();
    if (!binary) {
      unavailable = "nginx is not installed (set NGINX_PATH, or install Debian's nginx package; `npm test` does so as root)";
      return;
    }
    const mimeTypes = findMimeTypes(binary);
    if (!mimeTypes) {
      unavailable = `nginx at ${binary} has no mime.types next to its nginx.conf`;
      return;
    }
    running = await startNginx(binary, mimeTypes);
  });

  /** The running nginx: without one these tests fail and say why, they never pass by skipping. */
  const nginxServer = (): RunningNginx => {
    if (!running) throw new Error(`deploy/nginx.conf cannot be tested: ${unavailable}`);
    return running;
  };

  test.afterAll(async () => {
    if (running) await stopNginx(running);
  });

  test('pages, 404 pages, redirects and the entry page @desktop', async ({ request }) => {
    const nginx = nginxServer();
    await expectStatusesAndPages(request, nginx.base);
  });

  test('every rule of dist/_redirects @desktop', async ({ request }) => {
    const nginx = nginxServer();
    await expectRedirectRules(request, nginx.base);
  });

  test('security headers on every response, caching and gzip @desktop', async ({ request }) => {
    const nginx = nginxServer();
    await expectHeaders(request, nginx.base);
  });

  test('the English site works under the CSP: entry page, home, navigation @desktop', async ({ page }) => {
    const nginx = nginxServer();
    const watch = await watchPage(page);
    await page.goto(`${nginx.base}/`);
    await expect(page).toHaveURL(`${nginx.base}/en/home`);
    await waitForOverlayGone(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empowering Your Digital Future');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Who We Help' }).hover();
    await nav.getByRole('link', { name: 'Startups' }).click();
    await expect(page).toHaveURL(`${nginx.base}/en/startups`);
    await waitForOverlayGone(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await watch.expectClean();
    await watch.expectEnforced();
  });

  test('the Arabic site works under the CSP: home, navigation @desktop', async ({ page }) => {
    const nginx = nginxServer();
    const watch = await watchPage(page);
    await page.goto(`${nginx.base}/ar/home`);
    await waitForOverlayGone(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نبني معك مستقبلك الرقمي');
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await nav.getByRole('button', { name: 'من نخدم' }).hover();
    await nav.getByRole('link', { name: 'الشركات الناشئة' }).click();
    await expect(page).toHaveURL(`${nginx.base}/ar/startups`);
    await waitForOverlayGone(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await watch.expectClean();
    await watch.expectEnforced();
  });
});

// ---------------------------------------------------------------------------------------------
// scripts/serve.ts (`npm start`), already running as the Playwright webServer.

test.describe('npm start (scripts/serve.ts)', () => {
  test('pages, 404 pages, redirects and the entry page, like nginx @desktop', async ({ request, baseURL }) => {
    await expectStatusesAndPages(request, baseURL!);
  });

  test('every rule of dist/_redirects @desktop', async ({ request, baseURL }) => {
    await expectRedirectRules(request, baseURL!);
  });

  test('the headers of dist/_headers on every response, caching and gzip @desktop', async ({ request, baseURL }) => {
    await expectHeaders(request, baseURL!);
  });
});
