// Production server for dist/: prerendered files with clean URLs, the rules of dist/_redirects
// (301 redirects, 200 rewrites to the language-picking entry page, real 404 pages), long-lived
// caching of hashed assets, gzip, and security headers.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

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

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

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
    if (path.basename(full).startsWith('_')) continue;
    try {
      if ((await stat(full)).isFile()) return full;
    } catch {
      /* not there */
    }
  }
  return null;
}

function send(req, res, file, status) {
  const ext = path.extname(file);
  const headers = { ...SECURITY_HEADERS, 'Content-Type': TYPES[ext] ?? 'application/octet-stream', Vary: 'Accept-Encoding' };
  headers['Cache-Control'] = file.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : ext === '.html'
      ? 'no-cache'
      : 'public, max-age=86400';
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

const server = createServer(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/__invalid__';
  }
  if (pathname.includes('\0')) pathname = '/__invalid__';

  const apply = async (rule) => {
    const match = rule.pattern.exec(url.pathname);
    if (!match) return false;
    let target = rule.to;
    rule.names.forEach((name, i) => {
      target = target.replace(`:${name}`, match[i + 1]);
    });
    if (rule.status === 301 || rule.status === 302) {
      res.writeHead(rule.status, { ...SECURITY_HEADERS, Location: target + url.search }).end();
      return true;
    }
    const rewritten = await fileFor(target);
    if (!rewritten) return false;
    send(req, res, rewritten, rule.status);
    return true;
  };

  // Forced rules ("301!") win over files; the others apply only where no file matches.
  for (const rule of rules) if (rule.force && (await apply(rule))) return;
  const file = await fileFor(path.posix.normalize(pathname));
  if (file) return send(req, res, file, 200);
  for (const rule of rules) if (!rule.force && (await apply(rule))) return;
  res.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
});

server.listen(port, host, () => {
  console.log(`Serving dist/ on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
});
