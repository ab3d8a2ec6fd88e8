import type { BackendModule } from 'i18next';

type LocaleModule = { default: Record<string, unknown> };
/** One lazy chunk per language and namespace: a page downloads only what it shows. */
// errors.json is bundled with the error screen itself (src/app/ErrorBoundary.tsx); new-post.json
// is the sample text of `npm run new:post`, which no page shows; locales/records/ holds the
// records' facts, which their modules import (src/content/).
const localeLoaders = import.meta.glob<LocaleModule>([
  '../../locales/*/*.json',
  '!../../locales/*/errors.json',
  '!../../locales/*/new-post.json',
  '!../../locales/records/*.json',
]);

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
