import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { prerenderPaths } from '../../src/app/prerenderPaths';
import { routes } from '../../src/app/routes';
import { BLOG_SLUGS } from '../../src/content/blog';
import { INTERNSHIP_SLUGS, JOB_SLUGS } from '../../src/content/careers';
import { SERVICE_SLUGS } from '../../src/content/services';
import { TEAM_IDS } from '../../src/content/team';

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
  it.each(['en', 'ar'])('has every spec route under /%s with a page of its own', (lang) => {
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

  it('leads /en and /ar to an index route (redirect to home)', () => {
    expect(leaf('/en').index).toBe(true);
    expect(leaf('/ar/').index).toBe(true);
  });
});

describe('prerendered paths', () => {
  const paths = prerenderPaths();

  it('cover every record slug in both languages', () => {
    for (const lang of ['en', 'ar']) {
      for (const slug of SERVICE_SLUGS) expect(paths).toContain(`/${lang}/services/${slug}`);
      for (const slug of BLOG_SLUGS) expect(paths).toContain(`/${lang}/blog/${slug}`);
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
