import { matchRoutes, Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { getI18n, hasI18n, loadNamespaces, type Namespace } from '../lib/i18n';
import { useLang } from '../lib/language/lang';
import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from '../lib/language/languages';
import { nextTask } from '../lib/nextTask';
import { ALIASES, langOfPath, localizedPath, ROUTES, type RouteId, type RouteTarget } from '../lib/paths';
import NotFoundPage from '../pages/NotFoundPage';
import { ENTRY_PAGE } from './entryPage';
import { LangLayout } from './LangLayout';
import { loadData, type DataRef } from '../content/postData';
import { PAGES, type PageData, type PageRecords } from './pages';

interface RouteHandle {
  ns: readonly Namespace[];
  preload?: () => Promise<void>;
  src?: string;
  /** Data files the page renders (a list of posts, a post). */
  records?: PageRecords;
  /** Record data the page reads besides its namespaces (an article body), by language and params. */
  data?: PageData;
}

/**
 * An alias or a bare language prefix, once the app runs (the server answers them with a 301 first):
 * the query goes along, as the server's redirects keep it (UTM tags on a shared /technologies link),
 * and so does the visitor's fragment, unless the target names its own (/contact-form).
 */
function Redirect({ to }: { to: (slug?: string) => RouteTarget }) {
  const lang = useLang();
  const { slug } = useParams();
  const { search, hash } = useLocation();
  const [pathname, ownHash] = localizedPath(lang, to(slug)).split('#');
  return <Navigate to={`${pathname}${search}${ownHash === undefined ? hash : `#${ownHash}`}`} replace />;
}

const pageRoutes: RouteObject[] = (Object.keys(ROUTES) as RouteId[]).map((id) => {
  const { page, ns, src, records, data, kind = 'page' } = PAGES[id];
  return {
    path: ROUTES[id],
    caseSensitive: true,
    element: (
      <>
        <page.Component />
        {/* What the page is in search results (scripts/search-index.ts): a filter, which Pagefind
            keeps with the page but does not search (its metadata it does). */}
        <span hidden data-pagefind-filter={`kind:${kind}`} />
      </>
    ),
    handle: { ns, preload: page.preload, src, records, data } satisfies RouteHandle,
  };
});

/** Every route nests under an optional /:lang prefix; LangLayout decides what a prefix means. */
export const routes: RouteObject[] = [
  {
    path: '/:lang?',
    element: <LangLayout />,
    children: [
      { index: true, element: <Redirect to={() => ({ id: 'home' })} /> },
      ...pageRoutes,
      ...ALIASES.map((alias) => ({ path: alias.from, caseSensitive: true, element: <Redirect to={alias.to} /> })),
      { path: '*', element: <NotFoundPage />, handle: { ns: [] } satisfies RouteHandle },
    ],
  },
];

/**
 * Paths the server answers with a not-found page whatever follows (scripts/serve.ts, nginx): an
 * encoded slash or backslash, or NUL, never addresses a page. The router would read some of them
 * as a page (/services/x%2Fy as an entry page, which then leads elsewhere).
 */
const UNADDRESSABLE = /%(2f|5c|00)/i;

/** routedPath's last answer, with the routes the path matches when it is routed as itself. */
let lastRouted: { pathname: string; routed: string; matches: ReturnType<typeof matchRoutes> } = {
  pathname: '',
  routed: '',
  matches: null,
};

/**
 * The path the router renders for a URL: a path the server answers with a not-found page is
 * routed as its language's not-found path, as the server's rules do (/en/* → /en/404.html, else
 * /404.html). Besides the unaddressable ones above, that is every path no route matches: React
 * Router's patterns are regular expressions whose `.` stops at a line terminator, so a path that
 * decodes to CR, LF, U+2028 or U+2029 (/en/home%0D%0ASet-Cookie:x=1) matches no route, not even
 * `*`, and the app rendered an empty document over the server's not-found page.
 */
export function routedPath(pathname: string): string {
  // The last answer is kept: the app asks again for the path it has just preloaded, while it
  // hydrates (React Router ranks and compiles every route's pattern on each match, 3 ms of
  // hydration's first, unsliced task on this machine).
  if (pathname !== lastRouted.pathname) {
    const matches = UNADDRESSABLE.test(pathname) ? null : matchRoutes(routes, pathname);
    lastRouted = { pathname, routed: matches ? pathname : `/${langOfPath(pathname) ?? DEFAULT_LANG}/404`, matches };
  }
  return lastRouted.routed;
}

/** What a URL needs before it renders: namespaces by language, page chunks and record data. */
interface RouteNeeds {
  namespaces: (readonly [Lang, readonly Namespace[]])[];
  handles: RouteHandle[];
  records: DataRef<'latest' | 'page' | 'post'>[];
  data: ReturnType<PageData>[];
}

/**
 * matchHandles's last answer: the prerender asks for a page's needs three times in a row (its
 * files, its preload, its data), each time ranking every route's pattern anew otherwise.
 */
let lastNeeds: { pathname: string; needs: RouteNeeds } | null = null;

function matchHandles(pathname: string): RouteNeeds {
  if (lastNeeds?.pathname === pathname) return lastNeeds.needs;
  const needs = routeNeeds(pathname);
  lastNeeds = { pathname, needs };
  return needs;
}

function routeNeeds(pathname: string): RouteNeeds {
  const routed = routedPath(pathname);
  const matches = (routed === pathname ? lastRouted.matches : matchRoutes(routes, routed)) ?? [];
  const param = matches[0]?.params.lang;
  // The entry page (no prefix) shows a few words of every language: `common` of each.
  if (param === undefined)
    return {
      namespaces: LANGUAGES.map((lang) => [lang, ['common']] as const),
      handles: [{ ns: [], preload: ENTRY_PAGE.page.preload, src: ENTRY_PAGE.src }],
      records: [],
      data: [],
    };
  const lang = isLang(param) ? param : DEFAULT_LANG;
  const handles = matches.map((m) => m.route.handle as RouteHandle | undefined).filter((h) => h !== undefined);
  const params = matches.at(-1)?.params ?? {};
  const records = handles.flatMap((h) => h.records?.(lang, params) ?? []);
  const data = handles.flatMap((h) => (h.data ? [h.data(lang, params)] : []));
  const namespaces: Namespace[] = ['common', ...handles.flatMap((h) => h.ns)];
  return { namespaces: [[lang, namespaces] as const], handles, records, data };
}

/**
 * Loads the page chunk and locale namespaces of a URL, so hydration never waits on them, and for a
 * route change (`withData`) its record data too (an article's body). The prerender loads everything.
 */
export async function preloadRoute(pathname: string, { withData = true } = {}): Promise<void> {
  const match = matchHandles(pathname);
  // A language's i18next instance is set up in a task of its own, once per language: with the
  // start of loading the namespaces and the page's chunk, it was one task of 27-34 ms at 4× CPU.
  for (const [lang] of match.namespaces) {
    if (hasI18n(lang)) continue;
    getI18n(lang);
    await nextTask();
  }
  await Promise.all([
    ...match.namespaces.map(([lang, namespaces]) => loadNamespaces(lang, namespaces)),
    ...match.handles.map((h) => h.preload?.()),
    ...match.records.map((ref) => loadData(ref)),
    ...(withData ? match.data.map((d) => d.load?.()) : []),
  ]);
}

/** The data files a URL renders: the prerender carries them in the page's HTML. */
export function routeData(pathname: string): string[] {
  return matchHandles(pathname).records.map((ref) => ref.path);
}

/** Source modules a URL needs at first paint (page chunk, locale files): the prerender preloads them. */
export function routeModules(pathname: string): string[] {
  const match = matchHandles(pathname);
  return [
    ...match.handles.flatMap((h) => (h.src ? [h.src] : [])),
    ...match.namespaces.flatMap(([lang, namespaces]) => [...new Set(namespaces)].map((ns) => `locales/${lang}/${ns}.json`)),
  ];
}
