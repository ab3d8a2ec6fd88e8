import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MailIcon } from '../../components/icons';
import { EMAIL_HREF, PHONE_HREF, SITE, whatsappHref } from '../../content/site';

const LINK = 'font-medium text-brand-700 underline-offset-4 hover:underline';

export interface Detail {
  key: string;
  label: string;
  value: ReactNode;
}

/**
 * Every way to reach the company, in the footer's order (email, phone, WhatsApp, address), after
 * any details of the document's own (the privacy notice's registered name and number).
 */
export function ContactDetails({ before = [] }: { before?: readonly Detail[] }) {
  const { t } = useTranslation();
  const details: Detail[] = [
    ...before,
    {
      key: 'email',
      label: t('footer.email'),
      value: (
        <a href={EMAIL_HREF} dir="ltr" className={LINK}>
          {SITE.email}
        </a>
      ),
    },
    {
      key: 'phone',
      label: t('footer.phone'),
      value: (
        <a href={PHONE_HREF} dir="ltr" className={LINK}>
          {SITE.phone}
        </a>
      ),
    },
    {
      key: 'whatsapp',
      label: t('whatsapp.label'),
      value: (
        <a href={whatsappHref(t('whatsapp.greeting'))} target="_blank" rel="noopener noreferrer" className={LINK}>
          <span className="sr-only">{t('whatsapp.chat')} </span>
          <span dir="ltr">{SITE.whatsapp}</span>
        </a>
      ),
    },
    { key: 'address', label: t('footer.headquarters'), value: t('footer.address') },
  ];
  return (
    <dl className="mt-6 grid gap-x-8 gap-y-5 rounded-2xl bg-ink-50 p-6 ring-1 ring-ink-900/5 sm:grid-cols-2 sm:p-8">
      {details.map((detail) => (
        <div key={detail.key}>
          <dt className="text-sm font-semibold text-ink-500">{detail.label}</dt>
          <dd className="mt-1 text-base font-medium text-ink-900">{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A request by email: a button with the subject filled in, and the address itself. */
export function RequestLink({ button, subject }: { button: string; subject: string }) {
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
      <a
        href={`${EMAIL_HREF}?subject=${encodeURIComponent(subject)}`}
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-600 px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-brand-700"
      >
        <MailIcon className="size-5" />
        {button}
      </a>
      <a href={EMAIL_HREF} dir="ltr" className={`text-base ${LINK}`}>
        {SITE.email}
      </a>
    </p>
  );
}
