import { expect, test } from '@playwright/test';
import { pageTargets } from '../../src/app/prerenderPaths';
import { localizedPath, type RouteTarget } from '../../src/lib/paths';
import { watchConsole } from './helpers';

// Every route once (the first record of each detail route), in both languages.
const seen = new Set<string>();
const targets = pageTargets().filter((t: RouteTarget) => (seen.has(t.id) ? false : (seen.add(t.id), true)));

for (const lang of ['en', 'ar'] as const) {
  test(`every route renders in ${lang} with one h1, its own title, and no console errors`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    const brand = lang === 'en' ? 'Qimmah Tech' : 'قمة تك';
    const titles = new Set<string>();
    for (const target of targets) {
      const path = localizedPath(lang, target);
      // networkidle: the page chunk and its locale files have loaded and the page is hydrated.
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html'), path).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      const title = await page.title();
      expect(title, path).toContain(brand);
      titles.add(title);
    }
    expect(titles.size).toBe(targets.length);
    expect(problems).toEqual([]);
  });
}
