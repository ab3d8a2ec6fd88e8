import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOT_RANGES, dotRanges, stopsFor } from '../../src/components/carousel/dots';
import { CAROUSEL_BREAKPOINTS } from '../../src/components/carousel/types';

const css = readFileSync(path.join(import.meta.dirname, '../../src/styles/index.css'), 'utf8');

describe('carousel breakpoints', () => {
  it('are exactly the widths the static track has a media query for', () => {
    const widths = [...css.matchAll(/@media \(min-width: (\d+)px\) \{\s*\.carousel-track \{\s*--pv: var\(--pv-(\d+),/g)].map(
      (m) => {
        expect(m[2]).toBe(m[1]);
        return Number(m[1]);
      },
    );
    expect(widths).toEqual([...CAROUSEL_BREAKPOINTS]);
  });
});

describe('carousel dots', () => {
  it('are one per place the track stops at, as Swiper counts its snap points', () => {
    // A slide's start while the track can still move, then its end.
    expect(stopsFor(17, 1)).toBe(17);
    expect(stopsFor(4, 1.5)).toBe(4);
    expect(stopsFor(4, 2)).toBe(3);
    expect(stopsFor(8, 3)).toBe(6);
    // Everything in view: one place, no dots.
    expect(stopsFor(3, 3)).toBe(1);
    expect(stopsFor(2, 3)).toBe(1);
  });

  it('say where each dot and the row are not shown, range by range', () => {
    const { dots, pagination } = dotRanges(4, 1, { 480: 1.5, 640: 2, 1024: 4 });
    // 1 per view up to 480 px: 4 dots; 1.5: 4; 2 from 640: 3; 4 from 1024: everything in view, one
    // place (the first dot), and the row itself hidden.
    expect(dots).toEqual(['', '1024', '1024', '640 768 1024']);
    expect(pagination).toBe('1024');
  });

  it('have a media query for each range in the stylesheet, and nothing else hides them', () => {
    const ranges = [...css.matchAll(/\.carousel \[data-off~='(\d+)'\]/g)].map((m) => Number(m[1]));
    expect(ranges).toEqual([...DOT_RANGES]);
  });
});
