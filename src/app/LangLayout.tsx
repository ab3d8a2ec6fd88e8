import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, useParams } from 'react-router-dom';
import { getI18n } from '../lib/i18n';
import { LangProvider } from '../lib/language/lang';
import { DEFAULT_LANG, isLang, type Lang } from '../lib/language/languages';
import NotFoundPage from '../pages/NotFoundPage';
import { Document } from './Document';
import { ENTRY_PAGE } from './entryPage';
import { Layout } from './Layout';

/** A page in one language: its translations and the layout around it. */
function LanguageRoot({ lang, children }: { lang: Lang; children: ReactNode }) {
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
 * /en/... and /ar/... render the page in that language. No prefix: the entry page, with a link to
 * the page in each language, picks the language and redirects. Any other first segment (/fr/home,
 * /xx) is the 404 page: the URL decides, not a guess.
 * The document stays the same element through every change of route or language: React keeps
 * <html> (and what scripts set on it) and only updates its `lang` and `dir`.
 */
export function LangLayout() {
  const { lang } = useParams();
  if (lang === undefined) {
    return (
      <Document lang={DEFAULT_LANG}>
        <ENTRY_PAGE.page.Component />
      </Document>
    );
  }
  return (
    <Document lang={isLang(lang) ? lang : DEFAULT_LANG}>
      <LanguageRoot lang={isLang(lang) ? lang : DEFAULT_LANG}>{isLang(lang) ? <Outlet /> : <NotFoundPage />}</LanguageRoot>
    </Document>
  );
}
