import type { Resource } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
export { routeModules } from './app/routes';
import { getI18n } from './lib/i18n';
import { LANGUAGES } from './lib/language/languages';
import { MetaProvider, type MetaSink, type PageMeta } from './lib/meta';

export { prerenderPaths, pageTargets } from './app/prerenderPaths';
export { ALIASES, ROUTES, localizedPath } from './lib/paths';
export { LANGUAGES, LANG_META } from './lib/language/languages';
export { SPEC } from './lib/constants';
export { SITE, PHONE_HREF } from './content/site';
export { HERO_IMAGE, OG_IMAGE } from './content/images.generated';

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

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

export async function render(url: string): Promise<{ html: string; meta: PageMeta | null }> {
  // With the page chunk loaded nothing suspends: the HTML is complete, with no streaming scripts.
  await preloadRoute(url);
  let meta: PageMeta | null = null;
  const sink: MetaSink = (collected) => {
    meta = collected;
  };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <MetaProvider sink={sink}>
          <App />
        </MetaProvider>
      </StaticRouter>
    </StrictMode>,
    // Never outline Suspense boundaries into script-revealed chunks: the HTML must be complete
    // without JavaScript (and under a CSP without inline scripts).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await streamToString(prelude), meta };
}
