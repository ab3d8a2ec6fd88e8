export const LANGUAGES = ['en', 'ar'] as const;
export type Lang = (typeof LANGUAGES)[number];
export type Dir = 'ltr' | 'rtl';

export const DEFAULT_LANG: Lang = 'en';

/**
 * `intl` pins how dates and numbers read in each language instead of trusting the runtime:
 * Arabic uses the Gregorian calendar with Western digits (0-9), as most Saudi business sites do and
 * as the copy itself writes numbers.
 */
export const LANG_META: Record<Lang, { dir: Dir; ogLocale: string; intl: string }> = {
  en: { dir: 'ltr', ogLocale: 'en_US', intl: 'en-US' },
  ar: { dir: 'rtl', ogLocale: 'ar_SA', intl: 'ar-SA-u-ca-gregory-nu-latn' },
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function dirOf(lang: Lang): Dir {
  return LANG_META[lang].dir;
}

export function otherLang(lang: Lang): Lang {
  return lang === 'en' ? 'ar' : 'en';
}
