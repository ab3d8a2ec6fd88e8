// The site's server-side routing rules, derived from the route table (ROUTES, ALIASES in
// src/lib/paths.ts), the languages and the prerendered pages: the one source of dist/_redirects
// (Netlify syntax), of dist/nginx-routes.conf (included by deploy/nginx.conf) and of the rules
// `npm start` (scripts/serve.ts) applies.
import { prerenderPaths } from '../../src/app/prerenderPaths';
import { DEFAULT_LANG, LANGUAGES } from '../../src/lib/language/languages';
import { ALIASES, localizedPath, ROUTES } from '../../src/lib/paths';

/**
 * One rule in Netlify's terms. `from` is a path pattern: literal segments, `:name` placeholders (one
 * segment) and a final `*` (anything). `to` may use the placeholders of `from`.
 * - 301: a redirect; `force` makes it win over an existing file.
 * - 200: a rewrite: `to` (a file) is served with status 200 where no file matches.
 * - 404: `to` (a not-found page) is served with status 404 where no file matches.
 */
export interface RoutingRule {
  from: string;
  to: string;
  status: 200 | 301 | 404;
  force: boolean;
}

/** A static redirect page for hosts that cannot read `_redirects`: dist/<from>/index.html → `to`. */
export interface RedirectPage {
  from: string;
  to: string;
}

/**
 * The rules in the order they apply: language roots and navigation aliases (forced 301s), the
 * language-picking entry page for every unprefixed route and alias (200: where the path has no entry
 * page of its own, see entryPaths), then the 404 pages:
 * each language's own under its prefix, the neutral one for everything else.
 */
export function routingRules(): RoutingRule[] {
  const rules: RoutingRule[] = [];
  for (const lang of LANGUAGES) {
    rules.push({ from: `/${lang}`, to: localizedPath(lang, { id: 'home' }), status: 301, force: true });
    for (const alias of ALIASES) {
      // generatePath encodes the placeholder (":" → "%3A"); the rule keeps it readable.
      const to = decodeURIComponent(localizedPath(lang, alias.to(':slug')));
      rules.push({ from: `/${lang}/${alias.from}`, to, status: 301, force: true });
    }
  }
  const entryPatterns = ['/', ...Object.values(ROUTES).map((p) => `/${p}`), ...ALIASES.map((a) => `/${a.from}`)];
  for (const from of entryPatterns) rules.push({ from, to: '/index.html', status: 200, force: false });
  for (const lang of LANGUAGES) rules.push({ from: `/${lang}/*`, to: `/${lang}/404.html`, status: 404, force: false });
  rules.push({ from: '/*', to: '/404.html', status: 404, force: false });
  return rules;
}

/**
 * The static redirect pages the prerender writes next to the pages: each language root, and each
 * alias (once per known record for aliases with a `:slug`, taken from the prerendered pages).
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
 * language. They are files of their own, so the 200 rewrite to /index.html serves only the rest.
 */
export function entryPaths(pages: readonly string[] = prerenderPaths()): string[] {
  const prefix = `/${DEFAULT_LANG}/`;
  const unprefixed = (paths: readonly string[]) =>
    paths.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length - 1));
  return ['/', ...unprefixed(pages), ...unprefixed(redirectPages(pages).map((page) => page.from))];
}

/** The rules as a Netlify `_redirects` file: "from to status", a forced rule's status with "!". */
export function renderNetlifyRedirects(rules: readonly RoutingRule[] = routingRules()): string {
  return rules.map((r) => `${r.from} ${r.to} ${r.status}${r.force ? '!' : ''}`).join('\n') + '\n';
}

/** A compiled rule for a server written in JavaScript (scripts/serve.ts). */
export interface RuleMatcher extends RoutingRule {
  /** The target for this pathname (placeholders filled in), or undefined if the rule does not match. */
  match(pathname: string): string | undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a path as Netlify does: the pattern with or without a trailing slash. */
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
  const pattern = new RegExp(`^${source}/?$`);
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

/**
 * The rules as nginx `location` blocks, for `include` at server level in deploy/nginx.conf:
 * - 301: `location ~ ^/en/careers/([…]+)/?$ { return 301 "/en/carrers/$1$is_args$args"; }` (the
 *   query goes before a fragment);
 * - 200: the path's own file or page if there is one (an entry page), else the target
 *   (`try_files $uri $uri/index.html /index.html =404`);
 * - 404 with `/x/*`: `location /x/` serving files and clean URLs, with the language's 404 page;
 *   `/*`: `error_page 404` for the whole server and `location /` for every other file.
 * nginx picks a matching regex location before a prefix one, so the redirects win over files as
 * "301!" does.
 */
export function renderNginxRoutes(rules: readonly RoutingRule[] = routingRules()): string {
  const blocks: string[] = [];
  for (const rule of rules) {
    const segments = rule.from.split('/').slice(1);
    const captures: string[] = [];
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
      '/?$';
    if (/["\\$\s;{}]/.test(rule.to)) throw new Error(`routing: cannot write the target "${rule.to}" in nginx`);
    if (rule.status === 301) {
      if (!rule.force) throw new Error(`routing: nginx redirects always win over files; "${rule.from}" is not forced`);
      const regex = regexFor(SAFE_CAPTURE);
      if (captures.includes('*')) throw new Error(`routing: a redirect with "*" ("${rule.from}") is not supported in nginx`);
      const [targetPath = '', fragment] = rule.to.split('#');
      const target = captures.reduce((text, name, i) => text.replace(name, `$${i + 1}`), targetPath);
      const location = `${target}$is_args$args${fragment === undefined ? '' : `#${fragment}`}`;
      blocks.push(`location ~ ${regex} {\n    return 301 "${location}";\n}`);
    } else if (rule.status === 200) {
      if (/:\w/.test(rule.to) || rule.to.includes('*'))
        throw new Error(`routing: nginx rewrites to a fixed file only ("${rule.to}")`);
      const head = rule.from === '/' ? 'location = /' : `location ~ ${regexFor('[^/]+')}`;
      blocks.push(`${head} {\n    try_files $uri $uri/index.html ${rule.to} =404;\n}`);
    } else {
      const prefix = /^((?:\/[A-Za-z0-9._~-]+)*)\/\*$/.exec(rule.from)?.[1];
      if (prefix === undefined) throw new Error(`routing: nginx takes a 404 rule only as "/prefix/*" ("${rule.from}")`);
      const files = 'try_files $uri $uri/index.html =404;';
      if (prefix === '') blocks.push(`error_page 404 ${rule.to};`, `location / {\n    ${files}\n}`);
      else blocks.push(`location ${prefix}/ {\n    error_page 404 ${rule.to};\n    ${files}\n}`);
    }
  }
  return blocks.join('\n') + '\n';
}
