// Production server for dist/: prerendered files with clean URLs, the rules of dist/_redirects
// (301 redirects, 200 rewrites to the language-picking entry page, real 404 pages), long-lived
// caching of hashed assets, gzip, and the headers of dist/_headers (written by scripts/headers.mjs:
// Content-Security-Policy, HSTS, …) on every response, redirects and 404s included.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';

const gzipAsync = promisify(gzipCallback);

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/**
 * Netlify-style `_headers`: a path pattern (`*` matches anything) at the start of a line, then its
 * indented `Name: value` lines. Every block whose pattern matches the request path applies.
 */
function parseHeaders(text) {
  const blocks = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
      blocks.push({ pattern: new RegExp(`^${source}$`), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    if (!blocks.length || colon < 0) throw new Error(`dist/_headers: cannot read "${line}"`);
    blocks.at(-1).headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return blocks;
}
let headerBlocks;
try {
  headerBlocks = parseHeaders(await readFile(path.join(dist, '_headers'), 'utf8'));
} catch (error) {
  console.error(`Cannot read dist/_headers (${error.message}): run \`npm run build\` first.`);
  process.exit(1);
}
/** The `_headers` of a request path. Cache-Control is left to send(): it depends on the file served. */
function headersFor(pathname) {
  const headers = {};
  for (const block of headerBlocks) {
    if (!block.pattern.test(pathname)) continue;
    for (const [name, value] of Object.entries(block.headers)) if (name.toLowerCase() !== 'cache-control') headers[name] = value;
  }
  return headers;
}
/** Generated files next to the site that are not part of it. */
const PRIVATE_FILES = new Set(['nginx-headers.conf']);

/** Netlify-style rules: "from to status", `:name` placeholders and a trailing `*` splat. */
function parseRules(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      const names = [];
      const source = from
        .split('/')
        .map((seg) => {
          if (seg === '*') return names.push('splat') && '(.*)';
          if (seg.startsWith(':')) return names.push(seg.slice(1)) && '([^/]+)';
          return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('/');
      return { pattern: new RegExp(`^${source}/?$`), names, to, status: parseInt(status, 10), force: status.endsWith('!') };
    });
}
const rules = parseRules(await readFile(path.join(dist, '_redirects'), 'utf8'));

async function fileFor(pathname) {
  const candidates = pathname.endsWith('/')
    ? [path.join(pathname, 'index.html')]
    : [pathname, path.join(pathname, 'index.html')];
  for (const candidate of candidates) {
    const full = path.join(dist, candidate);
    if (!full.startsWith(dist + path.sep) && full !== dist) continue;
    if (path.basename(full).startsWith('_') || PRIVATE_FILES.has(path.relative(dist, full))) continue;
    try {
      if ((await stat(full)).isFile()) return full;
    } catch {
      /* not there */
    }
  }
  return null;
}

function send(req, res, file, status, baseHeaders) {
  const ext = path.extname(file);
  const headers = { ...baseHeaders, 'Content-Type': TYPES[ext] ?? 'application/octet-stream', Vary: 'Accept-Encoding' };
  headers['Cache-Control'] = file.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : ext === '.html'
      ? 'no-cache'
      : 'public, max-age=86400';
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (!gzip) {
    res.writeHead(status, headers);
    if (req.method === 'HEAD') return res.end();
    return createReadStream(file).pipe(res);
  }
  headers['Content-Encoding'] = 'gzip';
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  void gzipped(file).then(
    (body) => res.end(body),
    (error) => res.destroy(error),
  );
}

/** dist/ does not change while it is served: each file is compressed once, then kept. */
const gzipCache = new Map();
function gzipped(file) {
  if (!gzipCache.has(file)) {
    const body = readFile(file).then((data) => gzipAsync(data));
    body.catch(() => gzipCache.delete(file));
    gzipCache.set(file, body);
  }
  return gzipCache.get(file);
}

const server = createServer(async (req, res) => {
  // Parsed from the raw request line: "//en/home" is a path here, never a host name.
  const raw = req.url?.startsWith('/') ? req.url : '/';
  const url = new URL(`http://localhost${raw}`);
  const baseHeaders = headersFor(url.pathname);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...baseHeaders, Allow: 'GET, HEAD' }).end();
    return;
  }
  // One URL per page: collapse repeated slashes and drop a trailing "index.html".
  const canonical = url.pathname.replace(/\/{2,}/g, '/').replace(/\/index\.html$/, '/').replace(/(.)\/$/, '$1');
  if (canonical !== url.pathname && canonical !== url.pathname.replace(/\/$/, '')) {
    res.writeHead(301, { ...baseHeaders, Location: canonical + url.search }).end();
    return;
  }
  let pathname;
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

  const apply = async (rule) => {
    const match = rule.pattern.exec(url.pathname);
    if (!match) return false;
    let target = rule.to;
    rule.names.forEach((name, i) => {
      target = target.replace(`:${name}`, match[i + 1]);
    });
    if (rule.status === 301 || rule.status === 302) {
      // The query goes before a fragment ("/en/contact?x=1#contact-form").
      const [targetPath, fragment] = target.split('#');
      const location = targetPath + url.search + (fragment === undefined ? '' : `#${fragment}`);
      res.writeHead(rule.status, { ...baseHeaders, Location: location }).end();
      return true;
    }
    const rewritten = await fileFor(target);
    if (!rewritten) return false;
    send(req, res, rewritten, rule.status, baseHeaders);
    return true;
  };

  if (invalid) {
    for (const rule of rules) if (rule.status === 404 && (await apply(rule))) return;
    res.writeHead(404, { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  // Forced rules ("301!") win over files; the others apply only where no file matches.
  for (const rule of rules) if (rule.force && (await apply(rule))) return;
  const file = await fileFor(path.posix.normalize(pathname));
  if (file) return send(req, res, file, 200, baseHeaders);
  for (const rule of rules) if (!rule.force && (await apply(rule))) return;
  res.writeHead(404, { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
});

server.listen(port, host, () => {
  console.log(`Serving dist/ on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
});
