import { useEffect, useEffectEvent, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { storeLanguage } from '../../lib/language/languageChoice';
import { useLang } from '../../lib/language/lang';
import { LANGUAGES, languageInfo, otherLangs, type Lang } from '../../lib/language/languages';
import { switchLanguagePath } from '../../lib/paths';
import { useEarlyDisclosures } from '../../lib/useEarlyDisclosures';
import { useHydrated } from '../../lib/useHydrated';
import { CheckIcon, ChevronIcon, GlobeIcon } from '../icons';

interface LanguageSwitcherProps {
  /** Where it sits: the bar (its list drops down under the button) or the phone menu (its list opens in place). */
  place: 'bar' | 'menu';
  /** The button's or the link's colours, which follow the bar's. */
  className?: string;
}

/**
 * The same page, slug and hash in another language, each language named in itself (its
 * `nativeName` in src/lib/language/languages.ts); following one remembers the choice.
 *
 * With one other language, a link to it: one tap, and its name says where it leads. With more, one
 * button that shows and hides the list of them (the WAI-ARIA disclosure navigation pattern), so
 * that the bar keeps its width however long the list grows.
 */
export function LanguageSwitcher({ place, className = '' }: LanguageSwitcherProps) {
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  // The query and fragment go along (a shared link's UTM tags, #overview). The prerendered HTML
  // never has them, so they join the link once the page has hydrated, as an update React applies:
  // an address that differed while hydrating would keep the prerendered one in the page (for a
  // link opened in a new tab, or followed before the app runs).
  const hydrated = useHydrated();
  const hrefOf = (target: Lang) => `${switchLanguagePath(pathname, target)}${hydrated ? `${search}${hash}` : ''}`;
  const others = otherLangs(lang);
  if (others.length > 1) return <LanguageList lang={lang} hrefOf={hrefOf} place={place} className={className} />;
  return others.map((target) => (
    <Link
      key={target}
      to={hrefOf(target)}
      lang={target}
      hrefLang={target}
      onClick={() => storeLanguage(target)}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${className}`}
    >
      <GlobeIcon className="size-4 shrink-0" />
      {/* In the device's own face for that script (src/styles/index.css), not a downloaded font. */}
      <span className="language-name">{languageInfo(target).nativeName}</span>
    </Link>
  ));
}

interface LanguageListProps extends LanguageSwitcherProps {
  lang: Lang;
  hrefOf: (target: Lang) => string;
}

/**
 * Every language of the list behind one button that names the page's own. Enter or Space opens
 * and closes it; Escape closes it and, from inside, gives focus back to the button; so does a tap
 * or a click elsewhere, or focus leaving it. While it is open the arrow keys, Home and End move
 * between its links. Before the app has started the button already opens and closes it
 * (src/boot.js flips its aria-expanded, and the CSS follows).
 */
function LanguageList({ lang, hrefOf, place, className = '' }: LanguageListProps) {
  const { t } = useTranslation();
  const listId = useId();
  // The list belongs to the location it was opened at: following one of its links closes it.
  const { key: locationKey } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === locationKey;
  const setOpen = (next: boolean) => setOpenAt(next ? locationKey : null);
  const ref = useEarlyDisclosures<HTMLDivElement>(([expanded = false]) => setOpen(expanded));
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const closeFromEffect = useEffectEvent(close);

  useEffect(() => {
    const root = ref.current;
    if (!open || !root) return;
    // Escape with focus elsewhere (the list opened by a click, the pointer gone): it closes, and
    // focus stays where it is. From inside, onKeyDown below answers first (React listens on the
    // document too, from before this list opened) and marks the key as used.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeFromEffect(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root.contains(event.target))) closeFromEffect(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, ref]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      // Only the list closes: the phone menu around it stays open for a second Escape.
      event.preventDefault();
      close(true);
      return;
    }
    const all = [...(listRef.current?.querySelectorAll('a') ?? [])];
    const at = all.findIndex((link) => link === document.activeElement);
    const next = {
      ArrowDown: all[(at + 1) % all.length],
      ArrowUp: all[at <= 0 ? all.length - 1 : at - 1],
      Home: all[0],
      End: all[all.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close(false);
  };

  const inBar = place === 'bar';
  return (
    <div ref={ref} className={inBar ? 'relative shrink-0' : 'w-full'} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        data-disclosure=""
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className={`peer group flex items-center gap-1.5 font-semibold whitespace-nowrap ${
          inBar ? 'rounded-full px-3 py-1.5 text-sm' : 'min-h-12 w-full rounded-xl px-4 text-base'
        } ${className}`}
      >
        <GlobeIcon className={`${inBar ? 'size-4' : 'size-5'} shrink-0`} />
        <span className="sr-only">{t('nav.language')} </span>
        <span dir={languageInfo(lang).dir} className={inBar ? '' : 'flex-1 text-start'}>
          {languageInfo(lang).nativeName}
        </span>
        <ChevronIcon direction="down" className="size-4 shrink-0 transition-transform group-aria-expanded:rotate-180" />
      </button>
      <ul
        ref={listRef}
        id={listId}
        className={`hidden peer-aria-expanded:block ${
          inBar
            ? 'absolute end-0 top-full z-10 mt-2 min-w-48 rounded-xl bg-white p-2 text-ink-800 shadow-xl ring-1 ring-ink-900/5'
            : 'mt-1 px-1 text-ink-800'
        }`}
      >
        {LANGUAGES.map((code) => {
          const current = code === lang;
          return (
            <li key={code}>
              <Link
                to={hrefOf(code)}
                lang={code}
                hrefLang={code}
                aria-current={current ? 'true' : undefined}
                onClick={() => storeLanguage(code)}
                className={`flex items-center justify-between gap-4 rounded-lg px-3 font-medium whitespace-nowrap hover:bg-brand-50 hover:text-brand-700 ${
                  inBar ? 'py-2 text-sm' : 'min-h-11 text-base'
                } ${current ? 'text-brand-700' : ''}`}
              >
                {/* In the device's own face for that script (src/styles/index.css), not a downloaded font. */}
                <span dir={languageInfo(code).dir} className="language-name">
                  {languageInfo(code).nativeName}
                </span>
                {current && <CheckIcon className="size-4 shrink-0" />}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
