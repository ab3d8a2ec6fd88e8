import { useEffect, useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { RoutePreload } from './routePreload';
import { preloadRoute, routedPath, routes } from './routes';

/**
 * The whole document: every route renders <Document> (src/app/Document.tsx) from its language
 * root, so the server renders and the browser hydrates one tree from <html> down.
 */
export function App() {
  // <html data-hydrated>: the page now runs on React (before this, links still work as plain
  // links and the no-JS fallbacks apply). End-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // A URL no route can match is rendered as its language's not-found path (see routedPath); every
  // other location is passed as it is. Always passing one keeps the tree the same shape for both.
  const location = useLocation();
  const routed = useMemo(() => {
    const pathname = routedPath(location.pathname);
    return pathname === location.pathname ? location : { ...location, pathname };
  }, [location]);
  const element = useRoutes(routes, routed);
  return <RoutePreload value={preloadRoute}>{element}</RoutePreload>;
}
