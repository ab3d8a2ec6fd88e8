import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NAV_GROUPS } from '../../content/navigation';
import { ChevronIcon } from '../icons';
import { LocalLink } from '../LocalLink';

interface DesktopNavProps {
  /** The bar's colours: white text on the page's top, dark once scrolled. */
  solid: boolean;
  /** The list of groups, whose width the bar measures (useNavbarFit). */
  listRef: Ref<HTMLUListElement>;
}

/**
 * Desktop groups: open on hover, on click and from the keyboard. Escape closes the open panel:
 * from inside it, focus returns to its group's button; a panel opened by hover closes wherever
 * focus is, and nothing moves (WCAG 1.4.13: dismissible without moving the pointer or focus).
 *
 * From `xl` (Navbar): in a row, each label on one line. When the bar's fit says the row does not
 * fit (data-fit="menu" on the header) the groups are in the phone menu instead, and this list stays
 * laid out, invisible and out of the flow, so that the bar can tell when it fits again.
 */
export function DesktopNav({ solid, listRef }: DesktopNavProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  // A click on a group that hovering just opened keeps it open; a second click closes it.
  const openedByClick = useRef(false);
  const show = (index: number | null, byClick: boolean) => {
    openedByClick.current = byClick && index !== null;
    setOpen(index);
  };

  useEffect(() => {
    if (open === null) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') show(null, false);
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) show(null, false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape') return;
    show(null, false);
    event.currentTarget.querySelector('button')?.focus();
  };

  return (
    <nav
      aria-label={t('nav.label')}
      className="hidden min-w-0 flex-1 group-data-[fit=menu]/bar:invisible group-data-[fit=menu]/bar:absolute xl:block"
    >
      <ul ref={listRef} className="mx-auto flex w-max items-center gap-0.5 2xl:gap-1">
        {NAV_GROUPS.map((group, index) => {
          const panelId = `${baseId}-${group.key}`;
          const isOpen = open === index;
          return (
            <li
              key={group.key}
              className="relative"
              onMouseEnter={() => open !== index && show(index, false)}
              onMouseLeave={() => show(null, false)}
              onBlur={onBlur}
              onKeyDown={onKeyDown}
            >
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => show(isOpen && openedByClick.current ? null : index, true)}
                className={`flex items-center gap-1 rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap 2xl:px-3 2xl:text-[0.9375rem] ${
                  solid ? 'hover:bg-ink-100' : 'hover:bg-white/15'
                }`}
              >
                {t(`nav.groups.${group.key}`)}
                <ChevronIcon direction="down" className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
              </button>
              <div id={panelId} className={`nav-panel absolute start-0 top-full pt-2 ${isOpen ? 'block' : 'hidden'}`}>
                <ul className="min-w-52 rounded-xl bg-white p-2 text-ink-800 shadow-xl ring-1 ring-ink-900/5">
                  {group.links.map((link) => (
                    <li key={link.key}>
                      <LocalLink
                        to={link.to}
                        onClick={() => show(null, false)}
                        className="block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-brand-50 hover:text-brand-700"
                      >
                        {t(`nav.links.${link.key}`)}
                      </LocalLink>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
