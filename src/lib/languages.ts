export const LANGUAGES = ['en', 'ar'] as const;
export type Lang = (typeof LANGUAGES)[number];
export type Dir = 'ltr' | 'rtl';

export const DEFAULT_LANG: Lang = 'en';

export const LANG_META: Record<Lang, { dir: Dir; ogLocale: string; intl: string }> = {
  en: { dir: 'ltr', ogLocale: 'en_US', intl: 'en-US' },
  ar: { dir: 'rtl', ogLocale: 'ar_SA', intl: 'ar-SA-u-ca-gregory-nu-arab' },
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
