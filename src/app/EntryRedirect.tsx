import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LanguageAlternates } from '../components/PageHead';
import { LoadingOverlay } from '../components/layout/LoadingOverlay';
import { getI18n } from '../lib/i18n';
import { DEFAULT_LANG } from '../lib/language/languages';
import { entryTarget, localizedPath } from '../lib/paths';

const home = localizedPath(DEFAULT_LANG, { id: 'home' });

/** Visitors without scripts go to the English home page. */
export function EntryNoscript() {
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`0; url=${home}`} />
    </noscript>
  );
}

/**
 * The entry page's head: the English home page's title and description, and its language
 * alternates. The server has every namespace in memory. The browser, which leaves the page at
 * once, does not load them: it keeps the text the server wrote, so that React owns these tags and
 * replaces them on the way to the page in the visitor's language.
 */
function EntryHead() {
  const i18n = getI18n(DEFAULT_LANG);
  const prerendered = (selector: string, read: (element: Element) => string | null) => {
    const element = typeof document === 'undefined' ? null : document.head.querySelector(selector);
    return element ? (read(element) ?? '') : '';
  };
  const title = i18n.hasLoadedNamespace('home')
    ? i18n.t('meta.titleTemplate', { page: i18n.t('home:meta.title') })
    : prerendered('title', (element) => element.textContent);
  const description = i18n.hasLoadedNamespace('home')
    ? i18n.t('home:meta.description')
    : prerendered('meta[name="description"]', (element) => element.getAttribute('content'));
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <LanguageAlternates path={home} />
    </>
  );
}

/**
 * Unprefixed entry points (/, /home, /services/ai, ...): stored choice, else browser languages,
 * else English; history is replaced so Back still works. Only the overlay shows meanwhile, so
 * no text in the other language can flash.
 */
export function EntryRedirect() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    // The detector is only needed here: it stays out of every page's first-load JS.
    // Should it fail to load, the visitor still leaves the entry page, for the default language.
    void import('../lib/language/detectLanguage')
      .then(
        ({ detectLanguage }) => detectLanguage(),
        () => DEFAULT_LANG,
      )
      .then((lang) => navigate(`${entryTarget(pathname, lang)}${search}${hash}`, { replace: true }));
  }, [navigate, pathname, search, hash]);
  return (
    <>
      <EntryHead />
      <LoadingOverlay visible initial />
    </>
  );
}
