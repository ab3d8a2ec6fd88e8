/**
 * Pagefind's search API (dist/pagefind/pagefind.js, written by scripts/search-index.ts) joined to
 * what the site's search needs of it: each language's index, the lexicon and the vocabularies.
 * The browser (src/lib/search.ts) and the search test (tests/e2e/search-quality.spec.ts, in Node)
 * connect the same way, so the test measures what visitors get.
 */
import type { Lang } from '../language/languages';
import type { PagefindData } from './hits';
import type { Lexicon } from './lexicon';
import { arabicStemStart, hasArabic } from './normalize';

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}

/** The parts of Pagefind's module the site uses. */
export interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  mergeIndex(path: string, options: Record<string, unknown>): Promise<void>;
  search(term: string, options?: object): Promise<{ results: PagefindResult[] } | null>;
}

/** One language's index. */
interface SearchIndex {
  search(term: string): Promise<PagefindResult[]>;
}

/** Where search gets its index and word lists (src/lib/search/engine.ts). */
export interface SearchSources {
  /** The page's language. */
  lang: Lang;
  index(lang: Lang): Promise<SearchIndex>;
  lexicon(): Promise<Lexicon>;
  /** The words of a language's pages (an Arabic word without its article), the commonest first. */
  vocabulary(lang: Lang): Promise<readonly string[]>;
}

/**
 * How Pagefind ranks (docs/search.md, "Ranking"): a match in a page's title, or in a person's role
 * (metadata, src/pages/TeamMemberPage.tsx), counts ten times a match in its text (Pagefind's
 * default for titles is five), so that the page a query names comes before the lists and articles
 * that mention it; the lists' cards weigh little in the first place (`data-pagefind-weight` on
 * BlogCard, ServiceCard, MemberCard and the position lists).
 */
const RANKING = { metaWeights: { title: 10, role: 10 } };
const EXCERPT_WORDS = 24;

/**
 * Whether Pagefind stems a language's index with its Arabic stemmer: it picks a stemmer by the
 * language subtag of the pages' `lang` (ar, ar-xb), and has one for Arabic only among the languages
 * written in Arabic script (Urdu or Persian pages are indexed unstemmed, their words whole, which a
 * query's words find as they are).
 */
const stemmedAsArabic = (lang: Lang) => new Intl.Locale(lang).language === 'ar';

const forArabicIndex = (query: string) =>
  query
    .split(' ')
    .map((word) => (hasArabic(word) ? arabicStemStart(word) : word))
    .join(' ');

/**
 * Search's sources from Pagefind's module, loaded from `bundleUrl` (the absolute URL of
 * dist/pagefind/) on a page in `lang`. Pagefind loads the index of the page's language (from
 * <html lang>); another language's index is merged in only when a search needs it, and each
 * index's results are told apart by a filter (`lang`) set on each.
 */
export async function connect(pagefind: PagefindModule, lang: Lang, bundleUrl: string, baseUrl: string): Promise<SearchSources> {
  const common = { excerptLength: EXCERPT_WORDS, baseUrl, ranking: RANKING };
  await pagefind.options({ ...common, mergeFilter: { lang } });
  await pagefind.init();
  const merged = new Map<Lang, Promise<void>>();
  const json = async <T>(file: string): Promise<T> => {
    const response = await fetch(new URL(file, bundleUrl));
    if (!response.ok) throw new Error(`${response.status} ${file}`);
    return (await response.json()) as T;
  };
  let lexicon: Promise<Lexicon> | undefined;
  const vocabularies = new Map<Lang, Promise<readonly string[]>>();
  return {
    lang,
    async index(wanted) {
      if (wanted !== lang) {
        let merging = merged.get(wanted);
        if (!merging)
          merged.set(
            wanted,
            (merging = pagefind.mergeIndex(bundleUrl, { ...common, language: wanted, mergeFilter: { lang: wanted } })),
          );
        await merging;
      }
      // Pagefind stems a query with the stemmer of the page's language, whichever index it asks:
      // on another language's pages, Arabic words asked of an index stemmed as Arabic are given as
      // the start of their Arabic stem, which that index's words begin with (English words given to
      // the Arabic stemmer still find their English stems, which they begin with: classrooms → classroom).
      const asked = wanted !== lang && stemmedAsArabic(wanted) ? forArabicIndex : (term: string) => term;
      return {
        search: async (term) => (await pagefind.search(asked(term), { filters: { lang: wanted } }))?.results ?? [],
      };
    },
    lexicon() {
      lexicon ??= json<Lexicon>('lexicon.json');
      // A failed load (offline) may be tried again.
      lexicon.catch(() => (lexicon = undefined));
      return lexicon;
    },
    vocabulary(wanted) {
      let words = vocabularies.get(wanted);
      if (!words) {
        vocabularies.set(wanted, (words = json<string[]>(`vocabulary.${wanted}.json`)));
        words.catch(() => vocabularies.delete(wanted));
      }
      return words;
    },
  };
}
