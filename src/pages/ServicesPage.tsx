import { useTranslation } from 'react-i18next';
import { ContactSection } from '../sections/ContactSection';
import { PageIntro } from '../sections/PageIntro';
import { ServiceGrid } from '../sections/services/ServiceGrid';

export default function ServicesPage() {
  const { t } = useTranslation('services');
  return (
    <>
      <PageIntro
        meta={{ title: t('meta.title'), description: t('meta.description') }}
        hero={{ title: t('hero.title'), subtitle: t('hero.subtitle') }}
      />
      <ServiceGrid />
      <ContactSection />
    </>
  );
}
