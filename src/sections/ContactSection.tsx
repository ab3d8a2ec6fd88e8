import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionLink } from '../components/ActionLink';
import { MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '../components/icons';
import { Section } from '../components/Section';
import { EMAIL_HREF, PHONE_HREF, SITE, whatsappHref } from '../content/site';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-ink-900/5">
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <span className="mt-4 text-sm font-semibold tracking-wide text-ink-500 uppercase">{label}</span>
      <span className="mt-1 text-lg font-semibold text-ink-900">{children}</span>
    </li>
  );
}

/** Address, phone, WhatsApp and email, and a call to action (or, on /contact, the form toggle). */
export function ContactSection({ action }: { action?: ReactNode }) {
  const { t } = useTranslation('contact');
  const { t: tCommon } = useTranslation();
  return (
    <Section heading={t('section.heading')} subtitle={t('section.subtitle')} id="contact">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <Detail icon={<PinIcon className="size-6" />} label={t('section.address')}>
          {t('section.addressValue')}
        </Detail>
        <Detail icon={<PhoneIcon className="size-6" />} label={t('section.phone')}>
          <a href={PHONE_HREF} dir="ltr" className="hover:text-brand-700">
            {SITE.phone}
          </a>
        </Detail>
        <Detail icon={<WhatsAppIcon className="size-6" />} label={tCommon('whatsapp.label')}>
          {/* Named "Chat with us on WhatsApp +966 …" in the page's language; the number reads left to right. */}
          <a
            href={whatsappHref(tCommon('whatsapp.greeting'))}
            target="_blank"
            rel="noopener noreferrer"
            className="hover:text-brand-700"
          >
            <span className="sr-only">{tCommon('whatsapp.chat')} </span>
            <span dir="ltr">{SITE.whatsapp}</span>
          </a>
        </Detail>
        <Detail icon={<MailIcon className="size-6" />} label={t('section.email')}>
          <a href={EMAIL_HREF} dir="ltr" className="hover:text-brand-700">
            {SITE.email}
          </a>
        </Detail>
      </ul>
      <div className="mt-10 flex flex-col items-center gap-4 text-center">
        <p className="max-w-2xl text-lg text-ink-600">{t('section.cta')}</p>
        {action ?? (
          <ActionLink to={{ id: 'contact' }} variant="solid">
            {t('hero.title')}
          </ActionLink>
        )}
      </div>
    </Section>
  );
}
