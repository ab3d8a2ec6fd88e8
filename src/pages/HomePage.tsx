import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Held } from '../components/Held';
import { ServicesSection } from '../sections/home/ServicesSection';
import { PageIntro } from '../sections/PageIntro';

// The bands below the services, each with its code and namespace loaded once it comes near the
// screen (src/components/Held.tsx): a phone that opens the home page and reads the first screen
// downloads none of them. Until then they are as prerendered; their links work.
const SpecialSection = lazy(() => import('../sections/home/SpecialSection').then((m) => ({ default: m.SpecialSection })));
const HighlightsSection = lazy(() =>
  import('../sections/home/HighlightsSection').then((m) => ({ default: m.HighlightsSection })),
);
const TestimonialsSection = lazy(() =>
  import('../sections/TestimonialsSection').then((m) => ({ default: m.TestimonialsSection })),
);
const LatestBlogsSection = lazy(() =>
  import('../sections/home/LatestBlogsSection').then((m) => ({ default: m.LatestBlogsSection })),
);
const TechStackSection = lazy(() => import('../sections/home/TechStackSection').then((m) => ({ default: m.TechStackSection })));
const ContactSection = lazy(() => import('../sections/ContactSection').then((m) => ({ default: m.ContactSection })));

export default function HomePage() {
  const { t } = useTranslation('home');
  // The same elements on every render: the page re-renders when a band's namespace arrives, and a
  // band still waiting must not be handed new content (React would drop its prerendered HTML).
  const later = useMemo(
    () => (
      <>
        <Held wanted="near">
          <SpecialSection />
        </Held>
        <Held wanted="near">
          <HighlightsSection />
        </Held>
        <Held wanted="near">
          <TestimonialsSection />
        </Held>
        <Held wanted="near">
          <LatestBlogsSection />
        </Held>
        <Held wanted="near">
          <TechStackSection />
        </Held>
        <Held wanted="near">
          <ContactSection />
        </Held>
      </>
    ),
    [],
  );
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
      {later}
    </>
  );
}
