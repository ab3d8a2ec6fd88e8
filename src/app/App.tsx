import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { routes } from './routes';

function Routes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <Routes />
      </Suspense>
    </ErrorBoundary>
  );
}
