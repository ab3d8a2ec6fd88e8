import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/carousel/Carousel';
import { Section } from '../../components/Section';
import { ServiceCard } from '../../components/ServiceCard';
import { SERVICES } from '../../content/services';
import { SPEC } from '../../lib/constants';

/**
 * 'Our Services': a swipeable carousel below md; from md a wrapped grid of the first
 * SPEC.services.collapsedCount services; from lg a button shows all of them or fewer again.
 */
export function ServicesSection() {
  const { t } = useTranslation('home');
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? SERVICES : SERVICES.slice(0, SPEC.services.collapsedCount);

  return (
    <Section heading={t('services.heading')} subtitle={t('services.subtitle')} tone="tint" id="services">
      <div className="md:hidden">
        <Carousel
          label={t('services.carouselLabel')}
          slidesPerView={SPEC.services.carousel.slidesPerView}
          spaceBetween={SPEC.services.carousel.spaceBetweenPx}
          slides={SERVICES.map((service) => ({
            key: service.slug,
            content: (
              <div className="flex justify-center">
                <ServiceCard service={service} />
              </div>
            ),
          }))}
        />
      </div>
      <ul id={listId} className="hidden flex-wrap justify-center gap-6 md:flex">
        {shown.map((service) => (
          <li key={service.slug}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
      <div className="mt-10 hidden justify-center lg:flex">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="inline-flex min-h-12 items-center rounded-full bg-brand-600 px-8 font-semibold text-white shadow-md hover:bg-brand-700"
        >
          {expanded ? t('services.viewLess') : t('services.showMore')}
        </button>
      </div>
    </Section>
  );
}
