// The HTTP response headers of the production site, from the site's data: the security headers
// sent with every response (pages, assets, redirects, 404s) and the caching of hashed assets.
// Written for Netlify-style hosts and nginx by scripts/server-config.ts, sent by scripts/serve.ts.
//
// The only hosts the site embeds are the external forms: the contact form URL (VITE_CONTACT_FORM_URL,
// src/content/deployment.ts) and the `applyLink` of every job and internship (src/content/careers.ts).
// Their origins become the Content-Security-Policy's frame-src, so they are typed in one place only.
// The only host it sends anything to is the contact form's endpoint (VITE_CONTACT_ENDPOINT): its
// origin joins connect-src (sent in the background) and form-action (posted without scripts).
// With Cloudflare Turnstile on (VITE_TURNSTILE_SITE_KEY), its origin joins script-src and frame-src.
// Each function takes the deployment settings, this build's by default (the tests pass their own).
import { INTERNSHIPS, JOBS } from '../../src/content/careers';
import { DEPLOYMENT, type Deployment } from '../../src/content/deployment';
import { TURNSTILE_ORIGIN } from '../../src/lib/contact/turnstile';
import { LANGUAGES } from '../../src/lib/language/languages';
import { FEED_TYPE, feedPath } from '../../src/lib/paths';

export type Header = readonly [name: string, value: string];

/** Hashed file names under /assets/: a changed file gets a new name, so a cached one never goes stale. */
export const IMMUTABLE_PATH = '/assets/';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The blog's Atom feeds (/en/feed.xml, …): sent as Atom, not as any XML (deploy/nginx.conf says the same). */
export const FEED_PATHS: readonly string[] = LANGUAGES.map(feedPath);
export const FEED_CONTENT_TYPE = `${FEED_TYPE}; charset=utf-8`;

/** Origins (scheme://host[:port]) of every external form the site can embed, sorted, unique. */
export function formOrigins(deployment: Pick<Deployment, 'contactFormUrl'> = DEPLOYMENT): string[] {
  const forms: [string, string][] = [
    ['VITE_CONTACT_FORM_URL', deployment.contactFormUrl],
    ...JOBS.map((job): [string, string] => [`JOBS ${job.slug} applyLink`, job.applyLink]),
    ...INTERNSHIPS.map((internship): [string, string] => [`INTERNSHIPS ${internship.slug} applyLink`, internship.applyLink]),
  ];
  const origins = new Set<string>();
  for (const [label, url] of forms) {
    if (!url) continue; // no form: apply or write by email
    const { protocol, origin } = new URL(url);
    if (protocol !== 'https:') console.warn(`headers: ${label} ${url} is not https; browsers may block it.`);
    origins.add(origin);
  }
  return [...origins].sort();
}

/** The contact form endpoint's origin, or null when none is configured (the form composes an email). */
export function endpointOrigin(deployment: Pick<Deployment, 'contactEndpoint'> = DEPLOYMENT): string | null {
  // The site's own receiver (a path) is on the site's origin: 'self' covers it.
  return deployment.contactEndpoint.startsWith('https://') || deployment.contactEndpoint.startsWith('http://')
    ? new URL(deployment.contactEndpoint).origin
    : null;
}

/** Sent with every response: pages, assets, redirects and 404s. */
export function securityHeaders(
  deployment: Pick<Deployment, 'contactEndpoint' | 'contactFormUrl' | 'turnstileSiteKey'> = DEPLOYMENT,
): Header[] {
  const turnstile = deployment.turnstileSiteKey ? [TURNSTILE_ORIGIN] : [];
  const frameHosts = [...formOrigins(deployment), ...turnstile];
  const endpoint = endpointOrigin(deployment);
  const withEndpoint = (base: string) => (endpoint ? `${base} ${endpoint}` : base);
  const csp = [
    "default-src 'self'",
    // 'wasm-unsafe-eval': search runs Pagefind's WebAssembly (src/lib/search.ts); no script eval.
    ["script-src 'self' 'wasm-unsafe-eval'", ...turnstile].join(' '),
    // React and framer-motion set style attributes; no inline <style> or <script> is ever emitted
    // (a page's data block, <script type="application/json">, is data that nothing runs).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src ${withEndpoint("'self'")}`,
    `frame-src ${frameHosts.length ? frameHosts.join(' ') : "'none'"}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${withEndpoint("'self'")}`,
  ].join('; ');
  const headers: Header[] = [
    ['Content-Security-Policy', csp],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['X-Frame-Options', 'DENY'],
  ];
  for (const [name, value] of headers) {
    // Both output formats are line based, and nginx would expand "$" and end the string at '"'.
    if (/["\\$\r\n]/.test(value)) throw new Error(`headers: ${name} contains a character nginx cannot take: ${value}`);
  }
  return headers;
}

const GENERATED =
  '# Generated by scripts/server-config.ts — do not edit; change scripts/lib/headers.ts, the deployment settings or the form URLs instead.';

/**
 * Netlify `_headers`: the security headers on every path, long-lived caching under /assets/, the
 * feeds' type.
 */
export function renderNetlifyHeaders(headers: readonly Header[] = securityHeaders()): string {
  return [
    GENERATED,
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    `${IMMUTABLE_PATH}*`,
    `  Cache-Control: ${IMMUTABLE_CACHE_CONTROL}`,
    ...FEED_PATHS.flatMap((feed) => [feed, `  Content-Type: ${FEED_CONTENT_TYPE}`]),
    '',
  ].join('\n');
}

/**
 * The headers of one block of a Netlify `_headers` file (as renderNetlifyHeaders writes it), so a
 * server of dist/ sends the headers of the build it serves, whatever its own environment holds.
 */
export function parseNetlifyHeaders(text: string, pattern = '/*'): Header[] {
  const headers: Header[] = [];
  let inBlock = false;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) inBlock = line.trim() === pattern;
    else if (inBlock) {
      const colon = line.indexOf(':');
      headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return headers;
}

/** The security headers as nginx `add_header … always;` lines (404s and redirects too). */
export function renderNginxHeaders(headers: readonly Header[] = securityHeaders()): string {
  return [
    GENERATED,
    '# Included by deploy/nginx.conf in every context that adds headers ("always": 404s and redirects too).',
    ...headers.map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n');
}
