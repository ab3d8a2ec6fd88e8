import { memo, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NAV_GROUPS } from '../../content/navigation';
import { useEarlyDisclosures } from '../../lib/useEarlyDisclosures';
import { ChevronIcon, CloseIcon, MenuIcon } from '../icons';
import { LocalLink } from '../LocalLink';
import { SearchButton } from '../search/SearchButton';
import { LanguageSwitcher } from './LanguageSwitcher';

interface MobileMenuProps {
  /** Opens search; the menu closes for it, and its button has focus once search closes. */
  onSearch: (returnTo: HTMLElement | null) => void;
  /** The bar shows the groups in its row (useNavbarFit): the menu is not shown, and closes. */
  inRow: boolean;
}

/**
 * Below `xl`, or wherever the bar's row cannot take the groups (Navbar): a toggle opens collapsible
 * groups, one open at a time. From `lg` the bar itself keeps search, the languages and Contact Us,
 * so the menu holds the groups alone there. What shows follows each
 * button's aria-expanded alone, so the toggle and the groups answer a tap before the app has
 * started (src/boot.js).
 *
 * While it is open the menu covers the page, so the rest of the page is inert (WCAG 2.4.11: focus
 * never lands on what the menu hides): Tab and Shift+Tab go round the bar (the logo, the button,
 * the menu). Escape closes it and gives focus back to its button; a tap outside the bar closes it
 * (from `lg`, outside the menu);
 * so does a window grown until the groups fit in the bar's row (where the menu is not shown).
 */
export const MobileMenu = memo(function MobileMenu({ onSearch, inRow }: MobileMenuProps) {
  const { t } = useTranslation();
  const baseId = useId();
  // The menu belongs to the location it was opened at: any navigation closes it, including a
  // link to the page already shown. Its state lives here, so that a tap on the button re-renders
  // the menu and nothing else of the bar (the bar's look follows the button, src/styles/index.css).
  const { key: locationKey } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === locationKey;
  const onOpenChange = (next: boolean) => setOpenAt(next ? locationKey : null);
  const [openGroup, setOpenGroup] = useState<number | null>(null);
  const ref = useEarlyDisclosures<HTMLDivElement>(([menu = false, ...buttons]) => {
    onOpenChange(menu);
    // The groups' buttons, in order; the language list's button, if any, comes after them.
    const group = buttons.slice(0, NAV_GROUPS.length).indexOf(true);
    setOpenGroup(group === -1 ? null : group);
  });
  const menuId = `${baseId}-menu`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useEffectEvent((returnFocus: boolean) => {
    onOpenChange(false);
    if (returnFocus) toggleRef.current?.focus();
  });

  useEffect(() => {
    const bar = toggleRef.current?.closest('header');
    if (!open || !bar?.parentElement) return;
    // The bar's siblings: the skip link, main, the footer, the WhatsApp button; not the live region
    // of the loading overlay, which must announce the next page when a link here is followed.
    const covered = [...bar.parentElement.children].filter(
      (element): element is HTMLElement =>
        element !== bar && element instanceof HTMLElement && !element.inert && !element.matches('[aria-live]'),
    );
    for (const element of covered) element.inert = true;
    const onKeyDown = (event: KeyboardEvent) => {
      // Not an Escape a control inside has used (the languages' list closing first).
      if (event.key === 'Escape' && !event.defaultPrevented) close(true);
    };
    // From `lg` the bar beside the menu has controls of its own (search, the languages, Contact
    // Us): using one of them closes the menu, so that two panels never open over each other.
    // Below, the bar holds the logo and this button alone, and focus goes round it with the menu open.
    const wide = window.matchMedia('(min-width: 64rem)');
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && (wide.matches ? ref.current : bar)?.contains(target));
    const onPointerDown = (event: PointerEvent) => outside(event.target) && close(false);
    const onFocusIn = (event: FocusEvent) => wide.matches && outside(event.target) && close(false);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    bar.addEventListener('focusin', onFocusIn);
    return () => {
      for (const element of covered) element.inert = false;
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      bar.removeEventListener('focusin', onFocusIn);
    };
  }, [open, ref]);

  useEffect(() => {
    if (open && inRow) close(false);
  }, [open, inRow]);

  return (
    <div ref={ref} className="mobile-menu-wrap shrink-0 lg:relative xl:hidden xl:group-data-[fit=menu]/bar:block">
      <button
        ref={toggleRef}
        type="button"
        data-disclosure=""
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('nav.menuToggle')}
        onClick={() => onOpenChange(!open)}
        className="mobile-menu-toggle peer group grid size-11 place-items-center rounded-lg not-aria-expanded:group-data-[scrolled=false]/bar:hover:bg-white/15 group-data-[scrolled=true]/bar:hover:bg-ink-100 aria-expanded:hover:bg-ink-100"
      >
        <MenuIcon className="size-6 group-aria-expanded:hidden" />
        <CloseIcon className="hidden size-6 group-aria-expanded:block" />
      </button>
      <nav
        id={menuId}
        aria-label={t('nav.mobileMenu')}
        className="mobile-menu absolute inset-x-0 top-full hidden max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-100 bg-white px-4 pt-2 pb-6 text-ink-900 shadow-lg peer-aria-expanded:block lg:inset-x-auto lg:end-0 lg:mt-3 lg:max-h-[calc(100dvh-6rem)] lg:w-96 lg:rounded-2xl lg:border lg:px-5 lg:pt-1 lg:pb-2 lg:shadow-xl"
      >
        <SearchButton
          onOpen={() => {
            onOpenChange(false);
            onSearch(toggleRef.current);
          }}
          showLabel
          className="mt-2 mb-3 flex min-h-12 items-center gap-3 rounded-xl bg-ink-50 px-4 text-base text-ink-600 ring-1 ring-ink-200 hover:bg-ink-100 lg:hidden"
        />
        <ul data-one-open="">
          {NAV_GROUPS.map((group, index) => {
            const panelId = `${baseId}-${group.key}`;
            const isOpen = openGroup === index;
            return (
              <li key={group.key} className="border-b border-ink-100 lg:last:border-b-0">
                <button
                  type="button"
                  data-disclosure=""
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setOpenGroup(isOpen ? null : index)}
                  className="peer group flex w-full items-center justify-between gap-3 py-3.5 text-start text-base font-semibold"
                >
                  {t(`nav.groups.${group.key}`)}
                  <ChevronIcon direction="down" className="size-5 transition-transform group-aria-expanded:rotate-180" />
                </button>
                <ul id={panelId} className="mobile-group hidden pb-3 peer-aria-expanded:block">
                  {group.links.map((link) => (
                    <li key={link.key}>
                      <LocalLink
                        to={link.to}
                        className="block rounded-lg px-3 py-2.5 text-ink-700 hover:bg-brand-50 hover:text-brand-700"
                      >
                        {t(`nav.links.${link.key}`)}
                      </LocalLink>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 lg:hidden">
          <LanguageSwitcher place="menu" className="text-ink-700 ring-1 ring-ink-200 hover:bg-ink-100" />
          <LocalLink
            to={{ id: 'contact' }}
            className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-700"
          >
            {t('nav.contact')}
          </LocalLink>
        </div>
      </nav>
    </div>
  );
});
