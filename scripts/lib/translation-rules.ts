// The translation rules, once: what `npm run i18n:check` (scripts/i18n-check.ts) reports and what the
// unit tests (tests/unit/translation-rules.test.ts) hold the real locale files to. Pure functions over
// parsed JSON: no file access, nothing a page imports (this module never reaches the browser bundle).
// Each rule compares the source (English) with one target language at a time:
//   - key parity: the target has exactly the keys of English, plural keys compared by their base key;
//   - plural forms: wherever English has a plural (`key_other`), the target has every form its
//     language uses (Intl.PluralRules: all six for Arabic);
//   - own letters: a value in a language written in a script of SCRIPT_LETTERS has letters of it
//     (an Arabic, Urdu or Persian value has Arabic letters);
//   - differs from English: a target value is not the English one copied;
//   - schemas: every file validates against its zod schema (src/content/schemas.ts).
// Exemptions from the two text rules (own letters, differs from English) are in EXEMPT, and only there.
import type { z } from 'zod';
import { PLURAL_FORMS, PLURAL_SUFFIX } from '../../src/content/schemas';
import { DEFAULT_LANG, LANGUAGE_LIST, otherLangs, type Dir, type Lang } from '../../src/lib/language/languages';

export { PLURAL_FORMS, PLURAL_SUFFIX };

/** The language the keys come from: the first of LANGUAGES. */
export const SOURCE = DEFAULT_LANG;
/**
 * The languages translated from it: every other language of LANGUAGE_LIST, in its order. The
 * translators' tools take them as a parameter (the commands pass this list), so that the tests can
 * give them languages the site does not have.
 */
export const TARGETS: readonly Lang[] = otherLangs(SOURCE);
/** Article bodies: read whole by src/content/postBodies.ts, never through t(). */
export const POSTS_DIR = 'blog-posts';

/**
 * The one exemption list of the text rules (own letters, differs from English), by file and key, in
 * every target language. Values with no words of their own (only {{placeholders}}, $t(...), digits,
 * punctuation) need no entry.
 */
export const EXEMPT: readonly { file: string; key: RegExp; why: string }[] = [
  {
    file: 'team.json',
    key: /^member\.github$/,
    why: 'a product name the glossary (locales/glossary.json) keeps in Latin letters',
  },
];

export const isExempt = (file: string, key: string): boolean => EXEMPT.some((e) => e.file === file && e.key.test(key));

const LETTER = /\p{L}/u;

// ——— what the rules know of a language ———

const LANGUAGE_NAMES = new Intl.DisplayNames('en', { type: 'language', fallback: 'code' });

/** A language's name in English, for messages ("ar" → "Arabic", "fr" → "French"); the code itself if Intl has none. */
export function languageName(lang: string): string {
  try {
    return LANGUAGE_NAMES.of(lang) ?? lang;
  } catch {
    return lang; // not a well-formed language tag
  }
}

/** The script a language is written in (ISO 15924: "Arab", "Latn"), as CLDR's likely subtags say; undefined if unknown. */
export function scriptOf(lang: string): string | undefined {
  try {
    return new Intl.Locale(lang).maximize().script;
  } catch {
    return undefined; // not a well-formed language tag
  }
}

/**
 * The letters of the scripts the own-letters rule knows, by ISO 15924 code. A target language
 * written in one of them (Arabic: ar, ur, fa, …) has its values checked for them; another one
 * (French, in Latin letters like the English) only for being the English copied.
 */
const SCRIPT_LETTERS: Readonly<Record<string, { name: string; letter: RegExp }>> = {
  Arab: { name: 'Arabic', letter: /[\u0600-\u06FF]/ },
};

/** The letters a value in `lang` must have (Arabic letters for ar), or undefined when the rule does not apply to it. */
export function ownLetters(lang: string): { name: string; letter: RegExp } | undefined {
  const script = scriptOf(lang);
  return script === undefined ? undefined : SCRIPT_LETTERS[script];
}

/**
 * Whether `lang` is written in another script than English (Arabic, Japanese…): then a Latin word
 * in its copy is a name kept as it is (React, ISO), which the QA holds the pair to.
 */
export function keepsLatinNames(lang: string): boolean {
  const script = scriptOf(lang);
  return script !== undefined && script !== scriptOf(SOURCE);
}

/** Scripts written right to left, for a language LANGUAGE_LIST does not list (a test's). */
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Syrc', 'Thaa', 'Nkoo', 'Adlm', 'Rohg']);

/** The direction of a language's text: LANGUAGE_LIST's, else its script's. */
export function dirOfLanguage(lang: string): Dir {
  const listed = LANGUAGE_LIST.find((language) => language.code === lang);
  if (listed) return listed.dir;
  const script = scriptOf(lang);
  return script !== undefined && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
}

export type PluralForm = (typeof PLURAL_FORMS)[number];

/**
 * The plural forms a language's keys need (its CLDR plural categories, as i18next picks them, in
 * the order of PLURAL_FORMS): all six for Arabic, one and other for English, one, many and other
 * for French.
 */
export function pluralForms(lang: string): PluralForm[] {
  const categories: readonly string[] = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  return PLURAL_FORMS.filter((form) => categories.includes(form));
}

/** "all six plural forms", "its 3 plural forms", "the plural form", for a message. */
function formsNeeded(forms: readonly PluralForm[]): string {
  if (forms.length === PLURAL_FORMS.length) return 'all six plural forms';
  return forms.length === 1 ? 'the plural form' : `its ${forms.length} plural forms`;
}

/** The words of a value: without {{placeholders}} and $t(...) nesting. */
export const words = (value: string): string => value.replace(/\{\{[^}]*\}\}/g, '').replace(/\$t\([^)]*\)/g, '');

export const pluralBase = (key: string): string => key.replace(PLURAL_SUFFIX, '');

/** A value as a reader sees it in a message: one line, quoted, shortened. */
export function quote(value: unknown, max = 70): string {
  const s = String(value).replace(/\s+/g, ' ');
  return JSON.stringify(s.length > max ? `${s.slice(0, max - 1)}…` : s);
}

export interface Flat {
  /** Every node by dotted path ("a.b.0.c"), objects included. */
  nodes: Map<string, unknown>;
  /** Only the leaves (strings, numbers…). */
  leaves: Map<string, unknown>;
}

export function flatten(value: unknown): Flat {
  const nodes = new Map<string, unknown>();
  const leaves = new Map<string, unknown>();
  const walk = (node: unknown, prefix: string) => {
    if (prefix) nodes.set(prefix, node);
    if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${key}` : key);
    } else if (prefix) leaves.set(prefix, node);
  };
  walk(value, '');
  return { nodes, leaves };
}

/** `length`: a text outside the length limits of its schema (a meta description over 170 characters…). */
export type RuleKind = 'missing' | 'extra' | 'untranslated' | 'schema' | 'length';
export interface RuleProblem {
  kind: RuleKind;
  /** The JSON path ("nav.about"), empty for the whole file. */
  key: string;
  message: string;
}

/**
 * Key parity and plural forms of one file: `en` and `target` are its leaves in English and in the
 * target language `lang`; `sourceFile` is how the English file is named in messages.
 */
export function keyProblems(
  en: ReadonlyMap<string, unknown>,
  target: ReadonlyMap<string, unknown>,
  sourceFile: string,
  lang: string,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  // English plural groups: every key with an `_other` form. The target needs each form its language uses.
  const plurals = new Set([...en.keys()].filter((k) => k.endsWith('_other')).map(pluralBase));
  const isPluralForm = (key: string) => PLURAL_SUFFIX.test(key) && plurals.has(pluralBase(key));
  for (const [key, value] of en) {
    if (!isPluralForm(key) && !target.has(key)) problems.push({ kind: 'missing', key, message: `English: ${quote(value)}` });
  }
  const forms = pluralForms(lang);
  for (const base of plurals) {
    for (const form of forms.filter((f) => !target.has(`${base}_${f}`))) {
      problems.push({
        kind: 'missing',
        key: `${base}_${form}`,
        message: `${languageName(lang)} needs ${formsNeeded(forms)} (_${forms.join(', _')}); English: ${quote(en.get(`${base}_other`))}`,
      });
    }
  }
  for (const key of target.keys()) {
    if (isPluralForm(key) || en.has(key)) continue;
    const why = PLURAL_SUFFIX.test(key) ? 'English has no plural here' : 'not in English';
    problems.push({ kind: 'extra', key, message: `${why}: remove it, or add it to ${sourceFile} first` });
  }
  return problems;
}

/**
 * Own letters and "differs from English" for the leaves of `file` ("common.json", "blog-posts/x.json")
 * in the target language `lang`; `en` is the English file's leaves, if it has one.
 */
export function untranslatedProblems(
  file: string,
  en: ReadonlyMap<string, unknown> | undefined,
  target: ReadonlyMap<string, unknown>,
  lang: string,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const own = ownLetters(lang);
  for (const [key, value] of target) {
    if (typeof value !== 'string' || isExempt(file, key)) continue;
    const text = words(value);
    if (!LETTER.test(text)) continue; // a pure template: {{placeholders}}, $t(...), digits, punctuation
    if (en?.get(key) === value) problems.push({ kind: 'untranslated', key, message: `same as English: ${quote(value)}` });
    else if (own && !own.letter.test(text))
      problems.push({ kind: 'untranslated', key, message: `no ${own.name} letters: ${quote(value)}` });
  }
  return problems;
}

/** The schemas module's shape (src/content/schemas.ts, or a test fixture's stand-in). */
export interface LocaleSchemas {
  /** One schema per top-level locale file, by name without .json. */
  namespaceSchemas: Readonly<Record<string, z.ZodType>>;
  /** Every file under blog-posts/. */
  blogPostSchema: z.ZodType;
}

/** The namespace of a top-level locale file ("common.json" → "common"); undefined for an article body. */
export const namespaceOf = (file: string): string | undefined => (file.includes('/') ? undefined : file.replace(/\.json$/, ''));

export function schemaFor(schemas: LocaleSchemas, file: string): z.ZodType | undefined {
  if (file.startsWith(`${POSTS_DIR}/`)) return schemas.blogPostSchema;
  const ns = namespaceOf(file);
  return ns !== undefined && Object.hasOwn(schemas.namespaceSchemas, ns) ? schemas.namespaceSchemas[ns] : undefined;
}

type Issue = z.core.$ZodIssue;

/** Zod's issue in a translator's words, or its own message. */
function describeIssue(issue: Issue): string {
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message))
    return `missing (the schema requires ${issue.expected})`;
  if (issue.code === 'too_small') {
    if (issue.origin === 'string' && Number(issue.minimum) <= 1) return 'empty text';
    return `too short: ${issue.exact ? 'exactly' : 'at least'} ${issue.minimum} ${issue.origin === 'array' ? 'items' : 'characters'} required`;
  }
  if (issue.code === 'too_big') {
    return `too long: ${issue.exact ? 'exactly' : 'at most'} ${issue.maximum} ${issue.origin === 'array' ? 'items' : 'characters'} allowed`;
  }
  return issue.message;
}

/** Schema errors of one parsed file, one per JSON path. */
export function schemaProblems(schema: z.ZodType, value: unknown): RuleProblem[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.flatMap((issue): RuleProblem[] => {
    const at = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((k) => ({ kind: 'schema', key: [...at, k].join('.'), message: 'not allowed by the schema' }));
    }
    const length =
      (issue.code === 'too_big' || (issue.code === 'too_small' && Number(issue.minimum) > 1)) && issue.origin === 'string';
    if (!length) return [{ kind: 'schema', key: at.join('.'), message: describeIssue(issue) }];
    const text = issue.path.reduce<unknown>(
      (node, k) => (node !== null && typeof node === 'object' ? Reflect.get(node, k) : undefined),
      value,
    );
    const has = typeof text === 'string' ? ` (it has ${text.trim().length})` : '';
    return [{ kind: 'length', key: at.join('.'), message: `${describeIssue(issue)}${has}` }];
  });
}
