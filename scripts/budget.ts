// The speed budget (docs/decisions.md, "Speed budget"; gzip KiB for JS and CSS), shared by the benchmark
// (scripts/bench.ts, with Lighthouse), the build-size check of `npm test` (scripts/check-budget.ts)
// and the first-load count of its route sweep (tests/e2e/pages.spec.ts).

/**
 * First-load script of every page, as scripts/lib/first-load.ts counts it: every script the page
 * requests, with no interaction, until the network has been quiet for 3 s after the page is ready
 * (entry chunks, module preloads, dynamic imports and what timers start, such as the carousels'
 * Swiper), at a phone's width and at 1280 px, the larger counting. It supersedes the first
 * budget's 100 KiB, which counted less. `npm run bench` fails a page over it.
 */
const FIRST_LOAD_TARGET_KIB = 112;

export const BUDGET = {
  firstLoadJsKiB: FIRST_LOAD_TARGET_KIB,
  totalJsKiB: 170,
  cssKiB: 15,
  fontFiles: 2,
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1700,
  tbtMs: 80,
  /** No layout shift at all (the first budget allowed 0.02). */
  cls: 0,
} as const;

/**
 * What `npm test` holds first-load script to (tests/e2e/pages.spec.ts, same count as
 * `BUDGET.firstLoadJsKiB`), until every page meets the target: the heaviest page today rounded up
 * to the next KiB, so that first-load script cannot grow unnoticed, and to be lowered as the pages
 * get lighter. The heaviest are the home pages at a phone's width, whose services carousel is on
 * the first screen and starts Swiper (27 KiB) once the page is ready: /ar/home 157.3 KiB, /en/home
 * 156.1 KiB (the navbar's measured fit and language list, and the blog namespace's sample text of
 * new posts, which the home page's latest-posts band loads and does not need: it should leave the
 * shipped namespace); every other page is at most 134.0 KiB (/ar/about), the lightest 120.4 KiB.
 * The fixed libraries alone (react-dom with React, i18next, React Router, react-i18next) are 97 KiB
 * of it.
 */
export const FIRST_LOAD_JS_CEILING_KIB = 158;
