import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import type { A11yOptions } from 'swiper/types';
import type { CarouselBreakpoints } from './types';

/** What a Carousel hands Swiper: its own prerendered elements, its geometry and its words. */
export interface SwiperSetup {
  /** The `.swiper` element, with its `.swiper-wrapper` of `.swiper-slide`s, as prerendered. */
  container: HTMLElement;
  slidesPerView: number;
  spaceBetween: number;
  breakpoints?: CarouselBreakpoints;
  /** Autoplay settings, or null when the carousel does not autoplay (or under reduced motion). */
  autoplay: { delayMs: number; disableOnInteraction: boolean } | null;
  reducedMotion: boolean;
  /** The A11y module's messages, in the page's language ({{index}} is Swiper's). */
  messages: Required<
    Pick<
      A11yOptions,
      | 'containerMessage'
      | 'containerRoleDescriptionMessage'
      | 'prevSlideMessage'
      | 'nextSlideMessage'
      | 'firstSlideMessage'
      | 'lastSlideMessage'
    >
  >;
}

/**
 * Makes a Swiper for a carousel's prerendered track, in place: no element is replaced, so React
 * renders nothing. It is not started yet: `init()` measures the slides and takes the track over,
 * and the caller runs it in a task of its own (making it and starting it in one task was one
 * task of 16 ms on this machine, 60 at 4× CPU). Keyboard arrows, screen-reader
 * labels; right to left when the page is (Swiper reads the computed direction); autoplay pauses
 * on hover. `destroy(true, true)` gives the track back as it was.
 */
export function startSwiper(setup: SwiperSetup): Swiper {
  const { autoplay } = setup;
  return new Swiper(setup.container, {
    init: false,
    modules: [A11y, Keyboard, ...(autoplay ? [Autoplay] : [])],
    slidesPerView: setup.slidesPerView,
    spaceBetween: setup.spaceBetween,
    breakpoints: setup.breakpoints
      ? Object.fromEntries(Object.entries(setup.breakpoints).map(([min, perView]) => [min, { slidesPerView: perView }]))
      : undefined,
    speed: setup.reducedMotion ? 0 : 500,
    // The slide on either side of those in view loads its picture before it is shown: a slide's
    // picture is otherwise rendered, and so fetched, only near the screen (.slide-picture in
    // src/styles/index.css). Swiper drops the slide image's loading="lazy".
    lazyPreloadPrevNext: 1,
    keyboard: { enabled: true, onlyInViewport: true },
    autoplay: autoplay
      ? { delay: autoplay.delayMs, disableOnInteraction: autoplay.disableOnInteraction, pauseOnMouseEnter: true }
      : false,
    // The slides' role, description and "3 of 15" labels and the slides' live region are rendered
    // by the Carousel (prerendered too): Swiper leaves them alone.
    a11y: { ...setup.messages, slideRole: '', itemRoleDescriptionMessage: null, slideLabelMessage: '', wrapperLiveRegion: false },
  });
}
