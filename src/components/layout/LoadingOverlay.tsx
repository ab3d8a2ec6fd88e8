/**
 * Three-dot loading overlay, floating in the middle of the screen. It covers no content: the
 * prerendered page is readable (and its links usable) from the first paint, behind a small pill.
 * `initial` marks the overlay of the first page load: CSS hides that one on its own after a few
 * seconds, so it can never stay up if scripts fail. It takes no focus and traps nothing; the live
 * region announces "Loading…" politely.
 */
interface Props {
  visible: boolean;
  initial: boolean;
  /** Announced while visible; absent before any language is known. */
  label?: string;
  /** Announced once the overlay is gone (the new page's title after a route change). */
  announcement?: string;
}

export function LoadingOverlay({ visible, initial, label, announcement = '' }: Props) {
  return (
    <>
      <div
        aria-hidden="true"
        data-testid="loading-overlay"
        data-visible={visible}
        // Only as large as its pill, centred: a layer the size of the screen made every frame of the
        // dots' bounce cost the compositor a full screen where it draws in software (half the
        // processor time of the first seconds of a page, measured in headless Chromium).
        className={`loading-overlay pointer-events-none fixed inset-x-0 top-1/2 z-50 mx-auto w-fit -translate-y-1/2 transition-opacity duration-200 motion-reduce:transition-none ${
          visible ? 'opacity-100' : 'invisible opacity-0'
        } ${initial && visible ? 'loading-overlay-initial' : ''}`}
      >
        <div className="flex gap-2 rounded-full bg-white/95 px-5 py-4 shadow-lg ring-1 ring-ink-900/10">
          {[0, 1, 2].map((dot) => (
            <span key={dot} className="loading-dot size-3.5 rounded-full bg-brand-600" />
          ))}
        </div>
      </div>
      {/* Always in the accessibility tree, so screen readers hear each change of state. */}
      <div role="status" aria-live="polite" className="sr-only">
        {visible ? label : announcement}
      </div>
    </>
  );
}
