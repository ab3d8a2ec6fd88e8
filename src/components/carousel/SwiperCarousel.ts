import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import type { A11yOptions } from 'swiper/types';
import type { CarouselBreakpoints } from './types';

/** What a Carousel hands Swiper: its own prerendered elements, its geometry and its words. */
export interface SwiperSetup {
  /** The `.swiper` element, with its `.swiper-wrapper` of `.swiper-slide`s, as prerendered. */
  container: HTMLElement;
  /** An empty element inside the container that Swiper fills with the dots. */
  pagination: HTMLElement;
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
      | 'paginationBulletMessage'
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
 * task of 16 ms on this machine, 60 at 4× CPU). Clickable dots, keyboard arrows, screen-reader
 * labels; right to left when the page is (Swiper reads the computed direction); autoplay pauses
 * on hover. `destroy(true, true)` gives the track back as it was.
 */
export function startSwiper(setup: SwiperSetup): Swiper {
  const { autoplay } = setup;
  return new Swiper(setup.container, {
    init: false,
    modules: [A11y, Keyboard, Pagination, ...(autoplay ? [Autoplay] : [])],
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
    pagination: { el: setup.pagination, clickable: true },
    on: { paginationRender: () => balanceDots(setup.pagination), resize: () => balanceDots(setup.pagination) },
    autoplay: autoplay
      ? { delay: autoplay.delayMs, disableOnInteraction: autoplay.disableOnInteraction, pauseOnMouseEnter: true }
      : false,
    // The slides' role, description and "3 of 15" labels and the slides' live region are rendered
    // by the Carousel (prerendered too): Swiper leaves them alone.
    a11y: { ...setup.messages, slideRole: '', itemRoleDescriptionMessage: null, slideLabelMessage: '', wrapperLiveRegion: false },
  });
}

/**
 * Dots that wrap (17 at phone widths) into rows of even length, 9 and 8 rather than 14 and 3: the
 * dots' box is narrowed to the longest balanced row, and centred (src/styles/index.css). CSS's
 * `text-wrap: balance` does this in Chromium only: Firefox does not balance a line of boxes, and
 * Swiper's dots are boxes without spaces between them.
 */
function balanceDots(pagination: HTMLElement) {
  pagination.style.removeProperty('max-inline-size');
  const dots = [...pagination.children].filter((dot): dot is HTMLElement => dot instanceof HTMLElement);
  const [first, second] = dots;
  if (!first || !second) return;
  const rows = new Set(dots.map((dot) => dot.offsetTop)).size;
  if (rows < 2) return;
  // From one dot's start to the next: the dot and its gaps.
  const pitch = Math.abs(second.offsetLeft - first.offsetLeft);
  pagination.style.setProperty('max-inline-size', `${Math.ceil(dots.length / rows) * pitch}px`);
}
