import { describe, expect, it } from 'vitest';
import { SPEC } from '../../src/lib/constants';

// site-spec.md, section 9 "Business constants and limits".
describe('spec constants', () => {
  it('hold the navbar, footer and layout values', () => {
    expect(SPEC.navbar).toEqual({ solidAfterPx: 10, hideAfterPx: 100 });
    expect(SPEC.footer.copyrightYear).toBe(2025);
    expect(SPEC.serviceCard.widthPx).toBe(270);
    expect(SPEC.hero.heightPx).toBe(500);
  });

  it('hold the carousel settings', () => {
    expect(SPEC.services).toEqual({ collapsedCount: 4, carousel: { slidesPerView: 1, spaceBetweenPx: 16 } });
    expect(SPEC.techSlider).toEqual({
      autoplayMs: 2800,
      disableOnInteraction: false,
      gapPx: 24,
      breakpoints: { 320: 2, 640: 3, 768: 4, 1024: 5 },
    });
    expect(SPEC.testimonialCarousel).toEqual({ slidesPerView: 1, breakpoints: { 768: 2, 1024: 3 } });
    expect(SPEC.highlightsCarousel).toEqual({ slidesPerView: 1, breakpoints: { 480: 1.5, 640: 2 } });
  });

  it('hold the timings, counts and limits', () => {
    expect(SPEC.latestBlogs.count).toBe(3);
    expect(SPEC.scrollReveal).toEqual({ once: true, durationMs: 1000, staggerMs: 100, timelineBottomMarginPx: 40 });
    expect(SPEC.loadingOverlay).toEqual({ navigationMs: 1000, initialMs: 2000 });
    expect(SPEC.blogSummary).toEqual({ featuredMaxChars: 200, gridMaxChars: 100 });
    expect(SPEC.internship).toEqual({ durationMonths: 3, faqMinMonths: 2, faqMaxMonths: 3 });
  });

  it('hold the highlights and marketing claims', () => {
    expect(SPEC.keyHighlights.map((h) => h.value)).toEqual([3, 20, 30, 90]);
    expect(SPEC.marketingClaims).toEqual({
      staff: 20,
      staffInTopPercentShare: 90,
      topPercent: 5,
      seniorManagementTopPercent: 1,
      projects: 30,
      countries: 13,
    });
  });
});
