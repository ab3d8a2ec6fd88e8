import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SITE } from '../content/site';
import { draftStore } from '../lib/contactForm';
import { useEarlyDisclosures } from '../lib/useEarlyDisclosures';
import { CONTACT_FORM_HASH } from '../lib/paths';
import { useHydrated } from '../lib/useHydrated';
import { ContactForm } from './contact/ContactForm';

/**
 * 'Fill Out Our Contact Form' / 'Hide Contact Form' shows or hides the contact form: the embedded
 * external one when SITE.contactFormUrl is set (lazy, sandboxed, titled), else the site's own
 * (./contact/ContactForm). /contact-form and /contact#contact-form open it.
 *
 * The site's own form is in the prerendered page, shown from the button's aria-expanded alone (so
 * src/boot.js can open it before the app has started) and always without scripts
 * (public/noscript.css): it then posts as a plain HTML form, or, with no endpoint to post to,
 * gives way to the email address. What the visitor types is kept above
 * the toggle, in draftStore (sessionStorage where it works): closing the form, switching language
 * or leaving the page and coming back loses nothing.
 */
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
        className={`peer inline-flex min-h-12 items-center rounded-full bg-brand-600 px-8 font-semibold text-white shadow-md hover:bg-brand-700 ${ownForm ? 'contact-form-toggle' : ''}`}
      >
        {open ? t('section.hideForm') : t('section.showForm')}
      </button>
      <div
        id={panelId}
        className={`mt-8 hidden w-full max-w-3xl peer-aria-expanded:block ${ownForm ? 'contact-form-panel' : ''}`}
      >
        {ownForm ? (
          <ContactForm
            endpoint={SITE.contactEndpoint}
            email={SITE.email}
            draft={stored.draft}
            startedAt={stored.startedAt}
            onChange={(draft) => draftStore.set({ ...draftStore.get(), draft })}
            onSent={() => draftStore.clear()}
          />
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
