/**
 * The site's search (docs/search.md): a query in search's spelling, asked of the page's language
 * with names and synonyms (lexicon.ts) and with its typos corrected; if that finds nothing, of the
 * other language's pages, which the visitor is then offered as such.
 *
 * The words of each language's pages (its vocabulary, written by the index build) decide what is
 * asked. A word of five letters or more that no word of the pages starts with is asked as the
 * nearest word of the pages instead, within typosAllowed. A query with a word that is not on the
 * pages in any form (onPages) is not asked at all: Pagefind would match the word to the longest
 * word of the index it starts with («بايثون» to «بأي», "tennis" to "ten").
 */
import { otherLangs, type Lang } from '../language/languages';
import { toHit, type SearchHit } from './hits';
import { knownWords, queryVariants } from './lexicon';
import { arabicStemStart, hasArabic, normalizeText, pagefindForm, withoutArticle } from './normalize';
import type { PagefindResult, SearchSources } from './pagefind';

/** At most this many results are shown. */
const MAX_RESULTS = 10;

export interface SearchAnswer {
  /** The language of the pages found: the other one when the page's own has none. */
  lang: Lang;
  /** How many pages match. */
  total: number;
  /** The best MAX_RESULTS of them. */
  hits: SearchHit[];
  /** The query as corrected, when a word of it is not on the pages as typed. */
  corrected?: string;
}

/** How much a result counts, by how its query was made from what was typed. */
const WEIGHT = { typed: 1, names: 1, synonyms: 0.8 };

/**
 * The greatest number of typing mistakes corrected in a word (docs/search.md, "Typos"): one from
 * five letters, two from eight. Arabic words need one letter more: a five-letter Arabic word is one
 * letter away from too many others (عيادة, عادة).
 */
export const typosAllowed = (word: string) => {
  const length = [...word].length - (hasArabic(word) ? 1 : 0);
  return length >= 8 ? 2 : length >= 5 ? 1 : 0;
};

/** An English word without its commonest ending (learning → learn, companies → compan). */
const englishStemStart = (word: string) => word.replace(/(?:ings?|ies|ied|es|ed|ers?|ly|s)$/, '');

/**
 * Whether a word is on the pages, in some form: a word of the pages starts with it (two letters or
 * fewer are left to Pagefind), or with it less its ending (companies, company), or it starts with a
 * word of the pages of four letters or more that it is at most three longer than (learnt, learn).
 */
function onPages(word: string, vocabulary: readonly string[]): boolean {
  const form = withoutArticle(pagefindForm(word));
  const length = [...form].length;
  if (length <= 2) return true;
  const start = hasArabic(form) ? arabicStemStart(form) : englishStemStart(form);
  if (vocabulary.some((known) => known.startsWith(form) || (start.length >= 3 && known.startsWith(start)))) return true;
  return vocabulary.some((known) => known.length >= Math.max(4, length - 3) && form.startsWith(known));
}

/**
 * Keyboard rows (QWERTY, and the Arabic layout over it) and letters told apart by their dots only:
 * a slip to a neighbouring key or a misplaced dot is one typo; any other letter for another, two.
 */
const KEYBOARDS = [
  ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'],
  ['ضصثقفغعهخحجد', 'شسيبلاتنمكط', 'ءؤرىةوزظ'],
];
const DOTS = ['بتثني', 'جحخ', 'دذ', 'رز', 'سش', 'صض', 'طظ', 'عغ', 'فق', 'هة', 'ويؤ'];
const NEIGHBOURS = new Map<string, Set<string>>();
const neighbour = (a: string, b: string) => {
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    let set = NEIGHBOURS.get(x);
    if (!set) NEIGHBOURS.set(x, (set = new Set()));
    set.add(y);
  }
};
for (const group of DOTS) for (const a of group) for (const b of group) if (a !== b) neighbour(a, b);
for (const rows of KEYBOARDS)
  rows.forEach((row, r) => {
    [...row].forEach((key, i) => {
      if (row[i + 1]) neighbour(key, row[i + 1]!);
      // The row below is staggered: under a key are the one below it and the one before that.
      for (const j of [i - 1, i]) if (rows[r + 1]?.[j]) neighbour(key, rows[r + 1]![j]!);
    });
  });
const substitution = (a: string, b: string) => (a === b ? 0 : NEIGHBOURS.get(a)?.has(b) ? 1 : 2);

/**
 * Edit distance with transpositions (optimal string alignment), giving up past `max`: a missing,
 * extra or swapped letter is one typo, a wrong one one (a neighbouring key, a misplaced dot) or two.
 */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = substitution(a[i - 1]!, b[j - 1]!);
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      smallest = Math.min(smallest, d);
    }
    if (smallest > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The query with each word of five letters or more that no word of the pages starts with replaced
 * by the nearest word of the pages (the commonest of the nearest), within typosAllowed; null when
 * no word changed. Words the lexicon knows (`known`, by position) are not typos.
 */
export function correctQuery(query: string, vocabulary: readonly string[], known: readonly boolean[] = []): string | null {
  let changed = false;
  const corrected = query.split(' ').map((word, i) => {
    if (known[i]) return word;
    const whole = pagefindForm(word);
    const form = withoutArticle(whole);
    const allowed = typosAllowed(whole);
    if (!allowed || vocabulary.some((known) => known.startsWith(form))) return word;
    let nearest: string | undefined;
    let nearestDistance = allowed + 1;
    for (const known of vocabulary) {
      const d = distance(form, known, nearestDistance - 1);
      if (d < nearestDistance) {
        nearest = known;
        nearestDistance = d;
        if (d === 1) break;
      }
    }
    if (nearest === undefined) return word;
    changed = true;
    return whole.slice(0, whole.length - form.length) + nearest;
  });
  return changed ? corrected.join(' ') : null;
}

/**
 * The pages of one language that match a query (in search's spelling), best first: each of its
 * variants (or of its corrected spelling, `corrected`, when a word is not on the pages as typed)
 * asked of the index, their results merged (a page counts with its best score).
 */
async function ask(sources: SearchSources, lang: Lang, query: string) {
  const [index, lexicon, vocabulary] = await Promise.all([sources.index(lang), sources.lexicon(), sources.vocabulary(lang)]);
  const asked = (text: string) =>
    queryVariants(text, lang, lexicon)
      .filter((variant) => variant.query.split(' ').every((word) => onPages(word, vocabulary)))
      .map((variant) => ({ query: variant.query, weight: WEIGHT[variant.via] }));
  const corrected = correctQuery(query, vocabulary, knownWords(query, lang, lexicon));
  const variants = asked(corrected ?? query);
  const found = await Promise.all(variants.map((variant) => index.search(variant.query)));
  const best = new Map<string, { score: number; result: PagefindResult }>();
  found.forEach((results, i) => {
    for (const result of results) {
      const score = result.score * variants[i]!.weight;
      const known = best.get(result.id);
      if (!known || known.score < score) best.set(result.id, { score, result });
    }
  });
  const results = [...best.values()].sort((a, b) => b.score - a.score).map((entry) => entry.result);
  return { results, corrected: corrected ?? undefined };
}

/** The answer to a query typed on a page in `sources.lang`. */
export async function runSearch(typed: string, sources: SearchSources): Promise<SearchAnswer> {
  const query = normalizeText(typed);
  if (!query) return { lang: sources.lang, total: 0, hits: [] };
  for (const lang of [sources.lang, ...otherLangs(sources.lang)]) {
    const { results, corrected } = await ask(sources, lang, query);
    if (!results.length) continue;
    const data = await Promise.all(results.slice(0, MAX_RESULTS).map((result) => result.data()));
    return { lang, total: results.length, hits: data.map(toHit), ...(corrected ? { corrected } : {}) };
  }
  return { lang: sources.lang, total: 0, hits: [] };
}
