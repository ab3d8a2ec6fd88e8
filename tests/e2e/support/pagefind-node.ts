// The built site's search (dist/pagefind/) in Node, for tests/e2e/search-quality.spec.ts: Pagefind's
// own pagefind.js and WebAssembly, connected as the browser connects them (src/lib/search/pagefind.ts),
// with the files read from dist/ instead of fetched. Pagefind picks its index from <html lang>, so
// the page's language is given to it as a document that has only that.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Lang } from '../../../src/lib/language/languages';
import { connect, type PagefindModule, type SearchSources } from '../../../src/lib/search/pagefind';

const DIST = path.resolve(import.meta.dirname, '..', '..', '..', 'dist');

let fetchInstalled = false;
/** fetch() of file: URLs (Pagefind's index files), as a server would answer them. */
function installFileFetch() {
  if (fetchInstalled) return;
  fetchInstalled = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('file:')) return networkFetch(input, init);
    try {
      return new Response(await readFile(fileURLToPath(url.replace(/[?#].*$/, ''))));
    } catch {
      return new Response('', { status: 404 });
    }
  };
}

/** Search's sources as on a page in `lang` of the built site. */
export async function nodeSearchSources(lang: Lang): Promise<SearchSources> {
  installFileFetch();
  const bundle = pathToFileURL(path.join(DIST, 'pagefind', path.sep)).href;
  const global = globalThis as { document?: unknown };
  global.document = { currentScript: null, querySelector: () => ({ getAttribute: () => lang }) };
  try {
    // A module of its own per language (Pagefind keeps one index per module).
    const pagefind = (await import(`${bundle}pagefind.js?${lang}`)) as PagefindModule;
    // The other language's index is merged from the same files; Pagefind skips a bundle whose URL
    // starts like its own, so it is named with the (same) host: file://localhost/….
    return await connect(pagefind, lang, bundle.replace('file:///', 'file://localhost/'), '/');
  } finally {
    delete global.document;
  }
}
