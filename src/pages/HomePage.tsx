import { useTranslation } from 'react-i18next';
import { ContactSection } from '../sections/ContactSection';
import { HighlightsSection } from '../sections/home/HighlightsSection';
import { LatestBlogsSection } from '../sections/home/LatestBlogsSection';
import { ServicesSection } from '../sections/home/ServicesSection';
import { SpecialSection } from '../sections/home/SpecialSection';
import { TechStackSection } from '../sections/home/TechStackSection';
import { PageIntro } from '../sections/PageIntro';
import { TestimonialsSection } from '../sections/TestimonialsSection';

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageIntro
        meta={{ title: t('meta.title'), description: t('meta.description') }}
        hero={{ title: t('hero.title'), subtitle: t('hero.subtitle') }}
        actions={[
          { label: t('hero.primary'), to: { id: 'careers' } },
          { label: t('hero.secondary'), to: { id: 'contact' } },
        ]}
      />
      <ServicesSection />
      <SpecialSection />
      <HighlightsSection />
      <TestimonialsSection />
      <LatestBlogsSection />
      <TechStackSection />
      <ContactSection />
    </>
  );
}
