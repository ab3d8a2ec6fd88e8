// The lexicon search loads with its index (src/lib/search/lexicon.ts; written to
// dist/pagefind/lexicon.json by scripts/search-index.ts), built from three lists translators keep:
// - names and terms in either script, from the glossary (locales/glossary.json): a term's English
//   forms, its Arabic renderings, the renderings the copy avoids (`arForbidden`) and the other
//   spellings visitors type (`typed`) all find it; each language's pages are asked for the term as
//   their copy writes it (its first `en` form, its first `ar` rendering);
// - the team's names, from the team copy (locales/<lang>/team.json): «عمر الحربي» and "Omar Al-Harbi",
//   and each of their words (الحربي, Al-Harbi);
// - synonyms of the site's own terms, per language (locales/search-synonyms.json);
// - and, for English, the US spellings the glossary rules out (`enForbidden`, `use`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Lexicon, LexiconName, LexiconSynonym } from '../../src/lib/search/lexicon';
import { matchKey } from '../../src/lib/search/normalize';
import { loadGlossary, type Glossary } from '../i18n/glossary';

const LOCALES = path.resolve(import.meta.dirname, '..', '..', 'locales');
export const SYNONYMS_FILE = path.join(LOCALES, 'search-synonyms.json');

const phrase = z.string().trim().min(2);
const synonymSchema = z.strictObject({
  /** The site's term, as its copy writes it. */
  term: phrase,
  /** What visitors type for it. */
  typed: z.array(phrase).min(1),
});
const synonymsSchema = z.strictObject({
  about: z.string().optional(),
  en: z.array(synonymSchema),
  ar: z.array(synonymSchema),
});
type Synonyms = z.infer<typeof synonymsSchema>;

/** A form the copy writes with a placeholder or a stem (`$t(brand.name)`, `mentor*`) is not a spelling. */
const usable = (form: string) => !form.includes('$t(') && !form.endsWith('*');
const unique = (keys: string[]) => [...new Set(keys.filter((key) => key.length >= 2))];

function glossaryNames(glossary: Glossary): LexiconName[] {
  return glossary.terms.flatMap((term) => {
    const [en, ar] = [term.en ?? [], term.renderings.ar ?? []];
    if (!en.some(usable) || !ar.some(usable)) return [];
    const spellings = [...en, ...ar, ...(term.forbidden.ar ?? []), ...(term.typed ?? [])].filter(usable);
    return [{ keys: unique(spellings.map(matchKey)), en: en.filter(usable), ar: ar.filter(usable) }];
  });
}

interface TeamCopy {
  members: Record<string, { name: string }>;
}

function teamNames(): LexiconName[] {
  const read = (lang: string) => JSON.parse(readFileSync(path.join(LOCALES, lang, 'team.json'), 'utf8')) as TeamCopy;
  const en = read('en').members;
  const ar = read('ar').members;
  return Object.keys(en).flatMap((id) => {
    const names = { en: en[id]!.name, ar: ar[id]?.name };
    if (!names.ar) return [];
    const whole = { keys: unique([matchKey(names.en), matchKey(names.ar)]), en: [names.en], ar: [names.ar] };
    // Each word of the name, where both have as many words (Omar ↔ عمر, Al-Harbi ↔ الحربي).
    const enWords = names.en.split(' ');
    const arWords = names.ar.split(' ');
    const words =
      enWords.length === arWords.length
        ? enWords.map((word, i) => ({ keys: unique([matchKey(word), matchKey(arWords[i]!)]), en: [word], ar: [arWords[i]!] }))
        : [];
    return [whole, ...words];
  });
}

function synonyms(list: Synonyms['en']): LexiconSynonym[] {
  return list.map((s) => ({ term: s.term, keys: unique(s.typed.map(matchKey)) }));
}

export function loadSynonyms(file = SYNONYMS_FILE): Synonyms {
  return synonymsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

export function buildLexicon(glossary = loadGlossary(), synonymLists = loadSynonyms()): Lexicon {
  const spellings = glossary.terms.flatMap((term) =>
    (term.enForbidden ?? [])
      .filter((form) => form.endsWith('*') && term.use?.endsWith('*'))
      .map((form) => ({ from: form.slice(0, -1).toLowerCase(), to: term.use!.slice(0, -1).toLowerCase() })),
  );
  return {
    names: [...teamNames(), ...glossaryNames(glossary)],
    synonyms: { en: synonyms(synonymLists.en), ar: synonyms(synonymLists.ar) },
    spellings,
  };
}
