import { expect, test, type Page } from '@playwright/test';
import { scriptOf } from '../../src/lib/language/languages';
import { SCRIPTS } from '../../src/lib/language/scripts';
import { localizedPath, type RouteTarget } from '../../src/lib/paths';
import { DEFAULT_LANG, LANGUAGES, dirOf, languageInfo, text, type Lang } from '../support/locales';
import { openPage } from './helpers';

// Nothing checked here depends on motion, so these tests run as a visitor who asked for less of it
// (prefers-reduced-motion): that setting is covered, and the animations of each page's first
// seconds (a third of a page's processor time in these tests) are spared. Motion itself is
// tested with it on (tests/e2e/home.spec.ts, navigation.spec.ts, a11y-manual.spec.ts and others).
test.use({ reducedMotion: 'reduce' });

const others = (lang: Lang) => LANGUAGES.filter((other) => other !== lang);
/** The first language of the list after the default one. */
const SECOND = others(DEFAULT_LANG)[0]!;

/**
 * Follows the bar's way to `to` from a page in `from`: on a phone through the menu; with more
 * than one other language through the languages' control (tests/e2e/navbar.spec.ts).
 */
async function switchTo(page: Page, from: Lang, to: Lang, isMobile: boolean) {
  const banner = page.getByRole('banner');
  if (isMobile) await banner.getByRole('button', { name: text(from, 'nav.menuToggle'), exact: true }).click();
  if (others(from).length > 1) await banner.getByRole('button', { name: text(from, 'nav.language') }).click();
  await banner.getByRole('link', { name: languageInfo(to).nativeName, exact: true }).click();
}

/**
 * The switcher right after the page has started, before the visitor has scrolled: every band
 * further down is still as it was prerendered (src/components/Section.tsx), and the page must
 * still change language, heading and direction included.
 */
test.describe('the language switcher on a page not yet scrolled', () => {
  const cases: { from: Lang; to: Lang; target: RouteTarget; h1: string }[] = [
    { from: DEFAULT_LANG, to: SECOND, target: { id: 'home' }, h1: 'home:hero.title' },
    { from: DEFAULT_LANG, to: SECOND, target: { id: 'services' }, h1: 'services:hero.title' },
    { from: SECOND, to: DEFAULT_LANG, target: { id: 'about' }, h1: 'about:hero.title' },
  ];
  for (const { from, to, target, h1 } of cases) {
    test(`${localizedPath(from, target)} changes language at once`, async ({ page, isMobile }) => {
      await openPage(page, localizedPath(from, target));
      await switchTo(page, from, to, isMobile);
      await expect(page).toHaveURL(new RegExp(`${localizedPath(to, target)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', to);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(to));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(to, h1));
    });
  }
});

/** The font files of a language's pages (its script's, src/lib/language/scripts.ts), by the start of their names. */
const fontFiles = (lang: Lang): readonly string[] => SCRIPTS[scriptOf(lang)].fonts;
/** Font files of the site that a page in `lang` does not use: each other language's own. */
const foreignFonts = (lang: Lang) =>
  [...new Set(LANGUAGES.flatMap((other) => fontFiles(other)))].filter((font) => !fontFiles(lang).includes(font));
const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

test.describe('fonts', () => {
  test(`a page in ${DEFAULT_LANG} downloads no other language's font, and its switcher still sets each other language's name in a face with every glyph @desktop`, async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'font' && fonts.push(fileName(request.url())));
    await openPage(page, localizedPath(DEFAULT_LANG, { id: 'home' }));
    await page.waitForLoadState('networkidle');
    expect(fonts.filter((font) => foreignFonts(DEFAULT_LANG).some((foreign) => font.startsWith(foreign)))).toEqual([]);
    expect(fonts).toHaveLength(fontFiles(DEFAULT_LANG).length);

    const banner = page.getByRole('banner');
    if (others(DEFAULT_LANG).length > 1) await banner.getByRole('button', { name: text(DEFAULT_LANG, 'nav.language') }).click();
    // The faces the browser drew each name with (Chromium's DevTools protocol): the system's, with
    // a glyph for every letter, none of them a downloaded one.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    for (const other of others(DEFAULT_LANG)) {
      const name = languageInfo(other).nativeName;
      await expect(banner.locator(`.language-name:lang(${other})`).filter({ visible: true })).toHaveText(name);
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
        nodeId: root.nodeId,
        selector: `header [lang="${other}"] .language-name`,
      });
      expect(nodeIds.length, `${other}: its name in the bar`).toBeGreaterThan(0);
      const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: nodeIds[0]! });
      const glyphs = used.reduce((total, font) => total + font.glyphCount, 0);
      expect(glyphs, name).toBe([...name.replace(/\s/g, '')].length);
      expect(
        used.filter((font) => font.isCustomFont).map((font) => font.familyName),
        `${name}: downloaded faces`,
      ).toEqual([]);
    }
  });

  for (const lang of others(DEFAULT_LANG))
    test(`a page in ${lang} loads its own fonts (${fontFiles(lang).join(', ')}) and no other`, async ({ page }) => {
      const fonts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'font' && fonts.push(fileName(request.url())));
      await openPage(page, localizedPath(lang, { id: 'home' }));
      await page.waitForLoadState('networkidle');
      for (const font of fontFiles(lang))
        expect(
          fonts.filter((file) => file.startsWith(font)),
          font,
        ).toHaveLength(1);
      expect(fonts).toHaveLength(fontFiles(lang).length);
    });
});
