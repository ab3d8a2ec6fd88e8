import type { BackendModule } from 'i18next';

type LocaleModule = { default: Record<string, unknown> };
/** One lazy chunk per language and namespace: a page downloads only what it shows. */
const localeLoaders = import.meta.glob<LocaleModule>('../../locales/*/*.json');

export const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = localeLoaders[`../../locales/${lng}/${ns}.json`];
    if (!load) {
      callback(new Error(`No locale file locales/${lng}/${ns}.json`), false);
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (error: Error) => callback(error, false),
    );
  },
};
