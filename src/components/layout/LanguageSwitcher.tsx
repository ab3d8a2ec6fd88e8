import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { storeLanguage } from '../../lib/language/languageChoice';
import { useLang } from '../../lib/language/lang';
import { otherLang } from '../../lib/language/languages';
import { switchLanguagePath } from '../../lib/paths';
import { GlobeIcon } from '../icons';

/** Same page, slug and hash in the other language; remembers the choice. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const target = otherLang(useLang());
  return (
    <Link
      to={`${switchLanguagePath(pathname, target)}${search}${hash}`}
      lang={target}
      hrefLang={target}
      title={t('language.switchLabel')}
      onClick={() => storeLanguage(target)}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ${className}`}
    >
      <GlobeIcon className="size-4" />
      {t('language.switchTo')}
    </Link>
  );
}
