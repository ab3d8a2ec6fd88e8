import { latestPostsData, loadData, postBodyData, postListData, postPageData, type DataRef } from '../content/postData';
import type { Namespace } from '../lib/i18n';
import type { SearchKind } from '../lib/search/hits';
import type { Lang } from '../lib/language/languages';
import { blogPageNumber, type RouteId } from '../lib/paths';
import { lazyPage, type LazyPage } from './lazyPage';

export interface PageEntry {
  page: LazyPage;
  /** Source file of the page chunk: the prerender preloads its JS and CSS from the build manifest. */
  src: string;
  /** Locale namespaces the page reads besides `common`. */
  ns: readonly Namespace[];
  /**
   * Data files the page renders (src/content/postData.ts): loaded before it renders or hydrates,
   * and carried in its prerendered HTML.
   */
  records?: PageRecords;
  data?: PageData;
  /** What the page is in search results (scripts/search-index.ts); 'page' when absent. */
  kind?: SearchKind;
}

/**
 * Loads a page's record data before a route change renders it. Not before hydration: the
 * prerendered page already shows it, and the part that reads it loads it when wanted.
 */
export type PageData = (lang: Lang, params: Record<string, string | undefined>) => { load?: () => Promise<unknown> };

/** The data files a page renders, by language and params. */
export type PageRecords = (lang: Lang, params: Record<string, string | undefined>) => DataRef<'latest' | 'page' | 'post'>[];

const articleBody: PageData = (lang, { slug = '' }) => ({ load: () => loadData(postBodyData(lang, slug)) });

/** One page component per route id of the route table, each in its own chunk. */
export const PAGES: Record<RouteId, PageEntry> = {
  home: {
    page: lazyPage(() => import('../pages/HomePage')),
    src: 'src/pages/HomePage.tsx',
    // blog, testimonials and contact come with the bands further down that read them (src/pages/HomePage.tsx).
    ns: ['home', 'services'],
    // The newest posts' cards, for the band of the latest posts further down.
    records: (lang) => [latestPostsData(lang)],
  },
  about: {
    page: lazyPage(() => import('../pages/AboutPage')),
    src: 'src/pages/AboutPage.tsx',
    ns: ['about', 'team', 'testimonials', 'contact'],
  },
  team: { page: lazyPage(() => import('../pages/TeamPage')), src: 'src/pages/TeamPage.tsx', ns: ['team'] },
  teamMember: {
    page: lazyPage(() => import('../pages/TeamMemberPage')),
    src: 'src/pages/TeamMemberPage.tsx',
    ns: ['team'],
    kind: 'person',
  },
  contact: {
    page: lazyPage(() => import('../pages/ContactPage')),
    src: 'src/pages/ContactPage.tsx',
    // contact-form: the form's own copy; services: the names of the topics it offers.
    ns: ['contact', 'contact-form', 'services'],
  },
  services: {
    page: lazyPage(() => import('../pages/ServicesPage')),
    src: 'src/pages/ServicesPage.tsx',
    ns: ['services', 'contact'],
  },
  service: {
    page: lazyPage(() => import('../pages/ServicePage')),
    src: 'src/pages/ServicePage.tsx',
    ns: ['services', 'service-details'],
    kind: 'service',
  },
  blog: {
    page: lazyPage(() => import('../pages/BlogPage')),
    src: 'src/pages/BlogPage.tsx',
    ns: ['blog'],
    records: (lang) => [postListData(lang, 1)],
  },
  blogPage: {
    page: lazyPage(() => import('../pages/BlogPage')),
    src: 'src/pages/BlogPage.tsx',
    ns: ['blog'],
    records: (lang, { page }) => [postListData(lang, blogPageNumber(page))],
  },
  blogPost: {
    page: lazyPage(() => import('../pages/BlogPostPage')),
    src: 'src/pages/BlogPostPage.tsx',
    // article: related articles and share links, after the text.
    ns: ['blog', 'article'],
    records: (lang, { slug = '' }) => [postPageData(lang, slug)],
    data: articleBody,
    kind: 'article',
  },
  privacy: { page: lazyPage(() => import('../pages/PrivacyPage')), src: 'src/pages/PrivacyPage.tsx', ns: ['privacy'] },
  search: { page: lazyPage(() => import('../pages/SearchPage')), src: 'src/pages/SearchPage.tsx', ns: ['search'] },
  accessibility: {
    page: lazyPage(() => import('../pages/AccessibilityPage')),
    src: 'src/pages/AccessibilityPage.tsx',
    ns: ['accessibility'],
  },
  process: { page: lazyPage(() => import('../pages/ProcessPage')), src: 'src/pages/ProcessPage.tsx', ns: ['process'] },
  leadership: { page: lazyPage(() => import('../pages/LeadershipPage')), src: 'src/pages/LeadershipPage.tsx', ns: ['team'] },
  technology: {
    page: lazyPage(() => import('../pages/TechnologyPage')),
    src: 'src/pages/TechnologyPage.tsx',
    ns: ['technology'],
  },
  startups: { page: lazyPage(() => import('../pages/StartupsPage')), src: 'src/pages/StartupsPage.tsx', ns: ['audiences'] },
  enterprises: {
    page: lazyPage(() => import('../pages/EnterprisesPage')),
    src: 'src/pages/EnterprisesPage.tsx',
    ns: ['audiences'],
  },
  // One list page and one detail page for both kinds of position.
  careers: {
    page: lazyPage(() => import('../pages/PositionsPage').then((m) => ({ default: m.CareersPage }))),
    src: 'src/pages/PositionsPage.tsx',
    ns: ['careers'],
  },
  job: {
    page: lazyPage(() => import('../pages/PositionPage').then((m) => ({ default: m.JobPage }))),
    src: 'src/pages/PositionPage.tsx',
    ns: ['careers'],
    kind: 'position',
  },
  internships: {
    page: lazyPage(() => import('../pages/PositionsPage').then((m) => ({ default: m.InternshipsPage }))),
    src: 'src/pages/PositionsPage.tsx',
    ns: ['careers'],
  },
  internship: {
    page: lazyPage(() => import('../pages/PositionPage').then((m) => ({ default: m.InternshipPage }))),
    src: 'src/pages/PositionPage.tsx',
    ns: ['careers'],
    kind: 'internship',
  },
};
