import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { routes } from './routes';

export function App() {
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}
