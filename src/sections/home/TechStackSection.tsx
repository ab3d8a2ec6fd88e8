import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/carousel/Carousel';
import { Section } from '../../components/Section';
import { TechIcon } from '../../components/recordIcons';
import { ALL_TECH_ITEMS } from '../../content/tech';
import { SPEC } from '../../lib/constants';

/** 'Our Tech Stack': every technology, auto-playing (paused on hover, focus and reduced motion). */
export function TechStackSection() {
  const { t } = useTranslation('home');
  // From 320px up as many as at 320px: the narrowest width is the base.
  const { 320: base, ...breakpoints } = SPEC.techSlider.breakpoints;
  return (
    <Section heading={t('tech.heading')} subtitle={t('tech.subtitle')} tone="tint">
      <Carousel
        label={t('tech.sliderLabel')}
        slidesPerView={base}
        breakpoints={breakpoints}
        spaceBetween={SPEC.techSlider.gapPx}
        autoplay={{ delayMs: SPEC.techSlider.autoplayMs, disableOnInteraction: SPEC.techSlider.disableOnInteraction }}
        slides={ALL_TECH_ITEMS.map((item) => ({
          key: item.label,
          content: (
            <div className="flex h-full flex-col items-center justify-center gap-3 rounded-2xl bg-white px-4 py-8 shadow-sm ring-1 ring-ink-900/5">
              <TechIcon item={item} size={48} className="size-12" />
              <span dir="ltr" className="font-semibold text-ink-800">
                {item.label}
              </span>
            </div>
          ),
        }))}
      />
    </Section>
  );
}
