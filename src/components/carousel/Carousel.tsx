import { startTransition, useEffect, useRef, useState, type ComponentType, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { whenPageReady } from '../../lib/pageReady';
import { useReducedMotion } from '../../lib/useReducedMotion';
import type { CarouselBreakpoints, CarouselProps, SwiperCarouselProps } from './types';

/** Where focus was inside the carousel when Swiper replaced the static track. */
type FocusSpot = { slide: number; focusable: number };
const FOCUSABLE = 'a[href], button, [tabindex]:not([tabindex="-1"])';

/**
 * Carousels become Swipers one at a time, each in tasks of its own: a Swiper measures its slides
 * as it starts (a forced layout), and several starting in one commit made one long task that a
 * tap on a slow phone had to wait for. Each turn ends once its Swiper has started (or its chunk
 * failed, or the carousel went away).
 */
let turns: Promise<void> = Promise.resolve();
function inTurn(job: (done: () => void) => void): void {
  turns = turns.then(() => new Promise<void>(job)).then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/**
 * A carousel region. It starts as a static, swipeable scroll-snap track with Swiper's geometry
 * (prerendered, and all there is without JavaScript), and becomes a Swiper (SwiperCarousel, a
 * chunk of its own) when the visitor reaches for it, or once the page is ready and the carousel
 * is near the viewport. Autoplay pauses while focus is inside.
 */
export function Carousel<B extends CarouselBreakpoints>({ label, className = '', ...props }: CarouselProps<B>) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const region = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const focusSpot = useRef<FocusSpot | null>(null);
  const [Impl, setImpl] = useState<ComponentType<SwiperCarouselProps> | null>(null);
  /** Swiper's chunk did not load: the static track scrolls by itself, as it does without scripts. */
  const [standalone, setStandalone] = useState(false);
  const autoplaying = Boolean(props.autoplay) && !reduced;
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
          ({ SwiperCarousel }) => {
            focusSpot.current = findFocus(element);
            // A transition: React renders the Swiper in small slices, never one long task.
            startTransition(() => setImpl(() => SwiperCarousel));
          },
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

  // Focus that was inside the static track moves to the same control in the Swiper, and the next
  // carousel may start: the Swiper's own effects, which start it, have run before this one.
  useEffect(() => {
    if (Impl) turnDone.current?.();
    const spot = focusSpot.current;
    if (!Impl || !spot) return;
    focusSpot.current = null;
    const slide = region.current?.querySelector(`[data-slide-index="${spot.slide}"]`);
    slide?.querySelectorAll<HTMLElement>(FOCUSABLE)[spot.focusable]?.focus();
  }, [Impl]);

  return (
    <div
      ref={region}
      role="region"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      className={`carousel ${className}`}
      onFocus={() => autoplaying && swiper.current?.autoplay?.pause()}
      onBlur={(event) => {
        if (autoplaying && !event.currentTarget.contains(event.relatedTarget as Node | null)) swiper.current?.autoplay?.resume();
      }}
    >
      {Impl ? (
        <Impl {...props} label={label} autoplaying={autoplaying} onSwiper={(instance) => (swiper.current = instance)} />
      ) : (
        <StaticTrack {...props} standalone={standalone} />
      )}
    </div>
  );
}

function StaticTrack({
  slides,
  slidesPerView,
  spaceBetween,
  breakpoints = {},
  standalone,
}: Omit<CarouselProps, 'label'> & { standalone: boolean }) {
  const style = { '--gap': `${spaceBetween}px`, '--pv-base': slidesPerView } as Record<string, string | number>;
  for (const [min, perView] of Object.entries(breakpoints)) style[`--pv-${min}`] = perView;
  return (
    <div className={standalone ? 'carousel-track carousel-track-standalone' : 'carousel-track'} style={style as CSSProperties}>
      {slides.map((slide, index) => (
        <div key={slide.key} data-slide-index={index}>
          {slide.content}
        </div>
      ))}
    </div>
  );
}

function findFocus(root: HTMLElement): FocusSpot | null {
  const active = document.activeElement;
  const slide = active instanceof HTMLElement && root.contains(active) ? active.closest<HTMLElement>('[data-slide-index]') : null;
  if (!slide || !active) return null;
  return { slide: Number(slide.dataset.slideIndex), focusable: [...slide.querySelectorAll(FOCUSABLE)].indexOf(active) };
}
