import LanguageDetector from 'i18next-browser-languagedetector';
import { LANG_STORAGE_KEY } from './languageChoice';
import { DEFAULT_LANG, LANGUAGES, type Lang } from './languages';

/**
 * The site's language for one candidate tag ("ar-SA", "en_GB", "AR"): the longest code of
 * LANGUAGES that is the tag or a prefix of it ("ar" for "ar-SA"), else one with the same primary
 * language ("en" for "en-XA" when only "en" is published).
 */
function matchLanguage(candidate: string): Lang | undefined {
  const tag = candidate.trim().toLowerCase().replace(/_/g, '-');
  if (!tag) return undefined;
  const prefixed = LANGUAGES.filter((lang) => tag === lang || tag.startsWith(`${lang}-`));
  if (prefixed.length) return prefixed.reduce((a, b) => (b.length > a.length ? b : a));
  const primary = tag.split('-')[0];
  return LANGUAGES.find((lang) => lang.split('-')[0] === primary);
}

/**
 * The first candidate that matches a language of the site wins; nothing matching means the default.
 * Candidates come stored choice first, then the browser's preferred languages in order.
 */
export function pickLanguage(candidates: readonly (string | null | undefined)[]): Lang {
  for (const candidate of candidates) {
    const found = candidate ? matchLanguage(candidate) : undefined;
    if (found) return found;
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

/** Browser only: stored choice, else navigator languages, else the default language. Never throws. */
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
