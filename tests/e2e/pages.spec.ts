import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pageTargets } from '../../src/app/prerenderPaths';
import { localizedPath, type RouteTarget } from '../../src/lib/paths';
import { openPage, watchConsole } from './helpers';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Legacy mode runs axe in the page's own frames and collects the results there. The default mode
// opens a blank page per analysis to merge the frames' results, which doubled each analysis's
// time (about 0.5 s of 1 s per page here); the pages' only frames are cross-origin embeds.
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).setLegacyMode(true).analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

// Every route once (the first record of each detail route), in both languages, plus the 404 page.
const seen = new Set<string>();
const targets = pageTargets().filter((t: RouteTarget) => (seen.has(t.id) ? false : (seen.add(t.id), true)));
const GROUPS = [targets.slice(0, 6), targets.slice(6, 12), targets.slice(12)];

for (const lang of ['en', 'ar'] as const) {
  GROUPS.forEach((group, index) => {
    test(`routes ${index + 1}/${GROUPS.length} in ${lang}: one h1, own title, no console errors, no axe violations`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const problems = watchConsole(page);
      const brand = lang === 'en' ? 'Qimmah Tech' : 'قمة تك';
      const titles = new Set<string>();
      for (const target of group) {
        const path = localizedPath(lang, target);
        const response = await openPage(page, path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html'), path).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
        const title = await page.title();
        expect(title, path).toContain(brand);
        titles.add(title);
        expect(await axeViolations(page), path).toEqual([]);
      }
      expect(titles.size).toBe(group.length);
      expect(problems).toEqual([]);
    });
  });

  test(`404 page and open menus and accordions have no axe violations (${lang})`, async ({ page, isMobile }) => {
    await openPage(page, `/${lang}/no-such-page`);
    expect(await axeViolations(page)).toEqual([]);
    await openPage(page, `/${lang}/process`);
    await page.getByRole('main').locator('button[aria-controls]').first().click();
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const banner = page.getByRole('banner');
    if (isMobile) await banner.getByRole('button', { name: lang === 'en' ? 'Menu' : 'القائمة', exact: true }).click();
    await banner
      .locator('button[aria-controls]:visible')
      .nth(isMobile ? 1 : 0)
      .click();
    await expect(banner.locator('button[aria-expanded="true"]').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
