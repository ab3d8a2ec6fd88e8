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

// A path with broken percent-encoding (the server already answered 404) is kept as literal text,
// so the router can match it to the not-found page instead of failing to decode it.
try {
  decodeURI(window.location.pathname);
} catch {
  const { pathname: broken, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${broken.replace(/%/g, '%25')}${search}${hash}`);
}
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
