import { expect, test } from '@playwright/test';
import { openPage } from './helpers';

// Nothing checked here depends on motion, so these tests run as a visitor who asked for less of it
// (prefers-reduced-motion): that setting is covered, and the animations of each page's first
// seconds (a third of a page's processor time in these tests) are spared. Motion itself is
// tested with it on (tests/e2e/home.spec.ts, navigation.spec.ts, a11y-manual.spec.ts and others).
test.use({ reducedMotion: 'reduce' });

/**
 * The switcher right after the page has started, before the visitor has scrolled: every band
 * further down is still as it was prerendered (src/components/Section.tsx), and the page must
 * still change language, heading and direction included.
 */
test.describe('the language switcher on a page not yet scrolled', () => {
  const cases = [
    {
      from: '/en/home',
      to: /\/ar\/home$/,
      lang: 'ar',
      dir: 'rtl',
      switchTo: 'العربية',
      menu: 'Menu',
      h1: 'نبني معك مستقبلك الرقمي',
    },
    { from: '/en/services', to: /\/ar\/services$/, lang: 'ar', dir: 'rtl', switchTo: 'العربية', menu: 'Menu', h1: 'خدماتنا' },
    { from: '/ar/about', to: /\/en\/about$/, lang: 'en', dir: 'ltr', switchTo: 'English', menu: 'القائمة', h1: 'About Us' },
  ] as const;
  for (const { from, to, lang, dir, switchTo, menu, h1 } of cases) {
    test(`${from} changes language at once`, async ({ page, isMobile }) => {
      await openPage(page, from);
      if (isMobile) await page.getByRole('button', { name: menu, exact: true }).click();
      await page.getByRole('banner').getByRole('link', { name: switchTo }).click();
      await expect(page).toHaveURL(to);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    });
  }
});

test.describe('fonts', () => {
  test('an English page downloads no Arabic font, and its switcher still sets «العربية» in an Arabic face @desktop', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'font' && fonts.push(new URL(request.url()).pathname));
    await openPage(page, '/en/home');
    await page.waitForLoadState('networkidle');
    expect(fonts.filter((font) => /cairo/.test(font))).toEqual([]);
    expect(fonts.filter((font) => /inter/.test(font))).toHaveLength(1);

    // The faces the browser drew the word with (Chromium's DevTools protocol): one of the system's,
    // with a glyph for every letter.
    const name = page.getByRole('banner').locator('.language-name').first();
    await expect(name).toHaveText('العربية');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '.language-name' });
    const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: nodeIds[0]! });
    const glyphs = used.reduce((total, font) => total + font.glyphCount, 0);
    expect(glyphs).toBe('العربية'.length);
    expect(used.map((font) => font.familyName).join(' ')).not.toMatch(/cairo/i);
  });

  test('an Arabic page loads Cairo, and Inter for the Latin names and digits in its text', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'font' && fonts.push(new URL(request.url()).pathname));
    await openPage(page, '/ar/home');
    await page.waitForLoadState('networkidle');
    expect(fonts.some((font) => /cairo/.test(font))).toBe(true);
    expect(fonts).toHaveLength(2);
  });
});
