import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

/** The dialog and everything it needs (Pagefind, the search copy) load once a visitor opens it. */
const SearchDialog = lazy(() => import('./SearchDialog'));

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Opening and closing search: `open(returnTo)` shows the dialog, and closing it gives focus back to
 * `returnTo` (the button that opened it, or the phone menu's button when the menu closed for it).
 * The `/` key opens it from anywhere but a text field.
 */
export function useSearchLauncher() {
  const [isOpen, setOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const open = useCallback((from: HTMLElement | null) => {
    returnTo.current = from;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    const target = returnTo.current;
    // After the dialog is gone: the browser gives focus back to what had it when it opened.
    requestAnimationFrame(() => target?.isConnected && target.checkVisibility() && target.focus());
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typing(event.target)) return;
      event.preventDefault();
      open(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const dialog = isOpen && (
    <Suspense fallback={null}>
      <SearchDialog onClose={close} />
    </Suspense>
  );
  return { open, dialog };
}
