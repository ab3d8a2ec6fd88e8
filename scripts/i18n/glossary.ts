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
// `ar` and `arForbidden` are Arabic's: every target language has its own pair of fields, by its code
// (`fr` and `frForbidden` for French), and a language the glossary has no forms of is not held to it.
// A trailing `*` in `enForbidden` and `use` stands for the rest of the word ("organiz*" → "organis*").
// `typed` (other spellings visitors type, in either script) is for the site's search only
// (scripts/search/lexicon.ts, docs/search.md): the check asks nothing of the copy for it.
// Arabic is compared without diacritics and tatweel; an Arabic rendering may take the clitics و ف ب ك ل
// in front (and «لل» for «ال»), and any ending (a final ة also matches ت: «بنية» → «بنيتها»). A
// rendering in another script is matched as whole words, whatever the case.
// `exceptions` is the allow-list: a term that does not apply to one key of one file, with the reason.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { languageName, scriptOf, SOURCE, TARGETS } from '../lib/translation-rules';
import type { LocaleTree } from './locales';
import type { Finder } from './types';

/** The glossary file, beside the locale folders. */
export const GLOSSARY_FILE = path.resolve(import.meta.dirname, '..', '..', 'locales', 'glossary.json');
const GLOSSARY_NAME = path.basename(GLOSSARY_FILE);

const text = z.string().trim().min(1);
const forms = z.array(text).min(1);

const termFields = {
  id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and hyphens'),
  /** English forms that call for the target languages' renderings. */
  en: forms.optional(),
  caseSensitive: z.boolean().optional(),
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
};

const FORBIDDEN = 'Forbidden';

/**
 * A term as written, with the fields of the target languages apart: `<lang>` (the renderings the
 * glossary accepts, the preferred one first) in `renderings`, `<lang>Forbidden` (the renderings it
 * rules out) in `forbidden`, the rest in `fields`. Anything but an object is left as it is, for the
 * schema to refuse.
 */
function splitTerm(raw: unknown, targets: readonly string[]): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const fields: Record<string, unknown> = {};
  const renderings: Record<string, unknown> = {};
  const forbidden: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (targets.includes(key)) renderings[key] = value;
    else if (key.endsWith(FORBIDDEN) && targets.includes(key.slice(0, -FORBIDDEN.length)))
      forbidden[key.slice(0, -FORBIDDEN.length)] = value;
    else fields[key] = value;
  }
  return { fields, renderings, forbidden };
}

/** A JSON path of the split term as it is written in the file ("terms.0.renderings.ar" → "terms.0.ar"). */
function writtenPath(at: readonly PropertyKey[]): string {
  const [top, index, group, ...rest] = at.map(String);
  if (top !== 'terms' || group === undefined) return at.map(String).join('.');
  if (group === 'fields') return [top, index, ...rest].join('.');
  const [lang, ...deeper] = rest;
  if (lang === undefined) return [top, index].join('.');
  return [top, index, group === 'forbidden' ? `${lang}${FORBIDDEN}` : lang, ...deeper].join('.');
}

function termSchema(targets: readonly string[]) {
  const quoted = (fields: readonly string[]) => fields.map((f) => `"${f}"`);
  const either = (list: readonly string[]) =>
    list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1)}` : list.join('');
  const renderingFields = either(quoted(targets));
  const needs =
    targets.length === 1
      ? `"en" needs the ${languageName(targets[0]!)} renderings in "${targets[0]}"`
      : `"en" needs the renderings of a target language in ${renderingFields}`;
  const needsSome = `a term needs "en" (with ${renderingFields}), ${either([...quoted(targets.map((lang) => `${lang}${FORBIDDEN}`)), '"enForbidden"'])}`;
  return z.preprocess(
    (raw) => splitTerm(raw, targets),
    z
      .strictObject({
        fields: z.strictObject(termFields),
        renderings: z.record(z.string(), forms),
        forbidden: z.record(z.string(), forms),
      })
      .superRefine(({ fields, renderings, forbidden }, ctx) => {
        if (fields.en && Object.keys(renderings).length === 0) ctx.addIssue({ code: 'custom', message: needs });
        if (fields.enForbidden && !fields.use)
          ctx.addIssue({ code: 'custom', message: '"enForbidden" needs the spelling to "use" instead' });
        if (!fields.en && Object.keys(forbidden).length === 0 && !fields.enForbidden)
          ctx.addIssue({ code: 'custom', message: needsSome });
      })
      .transform(({ fields, renderings, forbidden }) => ({ ...fields, renderings, forbidden })),
  );
}

function exceptionSchema(targets: readonly string[]) {
  return z.strictObject({
    /** The file under locales/<lang>/, as "services.json" or "blog-posts/<slug>.json". */
    file: z.string().regex(/^[\w/-]+\.json$/),
    /** The JSON path of the value ("items.security.title"; "body.<segment id>" for a segment of an article). */
    key: text,
    /** The language of the file: English, or a target language. */
    lang: z.enum([SOURCE, ...targets]),
    /** The id of the term that does not apply there. */
    term: text,
    reason: z.string().trim().min(10, 'say why (at least 10 characters)'),
  });
}

/** The glossary's schema, with the fields of `targets` (the target languages) in its terms. */
function glossarySchema(targets: readonly string[]) {
  return z
    .strictObject({
      about: text.optional(),
      terms: z.array(termSchema(targets)).min(1),
      exceptions: z.array(exceptionSchema(targets)),
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
}

/**
 * A parsed glossary. A term's renderings in a target language are `renderings[lang]` (`ar` in the
 * file), those it rules out `forbidden[lang]` (`arForbidden`); a language the glossary has no forms
 * of has neither.
 */
export type Glossary = z.output<ReturnType<typeof glossarySchema>>;
type Term = Glossary['terms'][number];

/**
 * A validated glossary, or an error naming each problem with its JSON path. `targets`: the target
 * languages whose fields a term may have (the project's, and a test's).
 */
export function parseGlossary(value: unknown, targets: readonly string[] = TARGETS): Glossary {
  const result = glossarySchema([...new Set(targets)]).safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${writtenPath(issue.path) || '(root)'}: ${issue.message}`);
  throw new Error(`invalid glossary: ${issues.join('; ')}`);
}

export function loadGlossary(file = GLOSSARY_FILE, targets: readonly string[] = TARGETS): Glossary {
  return parseGlossary(JSON.parse(readFileSync(file, 'utf8')), targets);
}

/** One language's texts: file under locales/<lang>/ → its leaves by JSON path (non-strings are skipped). */
export type LocaleTexts = Readonly<Record<string, ReadonlyMap<string, unknown> | undefined>>;

export interface GlossaryFinding {
  /** English, or the target language. */
  lang: string;
  /** The file under locales/<lang>/ ("" for an exception that names no file). */
  file: string;
  key: string;
  term: string;
  /**
   * forbidden: a rendering or spelling the glossary rules out; missing: the English has the term and the
   * translation none of its renderings; unused-exception: an allow-list entry that excuses nothing.
   */
  kind: 'forbidden' | 'missing' | 'unused-exception';
  /** What was found: the forbidden text, or the English form the translation lacks. */
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

/**
 * How the renderings of a language are found in its texts: Arabic's with its clitics and without
 * diacritics (arabicPattern, bare); another script's as whole words, whatever the case.
 */
function matchingOf(lang: string): { pattern: (rendering: string) => RegExp; prepare: (text: string) => string } {
  if (scriptOf(lang) === 'Arab') return { pattern: arabicPattern, prepare: bare };
  return { pattern: (rendering) => englishPattern(rendering), prepare: (text) => text };
}

interface Compiled {
  term: Term;
  en: RegExp[];
  /** The renderings of the target language, and those the glossary rules out there. */
  target: RegExp[];
  targetForbidden: RegExp[];
  enForbidden: RegExp[];
}

function compile(term: Term, lang: string): Compiled {
  const { pattern } = matchingOf(lang);
  return {
    term,
    en: (term.en ?? []).map((f) => englishPattern(f, term.caseSensitive)),
    target: (term.renderings[lang] ?? []).map(pattern),
    targetForbidden: (term.forbidden[lang] ?? []).map(pattern),
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
 * Every glossary problem of the locale texts in English and in one target language `lang`: renderings
 * ruled out or missing, English spellings ruled out, and allow-list entries (of English and of
 * `lang`) that excuse nothing. `en` and `target` map each file under locales/<lang>/ (namespaces and
 * blog-posts/<slug>.json) to its leaves; a translated value is compared with the English value of the
 * same file and key.
 */
export function glossaryFindings(glossary: Glossary, en: LocaleTexts, target: LocaleTexts, lang: string): GlossaryFinding[] {
  const terms = glossary.terms.map((term) => compile(term, lang));
  const { prepare } = matchingOf(lang);
  const language = languageName(lang);
  const used = new Set<number>();
  const excused = (lang: string, file: string, key: string, term: string) => {
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

  for (const [file, leaves] of Object.entries(target)) {
    for (const [key, raw] of leaves ?? []) {
      if (typeof raw !== 'string') continue;
      const value = prepare(raw);
      const english = en[file]?.get(key);
      for (const { term, en: enPatterns, target: targetPatterns, targetForbidden } of terms) {
        const preferred = term.renderings[lang] ?? [];
        const forbidden = new Set(allMatches(targetForbidden, value));
        for (const found of forbidden) {
          const fix = preferred.length ? `write ${either(preferred, quoteAr)}` : 'the glossary rules it out';
          add({
            lang,
            file,
            key,
            term: term.id,
            kind: 'forbidden',
            found,
            message: `${quoteAr(found)} is not the glossary's rendering of ${quoteEn(termName(term))}: ${fix}`,
          });
        }
        // A forbidden rendering already says what to write instead; a term without renderings in
        // this language asks nothing of it.
        if (typeof english !== 'string' || enPatterns.length === 0 || preferred.length === 0 || forbidden.size > 0) continue;
        // Code is not translated: a term inside `code` asks nothing of the translation.
        const form = firstMatch(enPatterns, english.replace(/`[^`]*`/g, ' '));
        if (form === undefined || firstMatch(targetPatterns, value) !== undefined) continue;
        add({
          lang,
          file,
          key,
          term: term.id,
          kind: 'missing',
          found: form,
          message: `the English has ${quoteEn(form)}: the ${language} should say ${either(preferred, quoteAr)}`,
        });
      }
    }
  }

  glossary.exceptions.forEach((e, i) => {
    // Another target language's exceptions are its own run's.
    if (used.has(i) || (e.lang !== SOURCE && e.lang !== lang)) return;
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
 * The terms of the glossary as matchers for one target language `lang`, for other checks
 * (scripts/i18n/qa.ts) and the XLIFF notes: its English forms, its renderings in `lang` (none when
 * the glossary has none of that language), and whether a text has the term in one of its forms of
 * English or of `lang`, with the clitics Arabic attaches («للمنتج الأولي»).
 */
export function termMatchers(
  glossary: Glossary,
  lang: string,
): { en: string[]; target: string[]; has: (side: 'en' | 'target', text: string) => boolean }[] {
  const { prepare } = matchingOf(lang);
  return glossary.terms
    .map((term) => compile(term, lang))
    .map(({ term, en, target }) => ({
      en: term.en ?? [],
      target: term.renderings[lang] ?? [],
      has: (side: 'en' | 'target', text: string) =>
        firstMatch(side === 'target' ? target : en, side === 'target' ? prepare(text) : text) !== undefined,
    }));
}

/**
 * The glossary of a locales folder (<locales>/glossary.json), read for its tree's target language:
 * undefined when the folder has none; an error when it is not a valid glossary.
 */
export function treeGlossary(tree: LocaleTree): { glossary: Glossary } | { error: string } | undefined {
  const file = path.join(tree.dir, 'glossary.json');
  if (!existsSync(file)) return undefined;
  try {
    return { glossary: loadGlossary(file, [...TARGETS, tree.target]) };
  } catch (error) {
    return { error: String(error) };
  }
}

/**
 * The glossary as a rule of `npm run i18n:check` and `npm run i18n:report` (FINDERS in
 * scripts/i18n/findings.ts): <locales>/glossary.json, when the locales folder has one.
 */
export const glossaryFinder: Finder = (tree) => {
  const read = treeGlossary(tree);
  if (!read) return [];
  if ('error' in read) return [{ lang: SOURCE, file: '', key: '', kind: 'glossary', message: `${GLOSSARY_NAME}: ${read.error}` }];
  const leaves = (lang: string): LocaleTexts =>
    Object.fromEntries(Object.entries(tree.flat[lang] ?? {}).map(([rel, flat]) => [rel, flat.leaves]));
  return glossaryFindings(read.glossary, leaves(SOURCE), leaves(tree.target), tree.target).map((finding) => ({
    lang: finding.lang,
    file: finding.file,
    key: finding.key,
    kind: 'glossary',
    message: finding.kind === 'unused-exception' ? `glossary.json exception: ${finding.message}` : finding.message,
  }));
};
