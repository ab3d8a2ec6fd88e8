import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { MailIcon } from '../components/icons';
import { EMAIL_HREF, SITE } from '../content/site';
import { CONTACT_FORM_HASH } from '../lib/paths';
import { useHydrated } from '../lib/useHydrated';

/**
 * 'Fill Out Our Contact Form' / 'Hide Contact Form' shows or hides the embedded external form
 * (lazy, sandboxed, titled). /contact-form and /contact#contact-form open it. With no form URL
 * configured, the panel offers email instead.
 */
export function ContactFormToggle() {
  const { t } = useTranslation('contact');
  const panelId = useId();
  const { hash } = useLocation();
  const [toggled, setToggled] = useState<boolean | null>(null);
  const hydrated = useHydrated();
  const open = toggled ?? (hydrated && hash === `#${CONTACT_FORM_HASH}`);

  return (
    <div id={CONTACT_FORM_HASH} className="flex w-full scroll-mt-24 flex-col items-center">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setToggled(!open)}
        className="inline-flex min-h-12 items-center rounded-full bg-brand-600 px-8 font-semibold text-white shadow-md hover:bg-brand-700"
      >
        {open ? t('section.hideForm') : t('section.showForm')}
      </button>
      <div id={panelId} hidden={!open} className="mt-8 w-full max-w-3xl">
        {open &&
          (SITE.contactFormUrl ? (
            <iframe
              src={SITE.contactFormUrl}
              title={t('section.formTitle')}
              loading="lazy"
              sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
              referrerPolicy="strict-origin-when-cross-origin"
              className="h-[44rem] w-full rounded-2xl border-0 bg-white shadow-sm ring-1 ring-ink-900/5"
            />
          ) : (
            <div className="rounded-2xl bg-ink-50 p-8 text-center ring-1 ring-ink-900/5">
              <a
                href={EMAIL_HREF}
                className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
              >
                <MailIcon className="size-5" />
                {t('section.emailInstead')}
                <span dir="ltr" className="text-ink-600">
                  {SITE.email}
                </span>
              </a>
            </div>
          ))}
      </div>
    </div>
  );
}
