import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { useDir } from '../../lib/language/lang';
import { useReducedMotion } from '../../lib/useReducedMotion';
import type { SwiperCarouselProps } from './types';

/**
 * The Swiper inside a Carousel region: clickable dots, keyboard arrows and screen-reader labels.
 * It runs right to left in Arabic (remounted when the direction changes), pauses autoplay on
 * hover, and never autoplays under prefers-reduced-motion.
 */
export function SwiperCarousel({
  label,
  slides,
  slidesPerView,
  spaceBetween,
  breakpoints,
  autoplay,
  autoplaying,
  onSwiper,
}: SwiperCarouselProps) {
  const { t } = useTranslation();
  const dir = useDir();
  const reduced = useReducedMotion();
  const bp = breakpoints
    ? Object.fromEntries(Object.entries(breakpoints).map(([min, perView]) => [min, { slidesPerView: perView }]))
    : undefined;

  return (
    <Swiper
      key={`${dir}-${autoplaying}`}
      dir={dir}
      modules={[A11y, Keyboard, Pagination, ...(autoplaying ? [Autoplay] : [])]}
      onSwiper={onSwiper}
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
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.key} data-slide-index={index} className="h-auto!">
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
