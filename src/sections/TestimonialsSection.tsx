import { useTranslation } from 'react-i18next';
import { Carousel } from '../components/carousel/Carousel';
import { QuoteIcon } from '../components/icons';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { Section } from '../components/Section';
import { testimonialImage } from '../content/recordPictures';
import { TESTIMONIAL_IDS } from '../content/testimonials';
import { SPEC } from '../lib/constants';

/** Client testimonials: 1 slide per view, 2 from 768px, 3 from 1024px. */
export function TestimonialsSection() {
  const { t } = useTranslation('testimonials');
  return (
    <Section heading={t('heading')} subtitle={t('subtitle')} tone="tint">
      <Carousel
        label={t('carouselLabel')}
        slidesPerView={SPEC.testimonialCarousel.slidesPerView}
        breakpoints={SPEC.testimonialCarousel.breakpoints}
        spaceBetween={24}
        slides={TESTIMONIAL_IDS.map((id) => ({
          key: id,
          content: (
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-900/5">
              <QuoteIcon className="size-8 text-brand-200" />
              <blockquote className="mt-4 flex-1 leading-relaxed text-ink-700">{t(`items.${id}.message`)}</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <ResponsiveImage
                  image={testimonialImage(id)}
                  alt=""
                  sizes="48px"
                  pictureClassName="slide-picture block size-12 shrink-0"
                  className="size-12 rounded-full object-cover"
                />
                <span>
                  <span className="block font-semibold text-ink-900">{t(`items.${id}.name`)}</span>
                  <span className="block text-sm text-ink-500">{t(`items.${id}.position`)}</span>
                </span>
              </figcaption>
            </figure>
          ),
        }))}
      />
    </Section>
  );
}
