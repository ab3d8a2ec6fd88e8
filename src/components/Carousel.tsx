import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import { useDir } from '../lib/lang';
import { useReducedMotion } from '../lib/useReducedMotion';

interface Props {
  /** Accessible name of the carousel region. */
  label: string;
  slides: readonly { key: string; content: ReactNode }[];
  slidesPerView: number;
  spaceBetween: number;
  /** min-width (px) → slides per view */
  breakpoints?: Readonly<Record<number, number>>;
  autoplay?: { delayMs: number; disableOnInteraction: boolean };
  className?: string;
}

/**
 * Swiper with clickable dots, keyboard arrows and screen-reader labels. It runs right to left in
 * Arabic (remounted when the direction changes), pauses autoplay on hover and focus, and never
 * autoplays under prefers-reduced-motion.
 */
export function Carousel({ label, slides, slidesPerView, spaceBetween, breakpoints, autoplay, className = '' }: Props) {
  const { t } = useTranslation();
  const dir = useDir();
  const reduced = useReducedMotion();
  const swiper = useRef<SwiperInstance | null>(null);
  const autoplaying = Boolean(autoplay) && !reduced;

  const bp = breakpoints
    ? Object.fromEntries(Object.entries(breakpoints).map(([min, perView]) => [min, { slidesPerView: perView }]))
    : undefined;

  return (
    <div
      role="region"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      className={`carousel ${className}`}
      onFocus={() => autoplaying && swiper.current?.autoplay.pause()}
      onBlur={(event) => {
        if (autoplaying && !event.currentTarget.contains(event.relatedTarget as Node | null)) swiper.current?.autoplay.resume();
      }}
    >
      <Swiper
        key={`${dir}-${autoplaying}`}
        dir={dir}
        modules={[A11y, Keyboard, Pagination, ...(autoplaying ? [Autoplay] : [])]}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        breakpoints={bp}
        speed={reduced ? 0 : 500}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={{ clickable: true }}
        autoplay={
          autoplaying && autoplay
            ? { delay: autoplay.delayMs, disableOnInteraction: autoplay.disableOnInteraction, pauseOnMouseEnter: true }
            : false
        }
        a11y={{
          containerMessage: label,
          containerRoleDescriptionMessage: t('carousel.roleDescription'),
          itemRoleDescriptionMessage: t('carousel.slideRoleDescription'),
          slideLabelMessage: t('carousel.slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
          paginationBulletMessage: t('carousel.goToSlide', { index: '{{index}}' }),
          prevSlideMessage: t('carousel.previous'),
          nextSlideMessage: t('carousel.next'),
          firstSlideMessage: t('carousel.first'),
          lastSlideMessage: t('carousel.last'),
        }}
        className="pb-12!"
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} className="h-auto!">
            {slide.content}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
