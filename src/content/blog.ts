import type { BlogCategoryId } from './ids';

/** Slugs of the posts; text in locales/<lang>/blog.json → items.<slug>, bodies in blog-posts/<slug>.json. */
export const BLOG_SLUGS = [
  'custom-web-app-development',
  'ai-education',
  'remote-work-future',
  'ai-in-schools',
  'future-classrooms',
  'learning-python-2025',
  'cybersecurity-2025',
  'chatgpt-for-developers',
  'freelancing-in-2025',
  'web3-impact-education',
] as const;
export type BlogSlug = (typeof BLOG_SLUGS)[number];

export interface BlogPostData {
  slug: BlogSlug;
  /** Publication date, ISO 8601; shown per language with Intl. */
  date: string;
  category: BlogCategoryId;
  /** Estimated reading time in minutes, shown as a range ("5–6 min read"). */
  readTime: { min: number; max: number };
  /** How locales/<lang>/blog-posts/<slug>.json → content is written. */
  format: 'html' | 'markdown';
}

const DATA: Record<BlogSlug, Omit<BlogPostData, 'slug'>> = {
  'custom-web-app-development': { date: '2025-06-20', category: 'webDevelopment', readTime: { min: 6, max: 7 }, format: 'html' },
  'ai-education': { date: '2025-06-12', category: 'artificialIntelligence', readTime: { min: 5, max: 6 }, format: 'markdown' },
  'remote-work-future': { date: '2025-05-28', category: 'workCulture', readTime: { min: 4, max: 5 }, format: 'markdown' },
  'ai-in-schools': { date: '2025-05-15', category: 'edTech', readTime: { min: 5, max: 6 }, format: 'markdown' },
  'future-classrooms': { date: '2025-04-30', category: 'edTech', readTime: { min: 4, max: 5 }, format: 'markdown' },
  'learning-python-2025': { date: '2025-04-18', category: 'development', readTime: { min: 6, max: 7 }, format: 'markdown' },
  'cybersecurity-2025': { date: '2025-04-02', category: 'security', readTime: { min: 5, max: 6 }, format: 'markdown' },
  'chatgpt-for-developers': { date: '2025-03-20', category: 'aiTools', readTime: { min: 5, max: 6 }, format: 'markdown' },
  'freelancing-in-2025': { date: '2025-03-05', category: 'workCareer', readTime: { min: 4, max: 5 }, format: 'markdown' },
  'web3-impact-education': { date: '2025-02-18', category: 'blockchain', readTime: { min: 5, max: 6 }, format: 'markdown' },
};

export const BLOG_POSTS: readonly BlogPostData[] = BLOG_SLUGS.map((slug) => ({ slug, ...DATA[slug] }));

/** Newest first (spec: the blog list is ordered by date descending). */
export function sortByDateDesc<T extends { date: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}
