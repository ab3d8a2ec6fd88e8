// The lexicon search loads with its index (src/lib/search/lexicon.ts; written to
// dist/pagefind/lexicon.json by scripts/search-index.ts), built from three lists translators keep:
// - names and terms in any script, from the glossary (locales/glossary.json): a term's English
//   forms, its renderings in each target language (`ar`, `fr`, …), the renderings the copy avoids
//   (`arForbidden`, …) and the other spellings visitors type (`typed`) all find it; each language's
//   pages are asked for the term as their copy writes it (its first form in that language);
// - the team's names, from every language's team copy (locales/<lang>/team.json): «عمر الحربي» and
//   "Omar Al-Harbi", and each of their words (الحربي, Al-Harbi);
// - synonyms of the site's own terms, per language of LANGUAGE_LIST (locales/search-synonyms.json;
//   a language without a list has none);
// - and, for English, the US spellings the glossary rules out (`enForbidden`, `use`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Lexicon, LexiconName, LexiconSynonym } from '../../src/lib/search/lexicon';
import { matchKey } from '../../src/lib/search/normalize';
import { loadGlossary, type Glossary } from '../i18n/glossary';
import { SOURCE, TARGETS } from '../lib/translation-rules';
import { LANGUAGES, isLang, type Lang } from '../../src/lib/language/languages';

const LOCALES = path.resolve(import.meta.dirname, '..', '..', 'locales');
export const SYNONYMS_FILE = path.join(LOCALES, 'search-synonyms.json');

const phrase = z.string().trim().min(2);
const synonymSchema = z.strictObject({
  /** The site's term, as its copy writes it. */
  term: phrase,
  /** What visitors type for it. */
  typed: z.array(phrase).min(1),
});
/**
 * locales/search-synonyms.json: `about`, and under each language code of LANGUAGE_LIST that has
 * some, its synonyms. A language without a list has none; a key that is no language of the list
 * is refused.
 */
const synonymsSchema = z
  .object({ about: z.string().optional() })
  .catchall(z.array(synonymSchema))
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value))
      if (key !== 'about' && !isLang(key))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `"${key}" is not a language of LANGUAGE_LIST (${LANGUAGES.join(', ')})`,
        });
  });
/** Each language's synonyms, for the languages that have a list. */
type Synonyms = Partial<Record<Lang, z.infer<typeof synonymSchema>[]>>;

/** A form the copy writes with a placeholder or a stem (`$t(brand.name)`, `mentor*`) is not a spelling. */
const usable = (form: string) => !form.includes('$t(') && !form.endsWith('*');
const unique = (keys: string[]) => [...new Set(keys.filter((key) => key.length >= 2))];

/**
 * The glossary's terms as names: a term's source-language forms (`en`) and its renderings in each
 * target language, with the renderings the copy avoids and the spellings visitors type, all find
 * it. A term with no usable rendering in any language is not a name.
 */
function glossaryNames(glossary: Glossary): LexiconName[] {
  return glossary.terms.flatMap((term) => {
    const forms: Partial<Record<Lang, string[]>> = { [SOURCE]: (term.en ?? []).filter(usable) };
    for (const lang of TARGETS) {
      const rendered = (term.renderings[lang] ?? []).filter(usable);
      if (rendered.length) forms[lang] = rendered;
    }
    if (!forms[SOURCE]?.length || !TARGETS.some((lang) => forms[lang])) return [];
    const spellings = [
      ...Object.values(forms).flat(),
      ...TARGETS.flatMap((lang) => term.forbidden[lang] ?? []),
      ...(term.typed ?? []),
    ].filter(usable);
    return [{ keys: unique(spellings.map(matchKey)), ...forms }];
  });
}

interface TeamCopy {
  members: Record<string, { name: string }>;
}

/**
 * The team's names, from every language's team copy: a person's name in any language finds them,
 * and is searched for as each language's copy writes it. Each word of a name is a name too, in the
 * languages that write it in as many words as the source (Omar ↔ عمر, Al-Harbi ↔ الحربي); a
 * language that writes it in more or fewer has its whole name only, and takes no word from the others.
 */
function teamNames(): LexiconName[] {
  const read = (lang: Lang) => JSON.parse(readFileSync(path.join(LOCALES, lang, 'team.json'), 'utf8')) as TeamCopy;
  const copies = LANGUAGES.map((lang) => [lang, read(lang).members] as const);
  return Object.keys(read(SOURCE).members).flatMap((id) => {
    const names = copies.flatMap(([lang, members]) => (members[id] ? [[lang, members[id].name] as const] : []));
    if (names.length < 2) return [];
    const whole = {
      keys: unique(names.map(([, name]) => matchKey(name))),
      ...Object.fromEntries(names.map(([lang, name]) => [lang, [name]])),
    };
    // The source's words: its name comes first, as the source is the list's first language.
    const count = names[0]![1].split(' ').length;
    const split = names.map(([lang, name]) => [lang, name.split(' ')] as const).filter(([, parts]) => parts.length === count);
    const words =
      split.length >= 2
        ? Array.from({ length: count }, (_, i) => ({
            keys: unique(split.map(([, parts]) => matchKey(parts[i]!))),
            ...Object.fromEntries(split.map(([lang, parts]) => [lang, [parts[i]!]])),
          }))
        : [];
    return [whole, ...words];
  });
}

function synonyms(list: readonly z.infer<typeof synonymSchema>[]): LexiconSynonym[] {
  return list.map((s) => ({ term: s.term, keys: unique(s.typed.map(matchKey)) }));
}

/** The synonyms file, checked: a key that is no language of the list, or a malformed entry, names the file and the field. */
export function loadSynonyms(file = SYNONYMS_FILE): Synonyms {
  const parsed = synonymsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${path.relative(process.cwd(), file)}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  return Object.fromEntries(LANGUAGES.flatMap((lang) => (parsed.data[lang] ? [[lang, parsed.data[lang]]] : [])));
}

export function buildLexicon(glossary = loadGlossary(), synonymLists = loadSynonyms()): Lexicon {
  const spellings = glossary.terms.flatMap((term) =>
    (term.enForbidden ?? [])
      .filter((form) => form.endsWith('*') && term.use?.endsWith('*'))
      .map((form) => ({ from: form.slice(0, -1).toLowerCase(), to: term.use!.slice(0, -1).toLowerCase() })),
  );
  return {
    names: [...teamNames(), ...glossaryNames(glossary)],
    synonyms: Object.fromEntries(LANGUAGES.flatMap((lang) => (synonymLists[lang] ? [[lang, synonyms(synonymLists[lang])]] : []))),
    spellings,
  };
}
