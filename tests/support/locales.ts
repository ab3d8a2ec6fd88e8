import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CustomTypeOptions } from 'i18next';
import type { Namespace } from '../../src/lib/i18n';
import { DEFAULT_LANG, LANGUAGES, dirOf, languageInfo, type Lang } from '../../src/lib/language/languages';

/**
 * The site's words as the tests read them: the real locale files, for every language of
 * LANGUAGE_LIST (src/lib/language/languages.ts). Unit and end-to-end tests alike take their
 * languages and texts from here, never from a list of their own.
 */
export { DEFAULT_LANG, LANGUAGES, dirOf, languageInfo, type Lang };

const LOCALES = path.resolve(import.meta.dirname, '../../locales');

type Resources = CustomTypeOptions['resources'];
type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

const files = new Map<string, Tree>();
function tree(lang: Lang, ns: string): Tree {
  const key = `${lang}/${ns}`;
  const cached = files.get(key);
  if (cached) return cached;
  const parsed: unknown = JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8'));
  if (!isTree(parsed)) throw new Error(`locales/${key}.json is not an object`);
  files.set(key, parsed);
  return parsed;
}

/** locales/<lang>/<ns>.json, typed by its English source (src/i18next.d.ts). */
export function locale<N extends Namespace>(lang: Lang, ns: N): Resources[N] {
  // A new parse each time: tests may change what they get without changing another test's copy.
  return JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8'));
}

/**
 * A string of a locale file as a page shows it: "nav.menuToggle" (in `common`) or
 * "contact:section.showForm", its $t(…) nestings and {{values}} filled in. A key ending in a plural
 * form's suffix is read as written ("results_other"); `count` picks nothing by itself.
 */
export function text(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const colon = key.indexOf(':');
  const ns = colon < 0 ? 'common' : key.slice(0, colon);
  const keyPath = key.slice(colon + 1);
  let found: unknown = tree(lang, ns);
  for (const part of keyPath.split('.')) found = isTree(found) ? found[part] : undefined;
  if (typeof found !== 'string') throw new Error(`locales/${lang}/${ns}.json has no string at ${keyPath}`);
  return found
    .replace(/\$t\(([^)]+)\)/g, (_, nested: string) => text(lang, nested.includes(':') ? nested : `${ns}:${nested}`))
    .replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The brand as a language writes it ("Qimmah Tech", «قمة تك»). */
export const brand = (lang: Lang) => text(lang, 'brand.name');

/** A value for each language of the list, keyed by its code. */
export function perLanguage<T>(make: (lang: Lang) => T): Record<Lang, T> {
  // Object.fromEntries cannot know that the keys are exactly LANGUAGES; they are, by construction.
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
}

/** The language codes as a regular expression's alternatives ("en|ar"), for URL patterns. */
export const LANG_ALTERNATIVES = LANGUAGES.join('|');

/**
 * A whole number as a language's copy may write it: in Western digits, or in the digits of its
 * Intl locale (the list's `intl`), as a regular expression that matches it and no longer number.
 */
export function numberPattern(lang: Lang, value: number): RegExp {
  const forms = new Set([String(value), new Intl.NumberFormat(languageInfo(lang).intl, { useGrouping: false }).format(value)]);
  return new RegExp(`(?<![\\p{Nd}])(?:${[...forms].join('|')})(?![\\p{Nd}])`, 'u');
}
