import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { DocumentProvider } from './app/Document';
import { preloadRoute } from './app/routes';
import './styles/index.css';

const container = document.getElementById('root');
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

// The server answers unknown URLs with a shared 404 or entry page; only HTML prerendered for
// this very path is hydrated, anything else is rendered afresh. React owns the whole document
// from <html> down (src/app/Document.tsx); the build's tags in <head> stay as they are.
const dataPath = container?.dataset.path ?? '';
const hydrate = trim(dataPath) === trim(pathname);
const app = (
  <StrictMode>
    <DocumentProvider value={{ assets: null, dataPath: hydrate ? dataPath : pathname }}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </DocumentProvider>
  </StrictMode>
);

if (hydrate) hydrateRoot(document, app);
else createRoot(document).render(app);
