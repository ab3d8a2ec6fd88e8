import { useTranslation } from 'react-i18next';
import { ClaimsSection } from '../sections/about/ClaimsSection';
import { JourneySection } from '../sections/about/JourneySection';
import { PartnersSection } from '../sections/about/PartnersSection';
import { ContactSection } from '../sections/ContactSection';
import { PageIntro } from '../sections/PageIntro';
import { LeadershipSection } from '../sections/team/LeadershipSection';
import { TestimonialsSection } from '../sections/TestimonialsSection';

export default function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <>
      <PageIntro
        meta={{ title: t('meta.title'), description: t('meta.description') }}
        hero={{ title: t('hero.title'), subtitle: t('hero.subtitle') }}
      />
      <JourneySection />
      <ClaimsSection />
      <LeadershipSection heading={t('leadership.heading')} subtitle={t('leadership.subtitle')} />
      <TestimonialsSection />
      <PartnersSection />
      <ContactSection />
    </>
  );
}
