import { expect, test, type Page } from '@playwright/test';
import { BUDGET, FIRST_LOAD_OWN_CEILING_KIB } from '../../scripts/budget';
import { measureFirstLoad, newUncachedPage, type WidthLoad } from '../../scripts/lib/first-load';
import { pageTargets } from '../../src/app/prerenderPaths';
import { LANGUAGES, dirOf } from '../../src/lib/language/languages';
import { localizedPath, type RouteTarget } from '../../src/lib/paths';
import { brand, text } from '../support/locales';
import { openPage, watchConsole } from './helpers';
import { axeViolations } from './support/axe';

/** Two frames, so that layout and resize handlers have run after a change of size or font. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** How far the page scrolls sideways, in CSS px (0: it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return document.documentElement.scrollWidth - window.innerWidth;
  });

/**
 * 3.2.6 Consistent Help: the ways to reach a person that the page repeats outside its own content
 * (the navbar's contact link, the footer's email, phone and WhatsApp, the phones' WhatsApp button,
 * the accessibility statement), in their order.
 */
const helpOrder = (page: Page, contact: string, statement: string) =>
  page.evaluate(
    ({ contact, statement }) =>
      [...document.querySelectorAll<HTMLAnchorElement>('body a[href]')]
        // The language control's links lead to this page in a language (this one's among them
        // where the languages share one control): a way to read it, not to reach a person.
        .filter((link) => !link.closest('main') && !link.hasAttribute('hreflang'))
        .map((link) => {
          const href = link.getAttribute('href')!;
          const where = link.closest('header') ? 'header' : link.closest('footer') ? 'footer' : 'fixed';
          if (href.startsWith('mailto:')) return `${where} email`;
          if (href.startsWith('tel:')) return `${where} phone`;
          if (href.startsWith('https://wa.me/')) return `${where} WhatsApp`;
          if (href === contact) return `${where} contact page`;
          if (href === statement) return `${where} accessibility statement`;
          return null;
        })
        .filter((entry): entry is string => entry !== null),
    { contact, statement },
  );

// Every route once (the first record of each detail route: a route's records load the same
// scripts and share its layout), and the not-found page.
const seen = new Set<string>();
const ROUTES = pageTargets().filter((target: RouteTarget) => (seen.has(target.id) ? false : (seen.add(target.id), true)));
/**
 * Tabs loading side by side in a test: most of a first load is waiting (the overlay's 2 s, then
 * 3 s of a quiet network). With 8 instead of 4, a language's routes took 32-41 s instead of 46-50.
 */
const TABS = 8;

/**
 * One load of every route per language and width carries every check that needs the whole page
 * and nothing else: a load costs this machine's processor about a second, and the checks a few
 * milliseconds each. For each route:
 * - 200 (the not-found page: 404), `<html lang dir>`, one h1, a title of its own with the brand,
 *   no console error, no axe violation (WCAG 2.2 AA) once the page is ready;
 * - first-load script: every script the page requests with no interaction until the network has
 *   been quiet for 3 s after the page is ready (scripts/lib/first-load.ts), the fixed libraries'
 *   chunks apart; the site's own at most FIRST_LOAD_OWN_CEILING_KIB at this project's width; the
 *   table in the output shows every page;
 * - 3.2.6 Consistent Help: the same ways to reach a person, in the same order, on every page;
 * - 1.4.10 Reflow: no sideways scroll at 320 CSS px (phones: 1280 px at 400%);
 * - 1.4.4 Resize Text, at 1280 px: with the browser's default text size at 200% (32 px, Chrome's
 *   "Font size" setting, set over the DevTools protocol) and by zoom to 200% (a 640 × 400 window).
 *   The breakpoints are in rem, so the page takes the layout that fits the larger text.
 */
for (const lang of LANGUAGES) {
  test(`every route in ${lang}: status, lang and dir, one h1, own title, no console errors, no axe violations, first-load script, consistent help, reflow and text size`, async ({
    context,
    isMobile,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const origin = new URL(baseURL!).origin;
    const contact = localizedPath(lang, { id: 'contact' });
    const statement = localizedPath(lang, { id: 'accessibility' });
    const notFound = `/${lang}/no-such-page`;
    const paths = [...ROUTES.map((target) => localizedPath(lang, target)), notFound];
    const viewport = isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 };
    const titles = new Map<string, string>();
    const helps = new Map<string, string[]>();
    const loads = new Map<string, WidthLoad>();
    const queue = [...paths];
    await Promise.all(
      Array.from({ length: TABS }, async () => {
        const page = await newUncachedPage(context);
        const cdp = await context.newCDPSession(page);
        const problems = watchConsole(page);
        for (let path = queue.shift(); path; path = queue.shift()) {
          const before = problems.length;
          const { load, response } = await measureFirstLoad(page, `${origin}${path}`);
          loads.set(path, load);
          expect.soft(response?.status(), path).toBe(path === notFound ? 404 : 200);
          await expect(page.locator('html[data-hydrated]'), `${path}: the app started`).toBeAttached({ timeout: 20_000 });
          await expect.soft(page.locator('html'), path).toHaveAttribute('lang', lang);
          await expect.soft(page.locator('html'), path).toHaveAttribute('dir', dirOf(lang));
          await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
          const title = await page.title();
          expect.soft(title, path).toContain(brand(lang));
          titles.set(path, title);
          expect.soft(await axeViolations(page), path).toEqual([]);
          helps.set(path, await helpOrder(page, contact, statement));

          if (isMobile) {
            await page.setViewportSize({ width: 320, height: 640 });
            await settle(page);
            expect.soft(await sidewaysScroll(page), `${path}: sideways scroll at 320 px`).toBe(0);
          } else {
            await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
            await settle(page);
            expect
              .soft(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), `${path}: text size`)
              .toBe('32px');
            expect.soft(await sidewaysScroll(page), `${path}: sideways scroll with the text size at 200%`).toBe(0);
            await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
            await page.setViewportSize({ width: 640, height: 400 });
            await settle(page);
            expect.soft(await sidewaysScroll(page), `${path}: sideways scroll at 200% zoom`).toBe(0);
          }
          await page.setViewportSize(viewport);
          expect.soft(problems.slice(before), `${path}: console errors`).toEqual([]);
        }
      }),
    );

    expect(new Set(titles.values()).size, 'every page has a title of its own').toBe(paths.length);

    const first = helps.get(paths[0]!)!;
    for (const help of ['email', 'phone', 'WhatsApp', 'contact page', 'accessibility statement'])
      expect(
        first.some((entry) => entry.endsWith(help)),
        `${paths[0]} offers ${help}: ${first.join(', ')}`,
      ).toBe(true);
    for (const path of paths) expect.soft(helps.get(path), `${path}: help in the same order`).toEqual(first);

    const width = Math.max(...paths.map((path) => path.length));
    console.log(
      [
        `First-load script, ${lang} at ${viewport.width} px, gzip KiB: the fixed libraries' chunks (the floor), the site's own (ceiling ${FIRST_LOAD_OWN_CEILING_KIB}, target ${BUDGET.firstLoadOwnJsKiB}), in all:`,
        ...paths.map((path) => {
          const load = loads.get(path)!;
          const cells = [load.libraryKib, load.ownKib, load.kib].map((kib) => kib.toFixed(1).padStart(6));
          return `| ${path.padEnd(width)} | ${cells.join(' | ')} |${load.ownKib > FIRST_LOAD_OWN_CEILING_KIB ? ' ✗' : ''}${load.capped ? ' (never quiet)' : ''}`;
        }),
      ].join('\n'),
    );
    const capped = paths.filter((path) => loads.get(path)!.capped);
    expect(capped, 'pages whose network never went quiet').toEqual([]);
    const over = paths
      .filter((path) => loads.get(path)!.ownKib > FIRST_LOAD_OWN_CEILING_KIB)
      .map((path) => `${path}: ${loads.get(path)!.ownKib.toFixed(1)} KiB of its own`);
    expect(over, 'pages whose own first-load script is over the ceiling').toEqual([]);
  });

  test(`open menus and accordions have no axe violations (${lang})`, async ({ page, isMobile }) => {
    await openPage(page, localizedPath(lang, { id: 'process' }));
    await page.getByRole('main').locator('button[aria-controls]').first().click();
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const banner = page.getByRole('banner');
    if (isMobile) await banner.getByRole('button', { name: text(lang, 'nav.menuToggle'), exact: true }).click();
    await banner
      .locator('button[aria-controls]:visible')
      .nth(isMobile ? 1 : 0)
      .click();
    await expect(banner.locator('button[aria-expanded="true"]').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
