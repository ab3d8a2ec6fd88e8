import { matchRoutes, Navigate, useParams, type RouteObject } from 'react-router-dom';
import { loadNamespaces, type Namespace } from '../lib/i18n';
import { useLang } from '../lib/language/lang';
import { DEFAULT_LANG, isLang } from '../lib/language/languages';
import { ALIASES, localizedPath, ROUTES, type RouteId, type RouteTarget } from '../lib/paths';
import NotFoundPage from '../pages/NotFoundPage';
import { LangLayout } from './LangLayout';
import { PAGES, type PageData } from './pages';

interface RouteHandle {
  ns: readonly Namespace[];
  preload?: () => Promise<void>;
  src?: string;
  /** Record data the page reads besides its namespaces (an article body), by language and params. */
  data?: PageData;
}

function Redirect({ to }: { to: (slug?: string) => RouteTarget }) {
  const lang = useLang();
  const { slug } = useParams();
  return <Navigate to={localizedPath(lang, to(slug))} replace />;
}

const pageRoutes: RouteObject[] = (Object.keys(ROUTES) as RouteId[]).map((id) => {
  const { page, ns, src, data } = PAGES[id];
  return {
    path: ROUTES[id],
    caseSensitive: true,
    element: <page.Component />,
    handle: { ns, preload: page.preload, src, data } satisfies RouteHandle,
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

function matchHandles(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const param = matches[0]?.params.lang;
  if (param === undefined) return null;
  const lang = isLang(param) ? param : DEFAULT_LANG;
  const handles = matches.map((m) => m.route.handle as RouteHandle | undefined).filter((h) => h !== undefined);
  const params = matches.at(-1)?.params ?? {};
  const data = handles.flatMap((h) => (h.data ? [h.data(lang, params)] : []));
  const namespaces: Namespace[] = ['common', ...handles.flatMap((h) => h.ns)];
  return { lang, handles, data, namespaces };
}

/** Loads the page chunk and locale namespaces of a URL, so hydration never waits on them. */
export async function preloadRoute(pathname: string): Promise<void> {
  const match = matchHandles(pathname);
  if (!match) return;
  await Promise.all([
    loadNamespaces(match.lang, match.namespaces),
    ...match.handles.map((h) => h.preload?.()),
    ...match.data.map((d) => d.load?.()),
  ]);
}

/** Source modules a URL needs at first paint (page chunk, locale files): the prerender preloads them. */
export function routeModules(pathname: string): string[] {
  const match = matchHandles(pathname);
  if (!match) return [];
  return [
    ...match.handles.flatMap((h) => (h.src ? [h.src] : [])),
    ...[...new Set(match.namespaces)].map((ns) => `locales/${match.lang}/${ns}.json`),
    ...match.data.flatMap((d) => d.modules),
  ];
}
