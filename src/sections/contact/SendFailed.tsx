import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MailIcon, WhatsAppIcon } from '../../components/icons';

interface Props {
  ref: Ref<HTMLDivElement>;
  /** The email route: a mailto: link holding every field. */
  mailHref: string;
  /** The company's address, shown in the link. */
  email: string;
  /** The WhatsApp route: a wa.me link with the same message typed in. */
  whatsappHref: string;
}

const LINK_CLASS = 'inline-flex flex-wrap items-center gap-x-2 font-semibold text-brand-700 underline underline-offset-2';

/**
 * Sending failed (network down, refused, an error answer, the receiver unable to store it, or the
 * timeout): says so, takes focus, and offers the same message by email or on WhatsApp instead.
 * The fields keep what was typed, for a retry.
 */
export function SendFailed({ ref, mailHref, email, whatsappHref }: Props) {
  const { t } = useTranslation(['contact-form', 'contact']);
  return (
    <div ref={ref} tabIndex={-1} className="mt-6 scroll-mt-12 rounded-lg border-4 border-red-700 p-5">
      <h4 className="text-lg font-bold text-ink-900">{t('contact-form:failed.heading')}</h4>
      <p className="mt-2 text-ink-700">{t('contact-form:failed.body')}</p>
      <ul className="mt-3 space-y-2">
        <li>
          <a href={mailHref} className={LINK_CLASS}>
            <MailIcon className="size-5" />
            {t('contact:section.emailInstead')}
            <span dir="ltr">{email}</span>
          </a>
        </li>
        <li>
          <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
            <WhatsAppIcon className="size-5" />
            {t('contact:section.whatsappInstead')}
          </a>
        </li>
      </ul>
    </div>
  );
}
