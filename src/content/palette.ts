/**
 * The site's colours as data, for code that cannot read CSS: the generated pictures and the story
 * video (scripts/images/). The same values are the `--color-brand-*` and `--color-ink-*` tokens of
 * src/styles/index.css, which tests/unit/palette.test.ts keeps equal to these.
 */

/** Brand blue, the accent colour of the spec. */
export const BRAND = {
  50: '#eff5ff',
  100: '#dbe8fe',
  200: '#bfd6fe',
  300: '#93bbfd',
  400: '#6098fa',
  500: '#3b76f6',
  600: '#2557eb',
  700: '#1d44d8',
  800: '#1e38af',
  900: '#1e348a',
  950: '#172254',
} as const;

/** Neutral ink for text and surfaces. */
export const INK = {
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
  950: '#0b1120',
} as const;

/** The warm highlight of the generated pictures (not a CSS token). */
export const WARM = {
  200: '#fde68a',
  300: '#fcd34d',
} as const;
