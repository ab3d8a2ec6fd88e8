import { StrictMode } from 'react';

import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { DocumentProvider } from './Document';
import { preloadFooter } from './Layout';

import { knownMissing } from '../content/postData';
import { routeData } from './routes';

export { preloadRoute } from './routes';

/**
 * The server answered this URL with its not-found page: the record the URL names (a post) is not
 * there, and its data files are not asked for (each would be one more 404).
 */
export function serverNotFound(pathname: string): void {
  knownMissing(routeData(pathname));
}

/**
 * The part of every page's shell that a prerendered page hydrates only when wanted (the footer): a
 * page rendered afresh (a shared 404 page) shows it at once.
 */
export function preloadShell(): Promise<void> {
  return preloadFooter();
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
