import type { Resource } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { DocumentProvider, type BuildAssets } from './app/Document';
import { RedirectDocument } from './app/RedirectDocument';
import { preloadRoute, routeData } from './app/routes';
import { loadedData, setServerDataSource } from './content/postData';
import { ContentDates } from './content/contentDates';
import { loadPosts, postDataFiles } from './content/postFiles';
import { getI18n } from './lib/i18n';
import { LANGUAGES } from './lib/language/languages';

export type { BuildAssets } from './app/Document';
/** Source modules a URL needs at first paint: the prerender finds their files in Vite's manifest. */
export { routeData, routeModules } from './app/routes';

// Every language instance gets all of its namespaces in memory: rendering never waits on I/O.
const localesDir = path.resolve(process.cwd(), 'locales');
for (const lang of LANGUAGES) {
  const bundles: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(path.join(localesDir, lang)).filter((f) => f.endsWith('.json'))) {
    bundles[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(localesDir, lang, file), 'utf8'));
  }
  const resources: Resource = { [lang]: bundles };
  getI18n(lang, resources);
}

// The blog's data files, as the build writes them (scripts/prerender.ts): the render reads them
// from memory. Made from locales/ when first asked for, unless given: the prerender makes them once
// and hands them to its workers, which would otherwise each read and check every post again.
let postFiles: ReadonlyMap<string, unknown> | undefined;
export function blogDataFiles(): ReadonlyMap<string, unknown> {
  postFiles ??= postDataFiles(loadPosts({ dir: localesDir }), { dates: new ContentDates(process.cwd()) });
  return postFiles;
}
export function setBlogDataFiles(files: ReadonlyMap<string, unknown>): void {
  postFiles = files;
}
setServerDataSource((path) => blogDataFiles().get(path));

async function documentHtml(element: React.ReactNode): Promise<string> {
  // Never outline Suspense boundaries into script-revealed chunks: the HTML must be complete
  // without JavaScript (and under a CSP without inline scripts).
  // An error inside a Suspense boundary would otherwise only be logged, and the page published
  // with that part left for the browser to render: the build stops instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}

/**
 * The whole HTML document of a URL: `<html lang dir>`, the head (title, description, canonical,
 * alternates, share tags, the build's preloads, stylesheets and boot script), structured data
 * and the page. `dataPath` is the path the browser may hydrate it at ("" for shared pages).
 */
export async function render(
  url: string,
  { assets, dataPath }: { assets: BuildAssets | null; dataPath: string } = { assets: null, dataPath: url },
): Promise<string> {
  // With the page chunk loaded nothing suspends: the HTML is complete, with no streaming scripts.
  await preloadRoute(url);
  // The data files the page rendered go into its HTML, so that hydrating it needs no request.
  const data = loadedData(routeData(url));
  try {
    return await documentHtml(
      <StrictMode>
        <DocumentProvider value={{ assets: assets && { ...assets, data }, dataPath }}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </DocumentProvider>
      </StrictMode>,
    );
  } catch (error) {
    throw new Error(`${url}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** A static page that sends the visitor to `to` (hosts without redirect rules). */
export function renderRedirect(to: string): Promise<string> {
  return documentHtml(<RedirectDocument to={to} />);
}
