import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
