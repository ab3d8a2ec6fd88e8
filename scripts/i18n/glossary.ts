// The translators' glossary (locales/glossary.json): how each term is written, enforced by
// `npm run i18n:check` (scripts/i18n-check.ts). Pure functions over parsed locale texts, no file access
// but loadGlossary(); the unit tests (tests/unit/glossary.test.ts) run them on the project and on fixtures.
//
// A term can say three things:
//   - `en` + `ar`: when an English value contains one of the `en` forms (whole words, case-insensitive
//     unless `caseSensitive`), its Arabic twin must contain one of the `ar` renderings;
//   - `arForbidden`: renderings no Arabic value may use (a transliteration where the glossary keeps the
//     Latin name, a second translation of the same term), whatever its English twin says;
//   - `enForbidden` + `use`: spellings no English value may use (UK spelling is held; one form of a word).
// A trailing `*` in `enForbidden` and `use` stands for the rest of the word ("organiz*" → "organis*").
// `typed` (other spellings visitors type, in either script) is for the site's search only
// (scripts/search/lexicon.ts, docs/search.md): the check asks nothing of the copy for it.
// Arabic is compared without diacritics and tatweel; an Arabic rendering may take the clitics و ف ب ك ل
// in front (and «لل» for «ال»), and any ending (a final ة also matches ت: «بنية» → «بنيتها»).
// `exceptions` is the allow-list: a term that does not apply to one key of one file, with the reason.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Finder } from './types';

/** The glossary file, beside the locale folders. */
export const GLOSSARY_FILE = path.resolve(import.meta.dirname, '..', '..', 'locales', 'glossary.json');

const text = z.string().trim().min(1);
const forms = z.array(text).min(1);
const LANGS = ['en', 'ar'] as const;
type Lang = (typeof LANGS)[number];

const termSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and hyphens'),
    /** English forms that call for the Arabic rendering. */
    en: forms.optional(),
    caseSensitive: z.boolean().optional(),
    /** The Arabic renderings the glossary accepts, the preferred one first. */
    ar: forms.optional(),
    arForbidden: forms.optional(),
    enForbidden: forms.optional(),
    /**
     * Other spellings visitors type for the term, in either script (بايثون, «بلوك تشين», Chat GPT):
     * search finds the term by them (scripts/search/lexicon.ts), as it does by `en`, `ar` and
     * `arForbidden`. They ask nothing of the copy.
     */
    typed: forms.optional(),
    /** The English spelling to write instead of an `enForbidden` one. */
    use: text.optional(),
    note: text.optional(),
  })
  .superRefine((term, ctx) => {
    if (term.en && !term.ar) ctx.addIssue({ code: 'custom', message: '"en" needs the Arabic renderings in "ar"' });
    if (term.enForbidden && !term.use)
      ctx.addIssue({ code: 'custom', message: '"enForbidden" needs the spelling to "use" instead' });
    if (!term.en && !term.arForbidden && !term.enForbidden)
      ctx.addIssue({ code: 'custom', message: 'a term needs "en" (with "ar"), "arForbidden" or "enForbidden"' });
  });

const exceptionSchema = z.strictObject({
  /** The file under locales/<lang>/, as "services.json" or "blog-posts/<slug>.json". */
  file: z.string().regex(/^[\w/-]+\.json$/),
  /** The JSON path of the value ("items.security.title"; "body.<segment id>" for a segment of an article). */
  key: text,
  lang: z.enum(LANGS),
  /** The id of the term that does not apply there. */
  term: text,
  reason: z.string().trim().min(10, 'say why (at least 10 characters)'),
});

const glossarySchema = z
  .strictObject({
    about: text.optional(),
    terms: z.array(termSchema).min(1),
    exceptions: z.array(exceptionSchema),
  })
  .superRefine((glossary, ctx) => {
    const ids = new Set<string>();
    glossary.terms.forEach((term, i) => {
      if (ids.has(term.id)) ctx.addIssue({ code: 'custom', path: ['terms', i, 'id'], message: `"${term.id}" twice` });
      ids.add(term.id);
    });
    glossary.exceptions.forEach((exception, i) => {
      if (!ids.has(exception.term))
        ctx.addIssue({ code: 'custom', path: ['exceptions', i, 'term'], message: `no term "${exception.term}"` });
    });
  });

export type Glossary = z.infer<typeof glossarySchema>;
type Term = Glossary['terms'][number];

/** A validated glossary, or an error naming each problem with its JSON path. */
export function parseGlossary(value: unknown): Glossary {
  const result = glossarySchema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`invalid glossary: ${issues.join('; ')}`);
}

export function loadGlossary(file = GLOSSARY_FILE): Glossary {
  return parseGlossary(JSON.parse(readFileSync(file, 'utf8')));
}

/** One language's texts: file under locales/<lang>/ → its leaves by JSON path (non-strings are skipped). */
export type LocaleTexts = Readonly<Record<string, ReadonlyMap<string, unknown> | undefined>>;

export interface GlossaryFinding {
  lang: Lang;
  /** The file under locales/<lang>/ ("" for an exception that names no file). */
  file: string;
  key: string;
  term: string;
  /**
   * forbidden: a rendering or spelling the glossary rules out; missing: the English has the term and the
   * Arabic none of its renderings; unused-exception: an allow-list entry that excuses nothing.
   */
  kind: 'forbidden' | 'missing' | 'unused-exception';
  /** What was found: the forbidden text, or the English form the Arabic lacks. */
  found: string;
  /** The problem and its fix, as a translator reads it. */
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------------------------
const DIACRITICS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
/** Arabic without diacritics and tatweel: «نقدّم» and «نقدم», «لـ» and «ل» compare equal. */
const bare = (s: string) => s.normalize('NFC').replace(DIACRITICS, '');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const ARABIC = /[\u0600-\u06ff]/;
const LATIN_EDGE = '[A-Za-z0-9]';
const WORD_EDGE = '[\\p{L}\\p{M}\\p{N}]';

/** An English form: whole words; a trailing `*` takes the rest of the word. */
function englishPattern(form: string, caseSensitive = false): RegExp {
  const stem = form.endsWith('*');
  const body = escape(stem ? form.slice(0, -1) : form).replace(/ +/g, '[\\s\\u00a0]+');
  return new RegExp(
    `(?<!${WORD_EDGE})(${body}${stem ? '\\p{L}*' : ''})${stem ? '' : `(?!${WORD_EDGE})`}`,
    caseSensitive ? 'gu' : 'giu',
  );
}

/** An Arabic rendering (possibly with Latin names in it), matched in bare() text. */
function arabicPattern(rendering: string): RegExp {
  const words = bare(rendering).trim().split(/\s+/);
  let body = words.map((word) => escape(word).replace(/ة(?=$|[^\u0600-\u06ff])/g, '[ةت]')).join('[\\s\\u00a0]+');
  const first = words[0]!;
  let start: string;
  if (!ARABIC.test(first[0]!)) start = `(?<!${LATIN_EDGE})`;
  else if (first.startsWith('ال')) {
    // «البنية» also as «والبنية», «بالبنية», «للبنية».
    start = `(?<!${WORD_EDGE})[وف]?(?:[بك]|ل(?=ل))?`;
    body = body.replace(/^ال/, '(?:ال|ل)');
  } else start = `(?<!${WORD_EDGE})[وف]?[بكل]?`;
  const end = ARABIC.test(words.at(-1)!.at(-1)!) ? '' : `(?!${LATIN_EDGE})`;
  return new RegExp(`${start}(${body})${end}`, 'gu');
}

interface Compiled {
  term: Term;
  en: RegExp[];
  ar: RegExp[];
  arForbidden: RegExp[];
  enForbidden: RegExp[];
}

function compile(term: Term): Compiled {
  return {
    term,
    en: (term.en ?? []).map((f) => englishPattern(f, term.caseSensitive)),
    ar: (term.ar ?? []).map(arabicPattern),
    arForbidden: (term.arForbidden ?? []).map(arabicPattern),
    enForbidden: (term.enForbidden ?? []).map((f) => englishPattern(f, term.caseSensitive)),
  };
}

const firstMatch = (patterns: readonly RegExp[], value: string): string | undefined => {
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    const match = pattern.exec(value);
    if (match) return match[1] ?? match[0];
  }
  return undefined;
};

const allMatches = (patterns: readonly RegExp[], value: string): string[] =>
  patterns.flatMap((pattern) => [...value.matchAll(pattern)].map((m) => m[1] ?? m[0]));

/** Each pattern captures the term itself (group 1), without the clitics around it. */

const quoteAr = (s: string) => `«${s}»`;
const quoteEn = (s: string) => `"${s}"`;
const either = (list: readonly string[], q: (s: string) => string) =>
  list.length === 1 ? q(list[0]!) : `${list.slice(0, -1).map(q).join(', ')} or ${q(list.at(-1)!)}`;

/** The spelling to write instead of `found`: `use`, or for stems ("organiz*" → "organis*") the same ending. */
function replacement(term: Term, found: string): string {
  const use = term.use!;
  if (!use.endsWith('*')) return use;
  const forbidden = (term.enForbidden ?? []).find(
    (f) => f.endsWith('*') && found.toLowerCase().startsWith(f.slice(0, -1).toLowerCase()),
  );
  const rest = forbidden ? found.slice(forbidden.length - 1) : '';
  const word = use.slice(0, -1) + rest;
  return found[0] === found[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** Where the english form of a term appears in a message: its first English form. */
const termName = (term: Term) => term.en?.[0] ?? term.use?.replace(/\*$/, '') ?? term.id;

// ---------------------------------------------------------------------------------------------
// The check
// ---------------------------------------------------------------------------------------------
/**
 * Every glossary problem of the locale texts: Arabic renderings ruled out or missing, English spellings
 * ruled out, and allow-list entries that excuse nothing. `en` and `ar` map each file under
 * locales/<lang>/ (namespaces and blog-posts/<slug>.json) to its leaves; Arabic values are compared
 * with the English value of the same file and key.
 */
export function glossaryFindings(glossary: Glossary, en: LocaleTexts, ar: LocaleTexts): GlossaryFinding[] {
  const terms = glossary.terms.map(compile);
  const used = new Set<number>();
  const excused = (lang: Lang, file: string, key: string, term: string) => {
    const i = glossary.exceptions.findIndex((e) => e.lang === lang && e.file === file && e.key === key && e.term === term);
    if (i >= 0) used.add(i);
    return i >= 0;
  };
  const findings: GlossaryFinding[] = [];
  const add = (finding: GlossaryFinding) => {
    if (!excused(finding.lang, finding.file, finding.key, finding.term))
      findings.push({ ...finding, message: `${finding.message} (glossary: ${finding.term})` });
  };

  for (const [file, leaves] of Object.entries(en)) {
    for (const [key, value] of leaves ?? []) {
      if (typeof value !== 'string') continue;
      for (const { term, enForbidden } of terms) {
        for (const found of new Set(allMatches(enForbidden, value))) {
          const fix = replacement(term, found);
          add({
            lang: 'en',
            file,
            key,
            term: term.id,
            kind: 'forbidden',
            found,
            message: `${quoteEn(found)}: write ${quoteEn(fix)}`,
          });
        }
      }
    }
  }

  for (const [file, leaves] of Object.entries(ar)) {
    for (const [key, raw] of leaves ?? []) {
      if (typeof raw !== 'string') continue;
      const value = bare(raw);
      const english = en[file]?.get(key);
      for (const { term, en: enPatterns, ar: arPatterns, arForbidden } of terms) {
        const preferred = term.ar ?? [];
        const forbidden = new Set(allMatches(arForbidden, value));
        for (const found of forbidden) {
          const fix = preferred.length ? `write ${either(preferred, quoteAr)}` : 'the glossary rules it out';
          add({
            lang: 'ar',
            file,
            key,
            term: term.id,
            kind: 'forbidden',
            found,
            message: `${quoteAr(found)} is not the glossary's rendering of ${quoteEn(termName(term))}: ${fix}`,
          });
        }
        // A forbidden rendering already says what to write instead.
        if (typeof english !== 'string' || enPatterns.length === 0 || forbidden.size > 0) continue;
        // Code is not translated: a term inside `code` asks nothing of the Arabic.
        const form = firstMatch(enPatterns, english.replace(/`[^`]*`/g, ' '));
        if (form === undefined || firstMatch(arPatterns, value) !== undefined) continue;
        add({
          lang: 'ar',
          file,
          key,
          term: term.id,
          kind: 'missing',
          found: form,
          message: `the English has ${quoteEn(form)}: the Arabic should say ${either(preferred, quoteAr)}`,
        });
      }
    }
  }

  glossary.exceptions.forEach((e, i) => {
    if (used.has(i)) return;
    findings.push({
      lang: e.lang,
      file: e.file,
      key: e.key,
      term: e.term,
      kind: 'unused-exception',
      found: '',
      message: `the glossary's exception for "${e.term}" here excuses nothing: remove it from locales/glossary.json`,
    });
  });
  return findings;
}

/**
 * The terms of the glossary as matchers, for other checks (scripts/i18n/qa.ts): whether a text has a
 * term in one of its forms of a language, with the clitics Arabic attaches («للمنتج الأولي»).
 */
export function termMatchers(glossary: Glossary): { en: string[]; ar: string[]; has: (lang: Lang, text: string) => boolean }[] {
  return glossary.terms.map(compile).map(({ term, en, ar }) => ({
    en: term.en ?? [],
    ar: term.ar ?? [],
    has: (lang: Lang, text: string) => firstMatch(lang === 'ar' ? ar : en, lang === 'ar' ? bare(text) : text) !== undefined,
  }));
}

/**
 * The glossary as a rule of `npm run i18n:check` and `npm run i18n:report` (FINDERS in
 * scripts/i18n/findings.ts): <locales>/glossary.json, when the locales folder has one.
 */
export const glossaryFinder: Finder = (tree) => {
  const file = path.join(tree.dir, 'glossary.json');
  if (!existsSync(file)) return [];
  const leaves = (lang: Lang): LocaleTexts =>
    Object.fromEntries(Object.entries(tree.flat[lang] ?? {}).map(([rel, flat]) => [rel, flat.leaves]));
  let glossary: Glossary;
  try {
    glossary = loadGlossary(file);
  } catch (error) {
    return [{ lang: 'en', file: '', key: '', kind: 'glossary', message: `${path.basename(file)}: ${String(error)}` }];
  }
  return glossaryFindings(glossary, leaves('en'), leaves('ar')).map((finding) => ({
    lang: finding.lang,
    file: finding.file,
    key: finding.key,
    kind: 'glossary',
    message: finding.kind === 'unused-exception' ? `glossary.json exception: ${finding.message}` : finding.message,
  }));
};
