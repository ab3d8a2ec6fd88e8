import type { BlogCategoryId } from './ids';
import type { ResponsiveImage } from './imageTypes';

/*
 * A blog post is files under locales/ and nothing else (docs: "Publishing"): its record,
 * locales/records/blog/<slug>.json (status, date, category, topics, picture),
 * and its text in each language, locales/<lang>/blog-posts/<slug>.json (title, summary, author,
 * tags, body). The build finds and checks them (src/content/postFiles.ts) and writes what the
 * pages read as data files (src/content/postData.ts). These are the shapes of those files.
 */

/** A post as a list shows it: its card. */
export interface PostCard {
  slug: string;
  /** Publication day (YYYY-MM-DD, Riyadh), shown per language with Intl. */
  date: string;
  category: BlogCategoryId;
  /** Minutes to read the article in this language, from its words (src/content/readingTime.ts): "5 min read". */
  readingMinutes: number;
  title: string;
  summary: string;
  image: ResponsiveImage;
  /** Only in a preview build: a draft, or a post whose time has not come. */
  draft?: true;
}

/** A post's own page: its card and the rest of its text, and the posts to read next. */
export interface PostPage extends PostCard {
  /** Publication time, ISO 8601 with its offset (Riyadh, +03:00). */
  published: string;
  /** When its text (the article) last changed, if it has since it was published; same form. */
  modified?: string;
  author: string;
  tags: string[];
  related: PostCard[];
}

/** One page of the blog list. */
export interface PostListPage {
  /** 1 for the first. */
  page: number;
  pages: number;
  posts: PostCard[];
}

/** The body of a post, loaded when the reader gets to it. */
export interface PostBody {
  /** The article's segments as one markdown text (src/lib/richText.ts → bodyMarkdown). */
  content: string;
}
