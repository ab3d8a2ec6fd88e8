/**
 * Every business constant of the specification (docs/site-spec.md, section 9), typed, in one place.
 * Components read these values; they never repeat the numbers as literals.
 */
export const SPEC = {
  navbar: {
    /** The bar turns white with a shadow once the page is scrolled beyond this many pixels. */
    solidAfterPx: 10,
    /** Scrolling down beyond this many pixels hides the bar; scrolling up shows it again. */
    hideAfterPx: 100,
  },
  footer: { copyrightYear: 2025 },
  serviceCard: { widthPx: 270 },
  services: {
    collapsedCount: 4,
    carousel: { slidesPerView: 1, spaceBetweenPx: 16 },
  },
  latestBlogs: { count: 3 },
  scrollReveal: { once: true, durationMs: 1000, staggerMs: 100, timelineBottomMarginPx: 40 },
  techSlider: {
    autoplayMs: 2800,
    /** Autoplay continues after the visitor interacts with the slider. */
    disableOnInteraction: false,
    gapPx: 24,
    /** min-width in px → slides per view */
    breakpoints: { 320: 2, 640: 3, 768: 4, 1024: 5 },
  },
  testimonialCarousel: { slidesPerView: 1, breakpoints: { 768: 2, 1024: 3 } },
  highlightsCarousel: { slidesPerView: 1, breakpoints: { 480: 1.5, 640: 2 } },
  loadingOverlay: { navigationMs: 1000, initialMs: 2000 },
  hero: { heightPx: 500 },
  blogSummary: { featuredMaxChars: 200, gridMaxChars: 100 },
  internship: { durationMonths: 3, faqMinMonths: 2, faqMaxMonths: 3 },
  keyHighlights: [
    { id: 'years', value: 3 },
    { id: 'engineers', value: 20 },
    { id: 'projects', value: 30 },
    { id: 'clients', value: 90 },
  ],
  marketingClaims: {
    staff: 20,
    staffInTopPercentShare: 90,
    topPercent: 5,
    seniorManagementTopPercent: 1,
    projects: 30,
    countries: 13,
  },
} as const;

/**
 * How much a list's card counts in search (`data-pagefind-weight`; text counts 1, a heading 5 to 7):
 * a card repeats what its page says, so a query naming the page finds the page before the lists
 * (docs/search.md, "Ranking").
 */
export const LIST_CARD_WEIGHT = 0.3;
