import { Suspense, useEffect } from 'react';
import { useRoutes } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { routes } from './routes';

function Routes() {
  return useRoutes(routes);
}

export function App() {
  // <html data-hydrated>: the page now runs on React (before this, links still work as plain
  // links and the no-JS fallbacks apply). End-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <Routes />
      </Suspense>
    </ErrorBoundary>
  );
}
