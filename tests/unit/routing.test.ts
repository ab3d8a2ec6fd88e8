import { describe, expect, it } from 'vitest';
import {
  compileRule,
  entryPaths,
  redirectPages,
  renderNetlifyRedirects,
  renderNginxRoutes,
  routingRules,
} from '../../scripts/lib/routing';
import { LANGUAGES } from '../../src/lib/language/languages';
import { ALIASES, ROUTES } from '../../src/lib/paths';

/** scripts/lib/routing.ts: the rules of dist/_redirects, nginx and `npm start`, from the route table. */
describe('routing rules', () => {
  const rules = routingRules();
  const find = (from: string) => rules.find((rule) => rule.from === from);

  it('redirect each language root and every alias, with placeholders and fragments carried over', () => {
    expect(find('/ar')).toEqual({ from: '/ar', to: '/ar/home', status: 301, force: true });
    expect(find('/en/careers/:slug')).toEqual({ from: '/en/careers/:slug', to: '/en/carrers/:slug', status: 301, force: true });
    expect(find('/en/contact-form')?.to).toBe('/en/contact#contact-form');
    expect(rules.filter((rule) => rule.status === 301)).toHaveLength(LANGUAGES.length * (ALIASES.length + 1));
  });

  it('send every unprefixed route and alias to the entry page, and the rest to a 404 page', () => {
    for (const pattern of ['/', ...Object.values(ROUTES).map((p) => `/${p}`), ...ALIASES.map((a) => `/${a.from}`)]) {
      expect(find(pattern), pattern).toEqual({ from: pattern, to: '/index.html', status: 200, force: false });
    }
    // The catch-alls come last, the neutral one after the languages' own.
    expect(rules.slice(-3).map((rule) => `${rule.from} ${rule.to} ${rule.status}`)).toEqual([
      '/en/* /en/404.html 404',
      '/ar/* /ar/404.html 404',
      '/* /404.html 404',
    ]);
  });

  it('render as Netlify _redirects lines', () => {
    const lines = renderNetlifyRedirects(rules).trimEnd().split('\n');
    expect(lines).toHaveLength(rules.length);
    expect(lines).toContain('/ar/internships/:slug /ar/internship/:slug 301!');
    expect(lines).toContain('/blog/:slug /index.html 200');
  });

  it('match paths as Netlify does: placeholders, splats, an optional trailing slash', () => {
    const alias = compileRule(find('/en/careers/:slug')!);
    expect(alias.match('/en/careers/some-job')).toBe('/en/carrers/some-job');
    expect(alias.match('/en/careers/some-job/')).toBe('/en/carrers/some-job');
    expect(alias.match('/en/careers/a/b')).toBeUndefined();
    expect(alias.match('/ar/careers/some-job')).toBeUndefined();
    expect(compileRule(find('/en/*')!).match('/en/no/such/page')).toBe('/en/404.html');
    expect(compileRule(find('/en/technologies')!).match('/en/technologiesX')).toBeUndefined();
  });

  it('render as nginx locations: redirects that keep the query before the fragment and echo only safe text', () => {
    const nginx = renderNginxRoutes(rules);
    expect(nginx).toContain('location ~ ^/en/contact-form/?$ {\n    return 301 "/en/contact$is_args$args#contact-form";\n}');
    expect(nginx).toContain('location ~ ^/ar/careers/([A-Za-z0-9._~-]+)/?$ {\n    return 301 "/ar/carrers/$1$is_args$args";\n}');
    // An unprefixed path's own entry page first (/services/ai/index.html), else the shared one.
    expect(nginx).toContain('location ~ ^/services/[^/]+/?$ {\n    try_files $uri $uri/index.html /index.html =404;\n}');
    expect(nginx).toContain('location = / {\n    try_files $uri $uri/index.html /index.html =404;\n}');
    expect(nginx).toContain('location /ar/ {\n    error_page 404 /ar/404.html;');
    expect(nginx).toContain('error_page 404 /404.html;\nlocation / {');
    expect(nginx.match(/^location /gm)).toHaveLength(rules.length);
  });

  it('refuse what nginx cannot take', () => {
    expect(() => renderNginxRoutes([{ from: '/en/$x', to: '/en/home', status: 301, force: true }])).toThrow();
    expect(() => renderNginxRoutes([{ from: '/en/x', to: '/en/"home', status: 301, force: true }])).toThrow();
    expect(() => renderNginxRoutes([{ from: '/en/*', to: '/en/home', status: 301, force: true }])).toThrow();
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
    expect(paths.filter((p) => !p.startsWith('/') || /^\/(en|ar)(\/|$)/.test(p))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('are each matched by a 200 rule to the shared entry page, which they stand in for', () => {
    const rewrites = routingRules()
      .filter((rule) => rule.status === 200)
      .map(compileRule);
    for (const entry of entryPaths()) {
      expect(
        rewrites.some((rule) => rule.match(entry) === '/index.html'),
        entry,
      ).toBe(true);
    }
  });
});
