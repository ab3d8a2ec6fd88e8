import { INTERNSHIPS, JOBS, published } from '../content/careers';
import { blogPageCount, loadPosts, type Post } from '../content/postFiles';
import { SERVICE_SLUGS } from '../content/services';
import { TEAM_IDS } from '../content/team';
import { LANGUAGES } from '../lib/language/languages';
import { localizedPath, ROUTES, type RouteId, type RouteTarget } from '../lib/paths';

/**
 * Every concrete page of the site in one language's terms: static routes plus every record, the
 * posts the build publishes among them (Node only: it reads the blog's files, unless given the
 * posts, as loadPosts() returns them).
 */
export function pageTargets(posts: readonly Post[] = loadPosts().posts): RouteTarget[] {
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
    ...published(JOBS).map(({ slug }): RouteTarget => ({ id: 'job', params: { slug } })),
    ...published(INTERNSHIPS).map(({ slug }): RouteTarget => ({ id: 'internship', params: { slug } })),
  ];
}

/**
 * Whether a page is offered to search, the site's and search engines' (the sitemap): every page
 * but a closed position's, which stays for the links to it but says it has closed and asks search
 * engines not to index it (src/content/careers.ts). A sitemap lists what should be indexed; listing
 * a noindex page there would contradict it.
 */
export function isListed(target: RouteTarget): boolean {
  if (target.id !== 'job' && target.id !== 'internship') return true;
  const positions = target.id === 'job' ? JOBS : INTERNSHIPS;
  return !positions.some((position) => position.slug === target.params.slug && position.state === 'closed');
}

/** Every prerendered path, in both languages (`posts` as for pageTargets). */
export function prerenderPaths(posts?: readonly Post[]): string[] {
  const targets = pageTargets(posts);
  return LANGUAGES.flatMap((lang) => targets.map((target) => localizedPath(lang, target)));
}
