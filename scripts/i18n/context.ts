// What a text is for, as a translator needs to know it: locales/context.json, one description per key
// (or per group of keys, with `*` for one part of the path), written for the strings whose meaning is
// not obvious from the text (buttons, labels, anything short). The report shows them beside the text,
// and the XLIFF export gives each unit its note.
//
//   {
//     "about": "…",
//     "files": {
//       "common.json": { "nav.menu": "Button that opens the site's menu on phones." },
//       "services.json": { "items.*.title": "A service's name, on its card and as its page's heading." }
//     }
//   }
import path from 'node:path';
import { z } from 'zod';
import { PLURAL_SUFFIX, pluralBase, SOURCE } from '../lib/translation-rules';
import { readSideFile, type LocaleTree } from './locales';

const contextSchema = z.strictObject({
  about: z.string().optional(),
  files: z.record(z.string(), z.record(z.string(), z.string().trim().min(5, 'describe it in a few words'))),
});

/** Descriptions by file (relative to <locales>/<lang>) and key pattern. */
export type Context = Record<string, Record<string, string>>;

/** <locales>/context.json. */
export const contextPath = (localesDir: string): string => path.join(localesDir, 'context.json');

export function readContext(file: string): { context: Context } | { error: string } {
  const read = readSideFile(file, contextSchema, { files: {} });
  return 'error' in read ? read : { context: read.value.files };
}

/** Whether a key pattern ("items.*.title") names `key`: `*` stands for one part of the path. */
export function patternMatches(pattern: string, key: string): boolean {
  const parts = pattern.split('.');
  const keyParts = key.split('.');
  return parts.length === keyParts.length && parts.every((part, i) => part === '*' || part === keyParts[i]);
}

/**
 * The description of a key of a file: an exact key first, else the first pattern that names it. A
 * plural form ("labels.readTime_one") has its group's description ("labels.readTime", the key the
 * report shows the group under) unless one names the form itself; exact keys before patterns.
 */
export function contextOf(context: Context, file: string, key: string): string | undefined {
  const notes = context[file];
  if (!notes) return undefined;
  const keys = PLURAL_SUFFIX.test(key) ? [key, pluralBase(key)] : [key];
  for (const k of keys) if (Object.hasOwn(notes, k)) return notes[k];
  for (const k of keys) {
    const found = Object.entries(notes).find(([pattern]) => pattern.includes('*') && patternMatches(pattern, k));
    if (found) return found[1];
  }
  return undefined;
}

/**
 * The keys of a file a description can name: every text (leaf) and every plural group's base key.
 * An object ("nav") is not one: no row of the report and no unit of the export is.
 */
export function describableKeys(leaves: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const key of leaves) {
    keys.add(key);
    if (PLURAL_SUFFIX.test(key)) keys.add(pluralBase(key));
  }
  return keys;
}

/** A description that names no English key: its file and key (pattern), and why. */
export interface StaleEntry {
  file: string;
  pattern: string;
  reason: string;
}

/** The entries of `context` that name no text of the English file (or whose file English lacks). */
export function staleEntries(context: Context, tree: LocaleTree): StaleEntry[] {
  const stale: StaleEntry[] = [];
  for (const [file, notes] of Object.entries(context)) {
    const leaves = tree.flat[SOURCE]?.[file]?.leaves;
    if (!leaves) {
      // An English file that does not parse is reported as such; its descriptions are not judged.
      const unparsed = tree.jsonErrors.some((e) => e.lang === SOURCE && e.file === file);
      if (!unparsed)
        for (const pattern of Object.keys(notes)) stale.push({ file, pattern, reason: `no English file ${SOURCE}/${file}` });
      continue;
    }
    const keys = [...describableKeys(leaves.keys())];
    for (const pattern of Object.keys(notes)) {
      const named = pattern.includes('*') ? keys.some((key) => patternMatches(pattern, key)) : keys.includes(pattern);
      if (!named) stale.push({ file, pattern, reason: `names no text of ${SOURCE}/${file}` });
    }
  }
  return stale;
}
