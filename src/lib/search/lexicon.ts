/**
 * What search knows of the words visitors use (docs/search.md): names in either script and
 * synonyms of the site's own terms. scripts/search/lexicon.ts builds it at build time from the
 * glossary (locales/glossary.json), the synonyms (locales/search-synonyms.json) and the team's names,
 * into dist/pagefind/lexicon.json, which search loads with its index.
 */
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../language/languages';
import { matchKey, normalizeText } from './normalize';

/**
 * A name or term in either script: every spelling that finds it (as matchKey makes them), and its
 * forms in each language's copy that has it, the one to search for first. The lexicon is built from
 * the glossary and the team's names (scripts/search/lexicon.ts); a language it has nothing for is
 * searched as typed, with typos corrected from its own words.
 */
export type LexiconName = { keys: string[] } & Partial<Record<Lang, string[]>>;

/** Words visitors use for one of the site's terms, in one language. */
export interface LexiconSynonym {
  keys: string[];
  term: string;
}

export interface Lexicon {
  names: LexiconName[];
  synonyms: Partial<Record<Lang, LexiconSynonym[]>>;
  /**
   * Spellings the source language's copy does not use (US English): on its pages, a word that
   * starts with `from` is searched with `to` instead.
   */
  spellings: { from: string; to: string }[];
}

/** A query as Pagefind is asked it: as typed, with names in the copy's form, with a synonym's term. */
export interface QueryVariant {
  query: string;
  via: 'typed' | 'names' | 'synonyms';
}

/**
 * The language whose copy `spellings` respell for: the glossary's `en` forms and `enForbidden`
 * spellings are the source language's (scripts/lib/translation-rules.ts, SOURCE), the first of
 * the list. No other language's pages are respelt.
 */
const SPELLINGS_LANG: Lang = DEFAULT_LANG;

/** The longest run of words a name or synonym may have. */
const MAX_WORDS = 5;

/** What a run of words becomes: the copy's form, and whether the run as typed is a form the copy uses. */
interface Replacement {
  by: string;
  inCopy: boolean;
}

/**
 * The query with each run of words that `replace` knows (the longest first, from the start)
 * replaced: `changed` when one was, `allInCopy` when each one known was already one of the copy's forms.
 */
function replaceRuns(words: string[], replace: (key: string, run: string) => Replacement | undefined) {
  const out: string[] = [];
  let changed = false;
  let allInCopy = true;
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let n = Math.min(MAX_WORDS, words.length - i); n > 0 && !matched; n--) {
      const run = words.slice(i, i + n).join(' ');
      const key = matchKey(run);
      const found = key.length >= 2 ? replace(key, run) : undefined;
      if (!found) continue;
      matched = n;
      const same = found.by.toLowerCase() === run.toLowerCase();
      out.push(same ? run : found.by);
      changed ||= !same;
      allInCopy &&= found.inCopy;
    }
    if (!matched) out.push(words[i]!);
    i += matched || 1;
  }
  return { words: out.join(' ').split(' '), changed, allInCopy };
}

/** A form as a query has it (normalizeText), lowercased, to compare what was typed with the copy's forms. */
const typedForm = (text: string) => normalizeText(text).toLowerCase();

interface NameLookup {
  /** The form to search for. */
  preferred: string;
  /** All of the name's forms in this language's copy (typedForm). */
  copy: Set<string>;
}

/** Per language: its names by key, and its synonyms' terms by key. */
type Lookup = Map<Lang, { names: Map<string, NameLookup>; synonyms: Map<string, string> }>;

const lookups = new WeakMap<Lexicon, Lookup>();

function lookup(lexicon: Lexicon, lang: Lang) {
  let found = lookups.get(lexicon);
  if (!found) {
    const names = (lang: Lang) => {
      const map = new Map<string, NameLookup>();
      for (const name of lexicon.names) {
        const forms = name[lang] ?? [];
        const [preferred] = forms;
        if (preferred === undefined) continue;
        const entry = { preferred: typedForm(preferred), copy: new Set(forms.map(typedForm)) };
        // The copy's own forms first: a spelling of another name does not take them.
        for (const form of forms) if (!map.get(matchKey(form))?.copy.has(typedForm(form))) map.set(matchKey(form), entry);
        for (const key of name.keys) if (!map.has(key)) map.set(key, entry);
      }
      return map;
    };
    // An English word visitors use is known with and without a plural s ("phone app", "phone apps").
    const forms = (key: string) => (/^[a-z0-9]+$/.test(key) ? [key, key.endsWith('s') ? key.slice(0, -1) : `${key}s`] : [key]);
    const synonyms = (list: readonly LexiconSynonym[]) =>
      new Map(list.flatMap((s) => s.keys.flatMap((key) => forms(key).map((form) => [form, s.term] as const))));
    found = new Map(
      LANGUAGES.map((lang) => [lang, { names: names(lang), synonyms: synonyms(lexicon.synonyms[lang] ?? []) }] as const),
    );
    lookups.set(lexicon, found);
  }
  return found.get(lang) ?? { names: new Map<string, NameLookup>(), synonyms: new Map<string, string>() };
}

/** Which words of a query (in search's form) are part of a name or of words visitors use that the lexicon knows: not typos. */
export function knownWords(query: string, lang: Lang, lexicon: Lexicon): boolean[] {
  const { names, synonyms } = lookup(lexicon, lang);
  const words = query.split(' ');
  const known = words.map(() => false);
  for (let i = 0; i < words.length; i++)
    for (let n = Math.min(MAX_WORDS, words.length - i); n > 0; n--) {
      const key = matchKey(words.slice(i, i + n).join(' '));
      if (key.length >= 2 && (names.has(key) || synonyms.has(key))) known.fill(true, i, i + n);
    }
  return known;
}

/**
 * The queries to ask a language's index for a query (already in search's form, normalizeText):
 * - names: each name or term in the query, in whatever script or spelling, as this language's
 *   copy writes it first (بايثون → Python, blockchain → «البلوك تشين» on the Arabic pages). When a
 *   spelling typed is not one the copy uses, the query as typed is not asked: it could only match
 *   other words («بايثون» matched «بأي»).
 * - spellings: on the source language's pages, US spellings as its copy writes them
 *   (optimization → optimisation), in the same way.
 * - synonyms: each word visitors use for one of the site's terms replaced by the term, as well as
 *   the query (cloud computing → cloud services).
 */
export function queryVariants(query: string, lang: Lang, lexicon: Lexicon): QueryVariant[] {
  const { names, synonyms } = lookup(lexicon, lang);
  const words = query.split(' ').filter(Boolean);
  const named = replaceRuns(words, (key, run) => {
    const name = names.get(key);
    return name && { by: name.preferred, inCopy: name.copy.has(run.toLowerCase()) };
  });
  let respelt = false;
  const spelt = named.words.map((word) => {
    const rule = lang === SPELLINGS_LANG ? lexicon.spellings.find((s) => word.toLowerCase().startsWith(s.from)) : undefined;
    if (!rule) return word;
    respelt = true;
    return rule.to + word.slice(rule.from.length);
  });
  const variants: QueryVariant[] = [];
  if (named.allInCopy && !respelt) variants.push({ query, via: 'typed' });
  const base = named.changed || respelt ? spelt : words;
  if (named.changed || respelt) variants.push({ query: base.join(' '), via: 'names' });
  const synonym = replaceRuns(base, (key) => {
    const term = synonyms.get(key);
    return term === undefined ? undefined : { by: term, inCopy: true };
  });
  if (synonym.changed) variants.push({ query: synonym.words.join(' '), via: 'synonyms' });
  return variants;
}
