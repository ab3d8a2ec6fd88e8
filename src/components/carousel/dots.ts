import { CAROUSEL_BREAKPOINTS, type CarouselBreakpoints } from './types';

/**
 * The window-width ranges a carousel's layout can change at, by their lower end: from 0, then from
 * each breakpoint to the next. src/styles/index.css has one media query per range for the dots.
 */
export const DOT_RANGES = [0, ...CAROUSEL_BREAKPOINTS] as const;

/** Slides per view in each range (DOT_RANGES' order): the widest breakpoint at or below it. */
function perViewByRange(slidesPerView: number, breakpoints: CarouselBreakpoints = {}): number[] {
  let perView = slidesPerView;
  return DOT_RANGES.map((from) => {
    if (from !== 0) perView = breakpoints[from] ?? perView;
    return perView;
  });
}

/**
 * How many places a track of `slides` can stop at with `perView` slides in view: each slide's start
 * while the track can still move, and then its end. Swiper's snap points, which its dots were.
 * With 4 slides: 4 at 1 per view, 4 at 1.5 (the last stop shows half of the third and the fourth),
 * 3 at 2. One place (everything in view) needs no dots at all.
 */
export const stopsFor = (slides: number, perView: number): number => (slides <= perView ? 1 : slides - Math.floor(perView) + 1);

/**
 * Where the dots of a carousel are not shown, as `data-off` values (space-separated DOT_RANGES
 * ends, "" when shown everywhere): for each dot, the ranges where its slide is no place the track
 * stops at; for the dots' row, those where everything is in view.
 */
export function dotRanges(
  slides: number,
  slidesPerView: number,
  breakpoints?: CarouselBreakpoints,
): { dots: string[]; pagination: string } {
  const stops = perViewByRange(slidesPerView, breakpoints).map((perView) => stopsFor(slides, perView));
  const off = (hidden: (stopCount: number) => boolean) => DOT_RANGES.filter((_, range) => hidden(stops[range]!)).join(' ');
  return {
    dots: Array.from({ length: slides }, (_, index) => off((count) => index >= count)),
    pagination: off((count) => count <= 1),
  };
}
