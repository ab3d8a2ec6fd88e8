import type { Script } from './scripts';

export type Dir = 'ltr' | 'rtl';

/** What the site needs to know about a language it is published in. */
export interface LanguageInfo {
  /**
   * A BCP 47 tag in lower case: the URL prefix (`/ar/…`), the folder of its texts (`locales/ar/`),
   * and what `<html lang>`, `hreflang` and the feeds say.
   */
  code: string;
  dir: Dir;
  /** Its name in itself, as the language switcher shows it. */
  nativeName: string;
  /**
   * The locale Intl formats dates and numbers with, pinned rather than left to the runtime: English
   * in British order and spelling ("20 June 2025"), as the copy is written; Arabic in the Gregorian
   * calendar with Western digits (0-9), as most Saudi business sites do and as the copy itself
   * writes numbers.
   */
  intl: string;
  /** The Open Graph locale of its pages (`og:locale`). */
  ogLocale: string;
  /**
   * The ISO 15924 code of the script it is written in, an entry of SCRIPTS (./scripts.ts): its
   * fonts, line height, whether it may be letter-spaced, and the stylesheet's rules for it.
   */
  script: Script;
}

/**
 * The languages the site is published in: the one list that routes, `<html lang dir>`, the
 * switcher, language detection, hreflang, the sitemap, feeds, search indexes, structured data, the
 * error screen, the entry pages and the tests derive from. The first is the default and the
 * translators' source language. What else a new language takes: docs/architecture.md, "The
 * languages".
 */
export const LANGUAGE_LIST = [
  { code: 'en', dir: 'ltr', nativeName: 'English', intl: 'en-GB', ogLocale: 'en_GB', script: 'Latn' },
  {
    code: 'ar',
    dir: 'rtl',
    nativeName: 'العربية',
    intl: 'ar-SA-u-ca-gregory-nu-latn',
    ogLocale: 'ar_SA',
    script: 'Arab',
  },
] as const satisfies readonly LanguageInfo[];

export type Lang = (typeof LANGUAGE_LIST)[number]['code'];

export const LANGUAGES: readonly Lang[] = LANGUAGE_LIST.map((language) => language.code);

export const DEFAULT_LANG: Lang = LANGUAGE_LIST[0].code;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const BY_CODE = new Map<string, LanguageInfo>(LANGUAGE_LIST.map((language) => [language.code, language]));

/** The list's entry for a language. */
export function languageInfo(lang: Lang): LanguageInfo {
  const found = BY_CODE.get(lang);
  if (!found) throw new Error(`${lang} is not in LANGUAGE_LIST`);
  return found;
}

export function dirOf(lang: Lang): Dir {
  return languageInfo(lang).dir;
}

/** The script a language is written in (its entry in SCRIPTS, ./scripts.ts). */
export function scriptOf(lang: Lang): Script {
  return languageInfo(lang).script;
}

/** The languages besides `lang`, in the list's order. */
export function otherLangs(lang: Lang): Lang[] {
  return LANGUAGES.filter((other) => other !== lang);
}
