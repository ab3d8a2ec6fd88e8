import { useTranslation } from 'react-i18next';
import { EMAIL_HREF, PHONE_HREF, SITE, type SocialNetwork } from '../../content/site';
import { SPEC } from '../../lib/constants';
import { useLang } from '../../lib/language/lang';
import { localizedPath } from '../../lib/paths';
import { organization } from '../../lib/structuredData';
import { JsonLd } from '../JsonLd';
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from '../icons';
import { Logo } from './Logo';

const NETWORKS = Object.keys(SITE.social) as SocialNetwork[];

export function Footer() {
  const { t } = useTranslation();
  const lang = useLang();
  const company = organization(SITE.origin, {
    name: t('brand.name'),
    homePath: localizedPath(lang, { id: 'home' }),
    email: SITE.email,
    telephone: SITE.phone,
    sameAs: Object.values(SITE.social),
  });
  return (
    <footer className="bg-ink-950 text-ink-300">
      {/* The company whose contact details the footer shows, as schema.org data (every page). */}
      <JsonLd data={company} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8">
        <div className="max-w-md">
          <Logo light />
          <p className="mt-4 leading-relaxed">{t('brand.tagline')}</p>
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
        <div>
          <h2 className="text-lg font-semibold text-white">{t('footer.contactTitle')}</h2>
          <dl className="mt-4 space-y-4">
            <div className="flex gap-3">
              <dt>
                <MailIcon className="mt-1 size-5 text-brand-300" />
                <span className="sr-only">{t('footer.email')}</span>
              </dt>
              <dd>
                <a href={EMAIL_HREF} dir="ltr" className="hover:text-white">
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
                <a href={PHONE_HREF} dir="ltr" className="hover:text-white">
                  {SITE.phone}
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
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm sm:px-6 lg:px-8">
          {t('footer.copyright', { year: SPEC.footer.copyrightYear })}
        </p>
      </div>
    </footer>
  );
}
