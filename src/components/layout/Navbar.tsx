import { useTranslation } from 'react-i18next';
import { LocalLink } from '../LocalLink';
import { SearchButton } from '../search/SearchButton';
import { useSearchLauncher } from '../search/SearchLauncher';
import { DesktopNav } from './DesktopNav';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { useNavbarFit } from './useNavbarFit';
import { useNavbarScroll } from './useNavbarScroll';

export function Navbar() {
  const { t } = useTranslation();
  const { scrolled, hidden, reveal } = useNavbarScroll();
  const search = useSearchLauncher();
  const { fit, row, logo, groups, actions } = useNavbarFit();

  // Solid (white, dark text) once scrolled. While the phone menu is open the header is solid and
  // shown whatever the scroll: the menu-open variant (src/styles/index.css) reads that from the
  // menu button's aria-expanded, so the menu's state stays in MobileMenu, and a tap on its button
  // re-renders the menu alone (memo; before the app has started, src/boot.js flips that
  // attribute). The menu's button takes the bar's look from data-scrolled (group/bar).
  //
  // Every label stays on one line. From `xl` the groups are in a row between the logo and the
  // actions when they fit (data-fit, useNavbarFit); otherwise, and below `xl`, they are in the
  // menu. From `lg` the bar keeps search, the languages and Contact Us beside the menu's button.
  const solid = scrolled;
  return (
    <header
      data-scrolled={scrolled}
      data-hidden={hidden}
      data-fit={fit}
      onFocus={reveal}
      className={`group/bar fixed inset-x-0 top-0 z-40 transition-[transform,background-color,box-shadow] duration-300 motion-reduce:transition-none ${
        solid ? 'bg-white text-ink-900 shadow-md' : 'bg-transparent text-white'
      } menu-open:translate-y-0 menu-open:bg-white menu-open:text-ink-900 menu-open:shadow-md ${hidden ? '-translate-y-full' : 'translate-y-0'}`}
    >
      <div
        ref={row}
        className="mx-auto flex h-16 max-w-screen-2xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-18 lg:px-8 xl:gap-6"
      >
        <Logo ref={logo} />
        <DesktopNav solid={solid} listRef={groups} />
        <div ref={actions} className="ms-auto hidden shrink-0 items-center gap-2 lg:flex">
          <SearchButton
            onOpen={search.open}
            className={`grid size-10 shrink-0 place-items-center rounded-full ${solid ? 'text-ink-700 hover:bg-ink-100' : 'text-white hover:bg-white/15'}`}
          />
          <LanguageSwitcher place="bar" className={solid ? 'text-ink-700 hover:bg-ink-100' : 'text-white hover:bg-white/15'} />
          <LocalLink
            to={{ id: 'contact' }}
            className="shrink-0 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-700"
          >
            {t('nav.contact')}
          </LocalLink>
        </div>
        <MobileMenu onSearch={search.open} inRow={fit === 'row'} />
      </div>
      {search.dialog}
    </header>
  );
}
