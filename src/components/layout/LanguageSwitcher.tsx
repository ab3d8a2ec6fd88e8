import { Link, useLocation } from 'react-router-dom';
import { storeLanguage } from '../../lib/language/languageChoice';
import { useLang } from '../../lib/language/lang';
import { languageInfo, otherLangs } from '../../lib/language/languages';
import { switchLanguagePath } from '../../lib/paths';
import { useHydrated } from '../../lib/useHydrated';
import { GlobeIcon } from '../icons';

/**
 * A link to the same page, slug and hash in each other language, named in that language (its
 * `nativeName` in src/lib/language/languages.ts); remembers the choice.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  // The query and fragment go along (a shared link's UTM tags, #overview). The prerendered HTML
  // never has them, so they join the link once the page has hydrated, as an update React applies:
  // an address that differed while hydrating would keep the prerendered one in the page (for a
  // link opened in a new tab, or followed before the app runs).
  const hydrated = useHydrated();
  return otherLangs(useLang()).map((target) => (
    <Link
      key={target}
      to={`${switchLanguagePath(pathname, target)}${hydrated ? `${search}${hash}` : ''}`}
      lang={target}
      hrefLang={target}
      onClick={() => storeLanguage(target)}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ${className}`}
    >
      <GlobeIcon className="size-4" />
      {/* In the device's own face for that script (src/styles/index.css), not a downloaded font. */}
      <span className="language-name">{languageInfo(target).nativeName}</span>
    </Link>
  ));
}
