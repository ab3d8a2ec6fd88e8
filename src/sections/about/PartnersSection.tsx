import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section';
import { PARTNER_LOGOS } from '../../content/recordImages';
import { PARTNER_IDS } from '../../content/ids';

/** Four partner logo placeholders. */
export function PartnersSection() {
  const { t } = useTranslation('about');
  return (
    <Section heading={t('partners.heading')} subtitle={t('partners.subtitle')}>
      <ul className="grid grid-cols-2 gap-6 md:grid-cols-4">
        {PARTNER_IDS.map((id) => (
          <li key={id} className="grid place-items-center rounded-2xl bg-ink-50 p-6 ring-1 ring-ink-900/5">
            <img
              src={PARTNER_LOGOS[id].src}
              width={PARTNER_LOGOS[id].width}
              height={PARTNER_LOGOS[id].height}
              alt={t(`partners.items.${id}`)}
              loading="lazy"
              className="h-12 w-auto"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
