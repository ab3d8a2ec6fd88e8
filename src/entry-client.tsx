import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { MetaProvider } from './lib/meta';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const { pathname } = window.location;

await preloadRoute(pathname);

const app = (
  <StrictMode>
    <BrowserRouter>
      <MetaProvider sink={null}>
        <App />
      </MetaProvider>
    </BrowserRouter>
  </StrictMode>
);

// The server answers unknown URLs with a shared 404 or entry page; only HTML prerendered for
// this very path is hydrated, anything else is rendered afresh.
if (trim(container.dataset.path ?? '') === trim(pathname)) hydrateRoot(container, app);
else createRoot(container).render(app);
