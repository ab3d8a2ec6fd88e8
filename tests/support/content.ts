import { INTERNSHIPS, JOBS } from '../../src/content/careers';
import { loadPosts, POSTS_PER_PAGE, type Post } from '../../src/content/postFiles';
import { riyadhDay } from '../../src/content/schemas';
import { SERVICES } from '../../src/content/services';
import { DEVELOPMENT_TEAM, LEADERS, TEAM } from '../../src/content/team';
import { TESTIMONIAL_IDS } from '../../src/content/testimonials';

/**
 * The site's content as the tests read it: the posts, services, people, positions and testimonials
 * of the project's own files (docs/publishing.md), through the loaders the build uses. Tests take
 * counts, slugs, dates and order from here, so that a publisher adding, removing or editing an entry
 * changes what they expect instead of turning them red.
 */
export { DEVELOPMENT_TEAM, INTERNSHIPS, JOBS, LEADERS, POSTS_PER_PAGE, SERVICES, TEAM, TESTIMONIAL_IDS };

/** The posts a production build publishes at this moment, newest first. */
export function livePosts(): Post[] {
  return loadPosts({ preview: false }).posts;
}

/** The newest live post: the first card of the blog and of the home page's latest posts. */
export function newestPost(): Post {
  const [newest] = livePosts();
  if (!newest) throw new Error('locales/records/blog/ has no published post: the blog tests need one');
  return newest;
}

/** A post's day as its card and page write it in <time datetime> (Riyadh). */
export const postDay = (post: Post): string => riyadhDay(post.published);

/** An id that none of `taken` is, made from `base`: for an entry a test adds and that must be new. */
export function unusedId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  return id;
}
