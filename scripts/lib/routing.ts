// The site's server-side routing, derived from the route table (ROUTES, ALIASES in src/lib/paths.ts),
// the languages and the prerendered pages: the one source of the file layout of dist/ (pageFile), of
// dist/_redirects (Cloudflare Pages' or Netlify's, renderCloudflareRedirects / renderNetlifyRedirects),
// of dist-nginx/nginx-routes.conf (included by deploy/nginx.conf) and of the rules `npm start`
// (scripts/serve.ts) applies. docs/deploying.md says what each host answers.
//
// Clean URLs without a trailing slash (/en/home) are the canonical ones (src/lib/paths.ts): every
// page is the file <path>.html (dist/en/home.html), which nginx, `npm start`, Cloudflare Pages and
// Netlify all serve at /en/home with status 200 and no redirect. The other spelling (/en/home/)
// answers one permanent redirect to it on every host, by the host's own trailing-slash handling
// (slashlessPage), never by a rule per page: so the rules are as many whatever the number of
// pages, and stay within every host's limits.
import { prerenderPaths } from '../../src/app/prerenderPaths';
import { DEFAULT_LANG, LANGUAGES } from '../../src/lib/language/languages';
import { ALIASES, localizedPath, ROUTES } from '../../src/lib/paths';

/** The file (relative to dist/) of a page or entry page: "/" → "index.html", "/en/home" → "en/home.html". */
export function pageFile(url: string): string {
  if (url === '/') return 'index.html';
  if (!url.startsWith('/') || url.endsWith('/')) throw new Error(`routing: ${url} is no page URL`);
  return `${url.slice(1)}.html`;
}

/**
 * One rule. `from` is a path pattern matched against the whole path, spelled exactly (with or
 * without its trailing slash, as written): literal segments, `:name` placeholders (one segment) and
 * a final `*` (anything). `to` may use the placeholders of `from`.
 * - 301: a redirect; `force` makes it win over an existing file.
 * - 200: a rewrite: the page at the URL `to` is served with status 200 where no file matches.
 * - 404: `to` (a not-found page, `/<dir>/404.html`) is served with status 404 where no file matches.
 */
export interface RoutingRule {
  from: string;
  to: string;
  status: 200 | 301 | 404;
  force: boolean;
}

/** A static redirect page for hosts that cannot read the rules: dist/<from>.html → `to`. */
export interface RedirectPage {
  from: string;
  to: string;
}

const redirect = (from: string, to: string): RoutingRule => ({ from, to, status: 301, force: true });

/** Both spellings of a path: as given and with a trailing slash. */
const spellings = (from: string) => [from, `${from}/`];

/**
 * The trailing-slash spelling of a page or entry page (/en/home/, /services/ai/) answers one
 * permanent redirect to the page (/en/home, the query kept) on every host by the host's own means,
 * not by a rule per page:
 * - Cloudflare Pages: its own handling of `<path>.html` files, a 308;
 * - Netlify: Pretty URLs (on by default), a 301;
 * - nginx: one regex location per 404 prefix that tests for the page's file (renderNginxRoutes), a 301;
 * - `npm start`: the same test in scripts/serve.ts (with slashlessPage), a 301.
 * A 308 is as permanent as a 301 (RFC 9110, 15.4.9): browsers and search engines treat both as a
 * move. A 404 page is no page: nginx and `npm start` answer /en/404/ with the 404 page.
 */
export function slashlessPage(pathname: string): string | undefined {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : undefined;
}

/**
 * The rules in the order they apply:
 * - forced 301s: each language root and navigation alias, in both spellings (/en, /en/ → /en/home);
 * - 200: the language-picking entry page (/) for every unprefixed route and alias, where the path
 *   has no entry page of its own (see entryPaths);
 * - 404: each language's own page under its prefix, the neutral one for everything else.
 * Their number follows the route table and the languages, never the number of pages: a page's
 * trailing-slash spelling is left to each host (slashlessPage).
 */
export function routingRules(): RoutingRule[] {
  const rules: RoutingRule[] = [];
  for (const lang of LANGUAGES) {
    for (const from of spellings(`/${lang}`)) rules.push(redirect(from, localizedPath(lang, { id: 'home' })));
    for (const alias of ALIASES) {
      // generatePath encodes the placeholder (":" → "%3A"); the rule keeps it readable.
      const to = decodeURIComponent(localizedPath(lang, alias.to(':slug')));
      for (const from of spellings(`/${lang}/${alias.from}`)) rules.push(redirect(from, to));
    }
  }
  const entryPatterns = ['/', ...Object.values(ROUTES).map((p) => `/${p}`), ...ALIASES.map((a) => `/${a.from}`)];
  for (const from of entryPatterns) rules.push({ from, to: '/', status: 200, force: false });
  for (const lang of LANGUAGES) rules.push({ from: `/${lang}/*`, to: `/${lang}/404.html`, status: 404, force: false });
  rules.push({ from: '/*', to: '/404.html', status: 404, force: false });
  return rules;
}

/**
 * The static redirect pages the prerender writes next to the pages (for hosts that cannot read the
 * rules; every host here reads them, and their redirects win over these files): each language
 * root, and each alias (once per known record for aliases with a `:slug`, taken from the pages).
 */
export function redirectPages(pages: readonly string[] = prerenderPaths()): RedirectPage[] {
  const result: RedirectPage[] = [];
  for (const lang of LANGUAGES) {
    result.push({ from: `/${lang}`, to: localizedPath(lang, { id: 'home' }) });
    for (const alias of ALIASES) {
      const targetPrefix = `/${lang}/${ROUTES[alias.to('').id].replace(/\/:slug$/, '/')}`;
      const slugs = alias.from.includes(':slug')
        ? pages.filter((p) => p.startsWith(targetPrefix)).map((p) => p.slice(targetPrefix.length))
        : [undefined];
      for (const slug of slugs) {
        result.push({ from: `/${lang}/${alias.from.replace(':slug', slug ?? '')}`, to: localizedPath(lang, alias.to(slug)) });
      }
    }
  }
  return result;
}

/**
 * The language-picking entry pages the prerender writes: "/" and the unprefixed path of every page
 * and alias page (/home, /services/ai, /technologies, …), each with links to its page in every
 * language. They are files of their own, so the 200 rewrite to "/" serves only the rest.
 */
export function entryPaths(pages: readonly string[] = prerenderPaths()): string[] {
  const prefix = `/${DEFAULT_LANG}/`;
  const unprefixed = (paths: readonly string[]) =>
    paths.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length - 1));
  return ['/', ...unprefixed(pages), ...unprefixed(redirectPages(pages).map((page) => page.from))];
}

/** Every URL that is a file of its own in dist/ (pages, entry pages, redirect pages), canonical spelling. */
export function servedPaths(pages: readonly string[] = prerenderPaths()): string[] {
  return [...new Set([...pages, ...entryPaths(pages), ...redirectPages(pages).map((page) => page.from)])];
}

const GENERATED = '# Generated by scripts/server-config.ts from the route table (src/lib/paths.ts) — do not edit.';

/** The hosts that read a `_redirects` file of their own, and the file each reads. */
export const CDN_HOSTS = ['cloudflare', 'netlify'] as const;
export type CdnHost = (typeof CDN_HOSTS)[number];

const isDynamic = (from: string) => /[:*]/.test(from);

/** Cloudflare Pages' limits on `_redirects` (developers.cloudflare.com/pages/configuration/redirects). */
export const CLOUDFLARE_LIMITS = { static: 2000, dynamic: 100 } as const;

/**
 * The rules as Cloudflare Pages' `_redirects`. Cloudflare applies every rule before looking for a
 * file ("redirects are always followed", a 200 rewrite too), matches a path exactly as spelled,
 * checks the rules without placeholders (static) first, reads the statuses 200, 301, 302, 303, 307
 * and 308 only, and finds the 404 page itself (the nearest 404.html up the path). So:
 * - each 301 as it is ("301", never Netlify's "301!");
 * - a 200 rewrite only where it can shadow no file: a static path without a file of its own. A
 *   pattern (/services/:slug → /) would hide the entry page of every record under it, and sparing
 *   them would take a rule per record: the pattern is left out, so Cloudflare serves each entry
 *   page itself and answers an unknown unprefixed path (/services/<unknown>) with its 404 page;
 * - no 404 rule: Cloudflare's own lookup serves /en/404.html under /en/ and /404.html elsewhere;
 * - no trailing-slash rule: Cloudflare answers /en/home/ with a 308 to /en/home itself.
 * So the file holds a rule per language and route, whatever the number of pages. Static rules first,
 * as Cloudflare requires; more than its limits (CLOUDFLARE_LIMITS) stop the build.
 */
export function renderCloudflareRedirects(
  rules: readonly RoutingRule[] = routingRules(),
  served: readonly string[] = servedPaths(),
): string {
  const files = new Set(served);
  const lines: { from: string; line: string }[] = [];
  for (const rule of rules) {
    if (rule.status === 301) lines.push({ from: rule.from, line: `${rule.from} ${rule.to} 301` });
    else if (rule.status === 200) {
      if (!isDynamic(rule.from) && !files.has(rule.from)) lines.push({ from: rule.from, line: `${rule.from} ${rule.to} 200` });
    } else {
      const prefix = /^((?:\/[^/*:]+)*)\/\*$/.exec(rule.from)?.[1];
      if (prefix === undefined || rule.to !== `${prefix}/404.html`)
        throw new Error(`routing: Cloudflare finds 404 pages itself; "${rule.from} ${rule.to}" is not its <dir>/404.html`);
    }
  }
  const seen = new Set<string>();
  const unique = lines.filter(({ from }) => !seen.has(from) && Boolean(seen.add(from)));
  const staticLines = unique.filter(({ from }) => !isDynamic(from)).map(({ line }) => line);
  const dynamicLines = unique.filter(({ from }) => isDynamic(from)).map(({ line }) => line);
  if (staticLines.length > CLOUDFLARE_LIMITS.static || dynamicLines.length > CLOUDFLARE_LIMITS.dynamic)
    throw new Error(
      `routing: ${staticLines.length} static and ${dynamicLines.length} dynamic rules exceed Cloudflare Pages' limits ` +
        `(${CLOUDFLARE_LIMITS.static} and ${CLOUDFLARE_LIMITS.dynamic})`,
    );
  return [GENERATED, '# For Cloudflare Pages (docs/deploying.md).', ...staticLines, ...dynamicLines, ''].join('\n');
}

/**
 * The rules as Netlify's `_redirects`: "from to status", a forced rule's status with "!". Netlify
 * matches a rule with or without the trailing slash, so each rule is written in one spelling; the
 * pages' trailing slash is left to its Pretty URLs (on by default), which answer /en/home/ with a
 * 301 to /en/home. Unforced rules apply where no file matches.
 */
export function renderNetlifyRedirects(rules: readonly RoutingRule[] = routingRules()): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const rule of rules) {
    if (rule.from === '/' && rule.status === 200) continue; // "/" is dist/index.html itself
    const from = rule.from.length > 1 ? rule.from.replace(/\/$/, '') : rule.from;
    if (seen.has(from)) continue;
    seen.add(from);
    lines.push(`${from} ${rule.to} ${rule.status}${rule.force ? '!' : ''}`);
  }
  return [GENERATED, '# For Netlify (docs/deploying.md).', ...lines, ''].join('\n');
}

/** The `_redirects` file of a host. */
export function renderRedirects(host: CdnHost, pages: readonly string[] = prerenderPaths()): string {
  const rules = routingRules();
  return host === 'netlify' ? renderNetlifyRedirects(rules) : renderCloudflareRedirects(rules, servedPaths(pages));
}

/** A compiled rule for a server written in JavaScript (scripts/serve.ts). */
export interface RuleMatcher extends RoutingRule {
  /** The target for this pathname (placeholders filled in), or undefined if the rule does not match. */
  match(pathname: string): string | undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a path exactly as spelled (the trailing slash included), as Cloudflare Pages does. */
export function compileRule(rule: RoutingRule): RuleMatcher {
  const names: string[] = [];
  const source = rule.from
    .split('/')
    .map((segment) => {
      if (segment === '*') return names.push('splat') && '(.*)';
      if (segment.startsWith(':')) return names.push(segment.slice(1)) && '([^/]+)';
      return escapeRegExp(segment);
    })
    .join('/');
  const pattern = new RegExp(`^${source}$`);
  return {
    ...rule,
    match(pathname) {
      const found = pattern.exec(pathname);
      if (!found) return undefined;
      return names.reduce((target, name, i) => target.replace(`:${name}`, found[i + 1] ?? ''), rule.to);
    },
  };
}

/** What a path segment may be in a generated nginx location: no regex or config syntax to escape. */
const PLAIN_SEGMENT = /^[A-Za-z0-9._~-]*$/;
/**
 * What a placeholder of a redirect captures: nginx matches the decoded path, and the captured text
 * goes into the Location header, so no CR/LF or other decoded characters can be echoed back.
 */
const SAFE_CAPTURE = '([A-Za-z0-9._~-]+)';
/** One plain path segment, as a regex. */
const PLAIN = '[A-Za-z0-9._~-]+';

/**
 * The rules as nginx `location` blocks, for `include` at server level in deploy/nginx.conf:
 * - 301: `location = /en/technologies/ { return 301 "/en/technology$is_args$args"; }`, or with placeholders
 *   `location ~ ^/en/careers/([…]+)$ { return 301 "/en/carrers/$1$is_args$args"; }` (the query
 *   goes before a fragment);
 * - 200: the path's own page if there is one (an entry page), else the target's
 *   (`try_files $uri.html /index.html`);
 * - 404 with `/x/*`: `location /x/` serving clean URLs (`$uri.html`) and files, with the
 *   language's 404 page; `/*`: `error_page 404` for the whole server and `location /`. Beside each,
 *   the trailing-slash spelling of the pages under it: one regex location that answers a 301 where
 *   the page's file is (slashlessPage), so one per language, not one per page. The files
 *   named *.html are pages, never URLs: `internal` ones, reached only through the clean URLs and
 *   the error pages; nor is a 404 page a page of its own (/en/404); /x/index.html → 301 to /x/.
 * nginx picks an exact location first and a matching regex location before a prefix one, so the
 * redirects win over files as forced rules do.
 */
export function renderNginxRoutes(rules: readonly RoutingRule[] = routingRules()): string {
  const blocks: string[] = [];
  const htmlBlocks: string[] = [];
  for (const rule of rules) {
    const segments = rule.from.split('/').slice(1);
    const captures: string[] = [];
    const dynamic = isDynamic(rule.from);
    const regexFor = (placeholder: string) =>
      '^/' +
      segments
        .map((segment, i) => {
          if (segment.startsWith(':')) return captures.push(segment) && placeholder;
          if (segment === '*' && i === segments.length - 1) return captures.push('*') && '(.*)';
          if (!PLAIN_SEGMENT.test(segment)) throw new Error(`routing: cannot write "${rule.from}" as an nginx location`);
          return escapeRegExp(segment);
        })
        .join('/') +
      '$';
    if (!dynamic && !segments.every((segment) => PLAIN_SEGMENT.test(segment)))
      throw new Error(`routing: cannot write "${rule.from}" as an nginx location`);
    if (/["\\$\s;{}]/.test(rule.to)) throw new Error(`routing: cannot write the target "${rule.to}" in nginx`);
    if (rule.status === 301) {
      if (!rule.force) throw new Error(`routing: nginx redirects always win over files; "${rule.from}" is not forced`);
      const head = dynamic ? `location ~ ${regexFor(SAFE_CAPTURE)}` : `location = ${rule.from}`;
      if (captures.includes('*')) throw new Error(`routing: a redirect with "*" ("${rule.from}") is not supported in nginx`);
      const [targetPath = '', fragment] = rule.to.split('#');
      const target = captures.reduce((text, name, i) => text.replace(name, `$${i + 1}`), targetPath);
      const location = `${target}$is_args$args${fragment === undefined ? '' : `#${fragment}`}`;
      blocks.push(`${head} {\n    return 301 "${location}";\n}`);
    } else if (rule.status === 200) {
      if (/:\w/.test(rule.to) || rule.to.includes('*') || rule.to.includes('#'))
        throw new Error(`routing: nginx rewrites to a fixed page only ("${rule.to}")`);
      const file = `/${pageFile(rule.to)}`;
      const head = dynamic ? `location ~ ${regexFor('[^/]+')}` : `location = ${rule.from}`;
      const own = rule.from === '/' ? '/index.html' : '$uri.html';
      blocks.push(`${head} {\n    try_files ${own} ${file} =404;\n}`);
    } else {
      const prefix = /^((?:\/[A-Za-z0-9._~-]+)*)\/\*$/.exec(rule.from)?.[1];
      if (prefix === undefined) throw new Error(`routing: nginx takes a 404 rule only as "/prefix/*" ("${rule.from}")`);
      if (rule.to !== `${prefix}/404.html`) throw new Error(`routing: the 404 page of "${rule.from}" must be ${prefix}/404.html`);
      const files = 'try_files $uri.html $uri =404;';
      blocks.push(`location = ${prefix}/404 {\n    error_page 404 ${rule.to};\n    return 404;\n}`);
      // The trailing-slash spelling of a page under the prefix: a 301 to the page where its file
      // is (slashlessPage), else the prefix's 404 page. Plain segments only (they are echoed into
      // the Location), and never a 404 page.
      blocks.push(
        `location ~ ^(?<slashless>${escapeRegExp(prefix)}(?:/${PLAIN})*/(?!404/$)${PLAIN})/$ {\n` +
          `    error_page 404 ${rule.to};\n` +
          '    if (-f $document_root$slashless.html) {\n        return 301 "$slashless$is_args$args";\n    }\n' +
          '    return 404;\n}',
      );
      if (prefix === '') {
        blocks.push(`error_page 404 ${rule.to};`, `location / {\n    ${files}\n}`);
        htmlBlocks.push('location ~ \\.html$ {\n    internal;\n}');
      } else {
        blocks.push(`location ${prefix}/ {\n    error_page 404 ${rule.to};\n    ${files}\n}`);
        htmlBlocks.push(`location ~ ^${escapeRegExp(prefix)}/.*\\.html$ {\n    internal;\n    error_page 404 ${rule.to};\n}`);
      }
    }
  }
  // A directory's index.html names its directory (as `npm start` answers): /index.html → /. Only
  // plain path segments are echoed into the Location.
  const indexBlock = 'location ~ ^((?:/[A-Za-z0-9._~-]+)*/)index\\.html$ {\n    return 301 "$1$is_args$args";\n}';
  // After the rules' own regex locations, so that they still see every path.
  return [GENERATED, '# Included by deploy/nginx.conf at server level.', ...blocks, indexBlock, ...htmlBlocks, ''].join('\n');
}
