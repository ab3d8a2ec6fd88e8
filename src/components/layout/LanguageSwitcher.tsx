import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { storeLanguage } from '../../lib/language/languageChoice';
import { useLang } from '../../lib/language/lang';
import { otherLang } from '../../lib/language/languages';
import { switchLanguagePath } from '../../lib/paths';
import { useHydrated } from '../../lib/useHydrated';
import { GlobeIcon } from '../icons';

/**
 * Same page, slug and hash in the other language; remembers the choice. The other language's page
 * loads as a document of its own (prerendered, with its own fonts and namespaces), not as a route
 * change: a change of language inside the app had to re-render every band of the page in the new
 * language, and a band React had not yet hydrated (further down, src/components/Section.tsx) kept
 * that change from committing, so the page stayed in its old language under the new URL.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const target = otherLang(useLang());
  // The query and fragment go along (a shared link's UTM tags, #overview). The prerendered HTML
  // never has them, so they join the link once the page has hydrated, as an update React applies:
  // an address that differed while hydrating would keep the prerendered one, and the visitor's
  // click would follow it.
  const hydrated = useHydrated();
  return (
    <Link
      to={`${switchLanguagePath(pathname, target)}${hydrated ? `${search}${hash}` : ''}`}
      reloadDocument
      lang={target}
      hrefLang={target}
      title={t('language.switchLabel')}
      onClick={() => storeLanguage(target)}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ${className}`}
    >
      <GlobeIcon className="size-4" />
      {/* In the device's own face for that script (src/styles/index.css), not a downloaded font. */}
      <span className="language-name">{t('language.switchTo')}</span>
    </Link>
  );
}
