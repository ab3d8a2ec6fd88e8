import type { ReactNode } from 'react';

/**
 * The min-widths (px) at which a carousel may change its slides per view: the static track
 * (.carousel-track in src/styles/index.css) has a media query for each of these and no others.
 */
export const CAROUSEL_BREAKPOINTS = [320, 480, 640, 768, 1024] as const;
type CarouselBreakpoint = (typeof CAROUSEL_BREAKPOINTS)[number];

/** min-width (px) → slides per view, at the supported widths only. */
export type CarouselBreakpoints = { readonly [Width in CarouselBreakpoint]?: number };

/**
 * `B` itself when every key is a supported breakpoint; an unsupported one becomes `never`, so
 * `{ 480: 2, 500: 3 }` is a type error even when it is not an object literal.
 */
type OnlyCarouselBreakpoints<B> = B & { readonly [K in Exclude<keyof B, CarouselBreakpoint | `${CarouselBreakpoint}`>]: never };

export interface CarouselProps<B extends CarouselBreakpoints = CarouselBreakpoints> {
  /** Accessible name of the carousel region. */
  label: string;
  slides: readonly { key: string; content: ReactNode }[];
  slidesPerView: number;
  spaceBetween: number;
  breakpoints?: OnlyCarouselBreakpoints<B>;
  autoplay?: { delayMs: number; disableOnInteraction: boolean };
  className?: string;
}
