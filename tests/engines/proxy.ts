// In front of `npm start`'s server, for the cross-engine set (tests/engines/run.ts):
// - Every HTML page gets the harness below as its first script: an error listener (WebKitWebDriver
//   exposes no console) and a finder by role and accessible name. It is an external file, since
//   the site's CSP allows no inline script.
// - /__engine/<font>.woff2: the full fonts the site cuts its own from, for the tanween check.
// - Asked for as `localhost` (the checks otherwise use 127.0.0.1), the lazy chunks of the reveal
//   animation and the carousel answer 404, as after a deploy that removed old hashed chunks. Being
//   another origin, nothing of them comes from the browser's cache either.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';

export const HARNESS = '/__engine/harness.js';
export const BLOCKING_HOST = 'localhost';
const BLOCKED = /dom-mini|SwiperCarousel/;
export const REFERENCE_FONTS = {
  cairo: '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
  inter: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
} as const;

const harness = `window.__engineErrors = [];
addEventListener('error', (event) => window.__engineErrors.push(String(event.message)));
addEventListener('unhandledrejection', (event) =>
  window.__engineErrors.push('unhandled rejection: ' + String((event.reason && event.reason.message) || event.reason)));
(() => {
  const ROLES = { button: 'button, [role="button"]', link: 'a[href]', region: '[role="region"]' };
  // Text of an element as its accessible name takes it: without descendants that are not rendered
  // (display: none) or hidden from assistive technology (Show More's other label, icons).
  const rendered = (node) =>
    [...node.childNodes]
      .map((child) =>
        child.nodeType === Node.TEXT_NODE
          ? child.data
          : child.nodeType === Node.ELEMENT_NODE &&
              child.getAttribute('aria-hidden') !== 'true' &&
              getComputedStyle(child).display !== 'none'
            ? rendered(child)
            : '',
      )
      .join('');
  const text = (element) => (element ? rendered(element) : '').replace(/\\s+/g, ' ').trim();
  const nameOf = (element) => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const by = element.getAttribute('aria-labelledby');
    if (by) return by.split(/\\s+/).map((id) => text(document.getElementById(id))).join(' ');
    return text(element);
  };
  const visible = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  let marks = 0;
  window.__engine = {
    /** The visible element of this role and accessible name, marked for the driver: its selector. */
    mark(role, name, within) {
      const root = within ? document.querySelector(within) : document;
      const found = root && [...root.querySelectorAll(ROLES[role])].find((element) => nameOf(element) === name && visible(element));
      if (!found) return null;
      const mark = 'm' + ++marks;
      found.setAttribute('data-engine-target', mark);
      return '[data-engine-target="' + mark + '"]';
    },
    visible,
  };
})();`;

export function startProxy(sitePort: number, port: number): http.Server[] {
  const require = createRequire(import.meta.url);
  const fonts = new Map(
    Object.entries(REFERENCE_FONTS).map(([name, file]) => [`/__engine/${name}.woff2`, readFileSync(require.resolve(file))]),
  );
  const handle: http.RequestListener = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    if (url.pathname === HARNESS) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(harness);
      return;
    }
    const font = fonts.get(url.pathname);
    if (font) {
      res.writeHead(200, { 'Content-Type': 'font/woff2' }).end(font);
      return;
    }
    if (req.headers.host?.split(':')[0] === BLOCKING_HOST && BLOCKED.test(url.pathname)) {
      res.writeHead(404, { 'Cache-Control': 'no-store' }).end();
      return;
    }
    // Uncompressed, so that the HTML can be edited on its way.
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const upstream = http.request({ host: '127.0.0.1', port: sitePort, path: req.url, method: req.method, headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!type.startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      let html = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (html += chunk));
      answer.on('end', () => {
        const body = html.replace('<head>', `<head><script src="${HARNESS}"></script>`);
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) });
        res.end(body);
      });
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
  // `localhost` may resolve to ::1 first: loopback in both address families (where there is IPv6).
  return ['127.0.0.1', '::1'].map((host) => {
    const server = http.createServer(handle);
    server.on('error', (error: NodeJS.ErrnoException) => {
      if (host !== '::1') throw error;
    });
    return server.listen(port, host);
  });
}
