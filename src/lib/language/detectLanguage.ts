import LanguageDetector from 'i18next-browser-languagedetector';
import { LANG_STORAGE_KEY } from './languageChoice';
import { DEFAULT_LANG, type Lang } from './languages';

/**
 * The first candidate that starts with "ar" or "en" wins; nothing matching means English.
 * Candidates come stored choice first, then the browser's preferred languages in order.
 */
export function pickLanguage(candidates: readonly (string | null | undefined)[]): Lang {
  for (const candidate of candidates) {
    const code = candidate?.trim().toLowerCase() ?? '';
    if (code.startsWith('ar')) return 'ar';
    if (code.startsWith('en')) return 'en';
  }
  return DEFAULT_LANG;
}

function detector(): LanguageDetector {
  // getBestMatchFromCodes makes detect() return every candidate in order rather than only the first.
  const services = { languageUtils: { getBestMatchFromCodes: () => undefined } };
  return new LanguageDetector(services as never, {
    order: ['localStorage', 'navigator'],
    lookupLocalStorage: LANG_STORAGE_KEY,
    caches: ['localStorage'],
  });
}

/** Browser only: stored choice, else navigator languages, else English. Never throws. */
export function detectLanguage(): Lang {
  const lookup = (order?: string[]) => {
    const found = detector().detect(order);
    return pickLanguage(Array.isArray(found) ? found : [found]);
  };
  try {
    return lookup();
  } catch {
    // Storage that throws on access (private modes, blocked cookies): browser languages only.
    try {
      return lookup(['navigator']);
    } catch {
      return DEFAULT_LANG;
    }
  }
}
