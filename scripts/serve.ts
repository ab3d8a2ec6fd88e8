// Production server for dist/ (`npm start`): the files of dist/ served by sirv, plus the site's
// own rules, the same as deploy/nginx.conf's:
// - the routing rules of scripts/lib/routing.ts (301 redirects, 200 rewrites to the
//   language-picking entry page, real 404 status with the 404 page of the path's language);
// - clean URLs: /en/home → dist/en/home.html (scripts/lib/routing.ts, pageFile), one URL per page:
//   /en/home/ answers a 301 to it where the page's file is (slashlessPage), and the file's own name
//   (/en/home.html) is no URL;
// - hostile URLs (encoded slashes, dot segments, NUL, build files) never reach a file;
// - the security headers the build wrote to dist/_headers (scripts/lib/headers.ts) on every
//   response, redirects and 404s included;
// - caching: hashed assets for a year, HTML revalidated, the rest a day;
// - gzip when asked for: each text file is compressed once, at start (dist/ does not change while
//   served), into a temporary directory that sirv serves as precompressed files.
//
// - the contact form's receiver at /api/ (server/node.ts: SQLite in LEADS_DB, data/leads.sqlite by
//   default), as nginx proxies /api/ to the same receiver run as a service.
//
//   node --import tsx scripts/serve.ts        (PORT, HOST: where to listen; `npm run serve`)
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import sirv, { type Options, type RequestHandler } from 'sirv';
import { nodeReceiver } from '../server/node';
import { FEED_CONTENT_TYPE, FEED_PATHS, IMMUTABLE_CACHE_CONTROL, IMMUTABLE_PATH, parseNetlifyHeaders } from './lib/headers';
import { compileRule, pageFile, routingRules, slashlessPage } from './lib/routing';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

let files: string[];
try {
  files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)));
  if (!files.includes('index.html')) throw new Error('no index.html');
  if (!files.includes('_headers')) throw new Error('no _headers');
} catch (error) {
  console.error(`Cannot serve dist/ (${(error as Error).message}): run \`npm run build\` first.`);
  process.exit(1);
}

// The headers the build wrote (scripts/server-config.ts), not ones computed from this process's
// environment: the Content-Security-Policy follows the deployment settings the pages were built with.
const SECURITY_HEADERS = parseNetlifyHeaders(readFileSync(path.join(dist, '_headers'), 'utf8'));
const rules = routingRules().map(compileRule);
const receiver = nodeReceiver();
const receive = getRequestListener(receiver.app.fetch);
/** The 404 pages: served by the rules with status 404, never as pages of their own (/en/404). */
const notFoundPages = new Set(rules.filter((rule) => rule.status === 404).map((rule) => rule.to));

/** Build files next to the site that are not part of it: `_headers`, `_redirects`. */
const isPrivate = (file: string) => path.posix.basename(file).startsWith('_');

/** Text files worth compressing; their type is spelled with the charset, as nginx's `charset utf-8`. */
const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};

// The gzip copies, made once. sirv serves "x.js.gz" for "x.js" with Content-Encoding: gzip.
// The directory goes when the server stops; one left by a killed server goes at the next start.
const GZIP_DIR_PREFIX = 'serve-gzip-';
for (const entry of readdirSync(tmpdir())) {
  const pid = Number(new RegExp(`^${GZIP_DIR_PREFIX}(\\d+)-`).exec(entry)?.[1]);
  if (!pid || isRunning(pid)) continue;
  rmSync(path.join(tmpdir(), entry), { recursive: true, force: true });
}
const gzipDir = mkdtempSync(path.join(tmpdir(), `${GZIP_DIR_PREFIX}${process.pid}-`));
const removeGzipDir = () => rmSync(gzipDir, { recursive: true, force: true });
process.on('exit', removeGzipDir);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => process.exit(0));
for (const file of files) {
  if (!(path.extname(file) in TEXT_TYPES) || isPrivate(`/${file}`)) continue;
  const target = path.join(gzipDir, `${file}.gz`);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, gzipSync(readFileSync(path.join(dist, file)), { level: 6 }));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Caching and the type of what is sent, by file. */
function setHeaders(res: ServerResponse, file: string) {
  const ext = path.extname(file);
  if (FEED_PATHS.includes(file)) res.setHeader('Content-Type', FEED_CONTENT_TYPE);
  else if (TEXT_TYPES[ext]) res.setHeader('Content-Type', TEXT_TYPES[ext]);
  res.setHeader(
    'Cache-Control',
    file.startsWith(IMMUTABLE_PATH)
      ? IMMUTABLE_CACHE_CONTROL
      : ext === '.html' || ext === '.json'
        ? 'no-cache'
        : 'public, max-age=86400',
  );
}
// Only exact file paths reach sirv (no extensions tried, no directory index): the rules below
// decide what a URL is. Without a file, sirv hands back to us ("next").
const options: Options = { dev: false, etag: false, dotfiles: false, extensions: [], setHeaders };
const plain: RequestHandler = sirv(dist, options);
const gzipped: RequestHandler = sirv(gzipDir, { ...options, gzip: true });

/**
 * Serves the file at the (decoded, normalised) path with the given status, or returns false when
 * dist/ has no such file. sirv answers 200: a rule's 404 page gets its status here.
 */
function serveFile(req: IncomingMessage, res: ServerResponse, file: string, status = 200): boolean {
  if (isPrivate(file)) return false;
  let found = true;
  const url = req.url;
  const writeHead = res.writeHead;
  // Re-encoded so that sirv's own decoding gives back this very path ("%" stays "%").
  req.url = file.split('/').map(encodeURIComponent).join('/');
  // sirv answers synchronously (headers first, then the file is streamed), or calls next.
  if (status !== 200) {
    delete req.headers.range; // a whole page, never a 206
    res.writeHead = function (this: ServerResponse, _status: number, ...rest: unknown[]) {
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    } as ServerResponse['writeHead'];
  }
  const asPlain = () => plain(req, res, () => void (found = false));
  if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) gzipped(req, res, asPlain);
  else asPlain();
  req.url = url;
  res.writeHead = writeHead;
  return found;
}

/** The pages and entry pages of dist/, by file ("/en/home.html"): the .html files but the 404 pages. */
const pageFiles = new Set(
  files.map((file) => `/${file.split(path.sep).join('/')}`).filter((file) => file.endsWith('.html') && !notFoundPages.has(file)),
);

/**
 * A page (its file, pageFile: /en/home → en/home.html, / → index.html) or another file of dist/ at
 * its own path. A path with a trailing slash is no page (see slashlessPage), nor is a file's name
 * ending in .html, nor a 404 page.
 */
function servePage(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (pathname === '/') return serveFile(req, res, `/${pageFile('/')}`);
  if (pathname.endsWith('/') || pathname.endsWith('.html')) return false;
  const page = `/${pageFile(pathname)}`;
  if (pageFiles.has(page) && serveFile(req, res, page)) return true;
  return serveFile(req, res, pathname);
}

const server = createServer((req, res) => {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  res.setHeader('Vary', 'Accept-Encoding');
  const notFound = () => res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  // Parsed from the raw request line: "//en/home" is a path here, never a host name.
  const raw = req.url?.startsWith('/') ? req.url : '/';
  const url = new URL(`http://localhost${raw}`);
  if (url.pathname.startsWith('/api/')) {
    void receive(req, res);
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  // One URL per page: collapse repeated slashes and drop a trailing "index.html".
  const canonical = url.pathname
    .replace(/\/{2,}/g, '/')
    .replace(/\/index\.html$/, '/')
    .replace(/(.)\/$/, '$1');
  if (canonical !== url.pathname && canonical !== url.pathname.replace(/\/$/, '')) {
    res.writeHead(301, { Location: canonical + url.search }).end();
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/__invalid__';
  }
  // Encoded slashes or backslashes, dot segments and NUL never address a file or a page.
  const invalid =
    /%2f|%5c/i.test(url.pathname) ||
    /[\\\0]/.test(pathname) ||
    pathname.split('/').some((segment) => segment === '.' || segment === '..');

  const apply = (rule: (typeof rules)[number]): boolean => {
    const target = rule.match(url.pathname);
    if (target === undefined) return false;
    if (rule.status === 301) {
      // The query goes before a fragment ("/en/contact?x=1#contact-form").
      const [targetPath, fragment] = target.split('#');
      const location = targetPath + url.search + (fragment === undefined ? '' : `#${fragment}`);
      res.writeHead(rule.status, { Location: location }).end();
      return true;
    }
    // A rewrite serves the page at its URL, a 404 rule the not-found page it names.
    return serveFile(req, res, rule.status === 200 ? `/${pageFile(target)}` : target, rule.status);
  };

  if (invalid) {
    if (!rules.some((rule) => rule.status === 404 && apply(rule))) notFound();
    return;
  }
  // Forced rules ("301!") win over files; the others apply only where no file matches.
  if (rules.some((rule) => rule.force && apply(rule))) return;
  if (servePage(req, res, path.posix.normalize(pathname))) return;
  // The trailing-slash spelling of a page: one 301 to the page, the query kept.
  const slashless = slashlessPage(pathname);
  if (slashless !== undefined && pageFiles.has(`/${pageFile(slashless)}`)) {
    res.writeHead(301, { Location: url.pathname.slice(0, -1) + url.search }).end();
    return;
  }
  if (!rules.some((rule) => !rule.force && apply(rule))) notFound();
});

// A request Node cannot parse (raw UTF-8 in the request line, oversized headers) gets its 400 or
// 431 in full. Node's own handler destroys the socket right after writing it, and a client then
// missed the answer ("socket hang up") about once in twenty requests; ending it lets it arrive.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});

server.listen(port, host, () => {
  console.log(`Serving dist/ on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
});
