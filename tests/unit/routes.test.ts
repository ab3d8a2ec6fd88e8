import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { prerenderPaths } from '../../src/app/prerenderPaths';
import { routedPath, routes } from '../../src/app/routes';
import { loadPosts } from '../../src/content/postFiles';
import { INTERNSHIP_SLUGS, JOB_SLUGS } from '../../src/content/careers';
import { SERVICE_SLUGS } from '../../src/content/services';
import { TEAM_IDS } from '../../src/content/team';
import { LANGUAGES } from '../support/locales';

/** The route table of docs/site-spec.md, section 2 (unprefixed): an example URL → its pattern. */
const SPEC_TABLE: Record<string, string> = {
  '/home': 'home',
  '/about': 'about',
  '/team': 'team',
  '/team/omar-al-harbi': 'team/:id',
  '/contact': 'contact',
  '/services': 'services',
  '/services/ai': 'services/:slug',
  '/blog': 'blog',
  '/blog/ai-education': 'blog/:slug',
  '/process': 'process',
  '/leadership': 'leadership',
  '/technology': 'technology',
  '/startups': 'startups',
  '/enterprises': 'enterprises',
  '/careers': 'careers',
  '/carrers/digital-marketing-agency-partnership': 'carrers/:slug',
  '/internships': 'internships',
  '/internship/react-intern': 'internship/:slug',
};
const SPEC_ROUTES = Object.keys(SPEC_TABLE);

function leaf(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1);
  return { lang: matches[0]?.params.lang, pattern: last?.route.path, index: last?.route.index };
}

describe('route table', () => {
  it.each([...LANGUAGES])('has every spec route under /%s with a page of its own', (lang) => {
    for (const route of SPEC_ROUTES) {
      const match = leaf(`/${lang}${route}`);
      expect(match.lang, route).toBe(lang);
      expect(match.pattern, route).toBe(SPEC_TABLE[route]);
    }
  });

  it('sends unknown pages of a language to the 404 route', () => {
    expect(leaf('/en/nope').pattern).toBe('*');
    expect(leaf('/ar/services/ai/extra').pattern).toBe('*');
  });

  it('reads an unknown first segment as a language to reject, never as English', () => {
    expect(leaf('/fr/home').lang).toBe('fr');
    expect(leaf('/xx').lang).toBe('xx');
  });

  it('treats unprefixed spec routes as entry points without a language', () => {
    for (const route of [...SPEC_ROUTES, '/']) expect(leaf(route).lang, route).toBeUndefined();
  });

  it("routes a path no pattern matches as its language's not-found path", () => {
    // React Router's patterns are regular expressions whose "." stops at a line break: not even "*"
    // matches a path that decodes to CR, LF, U+2028 or U+2029.
    expect(matchRoutes(routes, '/en/home%0D%0ASet-Cookie:x=1')).toBeNull();
    expect(routedPath('/en/home%0D%0ASet-Cookie:x=1')).toBe('/en/404');
    expect(routedPath('/ar/%E2%80%A8')).toBe('/ar/404');
    expect(routedPath('/ar/about%0a')).toBe('/ar/404');
    // No language prefix: the neutral not-found page is English, as the server's /404.html.
    expect(routedPath('/fr/home%0A')).toBe('/en/404');
    expect(routedPath('/about/%0d%0a')).toBe('/en/404');
    // The server answers a path with an encoded slash, backslash or NUL with a not-found page, whatever
    // follows: so does the app (it would read /services/x%2Fy as an entry page).
    expect(routedPath('/services/x%2Fy')).toBe('/en/404');
    expect(routedPath('/ar/services/ai%2f')).toBe('/ar/404');
    expect(routedPath('/ar/blog/%5C')).toBe('/ar/404');
    expect(routedPath('/services/ai%00')).toBe('/en/404');
    // Everything else the router matches is left as it is.
    // ("/home%0D%0A" is matched: its one segment is read as a language, and rejected as one.)
    for (const path of [
      '/en/services/ai',
      '/ar/nope',
      '/services/ai',
      '/',
      '/fr/home',
      '/home%0D%0A',
      `/en/${'a'.repeat(3000)}`,
    ]) {
      expect(routedPath(path), path).toBe(path);
    }
  });

  it('leads /en and /ar to an index route (redirect to home)', () => {
    expect(leaf('/en').index).toBe(true);
    expect(leaf('/ar/').index).toBe(true);
  });
});

describe('prerendered paths', () => {
  const paths = prerenderPaths();

  it('cover every record slug in both languages', () => {
    for (const lang of LANGUAGES) {
      for (const slug of SERVICE_SLUGS) expect(paths).toContain(`/${lang}/services/${slug}`);
      for (const { slug } of loadPosts().posts) expect(paths).toContain(`/${lang}/blog/${slug}`);
      for (const id of TEAM_IDS) expect(paths).toContain(`/${lang}/team/${id}`);
      for (const slug of JOB_SLUGS) expect(paths).toContain(`/${lang}/carrers/${slug}`);
      for (const slug of INTERNSHIP_SLUGS) expect(paths).toContain(`/${lang}/internship/${slug}`);
      for (const route of SPEC_ROUTES.filter((r) => r.split('/').length === 2)) expect(paths).toContain(`/${lang}${route}`);
    }
  });

  it('are unique and the same number in both languages', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => p.startsWith('/en/')).length).toBe(paths.filter((p) => p.startsWith('/ar/')).length);
  });
});
