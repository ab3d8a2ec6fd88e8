// Which English text each translated value was last reviewed against, per target language: the
// review records under locales/records/reviews/<lang>/ (locales/records/reviews/ar/ for Arabic), one file for each
// namespace and each article, at the same path as its text (locales/ar/home.json →
// locales/records/reviews/ar/home.json, locales/ar/blog-posts/<slug>.json → locales/records/reviews/ar/blog-posts/<slug>.json),
// so that two people reviewing different posts or namespaces change different files. They are
// outside locales/<lang>/, so the site never loads them and a new language's folder made from
// another's does not bring that language's reviews. Written only by `npm run i18n:reviewed` (and
// `npm run i18n:import`), never by hand. For every translation unit (scripts/i18n/locales.ts: a
// key, a plural group, or an article's segment) a file keeps a fingerprint (hash) of the English
// and the English itself, so that when the English changes the check can show the old text beside
// the new one without git history. An article's units are its segments: an edit to one English
// paragraph marks exactly that segment of each translation as outdated. A language without the
// folder has nothing reviewed yet.
//
//   locales/records/reviews/ar/home.json
//   {
//     "comment": "…",
//     "source": "en",
//     "units": { "hero.title": { "hash": "3f2a…", "en": "Empowering your digital future" } }
//   }
//   locales/records/reviews/ar/blog-posts/learning-python-2025.json
//   { …, "units": { "title": { … }, "body.why-python-1": { "hash": "…", "en": "<that segment's English>" } } }
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { POSTS_DIR, SOURCE } from '../lib/translation-rules';
import { allFiles, isArticle, parseJson, treeUnits, type LocaleTree, type Unit } from './locales';

export interface ReviewRecord {
  /** sha256 of the English text, first 16 hex digits. */
  hash: string;
  /** The English text the translation was reviewed against. */
  en: string;
}

/** Records by file (relative to <locales>/<lang>) and unit key. */
export type Fingerprints = Record<string, Record<string, ReviewRecord>>;

/** One file of review records: those of one namespace or article. */
const fileSchema = z.object({
  comment: z.string().optional(),
  source: z.literal(SOURCE),
  units: z.record(z.string(), z.strictObject({ hash: z.string(), en: z.string() })),
});

const COMMENT =
  'Written by `npm run i18n:reviewed`; do not edit by hand. For each translated value of the file at the same ' +
  'path under locales/<lang>/: a hash of the English it was reviewed against, and that English. See docs/translating.md.';

/** The folder of the review records under the locales directory. */
const REVIEWS_DIR = path.join('records', 'reviews');

/** The default folder of a language's review records: <locales>/records/reviews/<lang>. */
export const fingerprintPath = (localesDir: string, lang: string): string => path.join(localesDir, REVIEWS_DIR, lang);

export const hashOf = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);

/** Every *.json under `dir`, as paths relative to it with "/" ("home.json", "blog-posts/x.json"), sorted. */
function recordFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (sub: string) => {
    for (const entry of readdirSync(sub, { withFileTypes: true })) {
      const full = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) out.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * The records in the folder `dir`: `absent` when there is no such folder, `error` (naming the
 * file) when one of its files cannot be read.
 */
export function readFingerprints(dir: string): { fingerprints: Fingerprints } | { absent: true } | { error: string } {
  if (!existsSync(dir)) return { absent: true };
  if (!statSync(dir).isDirectory()) return { error: 'not a folder of review records' };
  const fingerprints: Fingerprints = {};
  for (const rel of recordFiles(dir)) {
    const parsed = parseJson(readFileSync(path.join(dir, rel), 'utf8'));
    if ('error' in parsed) return { error: `${rel}: ${parsed.error}` };
    const result = fileSchema.safeParse(parsed.value);
    if (!result.success) {
      const issue = result.error.issues[0];
      return {
        error: `${rel}: not a review record file: ${issue ? `${issue.path.join('.') || '(top)'}: ${issue.message}` : 'invalid'}`,
      };
    }
    fingerprints[rel] = result.data.units;
  }
  return { fingerprints };
}

/**
 * Writes the records into the folder `dir`, one file per namespace or article, keys in the order
 * of the English file; a file is written only when its records change, and removed when it has
 * none left (its text removed, or nothing of it reviewed). Returns the files written or removed.
 */
export function writeFingerprints(dir: string, tree: LocaleTree, fingerprints: Fingerprints): string[] {
  const texts = new Map<string, string>();
  for (const rel of Object.keys(fingerprints).sort()) {
    const records = fingerprints[rel] ?? {};
    const order = treeUnits(tree, rel).map((u) => u.key);
    const keys = Object.keys(records).sort((a, b) => order.indexOf(a) - order.indexOf(b));
    if (keys.length === 0) continue;
    const units = Object.fromEntries(keys.flatMap((k) => (records[k] ? [[k, records[k]]] : [])));
    texts.set(rel, `${JSON.stringify({ comment: COMMENT, source: SOURCE, units }, null, 2)}\n`);
  }
  const changed: string[] = [];
  for (const [rel, text] of texts) {
    const file = path.join(dir, rel);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    changed.push(file);
  }
  if (!existsSync(dir)) return changed;
  for (const rel of recordFiles(dir)) {
    if (texts.has(rel)) continue;
    const file = path.join(dir, rel);
    rmSync(file);
    changed.push(file);
    // A folder left empty (an article folder whose last record went) goes too.
    for (let sub = path.dirname(file); sub !== dir && readdirSync(sub).length === 0; sub = path.dirname(sub))
      rmSync(sub, { recursive: true });
  }
  return changed;
}

/** A unit that has both an English and a translated text: the only ones a review applies to. */
const translated = (unit: Unit): unit is Unit & { en: string; target: string } =>
  unit.en !== undefined && unit.target !== undefined;

export type ReviewState =
  | { state: 'reviewed' }
  | { state: 'unreviewed' }
  | { state: 'outdated'; old: string; now: string }
  /** No English or no translation: nothing to review (missing and extra keys are reported as such). */
  | { state: 'n/a' };

export function reviewState(fingerprints: Fingerprints, file: string, unit: Unit): ReviewState {
  if (!translated(unit)) return { state: 'n/a' };
  const record = fingerprints[file]?.[unit.key];
  if (!record) return { state: 'unreviewed' };
  if (record.hash !== hashOf(unit.en)) return { state: 'outdated', old: record.en, now: unit.en };
  return { state: 'reviewed' };
}

/** What to mark reviewed: a file, or the keys of a file at or under `key` (a plural group by its base). */
export interface Selection {
  file: string;
  key?: string;
}

const matches = (selection: Selection, unitKey: string) =>
  selection.key === undefined || unitKey === selection.key || unitKey.startsWith(`${selection.key}.`);

/**
 * How a translator names what to mark: "home.hero.title" (namespace, then key), "home:hero.title",
 * "home" or "home.json" (a namespace), "blog-posts/<slug>" or "blog-posts/<slug>.json" (an article),
 * "blog-posts/<slug>:body.<id>" (one of its segments), or a path to the file of `lang`
 * ("locales/ar/home.json").
 */
export function resolveSelector(tree: LocaleTree, lang: string, selector: string): Selection | { error: string } {
  const files = allFiles(tree);
  let sel = selector;
  const absolute = path.resolve(selector);
  for (const base of [path.join(tree.dir, lang), path.join(tree.dir, SOURCE)]) {
    if (absolute.startsWith(`${base}${path.sep}`)) sel = path.relative(base, absolute).split(path.sep).join('/');
  }
  const asFile = sel.endsWith('.json') ? sel : `${sel}.json`;
  if (files.includes(asFile)) return { file: asFile };
  const colon = sel.indexOf(':');
  if (sel.startsWith(`${POSTS_DIR}/`) && colon < 0) return { error: `no article ${asFile} in ${path.join(tree.dir, SOURCE)}` };
  const [ns, key] =
    colon > 0 ? [sel.slice(0, colon), sel.slice(colon + 1)] : [sel.split('.')[0] ?? '', sel.split('.').slice(1).join('.')];
  const file = ns.endsWith('.json') ? ns : `${ns}.json`;
  if (!files.includes(file)) {
    if (isArticle(file)) return { error: `no article ${file} in ${path.join(tree.dir, SOURCE)}` };
    const known = files.filter((f) => !isArticle(f)).map((f) => f.replace(/\.json$/, ''));
    return { error: `"${selector}": no namespace "${ns}" (namespaces: ${known.join(', ')}; articles: ${POSTS_DIR}/<slug>)` };
  }
  const selection = { file, key };
  if (!treeUnits(tree, file).some((u) => matches(selection, u.key)))
    return { error: `"${selector}": no key "${key}" in ${file}` };
  return selection;
}

export interface ReviewSummary {
  /** Units recorded as reviewed now. */
  marked: number;
  /** Of those, how many were outdated or had no record before. */
  wasOutdated: number;
  wasUnreviewed: number;
  /** Selected units with no translation (missing): not marked. */
  missing: string[];
}

/**
 * Records the current English of the selected units (every file when `selections` is "all") as
 * reviewed. Records of units that no longer exist are dropped. Returns the new records and a summary.
 */
export function markReviewed(
  tree: LocaleTree,
  fingerprints: Fingerprints,
  selections: readonly Selection[] | 'all',
): { fingerprints: Fingerprints; summary: ReviewSummary } {
  const next: Fingerprints = {};
  const summary: ReviewSummary = { marked: 0, wasOutdated: 0, wasUnreviewed: 0, missing: [] };
  for (const file of allFiles(tree)) {
    if (tree.jsonErrors.some((e) => e.file === file)) {
      // A file that does not parse: its records stay as they are until it is fixed.
      if (fingerprints[file]) next[file] = fingerprints[file];
      continue;
    }
    const chosen = selections === 'all' ? [{ file }] : selections.filter((s) => s.file === file);
    const records: Record<string, ReviewRecord> = {};
    for (const unit of treeUnits(tree, file)) {
      const selected = chosen.some((s) => matches(s, unit.key));
      if (!translated(unit)) {
        if (selected && unit.en !== undefined) summary.missing.push(`${file} → ${unit.key || '(article)'}`);
        continue;
      }
      const state = reviewState(fingerprints, file, unit);
      if (selected) {
        records[unit.key] = { hash: hashOf(unit.en), en: unit.en };
        summary.marked += 1;
        if (state.state === 'outdated') summary.wasOutdated += 1;
        if (state.state === 'unreviewed') summary.wasUnreviewed += 1;
      } else {
        const old = fingerprints[file]?.[unit.key];
        if (old) records[unit.key] = old;
      }
    }
    if (Object.keys(records).length) next[file] = records;
  }
  return { fingerprints: next, summary };
}

/**
 * How to mark a unit reviewed, as the translator types it after `npm run i18n:reviewed -- <lang>`:
 * "home.hero.title", or an article's segment "blog-posts/<slug>:body.<id>".
 */
export function selectorOf(file: string, key: string): string {
  const name = file.replace(/\.json$/, '');
  if (isArticle(file)) return key ? `${name}:${key}` : name;
  return key ? `${name}.${key}` : name;
}
