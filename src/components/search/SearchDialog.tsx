import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CloseIcon } from '../icons';
import { LocalLink } from '../LocalLink';
import { SearchPanel } from './SearchPanel';

/**
 * Search over the page, in a modal <dialog>: the browser keeps focus inside it and makes the page
 * behind it inert; Escape closes it. Following a result (a route change) closes it too. It
 * is in its own chunk, loaded when a visitor first opens search (SearchLauncher).
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('search');
  const ref = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');
  const { key } = useLocation();
  const openedAt = useRef(key);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    // The field, not the close button the browser would pick: a visitor opens search to type.
    dialog.querySelector('input')?.focus();
    return () => dialog.close();
  }, []);
  useEffect(() => {
    if (key !== openedAt.current) onClose();
  }, [key, onClose]);

  return (
    <dialog
      ref={ref}
      aria-label={t('dialog')}
      onClose={onClose}
      // Escape closes search at once, also from a search field with text (which the browser would
      // otherwise only clear).
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-0 mx-auto mt-[max(1rem,8vh)] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-0 text-start text-ink-800 shadow-2xl backdrop:bg-ink-950/60"
    >
      <div className="p-4 sm:p-6">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 className="text-lg font-bold text-ink-900">{t('dialog')}</h2>
          <button
            type="button"
            onClick={onClose}
            className="grid size-11 place-items-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900"
          >
            <CloseIcon className="size-5" />
            <span className="sr-only">{t('close')}</span>
          </button>
        </div>
        <SearchPanel
          query={query}
          onQueryChange={setQuery}
          footer={(searched) => (
            <LocalLink
              to={{ id: 'search', query: { q: searched } }}
              className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t('allResults')}
            </LocalLink>
          )}
        />
      </div>
    </dialog>
  );
}
