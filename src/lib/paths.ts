import { generatePath, type PathParam } from 'react-router-dom';
import { isLang, type Lang } from './language/languages';

/**
 * The one route table of the site (spec section 2). Patterns are relative to the /:lang prefix.
 * Components never write URL strings: they name a route id and pass its params.
 */
export const ROUTES = {
  home: 'home',
  about: 'about',
  team: 'team',
  teamMember: 'team/:id',
  contact: 'contact',
  services: 'services',
  service: 'services/:slug',
  blog: 'blog',
  /** The blog list's further pages (the first is `blog`): 2, 3, …. */
  blogPage: 'blog/page/:page',
  blogPost: 'blog/:slug',
  process: 'process',
  leadership: 'leadership',
  technology: 'technology',
  startups: 'startups',
  enterprises: 'enterprises',
  careers: 'careers',
  /** The spec spells the job detail path "carrers"; list links use the same spelling. */
  job: 'carrers/:slug',
  internships: 'internships',
  internship: 'internship/:slug',
  privacy: 'privacy',
  accessibility: 'accessibility',
  search: 'search',
} as const;

export type RouteId = keyof typeof ROUTES;
/** The param names of a route's pattern, as React Router reads them ("services/:slug" → "slug"). */
type ParamNames<R extends RouteId> = PathParam<(typeof ROUTES)[R]>;
type RouteParams<R extends RouteId> = { [K in ParamNames<R>]: string };

/** A link target by route id: params are required exactly when the pattern has them. */
export type RouteTarget = {
  [R in RouteId]: [ParamNames<R>] extends [never]
    ? { id: R; params?: undefined; hash?: string; query?: Record<string, string> }
    : { id: R; params: RouteParams<R>; hash?: string; query?: Record<string, string> };
}[RouteId];

/**
 * The Atom feed of a language's blog (/en/feed.xml): a file the build writes (scripts/lib/feeds.ts),
 * not a route of the app, so links to it are plain links, never router links.
 */
export function feedPath(lang: Lang): string {
  return generatePath('/:lang/feed.xml', { lang });
}

/**
 * The blog's data files (src/content/postData.ts): what the build writes under /data/blog/ for each
 * language, the newest posts' cards, each page of the blog list, and each post's page and body.
 * Files, not routes of the app.
 */
export function postDataPath(lang: Lang, kind: 'latest'): string;
export function postDataPath(lang: Lang, kind: 'page', page: number): string;
export function postDataPath(lang: Lang, kind: 'post' | 'body', slug: string): string;
export function postDataPath(lang: Lang, kind: 'latest' | 'page' | 'post' | 'body', key: string | number = ''): string {
  if (kind === 'latest') return generatePath('/data/blog/:lang/latest.json', { lang });
  if (kind === 'page') return generatePath('/data/blog/:lang/pages/:page.json', { lang, page: String(key) });
  return generatePath(`/data/blog/:lang/${kind === 'post' ? 'posts' : 'bodies'}/:slug.json`, { lang, slug: String(key) });
}

/**
 * The page number a blogPage URL names: 2, 3, …; 0, which no page has, for anything else
 * (/blog/page/1 is /blog; /blog/page/02 is no page).
 */
export function blogPageNumber(param: string | undefined): number {
  return param !== undefined && /^[1-9]\d*$/.test(param) && param !== '1' ? Number(param) : 0;
}

/** The blog list's page `page` (1 is the blog page itself). */
export function blogListTarget(page: number): RouteTarget {
  return page <= 1 ? { id: 'blog' } : { id: 'blogPage', params: { page: String(page) } };
}

/** The feeds' media type: in the pages' <link rel="alternate"> and sent by the servers. */
export const FEED_TYPE = 'application/atom+xml';

/**
 * Where the share cards live: pictures the build draws (scripts/share-cards.ts), one per page and
 * language, named after the page. Not content-hashed: a card keeps its address when it is redrawn.
 */
const SHARE_CARDS_DIR = '/cards/';

/** The size every share card is drawn at (the size social networks show large). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * The share card of a page of one language (its og:image): "/en/blog/ai-education" →
 * "/cards/en/blog/ai-education.jpg". Unprefixed entry pages speak every language and have none.
 */
export function sharePath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  if (!langOfPath(path)) throw new Error(`${pathname} is not a page of one language: it has no share card`);
  return `${SHARE_CARDS_DIR}${path.slice(1)}.jpg`;
}

/** Fragment on /contact that opens the embedded contact form. */
export const CONTACT_FORM_HASH = 'contact-form';
/** Where the site's own receiver sends a form posted without scripts once it is stored: the contact page shows its thanks. */
export const MESSAGE_SENT_HASH = 'message-sent';

export function localizedPath(lang: Lang, target: RouteTarget): string {
  const path = generatePath(`/:lang/${ROUTES[target.id]}`, { lang, ...(target.params ?? {}) });
  const query = target.query ? `?${new URLSearchParams(target.query)}` : '';
  return `${path}${query}${target.hash ? `#${target.hash}` : ''}`;
}

/**
 * Paths the navigation links to that the spec's route table lacks; each leads somewhere real.
 * `from` is relative to the language prefix; `:slug` carries over.
 */
export const ALIASES: readonly { from: string; to: (slug?: string) => RouteTarget }[] = [
  { from: 'technologies', to: () => ({ id: 'technology' }) },
  { from: 'quality-assurance', to: () => ({ id: 'service', params: { slug: 'qa' } }) },
  { from: 'contact-form', to: () => ({ id: 'contact', hash: CONTACT_FORM_HASH }) },
  { from: 'careers/:slug', to: (slug = '') => ({ id: 'job', params: { slug } }) },
  { from: 'internships/:slug', to: (slug = '') => ({ id: 'internship', params: { slug } }) },
];

/** A path without its language prefix ("/en/services/ai" → "/services/ai", "/en" → "/"). */
export function unprefixedPath(pathname: string): string {
  return langOfPath(pathname) ? pathname.replace(/^\/[^/]+/, '') || '/' : pathname;
}

/** The language prefix of a pathname, if its first segment is a supported language. */
export function langOfPath(pathname: string): Lang | undefined {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : undefined;
}

/**
 * The same page in another language: swaps a language prefix, or adds one to an unprefixed path.
 * Search and hash are kept by the caller.
 */
export function switchLanguagePath(pathname: string, lang: Lang): string {
  const segments = pathname.split('/').filter((s, i) => i > 0 || s !== '');
  if (isLang(segments[0])) segments.shift();
  const rest = segments.join('/');
  return rest === '' ? localizedPath(lang, { id: 'home' }) : `/${lang}/${rest}`;
}

/** Where an unprefixed entry path leads: "/" goes to the home page. */
export function entryTarget(pathname: string, lang: Lang): string {
  return switchLanguagePath(pathname === '' ? '/' : pathname, lang);
}
