import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, useParams } from 'react-router-dom';
import { getI18n } from '../lib/i18n';
import { LangProvider } from '../lib/language/lang';
import { DEFAULT_LANG, dirOf, isLang, type Lang } from '../lib/language/languages';
import NotFoundPage from '../pages/NotFoundPage';
import { EntryRedirect } from './EntryRedirect';
import { Layout } from './Layout';

/** The one place where language and direction are set for the whole document. */
function LanguageRoot({ lang, children }: { lang: Lang; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dirOf(lang);
  }, [lang]);
  return (
    <I18nextProvider i18n={getI18n(lang)}>
      <LangProvider lang={lang}>
        <Layout>
          <Suspense fallback={null}>{children}</Suspense>
        </Layout>
      </LangProvider>
    </I18nextProvider>
  );
}

/**
 * /en/... and /ar/... render the page in that language. No prefix: pick the language and
 * redirect. Any other first segment (/fr/home, /xx) is the 404 page: the URL decides, not a guess.
 */
export function LangLayout() {
  const { lang } = useParams();
  if (lang === undefined) return <EntryRedirect />;
  if (!isLang(lang)) {
    return (
      <LanguageRoot lang={DEFAULT_LANG}>
        <NotFoundPage />
      </LanguageRoot>
    );
  }
  return (
    <LanguageRoot lang={lang}>
      <Outlet />
    </LanguageRoot>
  );
}
