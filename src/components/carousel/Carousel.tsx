import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper/types';
// Swiper's styles (swiper/css and its pagination) are in the site's one stylesheet: see
// src/entry-client.tsx.
import { formatNumber } from '../../lib/format';
import { nextTask } from '../../lib/nextTask';
import { useDir, useLang } from '../../lib/language/lang';
import { whenPageReady } from '../../lib/pageReady';
import { useByValue } from '../../lib/useByValue';
import { useReducedMotion } from '../../lib/useReducedMotion';
import { PauseIcon, PlayIcon } from '../icons';
import type { startSwiper as StartSwiper, SwiperSetup } from './SwiperCarousel';
import type { CarouselBreakpoints, CarouselProps } from './types';

/**
 * Carousels start their Swipers one at a time, each in a task of its own: a Swiper measures its
 * slides as it starts (a forced layout), and several starting in one task made one long task that
 * a tap on a slow phone had to wait for. Each turn ends once its Swiper has started (or its chunk
 * failed, or the carousel went away).
 */
let turns: Promise<void> = Promise.resolve();
function inTurn(job: (done: () => void) => void): void {
  turns = turns.then(() => new Promise<void>(job)).then(nextTask);
}

/**
 * A carousel region. It is prerendered as a static, swipeable scroll-snap track with Swiper's
 * markup and geometry (all there is without JavaScript). Swiper (a chunk of its own) starts on
 * that same track, in place, when the visitor reaches for it, or once the page is ready and the
 * carousel is near the viewport. Autoplay pauses while focus is inside.
 *
 * An autoplaying carousel follows the WAI-ARIA auto-rotating carousel pattern (WCAG 2.2.2): a
 * pause/play button, its first stop, named for what it does next; only that button stops the
 * rotation, and it stays stopped until the visitor presses play (a swipe, the pointer or focus
 * passing never restart it). The slides are groups named "3 of 15"; the slides' container is not
 * a live region while it rotates (aria-live off), and polite once stopped.
 */
export function Carousel<B extends CarouselBreakpoints>({
  label,
  className = '',
  slides,
  slidesPerView,
  spaceBetween,
  breakpoints,
  autoplay,
}: CarouselProps<B>) {
  const { t } = useTranslation();
  const dir = useDir();
  const lang = useLang();
  const reduced = useReducedMotion();
  const region = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [start, setStart] = useState<typeof StartSwiper | null>(null);
  /** Swiper's chunk did not load: the static track scrolls by itself, as it does without scripts. */
  const [standalone, setStandalone] = useState(false);
  const autoplaying = Boolean(autoplay) && !reduced;
  /** The visitor pressed pause (and not play since): the rotation stays stopped. */
  const [stopped, setStopped] = useState(false);
  const stoppedRef = useRef(false);
  const rotating = autoplaying && !stopped;
  /** Ends this carousel's turn (inTurn) once its Swiper has started. */
  const turnDone = useRef<(() => void) | null>(null);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    let observer: IntersectionObserver | undefined;
    const upgrade = () => {
      stop();
      inTurn((done) => {
        turnDone.current = done;
        import('./SwiperCarousel').then(
          ({ startSwiper }) => setStart(() => startSwiper),
          // Swiper's chunk did not load (a flaky connection, a deploy that removed old chunks, a
          // visitor leaving meanwhile): the static track stays, and it scrolls and snaps by itself.
          () => {
            setStandalone(true);
            done();
          },
        );
      });
    };
    const reach = ['pointerenter', 'touchstart'] as const;
    for (const type of reach) element.addEventListener(type, upgrade, { passive: true });
    const cancelReady = whenPageReady(() => {
      observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && upgrade(), { rootMargin: '50% 0px' });
      observer.observe(element);
    });
    function stop() {
      for (const type of reach) element?.removeEventListener(type, upgrade);
      observer?.disconnect();
      cancelReady();
    }
    return () => {
      stop();
      turnDone.current?.();
    };
  }, []);

  // Swiper starts on the prerendered track, and starts again when the language (its direction
  // and words) or the settings change. Breakpoints and words are compared by value: a parent's
  // literal is new on every render, and so is `t` whenever a namespace loads (a band further down
  // coming near, say). Starting again throws the dots away, and the slide shown with them: a dot
  // focused by keyboard left focus on the page's body.
  const heldBreakpoints = useByValue(breakpoints);
  const messages = useByValue<SwiperSetup['messages']>({
    containerMessage: label,
    containerRoleDescriptionMessage: t('carousel.roleDescription'),
    paginationBulletMessage: t('carousel.goToSlide', { index: '{{index}}' }),
    prevSlideMessage: t('carousel.previous'),
    nextSlideMessage: t('carousel.next'),
    firstSlideMessage: t('carousel.first'),
    lastSlideMessage: t('carousel.last'),
  });
  const delayMs = autoplaying ? autoplay?.delayMs : undefined;
  const disableOnInteraction = autoplay?.disableOnInteraction ?? false;
  useEffect(() => {
    const root = region.current;
    const track = container.current;
    const dots = pagination.current;
    if (!start || !root || !track || !dots) return;
    const instance = start({
      container: track,
      pagination: dots,
      slidesPerView,
      spaceBetween,
      breakpoints: heldBreakpoints,
      autoplay: delayMs === undefined ? null : { delayMs, disableOnInteraction },
      reducedMotion: reduced,
      messages,
    });
    // Swiper measures its slides and takes the track over in the next task, not in this one.
    let started = false;
    const timer = setTimeout(() => {
      started = true;
      // The static track's own geometry (src/styles/index.css) gives way to Swiper's; the track
      // may have scrolled by itself (focus moving onto a slide out of view), which Swiper knows
      // nothing of.
      root.dataset.swiper = '';
      track.scrollLeft = 0;
      instance.init();
      swiper.current = instance;
      if (stoppedRef.current) instance.autoplay?.stop();
      // Focus already on a slide (a keyboard visitor got there first): that slide is the one
      // shown, and autoplay waits until focus leaves.
      const focused = document.activeElement?.closest<HTMLElement>('[data-slide-index]');
      if (focused && track.contains(focused)) {
        instance.slideTo(Number(focused.dataset.slideIndex), 0);
        instance.autoplay?.pause();
      }
      turnDone.current?.();
    }, 0);
    return () => {
      clearTimeout(timer);
      if (started) instance.destroy(true, true);
      swiper.current = null;
      delete root.dataset.swiper;
    };
  }, [start, dir, messages, slidesPerView, spaceBetween, heldBreakpoints, delayMs, disableOnInteraction, reduced, slides.length]);

  const toggleRotation = () => {
    const stop = !stoppedRef.current;
    stoppedRef.current = stop;
    setStopped(stop);
    // Stopped, Swiper's autoplay ignores its own resume calls (pointer, focus, swipe, tab shown again).
    if (stop) swiper.current?.autoplay?.stop();
    else swiper.current?.autoplay?.start();
  };

  const style = { '--gap': `${spaceBetween}px`, '--pv-base': slidesPerView } as Record<string, string | number>;
  for (const [min, perView] of Object.entries(breakpoints ?? {})) style[`--pv-${min}`] = perView;
  return (
    <div
      ref={region}
      role="region"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      className={`carousel ${className}`}
      style={style as CSSProperties}
      onFocus={() => autoplaying && swiper.current?.autoplay?.pause()}
      onBlur={(event) => {
        if (autoplaying && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          swiper.current?.autoplay?.resume();
      }}
    >
      {/* Its transparent border shows in forced colors, where the ring (a shadow) does not. */}
      {autoplaying && (
        <div className="mb-3 flex justify-end">
          <button
            type="button"
            onClick={toggleRotation}
            className="inline-flex min-h-10 items-center gap-2 rounded-full border border-transparent bg-white px-4 py-2 text-sm font-semibold text-ink-800 shadow-sm ring-1 ring-ink-900/10 hover:bg-ink-100"
          >
            {stopped ? <PlayIcon className="size-4 shrink-0" /> : <PauseIcon className="size-4 shrink-0" />}
            {stopped ? t('carousel.play') : t('carousel.pause')}
          </button>
        </div>
      )}
      {/* Swiper owns these elements' classes and inline styles once it starts: React never sets them. */}
      <div ref={container} className={standalone ? 'swiper carousel-track carousel-track-standalone' : 'swiper carousel-track'}>
        {/* The slides' labels and the live region are React's alone (Swiper is told to leave them). */}
        <div className="swiper-wrapper" aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className="swiper-slide"
              data-slide-index={index}
              role="group"
              aria-roledescription={t('carousel.slideRoleDescription')}
              aria-label={t('carousel.slideLabel', {
                index: formatNumber(index + 1, lang),
                total: formatNumber(slides.length, lang),
              })}
            >
              {slide.content}
            </div>
          ))}
        </div>
        <div ref={pagination} className="swiper-pagination" />
      </div>
    </div>
  );
}
