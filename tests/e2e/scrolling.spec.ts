import { expect, test } from '@playwright/test';
import { openPage, waitForOverlayGone } from './helpers';

// Safari has no scroll anchoring: when something above the viewport changes height, the content
// on screen moves. Chromium hides such changes by anchoring, so it is turned off here, as Safari is.
for (const path of ['/ar/about', '/en/home', '/en/contact']) {
  test(`${path}: after arriving at the end, scrolling up by N px moves the content by N px`, async ({ page }) => {
    await openPage(page, path);
    await page.addStyleTag({ content: '* { overflow-anchor: none !important; }' });
    await waitForOverlayGone(page);
    // Arrive at the end, as a reload or a link to a fragment far down the page does.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForTimeout(300);
    for (let step = 0; step < 8; step++) {
      const before = await page.evaluate(() => {
        // The band under the middle of the screen: its own place, not the reveal animations inside it.
        const point = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)!;
        const anchor = point.closest('section, footer') ?? point;
        (window as unknown as { anchor: Element }).anchor = anchor;
        return { top: anchor.getBoundingClientRect().top, scrollY: window.scrollY };
      });
      if (before.scrollY <= 0) break;
      const by = Math.min(300, before.scrollY);
      await page.evaluate((dy) => window.scrollBy({ top: -dy, behavior: 'instant' }), by);
      // Two frames: time for anything that renders on the way to change its size.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const after = await page.evaluate(() => (window as unknown as { anchor: Element }).anchor.getBoundingClientRect().top);
      expect(Math.abs(after - before.top - by), `step ${step}: moved ${after - before.top} px for ${by} px`).toBeLessThanOrEqual(
        5,
      );
    }
  });
}
