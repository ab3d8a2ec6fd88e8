import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section';
import { ServiceCard } from '../../components/ServiceCard';
import { SERVICES } from '../../content/services';

/** Every service as a card, on /services. */
export function ServiceGrid() {
  const { t } = useTranslation('services');
  return (
    <Section heading={t('list.heading', { count: SERVICES.length })} subtitle={t('list.subtitle')} tone="tint">
      <ul className="flex flex-wrap justify-center gap-6">
        {SERVICES.map((service) => (
          <li key={service.slug}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
