import { useTranslation } from 'react-i18next';
import { LocalLink } from '../LocalLink';
import { SearchButton } from '../search/SearchButton';
import { useSearchLauncher } from '../search/SearchLauncher';
import { DesktopNav } from './DesktopNav';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { useNavbarScroll } from './useNavbarScroll';

export function Navbar() {
  const { t } = useTranslation();
  const { scrolled, hidden, reveal } = useNavbarScroll();
  const search = useSearchLauncher();

  // Solid (white, dark text) once scrolled. While the phone menu is open the header is solid and
  // shown whatever the scroll: the menu-open variant (src/styles/index.css) reads that from the
  // menu button's aria-expanded, so the menu's state stays in MobileMenu, and a tap on its button
  // re-renders the menu alone (memo; before the app has started, src/boot.js flips that
  // attribute). The menu's button takes the bar's look from data-scrolled (group/bar).
  const solid = scrolled;
  return (
    <header
      data-scrolled={scrolled}
      data-hidden={hidden}
      onFocus={reveal}
      className={`group/bar fixed inset-x-0 top-0 z-40 transition-[transform,background-color,box-shadow] duration-300 motion-reduce:transition-none ${
        solid ? 'bg-white text-ink-900 shadow-md' : 'bg-transparent text-white'
      } menu-open:translate-y-0 menu-open:bg-white menu-open:text-ink-900 menu-open:shadow-md ${hidden ? '-translate-y-full' : 'translate-y-0'}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-18 lg:px-8">
        <Logo />
        <DesktopNav solid={solid} />
        <div className="hidden items-center gap-2 lg:flex">
          <SearchButton
            onOpen={search.open}
            className={`grid size-10 place-items-center rounded-full ${solid ? 'text-ink-700 hover:bg-ink-100' : 'text-white hover:bg-white/15'}`}
          />
          <LanguageSwitcher className={solid ? 'text-ink-700 hover:bg-ink-100' : 'text-white hover:bg-white/15'} />
          <LocalLink
            to={{ id: 'contact' }}
            className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t('nav.contact')}
          </LocalLink>
        </div>
        <MobileMenu onSearch={search.open} />
      </div>
      {search.dialog}
    </header>
  );
}
