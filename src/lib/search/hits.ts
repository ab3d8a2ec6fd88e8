/**
 * Pagefind's result data as the visitor sees it. Pagefind's API has no types of its own; these are
 * the parts the site uses.
 */

/** What a page is, as the index records it (`data-pagefind-filter="kind:…"`, src/app/routes.tsx). */
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
export interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
  sub_results?: PagefindSubResult[];
}

/**
 * The index reads each page with words in search's spelling added after the words they spell
 * (scripts/search/indexed-copy.ts), each marked with this sign in front; they are never shown.
 */
export const ADDED_WORD = '^';

/**
 * Pagefind's excerpt (words separated by spaces, the matches in <mark>) without the added words:
 * where an added word matched, the word it spells, just before it, is marked instead.
 */
export function withoutAddedWords(excerpt: string): string {
  const out: string[] = [];
  for (const word of excerpt.split(' ')) {
    const marked = /^<mark>[\s\S]*<\/mark>$/.test(word);
    const text = marked ? word.slice(6, -7) : word;
    if (!text.startsWith(ADDED_WORD)) {
      out.push(word);
      continue;
    }
    const previous = out.at(-1);
    if (marked && previous !== undefined && !previous.startsWith('<mark>')) out[out.length - 1] = `<mark>${previous}</mark>`;
  }
  return out.join(' ');
}

/** A title or heading without the added words. */
const cleanTitle = (text: string) => withoutAddedWords(text).trim();

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);

/** Pagefind's excerpt (text with <mark> around the matches) as parts: never rendered as HTML. */
function excerptParts(excerpt: string): ExcerptPart[] {
  return withoutAddedWords(excerpt)
    .replace(/<\/mark> <mark>/g, ' ')
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
    return { url: sitePath(best.url), title: cleanTitle(best.title), kind: 'faq', excerpt: excerptParts(best.excerpt) };
  const kind = data.filters?.kind?.[0];
  return {
    url: sitePath(data.url),
    title: cleanTitle(data.meta.title ?? ''),
    kind: isKind(kind) ? kind : 'page',
    excerpt: excerptParts(data.excerpt),
  };
}
