import { BLOG_POSTS, type BlogPostData, type BlogSlug } from './blog';

/**
 * What each post is about, in ids that are the same in every language, for related articles. The
 * tags readers see are copy (locales/<lang>/blog.json → items.<slug>.tags) and differ between the
 * languages (the Arabic ai-education has «رؤية 2030» where the English has "Assessment"), so they
 * cannot say which posts are related in the same way in both. Kept apart from src/content/blog.ts,
 * which the home page loads for its blog cards: only the article page needs these.
 */
type BlogTopic = 'ai' | 'education' | 'software' | 'business' | 'work' | 'careers' | 'security' | 'web3';

export const BLOG_TOPICS: Record<BlogSlug, readonly BlogTopic[]> = {
  'custom-web-app-development': ['software', 'business'],
  'ai-education': ['ai', 'education'],
  'remote-work-future': ['work', 'business'],
  'ai-in-schools': ['ai', 'education'],
  'future-classrooms': ['education'],
  'learning-python-2025': ['software', 'careers'],
  'cybersecurity-2025': ['security', 'business'],
  'chatgpt-for-developers': ['ai', 'software'],
  'freelancing-in-2025': ['work', 'careers'],
  'web3-impact-education': ['web3', 'education'],
};

/**
 * Two or three other posts to read next: those of the same category first, then those sharing more
 * topics, then the nearest in date (the newer on a tie). Only posts with a category or a topic in
 * common; both languages show the same ones.
 */
export function relatedPosts(post: BlogPostData, max = 3): BlogPostData[] {
  const topics = BLOG_TOPICS[post.slug];
  const shared = (other: BlogPostData) => BLOG_TOPICS[other.slug].filter((topic) => topics.includes(topic)).length;
  const distance = (other: BlogPostData) => Math.abs(Date.parse(other.date) - Date.parse(post.date));
  return BLOG_POSTS.filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, sameCategory: other.category === post.category ? 1 : 0, shared: shared(other) }))
    .filter(({ sameCategory, shared }) => sameCategory + shared > 0)
    .sort(
      (a, b) =>
        b.sameCategory - a.sameCategory ||
        b.shared - a.shared ||
        distance(a.other) - distance(b.other) ||
        Date.parse(b.other.date) - Date.parse(a.other.date),
    )
    .slice(0, max)
    .map(({ other }) => other);
}
