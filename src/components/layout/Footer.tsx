import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FOOTER_LINKS } from '../../content/navigation';
import { EMAIL_HREF, PHONE_HREF, SITE, whatsappHref, type SocialNetwork } from '../../content/site';
import { SPEC } from '../../lib/constants';
import { useLang } from '../../lib/language/lang';
import { localizedPath } from '../../lib/paths';
import { organization } from '../../lib/structuredData';
import { JsonLd } from '../JsonLd';
import { LocalLink } from '../LocalLink';
import { MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '../icons';
import { SocialIcon } from '../recordIcons';
import { Logo } from './Logo';

const NETWORKS = Object.keys(SITE.social) as SocialNetwork[];

/** The links to the privacy notice and the accessibility statement, under the columns. */
const DOCUMENT_LINK =
  'font-medium text-ink-200 underline decoration-ink-500 underline-offset-4 transition-colors hover:text-white hover:decoration-white';

/**
 * Spec §Footer (logo, name and tagline, social icons, Contact Us, copyright), plus quick links to
 * the main pages, WhatsApp in Contact Us, the privacy notice, the accessibility statement and the
 * company's registration numbers.
 */
export function Footer() {
  const { t } = useTranslation();
  const lang = useLang();
  const quickLinksId = useId();
  const company = organization(SITE.origin, {
    name: t('brand.name'),
    homePath: localizedPath(lang, { id: 'home' }),
    email: SITE.email,
    telephone: SITE.phone,
    sameAs: Object.values(SITE.social),
  });
  const registration = [
    { key: 'unifiedNumber', label: t('footer.unifiedNumber'), value: SITE.unifiedNumber },
    { key: 'vatNumber', label: t('footer.vatNumber'), value: SITE.vatNumber },
  ];
  return (
    <footer className="bg-ink-950 text-ink-300">
      {/* The company whose contact details the footer shows, as schema.org data (every page). */}
      <JsonLd data={company} />
      <div className="mx-auto grid max-w-7xl gap-x-8 gap-y-12 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:px-8 lg:py-16">
        <div className="md:col-span-2 lg:col-span-4">
          <Logo light />
          <p className="mt-4 max-w-sm leading-relaxed">{t('brand.tagline')}</p>
          <h2 className="sr-only">{t('footer.socialTitle')}</h2>
          <ul className="mt-6 flex gap-3">
            {NETWORKS.map((network) => (
              <li key={network}>
                <a
                  href={SITE.social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`footer.social.${network}`)}
                  className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-600"
                >
                  <SocialIcon network={network} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby={quickLinksId} className="lg:col-span-3 lg:col-start-6">
          <h2 id={quickLinksId} className="text-lg font-semibold text-white">
            {t('footer.quickLinksTitle')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:max-w-xs md:max-w-none">
            {FOOTER_LINKS.map((link) => (
              <li key={link.key}>
                <LocalLink to={link.to} className="transition-colors hover:text-white">
                  {t(`footer.links.${link.key}`)}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="lg:col-span-4">
          <h2 className="text-lg font-semibold text-white">{t('footer.contactTitle')}</h2>
          <dl className="mt-4 space-y-3.5">
            <div className="flex gap-3">
              <dt>
                <MailIcon className="mt-1 size-5 text-brand-300" />
                <span className="sr-only">{t('footer.email')}</span>
              </dt>
              <dd>
                <a href={EMAIL_HREF} dir="ltr" className="transition-colors hover:text-white">
                  {SITE.email}
                </a>
              </dd>
            </div>
            <div className="flex gap-3">
              <dt>
                <PhoneIcon className="mt-1 size-5 text-brand-300" />
                <span className="sr-only">{t('footer.phone')}</span>
              </dt>
              <dd>
                <a href={PHONE_HREF} dir="ltr" className="transition-colors hover:text-white">
                  {SITE.phone}
                </a>
              </dd>
            </div>
            <div className="flex gap-3">
              <dt>
                <WhatsAppIcon className="mt-1 size-5 text-brand-300" />
                <span className="sr-only">{t('whatsapp.label')}</span>
              </dt>
              <dd>
                <a
                  href={whatsappHref(t('whatsapp.greeting'))}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="transition-colors hover:text-white"
                >
                  <span className="sr-only">{t('whatsapp.chat')} </span>
                  <span dir="ltr">{SITE.whatsapp}</span>
                </a>
              </dd>
            </div>
            <div className="flex gap-3">
              <dt>
                <PinIcon className="mt-1 size-5 text-brand-300" />
                <span className="sr-only">{t('footer.headquarters')}</span>
              </dt>
              <dd>{t('footer.address')}</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-ink-400 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:gap-8 lg:px-8">
          <p>{t('footer.copyright', { year: SPEC.footer.copyrightYear })}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
            <LocalLink to={{ id: 'privacy' }} className={DOCUMENT_LINK}>
              {t('footer.privacy')}
            </LocalLink>
            <LocalLink to={{ id: 'accessibility' }} className={DOCUMENT_LINK}>
              {t('footer.accessibility')}
            </LocalLink>
            <dl className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
              {registration.map((entry) => (
                <div key={entry.key} className="flex gap-1.5">
                  <dt className="after:content-[':']">{entry.label}</dt>
                  <dd dir="ltr" className="text-ink-300 tabular-nums">
                    {entry.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </footer>
  );
}
