// The translation rules, once: what `npm run i18n:check` (scripts/i18n-check.ts) reports and what the
// unit tests (tests/unit/translation-rules.test.ts) hold the real locale files to. Pure functions over
// parsed JSON: no file access, nothing a page imports (this module never reaches the browser bundle).
//   - key parity: Arabic has exactly the keys of English, plural keys compared by their base key;
//   - plural forms: wherever English has a plural (`key_other`), Arabic has all six forms;
//   - Arabic letters: an Arabic value has Arabic words;
//   - differs from English: an Arabic value is not the English one copied;
//   - schemas: every file validates against its zod schema (src/content/schemas.ts).
// Exemptions from the two text rules (Arabic letters, differs from English) are in EXEMPT, and only there.
import type { z } from 'zod';
import { PLURAL_FORMS, PLURAL_SUFFIX } from '../../src/content/schemas';
import { DEFAULT_LANG } from '../../src/lib/language/languages';

export { PLURAL_FORMS, PLURAL_SUFFIX };

/**
 * The language the keys come from (the first of LANGUAGES), and the one translated from it. The
 * translators' tools pair the source with this one target: the glossary, the QA and XLIFF.
 */
export const SOURCE = DEFAULT_LANG;
export const TARGET = 'ar';
/** Article bodies: read whole by src/content/postBodies.ts, never through t(). */
export const POSTS_DIR = 'blog-posts';

/**
 * The one exemption list of the text rules (Arabic letters, differs from English), by file and key.
 * Values with no words of their own (only {{placeholders}}, $t(...), digits, punctuation) need no entry.
 */
export const EXEMPT: readonly { file: string; key: RegExp; why: string }[] = [
  { file: 'common.json', key: /^language\./, why: 'the language switcher names the other language in that language' },
  {
    file: 'team.json',
    key: /^member\.github$/,
    why: 'a product name the glossary (locales/glossary.json) keeps in Latin letters',
  },
];

export const isExempt = (file: string, key: string): boolean => EXEMPT.some((e) => e.file === file && e.key.test(key));

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LETTER = /\p{L}/u;

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
 * Key parity and plural forms of one file: `en` and `ar` are its leaves in each language;
 * `sourceFile` is how the English file is named in messages.
 */
export function keyProblems(
  en: ReadonlyMap<string, unknown>,
  ar: ReadonlyMap<string, unknown>,
  sourceFile: string,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  // English plural groups: every key with an `_other` form. Arabic needs all six forms of each.
  const plurals = new Set([...en.keys()].filter((k) => k.endsWith('_other')).map(pluralBase));
  const isPluralForm = (key: string) => PLURAL_SUFFIX.test(key) && plurals.has(pluralBase(key));
  for (const [key, value] of en) {
    if (!isPluralForm(key) && !ar.has(key)) problems.push({ kind: 'missing', key, message: `English: ${quote(value)}` });
  }
  for (const base of plurals) {
    for (const form of PLURAL_FORMS.filter((f) => !ar.has(`${base}_${f}`))) {
      problems.push({
        kind: 'missing',
        key: `${base}_${form}`,
        message: `Arabic needs all six plural forms (_${PLURAL_FORMS.join(', _')}); English: ${quote(en.get(`${base}_other`))}`,
      });
    }
  }
  for (const key of ar.keys()) {
    if (isPluralForm(key) || en.has(key)) continue;
    const why = PLURAL_SUFFIX.test(key) ? 'English has no plural here' : 'not in English';
    problems.push({ kind: 'extra', key, message: `${why}: remove it, or add it to ${sourceFile} first` });
  }
  return problems;
}

/**
 * Arabic letters and "differs from English" for the Arabic leaves of `file` ("common.json",
 * "blog-posts/x.json"); `en` is the English file's leaves, if it has one.
 */
export function untranslatedProblems(
  file: string,
  en: ReadonlyMap<string, unknown> | undefined,
  ar: ReadonlyMap<string, unknown>,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const [key, value] of ar) {
    if (typeof value !== 'string' || isExempt(file, key)) continue;
    const text = words(value);
    if (!LETTER.test(text)) continue; // a pure template: {{placeholders}}, $t(...), digits, punctuation
    if (en?.get(key) === value) problems.push({ kind: 'untranslated', key, message: `same as English: ${quote(value)}` });
    else if (!ARABIC_LETTER.test(text))
      problems.push({ kind: 'untranslated', key, message: `no Arabic letters: ${quote(value)}` });
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
