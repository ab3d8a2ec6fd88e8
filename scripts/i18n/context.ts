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
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseJson } from './locales';

const contextSchema = z.strictObject({
  about: z.string().optional(),
  files: z.record(z.string(), z.record(z.string(), z.string().trim().min(5, 'describe it in a few words'))),
});

/** Descriptions by file (relative to <locales>/<lang>) and key pattern. */
export type Context = Record<string, Record<string, string>>;

/** <locales>/context.json. */
export const contextPath = (localesDir: string): string => path.join(localesDir, 'context.json');

export function readContext(file: string): { context: Context } | { error: string } {
  if (!existsSync(file)) return { context: {} };
  const parsed = parseJson(readFileSync(file, 'utf8'));
  if ('error' in parsed) return { error: parsed.error };
  const result = contextSchema.safeParse(parsed.value);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { error: `${issue?.path.join('.') || '(top)'}: ${issue?.message ?? 'invalid'}` };
  }
  return { context: result.data.files };
}

/** Whether a key pattern ("items.*.title") names `key`: `*` stands for one part of the path. */
export function patternMatches(pattern: string, key: string): boolean {
  const parts = pattern.split('.');
  const keyParts = key.split('.');
  return parts.length === keyParts.length && parts.every((part, i) => part === '*' || part === keyParts[i]);
}

/** The description of a key of a file: an exact key first, else the first pattern that names it. */
export function contextOf(context: Context, file: string, key: string): string | undefined {
  const notes = context[file];
  if (!notes) return undefined;
  return notes[key] ?? Object.entries(notes).find(([pattern]) => pattern.includes('*') && patternMatches(pattern, key))?.[1];
}
