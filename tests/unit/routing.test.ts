import { describe, expect, it } from 'vitest';
import {
  CLOUDFLARE_LIMITS,
  compileRule,
  entryPaths,
  pageFile,
  redirectPages,
  renderCloudflareRedirects,
  renderNetlifyRedirects,
  renderNginxRoutes,
  renderRedirects,
  routingRules,
  servedPaths,
  slashlessPage,
} from '../../scripts/lib/routing';
import { prerenderPaths } from '../../src/app/prerenderPaths';
import { LANGUAGES } from '../../src/lib/language/languages';
import { ALIASES, ROUTES } from '../../src/lib/paths';
import { LANG_ALTERNATIVES } from '../support/locales';

/** The rule lines of a `_redirects` file: "from to status" split, comments and blank lines left out. */
const ruleLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split(' '));

/** scripts/lib/routing.ts: the file layout, the CDNs' _redirects, nginx and `npm start`, from the route table. */
describe('the file of a page', () => {
  it('is <path>.html, which every host serves at the clean URL; "/" is index.html', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/en/home')).toBe('en/home.html');
    expect(pageFile('/ar/blog/ai-education')).toBe('ar/blog/ai-education.html');
    expect(pageFile('/services/ai')).toBe('services/ai.html');
    expect(() => pageFile('/en/home/')).toThrow();
  });
});

/**
 * The site's pages grown by `extra` posts in every language (each with its unprefixed entry page),
 * as a blog of that size would have them.
 */
const grownPages = (extra: number) => [
  ...prerenderPaths(),
  ...LANGUAGES.flatMap((lang) => Array.from({ length: extra }, (_, i) => `/${lang}/blog/grown-post-${i}`)),
];

describe('routing rules', () => {
  const rules = routingRules();
  const find = (from: string) => rules.find((rule) => rule.from === from);

  it('redirect each language root and every alias, in both spellings, placeholders and fragments carried over', () => {
    for (const from of ['/ar', '/ar/']) expect(find(from)).toEqual({ from, to: '/ar/home', status: 301, force: true });
    expect(find('/en/careers/:slug')).toEqual({ from: '/en/careers/:slug', to: '/en/carrers/:slug', status: 301, force: true });
    expect(find('/en/careers/:slug/')?.to).toBe('/en/carrers/:slug');
    expect(find('/en/contact-form')?.to).toBe('/en/contact#contact-form');
    expect(find('/en/contact-form/')?.to).toBe('/en/contact#contact-form');
  });

  it("leave a page's trailing slash to the host: no rule names a page, each redirect's source once", () => {
    const pages = new Set([...prerenderPaths(), ...entryPaths()].filter((url) => url !== '/'));
    expect(rules.filter((rule) => rule.from.endsWith('/') && pages.has(rule.from.slice(0, -1)))).toEqual([]);
    const redirects = rules.filter((rule) => rule.status === 301);
    const sources = redirects.map((rule) => rule.from);
    expect(new Set(sources).size).toBe(sources.length);
    // No redirect leads to another redirect.
    const matchers = redirects.map(compileRule);
    for (const rule of redirects) {
      const target = rule.to.replace(/:slug/g, 'x').split('#')[0]!;
      expect(
        matchers.some((m) => m.match(target) !== undefined),
        `${rule.from} → ${rule.to}`,
      ).toBe(false);
    }
  });

  it("name a trailing-slash path's page by dropping the slash, and nothing else", () => {
    expect(slashlessPage('/en/home/')).toBe('/en/home');
    expect(slashlessPage('/services/ai/')).toBe('/services/ai');
    expect(slashlessPage('/en/home')).toBeUndefined();
    expect(slashlessPage('/')).toBeUndefined();
  });

  it('send every unprefixed route and alias to the entry page, and the rest to a 404 page', () => {
    for (const pattern of ['/', ...Object.values(ROUTES).map((p) => `/${p}`), ...ALIASES.map((a) => `/${a.from}`)]) {
      expect(find(pattern), pattern).toEqual({ from: pattern, to: '/', status: 200, force: false });
    }
    // The catch-alls come last: each language's, in the list's order, then the neutral one.
    expect(rules.slice(-(LANGUAGES.length + 1)).map((rule) => `${rule.from} ${rule.to} ${rule.status}`)).toEqual([
      ...LANGUAGES.map((lang) => `/${lang}/* /${lang}/404.html 404`),
      '/* /404.html 404',
    ]);
  });

  it('match paths exactly as spelled, as Cloudflare Pages does: placeholders, splats, the trailing slash', () => {
    const alias = compileRule(find('/en/careers/:slug')!);
    expect(alias.match('/en/careers/some-job')).toBe('/en/carrers/some-job');
    expect(alias.match('/en/careers/some-job/')).toBeUndefined();
    expect(compileRule(find('/en/careers/:slug/')!).match('/en/careers/some-job/')).toBe('/en/carrers/some-job');
    expect(alias.match('/en/careers/a/b')).toBeUndefined();
    expect(alias.match('/ar/careers/some-job')).toBeUndefined();
    expect(compileRule(find('/en/*')!).match('/en/no/such/page')).toBe('/en/404.html');
    expect(compileRule(find('/en/technologies')!).match('/en/technologiesX')).toBeUndefined();
  });
});

describe("Cloudflare Pages' _redirects", () => {
  const text = renderCloudflareRedirects();
  const lines = ruleLines(text);

  it('is in the syntax Cloudflare reads: "from to status", statuses 200 and 301 only, no 404 rule, no "!"', () => {
    for (const line of lines) {
      expect(line, line.join(' ')).toHaveLength(3);
      expect(['200', '301'], line.join(' ')).toContain(line[2]);
      expect(line[0], line.join(' ')).toMatch(/^\//);
    }
    expect(text).not.toContain('!');
    expect(text).not.toContain(' 404');
  });

  it("puts the static rules first and stays within Cloudflare's limits, each path once", () => {
    const dynamic = lines.map(([from]) => /[:*]/.test(from!));
    const firstDynamic = dynamic.indexOf(true);
    expect(firstDynamic).toBeGreaterThan(0);
    expect(dynamic.slice(firstDynamic).every(Boolean)).toBe(true);
    expect(firstDynamic).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.static);
    expect(lines.length - firstDynamic).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.dynamic);
    const sources = lines.map(([from]) => from);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('rewrites only where no file is, and never by a pattern (Cloudflare applies every rule, before its files)', () => {
    const at = (line: string) => lines.findIndex((l) => l.join(' ') === line);
    for (const [from, , status] of lines) {
      if (status !== '200') continue;
      expect(from, 'a pattern would hide the entry pages under it').not.toMatch(/[:*]/);
      expect(servedPaths(), `${from} has a file of its own`).not.toContain(from);
    }
    // A path with a file of its own needs no rule; "/" is dist/index.html.
    expect(at('/home / 200')).toBe(-1);
    expect(at('/services/:slug / 200')).toBe(-1);
    expect(at('/ / 200')).toBe(-1);
    expect(at('/en/contact-form /en/contact#contact-form 301')).toBeGreaterThan(-1);
    expect(at('/en/careers/:slug/ /en/carrers/:slug 301')).toBeGreaterThan(-1);
  });

  it("holds as many rules whatever the number of pages (the trailing slash is Cloudflare's own 308)", () => {
    const grown = grownPages(5000);
    expect(renderCloudflareRedirects(routingRules(), servedPaths(grown))).toBe(text);
    expect(text).not.toContain('/en/home/ ');
    expect(renderRedirects('cloudflare', grown)).toBe(renderRedirects('cloudflare', prerenderPaths()));
  });

  it('refuses a 404 rule Cloudflare cannot follow, and too many rules', () => {
    expect(() => renderCloudflareRedirects([{ from: '/en/*', to: '/en/missing.html', status: 404, force: false }], [])).toThrow();
    const many = Array.from({ length: CLOUDFLARE_LIMITS.dynamic + 1 }, (_, i) => ({
      from: `/x${i}/:slug`,
      to: '/',
      status: 301 as const,
      force: true,
    }));
    expect(() => renderCloudflareRedirects(many, [])).toThrow(/limits/);
  });
});

describe("Netlify's _redirects", () => {
  const text = renderNetlifyRedirects();
  const lines = ruleLines(text);

  it('is in Netlify\'s syntax: forced redirects "301!", rewrites "200", 404 pages "404"', () => {
    for (const line of lines) {
      expect(line, line.join(' ')).toHaveLength(3);
      expect(line[2], line.join(' ')).toMatch(/^(301!|200|404)$/);
    }
    expect(lines.map((l) => l.join(' '))).toEqual(
      expect.arrayContaining([
        '/en /en/home 301!',
        '/ar/internships/:slug /ar/internship/:slug 301!',
        '/en/contact-form /en/contact#contact-form 301!',
        '/blog/:slug / 200',
        '/home / 200',
        '/en/* /en/404.html 404',
        '/* /404.html 404',
      ]),
    );
  });

  it('writes each path once, without a trailing slash (Netlify matches both spellings; Pretty URLs drops the slash)', () => {
    const sources = lines.map(([from]) => from!);
    expect(new Set(sources).size).toBe(sources.length);
    expect(sources.filter((from) => from !== '/' && from.endsWith('/'))).toEqual([]);
    expect(sources).not.toContain('/en/home');
    // Every rule of the routing module in one spelling, but "/" (dist/index.html itself).
    const expected = new Set(
      routingRules()
        .filter((rule) => !(rule.status === 200 && rule.from === '/'))
        .map((rule) => (rule.from.length > 1 ? rule.from.replace(/\/$/, '') : rule.from)),
    );
    expect(new Set(sources)).toEqual(expected);
  });

  it('is what the build writes for DEPLOY_HOST=netlify, as long whatever the number of pages', () => {
    expect(renderRedirects('netlify', prerenderPaths())).toBe(text);
    expect(renderRedirects('netlify', grownPages(5000))).toBe(text);
    expect(renderRedirects('cloudflare', prerenderPaths())).toBe(renderCloudflareRedirects());
  });
});

describe('nginx routes', () => {
  const nginx = renderNginxRoutes(routingRules());

  it('redirect exactly as spelled, the query before the fragment, echoing only safe text', () => {
    expect(nginx).toContain('location = /en/contact-form {\n    return 301 "/en/contact$is_args$args#contact-form";\n}');
    expect(nginx).toContain('location = /en/contact-form/ {\n    return 301 "/en/contact$is_args$args#contact-form";\n}');
    expect(nginx).toContain('location ~ ^/ar/careers/([A-Za-z0-9._~-]+)$ {\n    return 301 "/ar/carrers/$1$is_args$args";\n}');
  });

  it("redirect a page's trailing slash where its file is, with one location per 404 prefix, not per page", () => {
    const slash = (prefix: string, notFound: string) =>
      `location ~ ^(?<slashless>${prefix}(?:/[A-Za-z0-9._~-]+)*/(?!404/$)[A-Za-z0-9._~-]+)/$ {\n` +
      `    error_page 404 ${notFound};\n` +
      '    if (-f $document_root$slashless.html) {\n        return 301 "$slashless$is_args$args";\n    }\n' +
      '    return 404;\n}';
    for (const lang of LANGUAGES) expect(nginx).toContain(slash(`/${lang}`, `/${lang}/404.html`));
    expect(nginx).toContain(slash('', '/404.html'));
    // The languages' own before the neutral one: nginx takes the first regex location that matches.
    expect(nginx.indexOf(slash(`/${LANGUAGES.at(-1)}`, `/${LANGUAGES.at(-1)}/404.html`))).toBeLessThan(
      nginx.indexOf(slash('', '/404.html')),
    );
    expect(nginx).not.toContain('location = /en/home/');
  });

  it('serve clean URLs from <path>.html, the entry pages, the 404 pages, and no file by its .html name', () => {
    // An unprefixed path's own entry page first (/services/ai.html), else the shared one.
    expect(nginx).toContain('location ~ ^/services/[^/]+$ {\n    try_files $uri.html /index.html =404;\n}');
    expect(nginx).toContain('location = / {\n    try_files /index.html /index.html =404;\n}');
    expect(nginx).toContain('location /ar/ {\n    error_page 404 /ar/404.html;\n    try_files $uri.html $uri =404;\n}');
    expect(nginx).toContain('error_page 404 /404.html;\nlocation / {');
    expect(nginx).toContain('location = /en/404 {\n    error_page 404 /en/404.html;\n    return 404;\n}');
    expect(nginx).toContain('location ~ ^/en/.*\\.html$ {\n    internal;\n    error_page 404 /en/404.html;\n}');
    // The .html locations come after every rule's own.
    expect(nginx.lastIndexOf('try_files')).toBeLessThan(nginx.indexOf('internal;'));
  });

  it('refuse what nginx cannot take', () => {
    expect(() => renderNginxRoutes([{ from: '/en/$x', to: '/en/home', status: 301, force: true }])).toThrow();
    expect(() => renderNginxRoutes([{ from: '/en/x', to: '/en/"home', status: 301, force: true }])).toThrow();
    expect(() => renderNginxRoutes([{ from: '/en/*', to: '/en/home', status: 301, force: true }])).toThrow();
    expect(() => renderNginxRoutes([{ from: '/en/*', to: '/en/other.html', status: 404, force: false }])).toThrow();
  });
});

describe('redirect pages', () => {
  it('exist for each language root and each alias, once per known record', () => {
    const pages = ['/en/carrers/job-a', '/en/carrers/job-b', '/ar/carrers/job-a'];
    const result = redirectPages(pages);
    expect(result).toContainEqual({ from: '/en', to: '/en/home' });
    expect(result).toContainEqual({ from: '/en/technologies', to: '/en/technology' });
    expect(result).toContainEqual({ from: '/en/careers/job-b', to: '/en/carrers/job-b' });
    expect(result).toContainEqual({ from: '/ar/careers/job-a', to: '/ar/carrers/job-a' });
    expect(result.filter((page) => page.from.startsWith('/en/careers/'))).toHaveLength(2);
  });
});

describe('entry pages', () => {
  it('exist for "/" and the unprefixed path of every page and alias page, once each', () => {
    const pages = ['/en/home', '/en/services/ai', '/en/carrers/job-a', '/ar/home', '/ar/services/ai', '/ar/carrers/job-a'];
    const paths = entryPaths(pages);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/home', '/services/ai', '/carrers/job-a', '/technologies', '/careers/job-a']),
    );
    expect(paths).not.toContain('/ar/home');
    expect(paths.filter((p) => !p.startsWith('/') || new RegExp(`^/(${LANG_ALTERNATIVES})(/|$)`).test(p))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('are each matched by a 200 rule to the shared entry page, which they stand in for', () => {
    const rewrites = routingRules()
      .filter((rule) => rule.status === 200)
      .map(compileRule);
    for (const entry of entryPaths()) {
      expect(
        rewrites.some((rule) => rule.match(entry) === '/'),
        entry,
      ).toBe(true);
    }
  });

  it('are files of their own, as the pages are', () => {
    const served = servedPaths();
    for (const url of [...prerenderPaths(), ...entryPaths()]) expect(served, url).toContain(url);
    expect(served.filter((url) => LANGUAGES.some((lang) => url === `/${lang}`))).toHaveLength(LANGUAGES.length);
  });
});
