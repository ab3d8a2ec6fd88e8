import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAV_GROUPS } from '../../content/navigation';
import { useEarlyDisclosures } from '../../lib/useEarlyDisclosures';
import { ChevronIcon, CloseIcon, MenuIcon } from '../icons';
import { LocalLink } from '../LocalLink';
import { LanguageSwitcher } from './LanguageSwitcher';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  solid: boolean;
}

/**
 * Small screens: a toggle opens collapsible groups, one open at a time. What shows follows each
 * button's aria-expanded alone, so the toggle and the groups answer a tap before the app has
 * started (src/boot.js).
 */
export function MobileMenu({ open, onOpenChange, solid }: Props) {
  const { t } = useTranslation();
  const baseId = useId();
  const [openGroup, setOpenGroup] = useState<number | null>(null);
  const ref = useEarlyDisclosures<HTMLDivElement>(([menu = false, ...groups]) => {
    onOpenChange(menu);
    const group = groups.indexOf(true);
    setOpenGroup(group === -1 ? null : group);
  });
  const menuId = `${baseId}-menu`;

  return (
    <div ref={ref} className="mobile-menu-wrap lg:hidden">
      <button
        type="button"
        data-disclosure=""
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('nav.menuToggle')}
        onClick={() => onOpenChange(!open)}
        className={`mobile-menu-toggle peer group grid size-11 place-items-center rounded-lg ${solid ? 'hover:bg-ink-100' : 'hover:bg-white/15'}`}
      >
        <MenuIcon className="size-6 group-aria-expanded:hidden" />
        <CloseIcon className="hidden size-6 group-aria-expanded:block" />
      </button>
      <nav
        id={menuId}
        aria-label={t('nav.mobileMenu')}
        className="mobile-menu absolute inset-x-0 top-full hidden max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-100 bg-white px-4 pt-2 pb-6 text-ink-900 shadow-lg peer-aria-expanded:block"
      >
        <ul data-one-open="">
          {NAV_GROUPS.map((group, index) => {
            const panelId = `${baseId}-${group.key}`;
            const isOpen = openGroup === index;
            return (
              <li key={group.key} className="border-b border-ink-100">
                <button
                  type="button"
                  data-disclosure=""
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setOpenGroup(isOpen ? null : index)}
                  className="peer group flex w-full items-center justify-between py-3.5 text-start text-base font-semibold"
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
        <div className="mt-5 flex items-center justify-between gap-3">
          <LanguageSwitcher className="text-ink-700 ring-1 ring-ink-200 hover:bg-ink-100" />
          <LocalLink
            to={{ id: 'contact' }}
            className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('nav.contact')}
          </LocalLink>
        </div>
      </nav>
    </div>
  );
}
