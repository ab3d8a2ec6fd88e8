import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/carousel/Carousel';
import { Section } from '../../components/Section';
import { ServiceCard } from '../../components/ServiceCard';
import { SERVICES } from '../../content/services';
import { SPEC } from '../../lib/constants';
import { useEarlyDisclosures } from '../../lib/useEarlyDisclosures';

/**
 * 'Our Services': a swipeable carousel below md; from md a wrapped grid of the first
 * SPEC.services.collapsedCount services; from lg a button shows all of them or fewer again. The
 * grid and the button's label follow the button's aria-expanded alone (src/styles/index.css), so
 * the button answers a tap before the app has started (src/boot.js).
 */
export function ServicesSection() {
  const { t } = useTranslation('home');
  const listId = useId();

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
      <ul id={listId} className="services-grid hidden flex-wrap justify-center gap-6 md:flex">
        {SERVICES.map((service, index) => (
          <li key={service.slug} className={index < SPEC.services.collapsedCount ? undefined : 'services-more'}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
      <ShowMore listId={listId} />
    </Section>
  );
}

/**
 * Show More / View Less, with the one state it changes: the grid shows or hides the rest from the
 * button's aria-expanded (src/styles/index.css), so a tap re-renders this button alone, not the
 * section's seventeen cards twice over.
 */
function ShowMore({ listId }: { listId: string }) {
  const { t } = useTranslation('home');
  const [expanded, setExpanded] = useState(false);
  const ref = useEarlyDisclosures<HTMLDivElement>(([shown = false]) => setExpanded(shown));
  return (
    <div ref={ref} className="mt-10 hidden justify-center lg:flex">
      <button
        type="button"
        data-disclosure=""
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className="services-toggle group inline-flex min-h-12 items-center rounded-full bg-brand-600 px-8 font-semibold text-white shadow-md hover:bg-brand-700"
      >
        <span className="group-aria-expanded:hidden">{t('services.showMore')}</span>
        <span className="hidden group-aria-expanded:inline">{t('services.viewLess')}</span>
      </button>
    </div>
  );
}
