import type { Lang } from './languages';

/** localStorage key under which the language switcher remembers the visitor's choice. */
export const LANG_STORAGE_KEY = 'lang';

/** Remembers the visitor's choice; silently does nothing where storage is blocked (private modes). */
export function storeLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    /* storage unavailable: the choice is simply not remembered */
  }
}
