import { useEffect } from 'react';
import { useRoutes } from 'react-router-dom';
import { routes } from './routes';

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
  return useRoutes(routes);
}
