import i18next, { type CustomTypeOptions, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from './language/languages';
import { lazyLocales } from './localeBackend';

/**
 * Namespaces by area; every page loads `common` plus its own. Their one list is `resources` in
 * src/i18next.d.ts (English is the source of the keys); src/content/schemas.ts has a schema for each.
 */
export type Namespace = keyof CustomTypeOptions['resources'];
/** useTranslation() without a namespace; every page loads it (src/i18next.d.ts names it for the types). */
const DEFAULT_NS: CustomTypeOptions['defaultNS'] = 'common';

const instances = new Map<Lang, I18n>();

/**
 * One i18next instance per language, so the language always comes from the URL and two
 * languages never share mutable state. With `resources` (prerender) everything is in memory;
 * otherwise namespaces load lazily from locales/.
 */
export function getI18n(lang: Lang, resources?: Resource): I18n {
  const existing = instances.get(lang);
  if (existing) return existing;
  const instance = i18next.createInstance();
  if (!resources) instance.use(lazyLocales);
  void instance.use(initReactI18next).init({
    lng: lang,
    supportedLngs: [lang],
    // Codes stay as the list writes them (lower case, "en-xa"): i18next would otherwise rewrite a
    // region to upper case and look for resources under a code no folder has.
    lowerCaseLng: true,
    // No fallback: a missing Arabic string must show up, not be papered over with English.
    fallbackLng: false,
    ns: [DEFAULT_NS],
    defaultNS: DEFAULT_NS,
    resources,
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true, bindI18nStore: 'added' },
    returnNull: false,
  });
  instances.set(lang, instance);
  return instance;
}

/** Whether the language's i18next instance exists yet (getI18n makes it). */
export function hasI18n(lang: Lang): boolean {
  return instances.has(lang);
}

/** Loads the namespaces a page needs before it renders (used before hydration). */
export function loadNamespaces(lang: Lang, namespaces: readonly Namespace[]): Promise<void> {
  return getI18n(lang).loadNamespaces([DEFAULT_NS, ...namespaces]);
}
