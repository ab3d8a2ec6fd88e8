/**
 * The site's search in the browser: Pagefind's index, written at build time by
 * scripts/search-index.ts into dist/pagefind/ (one index per language), with the site's own
 * spelling, names, synonyms and typo handling around it (src/lib/search/engine.ts,
 * docs/search.md). Read only once a visitor opens search: nothing of it is in any page's first load.
 */
import type { Lang } from './language/languages';
import { runSearch, type SearchAnswer } from './search/engine';
import { connect, type PagefindModule, type SearchSources } from './search/pagefind';

export type { SearchAnswer } from './search/engine';

/** How long typing must pause before a query is searched. */
const DEBOUNCE_MS = 150;

const loading = new Map<Lang, Promise<SearchSources>>();

/**
 * Pagefind's script, for pages in `lang`, loaded once (with, through it, that language's index).
 * Pagefind takes the language from <html lang>; a page in the other language, after a language
 * switch, loads a module of its own.
 */
function sources(lang: Lang): Promise<SearchSources> {
  let loaded = loading.get(lang);
  if (!loaded) {
    loaded = (async () => {
      const bundle = new URL(`${import.meta.env.BASE_URL}pagefind/`, location.href).href;
      const pagefind = (await import(/* @vite-ignore */ `${bundle}pagefind.js?${lang}`)) as PagefindModule;
      return connect(pagefind, lang, bundle, import.meta.env.BASE_URL);
    })();
    loading.set(lang, loaded);
    // A failed load (offline) may be tried again.
    loaded.catch(() => loading.delete(lang));
  }
  return loaded;
}

let latest = 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The answer to a query typed on a page in `lang`; null when a newer query replaced this one
 * before it ran or while it ran. Rejects when search cannot load.
 */
export async function searchSite(query: string, lang: Lang): Promise<SearchAnswer | null> {
  const id = ++latest;
  const loaded = sources(lang);
  await pause(DEBOUNCE_MS);
  if (id !== latest) return null;
  const answer = await runSearch(query, await loaded);
  return id === latest ? answer : null;
}
