/**
 * The site's search: Pagefind's index, written at build time by scripts/search-index.ts into
 * dist/pagefind/ (one index per language, chosen by the page's <html lang>), and read here only
 * once a visitor opens search. Nothing of it is in any page's first load.
 */

/** What a page is, as the index records it (`data-pagefind-meta="kind:…"`, src/app/routes.tsx). */
export const SEARCH_KINDS = ['article', 'service', 'position', 'internship', 'person', 'faq', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** A run of an excerpt: the words that matched are marked. */
interface ExcerptPart {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  /** The page's path (with a fragment for an FAQ answer). */
  url: string;
  title: string;
  kind: SearchKind;
  excerpt: ExcerptPart[];
}

/** The parts of Pagefind's API this module uses (pagefind.js has no types of its own). */
interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
}
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: PagefindAnchor;
  weighted_locations?: { weight: number }[];
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options?: object, ms?: number): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>;
}

/** At most this many results are shown. */
const MAX_RESULTS = 10;

let loading: Promise<Pagefind> | undefined;

/** Loads Pagefind's script (and, through it, this language's index) once. */
function pagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = `${import.meta.env.BASE_URL}pagefind/pagefind.js`;
    const module = (await import(/* @vite-ignore */ url)) as Pagefind;
    await module.options({ excerptLength: 24 });
    await module.init();
    return module;
  })();
  // A failed load (offline) may be tried again.
  loading.catch(() => (loading = undefined));
  return loading;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);

/** Pagefind's excerpt (text with <mark> around the matches) as parts: never rendered as HTML. */
function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = /^<mark>([\s\S]*)<\/mark>$/.exec(part);
      return { text: decode(marked ? marked[1]! : part), mark: Boolean(marked) };
    });
}

/** The index's URL of a page (its file, /en/blog/x/ or …/index.html) as the site's path. */
function sitePath(url: string): string {
  const [path = '', hash] = url.split('#');
  const clean = path.replace(/index\.html$/, '').replace(/(.)\/+$/, '$1');
  return hash ? `${clean}#${hash}` : clean;
}

const isKind = (value: string | undefined): value is SearchKind => SEARCH_KINDS.some((kind) => kind === value);
const weight = (sub: PagefindSubResult) => (sub.weighted_locations ?? []).reduce((sum, location) => sum + location.weight, 0);

/**
 * A result as the visitor sees it: the page, or, when the match is mostly in one of the page's FAQ
 * answers (headings `faq-N`), that question and its answer.
 */
export function toHit(data: PagefindData): SearchHit {
  const best = [...(data.sub_results ?? [])].sort((a, b) => weight(b) - weight(a))[0];
  if (best?.anchor?.id.startsWith('faq-'))
    return { url: sitePath(best.url), title: best.title, kind: 'faq', excerpt: excerptParts(best.excerpt) };
  return {
    url: sitePath(data.url),
    title: data.meta.title ?? '',
    kind: isKind(data.meta.kind) ? data.meta.kind : 'page',
    excerpt: excerptParts(data.excerpt),
  };
}

/**
 * How many pages match a query, and the best MAX_RESULTS of them; null when a newer query replaced
 * this one before it ran (Pagefind's debounce). Rejects when search cannot load.
 */
export async function searchSite(query: string): Promise<{ total: number; hits: SearchHit[] } | null> {
  const search = await (await pagefind()).debouncedSearch(query, {}, 150);
  if (!search) return null;
  const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
  return { total: search.results.length, hits: data.map(toHit) };
}
