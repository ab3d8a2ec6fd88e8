import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper/types';
// Swiper's styles (swiper/css and its pagination) are in the site's one stylesheet: see
// src/entry-client.tsx.
import { formatNumber } from '../../lib/format';
import { nextTask } from '../../lib/nextTask';
import { useDir, useLang } from '../../lib/language/lang';
import { useByValue } from '../../lib/useByValue';
import { useReducedMotion } from '../../lib/useReducedMotion';
import { PauseIcon, PlayIcon } from '../icons';
import type { startSwiper as StartSwiper, SwiperSetup } from './SwiperCarousel';
import { dotRanges } from './dots';
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
 * A carousel region. It is prerendered as a track that scrolls and snaps by itself (native scroll
 * snapping, in either direction) with Swiper's markup and geometry, and its dots below it: one per
 * place the track can stop at, at each window width, each a button that scrolls there. Swiper (a
 * chunk of its own) starts on that same track, in place, only when the visitor comes to use the
 * carousel (the pointer over it, a touch, focus inside), or, for one that moves by itself, once it
 * comes into view; never on a timer. Autoplay pauses while focus is inside.
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
  const haveStart = useRef(false);
  const autoplaying = Boolean(autoplay) && !reduced;
  /** The visitor pressed pause (and not play since): the rotation stays stopped. */
  const [stopped, setStopped] = useState(false);
  const stoppedRef = useRef(false);
  const rotating = autoplaying && !stopped;
  /** Ends this carousel's turn (inTurn) once its Swiper has started. */
  const turnDone = useRef<(() => void) | null>(null);
  /** The dot of the place the track is at (Swiper's snap index once it runs). */
  const [active, setActive] = useState(0);
  /** When the static track last scrolled, and whether a finger is on it: Swiper waits for both to end. */
  const scrolledAt = useRef(-Infinity);
  const touching = useRef(false);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    let observer: IntersectionObserver | undefined;
    // Once: a second turn would wait for a Swiper that is already there (it would never end, and
    // hold every other carousel's turn with it).
    let upgraded = false;
    const upgrade = () => {
      if (upgraded) return;
      upgraded = true;
      stop();
      inTurn((done) => {
        turnDone.current = done;
        // Swiper's chunk did not load (a flaky connection, a deploy that removed old chunks, a
        // visitor leaving meanwhile): the static track stays, and it scrolls and snaps by itself.
        import('./SwiperCarousel').then(({ startSwiper }) => {
          // Already there (this effect ran again): nothing will start, so the turn ends here.
          if (haveStart.current) done();
          else {
            haveStart.current = true;
            setStart(() => startSwiper);
          }
        }, done);
      });
    };
    const reach = ['pointerenter', 'touchstart', 'focusin'] as const;
    for (const type of reach) element.addEventListener(type, upgrade, { passive: true });
    // The pointer or focus may have got there while the part of the page was still starting.
    if (element.matches(':hover') || element.contains(document.activeElement)) upgrade();
    // One that moves by itself starts moving once it is seen.
    else if (autoplaying) {
      observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && upgrade());
      observer.observe(element);
    }
    function stop() {
      for (const type of reach) element?.removeEventListener(type, upgrade);
      observer?.disconnect();
    }
    return () => {
      stop();
      turnDone.current?.();
    };
  }, [autoplaying]);

  // The static track: its dot follows where it has scrolled to, and Swiper, when it comes, waits
  // until it is still and untouched.
  useEffect(() => {
    const track = container.current;
    const dots = pagination.current;
    if (!track || !dots) return;
    let frame = 0;
    const follow = () => {
      frame = 0;
      if (!swiper.current) setActive(currentStop(track, dots));
    };
    const onScroll = () => {
      scrolledAt.current = performance.now();
      if (!frame) frame = requestAnimationFrame(follow);
    };
    const down = () => (touching.current = true);
    const up = () => (touching.current = false);
    track.addEventListener('scroll', onScroll, { passive: true });
    track.addEventListener('touchstart', down, { passive: true });
    track.addEventListener('touchend', up, { passive: true });
    track.addEventListener('touchcancel', up, { passive: true });
    // The dots wrap into balanced rows, measured again whenever the window's width changes; and
    // the dot of where the track already is (a dot pressed, or a swipe, while this part was still
    // starting). Both read the layout: after the next frame, in a task of their own, not in the
    // hydration's.
    const balance = () => balanceDots(dots);
    let later = 0;
    const first = requestAnimationFrame(() => {
      later = window.setTimeout(() => {
        balance();
        follow();
      }, 0);
    });
    window.addEventListener('resize', balance, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      clearTimeout(later);
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('touchstart', down);
      track.removeEventListener('touchend', up);
      track.removeEventListener('touchcancel', up);
      window.removeEventListener('resize', balance);
    };
  }, []);

  // Swiper starts on the prerendered track, and starts again when the language (its direction
  // and words) or the settings change. Breakpoints and words are compared by value: a parent's
  // literal is new on every render, and so is `t` whenever a namespace loads (a band further down
  // coming near, say): starting again for nothing would be work, and a jump for a visitor mid-swipe.
  const heldBreakpoints = useByValue(breakpoints);
  const messages = useByValue<SwiperSetup['messages']>({
    containerMessage: label,
    containerRoleDescriptionMessage: t('carousel.roleDescription'),
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
    if (!start || !root || !track) return;
    const instance = start({
      container: track,
      slidesPerView,
      spaceBetween,
      breakpoints: heldBreakpoints,
      autoplay: delayMs === undefined ? null : { delayMs, disableOnInteraction },
      reducedMotion: reduced,
      messages,
    });
    // Swiper measures its slides and takes the track over in a task of its own, once the static
    // track has stopped scrolling and no finger is on it (a swipe that brought Swiper finishes
    // natively first).
    let started = false;
    let timer = 0;
    let waited = 0;
    const begin = () => {
      // (At rest: for up to 3 s, in case a browser leaves the track between two stops.)
      if (touching.current || performance.now() - scrolledAt.current < 150 || (!atRest(track) && ++waited < 20)) {
        timer = window.setTimeout(begin, 150);
        return;
      }
      started = true;
      // Where the static track is (or the slide focus is on) is where Swiper starts.
      const focused = document.activeElement?.closest<HTMLElement>('[data-slide-index]');
      const dots = pagination.current;
      const from = focused && track.contains(focused) ? Number(focused.dataset.slideIndex) : dots ? currentStop(track, dots) : 0;
      // The static track's own geometry (src/styles/index.css) gives way to Swiper's.
      root.dataset.swiper = '';
      track.scrollLeft = 0;
      instance.on('snapIndexChange', () => setActive(instance.snapIndex));
      instance.init();
      swiper.current = instance;
      instance.slideTo(from, 0);
      setActive(instance.snapIndex);
      if (stoppedRef.current) instance.autoplay?.stop();
      // Autoplay waits until focus leaves the slides.
      if (focused && track.contains(focused)) instance.autoplay?.pause();
      turnDone.current?.();
    };
    timer = window.setTimeout(begin, 0);
    return () => {
      clearTimeout(timer);
      if (started) instance.destroy(true, true);
      swiper.current = null;
      delete root.dataset.swiper;
    };
  }, [start, dir, messages, slidesPerView, spaceBetween, heldBreakpoints, delayMs, disableOnInteraction, reduced, slides.length]);

  /** A dot pressed (at `when`, the event's time): Swiper slides there; the static track scrolls there. */
  const goTo = (index: number, when: number) => {
    setActive(index);
    if (swiper.current) {
      swiper.current.slideTo(index);
      return;
    }
    const track = container.current;
    if (!track) return;
    const { step, max } = trackGeometry(track);
    const left = Math.min(index * step, max);
    // Counts as scrolling from now (the first scroll event comes a frame later): Swiper, if it is
    // about to start, waits for the track to get there.
    scrolledAt.current = when;
    track.scrollTo({ left: dir === 'rtl' ? -left : left, behavior: reduced ? 'instant' : 'smooth' });
  };

  const toggleRotation = () => {
    const stop = !stoppedRef.current;
    stoppedRef.current = stop;
    setStopped(stop);
    // Stopped, Swiper's autoplay ignores its own resume calls (pointer, focus, swipe, tab shown again).
    if (stop) swiper.current?.autoplay?.stop();
    else swiper.current?.autoplay?.start();
  };

  const ranges = dotRanges(slides.length, slidesPerView, breakpoints);
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
      {/* Swiper owns these elements' classes and inline styles once it starts: React never sets them.
          A stop of the keyboard's: arrow keys scroll the track (Swiper's keyboard module, which
          focus here brings, moves it then), whatever its slides hold. */}
      <div ref={container} className="swiper carousel-track" tabIndex={0}>
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
      </div>
      {/* One dot per place the track stops at, at each width (src/components/carousel/dots.ts). */}
      <div
        ref={pagination}
        className="swiper-pagination swiper-pagination-bullets swiper-pagination-horizontal carousel-dots"
        data-off={ranges.pagination || undefined}
      >
        {slides.map((slide, index) => (
          <button
            key={slide.key}
            type="button"
            className={index === active ? 'swiper-pagination-bullet swiper-pagination-bullet-active' : 'swiper-pagination-bullet'}
            aria-label={t('carousel.goToSlide', { index: formatNumber(index + 1, lang) })}
            aria-current={index === active ? 'true' : undefined}
            data-off={ranges.dots[index] || undefined}
            onClick={(event) => goTo(index, event.timeStamp)}
          />
        ))}
      </div>
    </div>
  );
}

/** From one slide's start to the next's, and how far the static track can scroll (CSS px). */
function trackGeometry(track: HTMLElement): { step: number; max: number } {
  const [first, second] = track.querySelectorAll<HTMLElement>('.swiper-slide');
  const step = first && second ? Math.abs(second.offsetLeft - first.offsetLeft) : 0;
  return { step, max: Math.max(0, track.scrollWidth - track.clientWidth) };
}

/**
 * Whether the static track rests at one of its stops (a slide's start, or its end): not mid-way
 * through a scroll that began before anything here could see it (a dot pressed before the app
 * had started this carousel, src/boot.js).
 */
function atRest(track: HTMLElement): boolean {
  const { step, max } = trackGeometry(track);
  const at = Math.abs(track.scrollLeft);
  return !step || at >= max - 1 || Math.abs(at - Math.round(at / step) * step) <= 1;
}

/** The stop the static track is at: the nearest slide start, or the last stop at its end. */
function currentStop(track: HTMLElement, dots: HTMLElement): number {
  const { step, max } = trackGeometry(track);
  const shown = visibleDots(dots).length;
  const at = Math.abs(track.scrollLeft);
  const index = at >= max - 1 ? shown - 1 : step ? Math.round(at / step) : 0;
  return Math.max(0, Math.min(index, shown - 1));
}

/** The dots shown at this width (the others are places the track cannot stop at). */
const visibleDots = (dots: HTMLElement) =>
  [...dots.children].filter((dot): dot is HTMLElement => dot instanceof HTMLElement && dot.offsetParent !== null);

/**
 * Dots that wrap (17 at phone widths) into rows of even length, 9 and 8 rather than 14 and 3: the
 * dots' box is narrowed to the longest balanced row, and centred (src/styles/index.css). CSS's
 * `text-wrap: balance` does this in Chromium only: Firefox does not balance a line of boxes.
 */
function balanceDots(pagination: HTMLElement) {
  pagination.style.removeProperty('max-inline-size');
  const dots = visibleDots(pagination);
  const [first, second] = dots;
  if (!first || !second) return;
  const rows = new Set(dots.map((dot) => dot.offsetTop)).size;
  if (rows < 2) return;
  // From one dot's start to the next: the dot and its gaps.
  const pitch = Math.abs(second.offsetLeft - first.offsetLeft);
  pagination.style.setProperty('max-inline-size', `${Math.ceil(dots.length / rows) * pitch}px`);
}
