import { INTERNSHIP_SLUGS, JOB_SLUGS } from '../content/careers';
import { blogPageCount, loadPosts } from '../content/postFiles';
import { SERVICE_SLUGS } from '../content/services';
import { TEAM_IDS } from '../content/team';
import { LANGUAGES } from '../lib/language/languages';
import { localizedPath, ROUTES, type RouteId, type RouteTarget } from '../lib/paths';

/**
 * Every concrete page of the site in one language's terms: static routes plus every record, the
 * posts the build publishes among them (Node only: it reads the blog's files).
 */
export function pageTargets(): RouteTarget[] {
  const { posts } = loadPosts();
  const statics = (Object.keys(ROUTES) as RouteId[])
    .filter((id) => !ROUTES[id].includes(':'))
    .map((id) => ({ id }) as RouteTarget);
  return [
    ...statics,
    ...SERVICE_SLUGS.map((slug): RouteTarget => ({ id: 'service', params: { slug } })),
    ...Array.from({ length: blogPageCount(posts) - 1 }, (_, i): RouteTarget => ({
      id: 'blogPage',
      params: { page: String(i + 2) },
    })),
    ...posts.map(({ slug }): RouteTarget => ({ id: 'blogPost', params: { slug } })),
    ...TEAM_IDS.map((id): RouteTarget => ({ id: 'teamMember', params: { id } })),
    ...JOB_SLUGS.map((slug): RouteTarget => ({ id: 'job', params: { slug } })),
    ...INTERNSHIP_SLUGS.map((slug): RouteTarget => ({ id: 'internship', params: { slug } })),
  ];
}

/** Every prerendered path, in both languages. */
export function prerenderPaths(): string[] {
  const targets = pageTargets();
  return LANGUAGES.flatMap((lang) => targets.map((target) => localizedPath(lang, target)));
}
