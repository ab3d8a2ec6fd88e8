import { lazy, memo, Suspense, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SITE } from '../content/site';
import { draftStore } from '../lib/contact/draftStore';
import { onNavigationStart } from '../lib/navigationStart';
import { useEarlyDisclosures } from '../lib/useEarlyDisclosures';
import { CONTACT_FORM_HASH, MESSAGE_SENT_HASH } from '../lib/paths';
import { useHydrated } from '../lib/useHydrated';

/*
 * The form's code is a chunk of its own, outside the page's first load, and it loads only when the
 * form is wanted: open (a tap before the app started, the address, a draft left open), about to be
 * opened (the pointer or focus on the toggle), or drawn by a page the app rendered itself. Until
 * then the prerendered form stays as it is (and, without scripts, posts as it is): React hydrates
 * it in a task of its own when the chunk is in, not in the page's hydration. The prerender needs
 * it at once.
 */
let wantForm = () => {};
const formWanted = import.meta.env.SSR
  ? Promise.resolve()
  : new Promise<void>((resolve) => {
      wantForm = resolve;
    });
// A route change (the language switcher among others) reaches the waiting form too: it is wanted
// then, so that the change is not held back by it (src/lib/navigationStart.ts).
if (!import.meta.env.SSR) onNavigationStart(() => wantForm());
const StoredContactForm = lazy(() => formWanted.then(() => import('./contact/StoredContactForm')));
/**
 * The form behind a boundary of its own. memo: the toggle's own updates never reach the boundary
 * while it waits to hydrate (React would drop the prerendered form and draw it anew).
 */
const DeferredForm = memo(function DeferredForm() {
  return (
    <Suspense fallback={null}>
      <StoredContactForm />
    </Suspense>
  );
});

export function ContactFormToggle() {
  const { t } = useTranslation('contact');
  const panelId = useId();
  const { hash } = useLocation();
  const hydrated = useHydrated();
  const ownForm = !SITE.contactFormUrl;
  const stored = useSyncExternalStore(draftStore.subscribe, draftStore.get, draftStore.getServer);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? (hydrated && (hash === `#${CONTACT_FORM_HASH}` || (ownForm && stored.open)));
  const ref = useEarlyDisclosures<HTMLDivElement>(([expanded]) => {
    if (expanded) setToggled(true);
  });

  // Rendered by the app itself (not hydrated from the prerendered page): no form to keep meanwhile.
  const [renderedByApp] = useState(hydrated);
  useEffect(() => {
    if (ownForm && (open || renderedByApp)) wantForm();
  }, [ownForm, open, renderedByApp]);

  // The minimum fill time (spam check) counts from the first time this draft's form showed.
  useEffect(() => {
    if (ownForm && open && stored.startedAt === null) draftStore.set({ ...stored, startedAt: Date.now() });
  }, [ownForm, open, stored]);

  const toggle = () => {
    setToggled(!open);
    if (ownForm) draftStore.set({ ...draftStore.get(), open: !open });
  };

  return (
    <div ref={ref} id={CONTACT_FORM_HASH} className="flex w-full scroll-mt-8 flex-col items-center">
      <button
        type="button"
        data-disclosure=""
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        onPointerEnter={ownForm ? wantForm : undefined}
        onFocus={ownForm ? wantForm : undefined}
        className={`peer inline-flex min-h-12 items-center rounded-full bg-brand-600 px-8 font-semibold text-white shadow-md hover:bg-brand-700 ${ownForm ? 'contact-form-toggle' : ''}`}
      >
        {open ? t('section.hideForm') : t('section.showForm')}
      </button>
      {ownForm && (
        // A form posted without scripts comes back here once stored (the receiver's 303 to
        // #message-sent): the thanks shows by :target alone, with no script to run.
        <div
          id={MESSAGE_SENT_HASH}
          tabIndex={-1}
          className="mt-8 hidden w-full max-w-3xl scroll-mt-24 rounded-2xl bg-white p-6 text-start shadow-sm ring-1 ring-ink-900/5 target:block sm:p-8"
        >
          <h3 className="text-2xl font-bold text-ink-900">{t('section.sentHeading')}</h3>
          <p className="mt-3 text-lg text-ink-600">{t('section.sentBody')}</p>
        </div>
      )}
      <div
        id={panelId}
        className={`mt-8 hidden w-full max-w-3xl peer-aria-expanded:block ${ownForm ? 'contact-form-panel' : ''}`}
      >
        {ownForm ? (
          <DeferredForm />
        ) : (
          open && (
            <iframe
              src={SITE.contactFormUrl}
              title={t('section.formTitle')}
              loading="lazy"
              sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
              referrerPolicy="strict-origin-when-cross-origin"
              className="h-[44rem] w-full rounded-2xl border-0 bg-white shadow-sm ring-1 ring-ink-900/5"
            />
          )
        )}
      </div>
    </div>
  );
}
