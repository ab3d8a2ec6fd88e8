import { StrictMode } from 'react';

import { BrowserRouter } from 'react-router-dom';
import { preloadMobileMenu } from '../components/layout/Navbar';
import { App } from './App';
import { DocumentProvider } from './Document';
import { preloadFooter } from './Layout';

export { preloadRoute } from './routes';

/**
 * The parts of every page's shell that a prerendered page hydrates only when wanted (the footer,
 * the phone menu): a page rendered afresh (a shared 404 page) shows them at once.
 */
export function preloadShell(): Promise<void> {
  return Promise.all([preloadFooter(), preloadMobileMenu()]).then(() => undefined);
}
// For src/entry-client.tsx, which hydrates in a transition: from here rather than a dynamic
// import of its own, which would be one more file to fetch.
export { startTransition } from 'react';

/**
 * The whole app for the document: React owns it from <html> down (src/app/Document.tsx); the
 * build's tags in <head> stay as they are. `dataPath` is the path the HTML was rendered for.
 */
export function app(dataPath: string) {
  return (
    <StrictMode>
      <DocumentProvider value={{ assets: null, dataPath }}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </DocumentProvider>
    </StrictMode>
  );
}
