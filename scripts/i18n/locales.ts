// The locale tree as the translators' tools read it (`npm run i18n:check`, `i18n:reviewed`, `i18n:report`):
// every *.json under <locales>/en and <locales>/<target> for one target language (ar, …), parsed and
// flattened, and the translation units of a file, i.e. what one translation of one English text is:
//   - a plain key ("hero.title", "benefits.0");
//   - a plural group, by its base key ("labels.readTime"): the English _one/_other forms, the target's
//     forms (the six Arabic ones);
//   - an article's segment (blog-posts/<slug>.json → "body.<segment id>"): a heading, a paragraph, a list
//     item; the article's other keys (title, summary, author, tags) are units as in a namespace.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  flatten,
  PLURAL_FORMS,
  PLURAL_SUFFIX,
  pluralBase,
  POSTS_DIR,
  SOURCE,
  TARGETS,
  type Flat,
} from '../lib/translation-rules';

export interface JsonError {
  lang: string;
  /** Relative to <locales>/<lang> ("common.json", "blog-posts/x.json"). */
  file: string;
  message: string;
}

export interface LocaleTree {
  /** The locales directory (absolute). */
  dir: string;
  /** The language translated from SOURCE that the tree pairs with it. */
  target: string;
  /** Files per language (SOURCE and `target`), relative to <dir>/<lang>, sorted. */
  files: Record<string, string[]>;
  /** Parsed JSON per language and file; undefined for a file that does not parse (see jsonErrors). */
  data: Record<string, Record<string, unknown>>;
  /** Nodes and leaves of each parsed file. */
  flat: Record<string, Record<string, Flat>>;
  jsonErrors: JsonError[];
}

/** Every *.json under <dir>/<lang>, as paths relative to it ("common.json", "blog-posts/x.json"). */
function jsonFiles(dir: string, lang: string): string[] {
  const base = path.join(dir, lang);
  const out: string[] = [];
  const walk = (sub: string) => {
    if (!existsSync(sub)) return;
    for (const entry of readdirSync(sub, { withFileTypes: true })) {
      const full = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) out.push(path.relative(base, full).split(path.sep).join('/'));
    }
  };
  walk(base);
  return out.sort();
}

/** Parsed JSON, or an error message that says where the syntax error is. */
export function parseJson(text: string): { value: unknown } | { error: string } {
  const clean = text.replace(/^\uFEFF/, '');
  try {
    return { value: JSON.parse(clean) };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).replace(/\s*\(line \d+ column \d+\)$/, '');
    const position = /position (\d+)/.exec(message);
    let where = '';
    if (position) {
      const before = clean.slice(0, Number(position[1]));
      const line = before.split('\n').length;
      where = `line ${line}, column ${before.length - before.lastIndexOf('\n')}: `;
    }
    return { error: `${where}${message.replace(/ in JSON at position \d+/, '')}` };
  }
}

/**
 * A translators' side file (locales/context.json, locales/<lang>.local-editions.json): absent is
 * `fallback`; otherwise its JSON checked against `schema`, or the first problem, said in one line.
 */
export function readSideFile<T>(file: string, schema: z.ZodType<T>, fallback: T): { value: T } | { error: string } {
  if (!existsSync(file)) return { value: fallback };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { error: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'cannot be read' };
  }
  const parsed = parseJson(text);
  if ('error' in parsed) return { error: parsed.error };
  const result = schema.safeParse(parsed.value);
  if (result.success) return { value: result.data };
  const issue = result.error.issues[0];
  return { error: `${issue?.path.join('.') || '(top)'}: ${issue?.message ?? 'invalid'}` };
}

/** The site's own locale files (locales/), where every language of LANGUAGE_LIST has its folder. */
const SITE_LOCALES = path.resolve(import.meta.dirname, '..', '..', 'locales');

/**
 * The target languages of the locale folder `dir` that a command works on unless told one: in the
 * site's own (locales/), every one of `targets` (the project's: TARGETS), a language without its
 * folder yet being what the check reports; in another folder (a translator's copy, a test's
 * fixture), those of `targets` it has a folder for, in their order, since it need not have them all.
 */
export function localeTargets(dir: string, targets: readonly string[] = TARGETS): string[] {
  const resolved = path.resolve(dir);
  if (resolved === SITE_LOCALES) return [...targets];
  return targets.filter((lang) => existsSync(path.join(resolved, lang)) && statSync(path.join(resolved, lang)).isDirectory());
}

/** The one target language of the locale folder `dir` (localeTargets); an error when it has several or none. */
function onlyTarget(dir: string): string {
  const targets = localeTargets(dir);
  if (targets.length !== 1)
    throw new Error(
      targets.length
        ? `several target languages in ${dir} (${targets.join(', ')}): say which one`
        : `no target language in ${dir} (${TARGETS.join(', ')}): say which one`,
    );
  return targets[0]!;
}

/** Reads <dir>/en and <dir>/<target> (a target without a folder has no files). */
export function loadLocales(dir: string, target: string = onlyTarget(dir)): LocaleTree {
  const tree: LocaleTree = { dir: path.resolve(dir), target, files: {}, data: {}, flat: {}, jsonErrors: [] };
  for (const lang of [SOURCE, target]) {
    const files = jsonFiles(tree.dir, lang);
    tree.files[lang] = files;
    const data: Record<string, unknown> = {};
    const flat: Record<string, Flat> = {};
    for (const file of files) {
      const parsed = parseJson(readFileSync(path.join(tree.dir, lang, file), 'utf8'));
      if ('error' in parsed) {
        tree.jsonErrors.push({ lang, file, message: parsed.error });
        data[file] = undefined;
        continue;
      }
      data[file] = parsed.value;
      flat[file] = flatten(parsed.value);
    }
    tree.data[lang] = data;
    tree.flat[lang] = flat;
  }
  return tree;
}

export const isArticle = (file: string): boolean => file.startsWith(`${POSTS_DIR}/`);

/** One translation: an English text and the target language's text that translates it. */
export interface Unit {
  /** The key ("hero.title", "body.why-it-matters-2") or a plural group's base key. */
  key: string;
  /** The English text (a plural group's forms one per line, "one: …"); undefined for a key only the target has. */
  en?: string;
  /** The target language's text in the same shape; undefined when it has none of it. */
  target?: string;
  /** A plural group: `en` and `target` are "<form>: <text>" lines. */
  plural?: true;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Plural groups of a file: the base of every English key with an `_other` form. */
function pluralGroups(en: ReadonlyMap<string, unknown>): Set<string> {
  return new Set([...en.keys()].filter((k) => k.endsWith('_other')).map(pluralBase));
}

/** The forms of a plural group present in `leaves`, one per line ("one: …"); undefined if none. */
function pluralText(base: string, leaves: ReadonlyMap<string, unknown>): string | undefined {
  const lines = PLURAL_FORMS.filter((f) => leaves.has(`${base}_${f}`)).map((f) => `${f}: ${asText(leaves.get(`${base}_${f}`))}`);
  return lines.length ? lines.join('\n') : undefined;
}

/** The unit a key of `file` belongs to (a plural form → its base). */
export function unitKeyOf(key: string, en: ReadonlyMap<string, unknown> | undefined): string {
  if (en && PLURAL_SUFFIX.test(key) && en.has(`${pluralBase(key)}_other`)) return pluralBase(key);
  return key;
}

/**
 * The translation units of one file, in English order, then the keys only the target has.
 * `en` / `target` are the file's leaves in English and in the target (undefined when that file is missing or broken).
 */
export function unitsOf(en: ReadonlyMap<string, unknown> | undefined, target: ReadonlyMap<string, unknown> | undefined): Unit[] {
  const units: Unit[] = [];
  const seen = new Set<string>();
  if (en) {
    const plurals = pluralGroups(en);
    for (const [key, value] of en) {
      const unit = unitKeyOf(key, en);
      if (seen.has(unit)) continue;
      seen.add(unit);
      if (plurals.has(unit) && unit !== key)
        units.push({ key: unit, en: pluralText(unit, en), target: target && pluralText(unit, target), plural: true });
      else units.push({ key, en: asText(value), target: target?.has(key) ? asText(target.get(key)) : undefined });
    }
  }
  for (const [key, value] of target ?? []) {
    if (!seen.has(unitKeyOf(key, en))) units.push({ key, target: asText(value) });
  }
  return units;
}

/** The files of both languages, English order first, then the files only the target has. */
export function allFiles(tree: LocaleTree): string[] {
  const en = tree.files[SOURCE] ?? [];
  return [...en, ...(tree.files[tree.target] ?? []).filter((f) => !en.includes(f))];
}

/** The units of a file of the tree. */
export const treeUnits = (tree: LocaleTree, file: string): Unit[] =>
  unitsOf(tree.flat[SOURCE]?.[file]?.leaves, tree.flat[tree.target]?.[file]?.leaves);
