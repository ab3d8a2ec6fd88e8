import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../icons';
import { LocalLink } from '../LocalLink';

interface SearchButtonProps {
  /** Opens the search dialog; `from` gets focus back when it closes. */
  onOpen: (from: HTMLElement) => void;
  className?: string;
  /** The visible text; without it, the icon alone (named for assistive tech). */
  showLabel?: boolean;
}

/**
 * A link to the search page that, once the app runs, opens the search dialog instead: before the
 * app has started (or without scripts) it still leads somewhere useful.
 */
export function SearchButton({ onOpen, className = '', showLabel = false }: SearchButtonProps) {
  const { t } = useTranslation();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(event.currentTarget);
  };
  return (
    <LocalLink
      to={{ id: 'search' }}
      onClick={open}
      aria-haspopup="dialog"
      aria-keyshortcuts="/"
      aria-label={showLabel ? undefined : t('nav.search')}
      className={className}
    >
      <SearchIcon className="size-5 shrink-0" />
      {showLabel && <span>{t('nav.search')}</span>}
    </LocalLink>
  );
}
