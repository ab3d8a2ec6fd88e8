import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { postDataPath } from '../../src/lib/paths';
import { openPage, waitForOverlayGone, watchConsole } from './helpers';

// Nothing here depends on motion: these tests run as a visitor who asked for less of it
// (prefers-reduced-motion), sparing each page's first seconds of animation (docs/testing.md).
test.use({ reducedMotion: 'reduce' });

test.describe('services', () => {
  test('the list shows all 17 services and each leads to its page @desktop', async ({ page }) => {
    await openPage(page, '/ar/services');
    const cards = page.getByRole('main').locator('a[href^="/ar/services/"]');
    await expect(cards).toHaveCount(17);
    await cards.first().click();
    await expect(page).toHaveURL(/\/ar\/services\/ai$/);
  });

  for (const [lang, labels] of [
    ['en', ['Overview', 'Benefits', 'Key Features']],
    ['ar', ['نظرة عامة', 'المزايا', 'أبرز الخصائص']],
  ] as const) {
    test(`a service page has its overview, 4 benefits, 3 features, 5 steps and a contact button (${lang}) @desktop`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await openPage(page, `/${lang}/services/cloud`);
      for (const label of labels) await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.locator('section').nth(1).locator('ul').first().locator('li')).toHaveCount(4);
      await expect(main.locator('#features + ul > li')).toHaveCount(3);
      await expect(main.locator('#process + ol > li')).toHaveCount(5);
      await main.getByRole('link', { name: lang === 'en' ? 'Contact Us' : 'تواصل معنا' }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/contact$`));
      expect(problems).toEqual([]);
    });
  }

  test('an unknown service says so @desktop', async ({ page }) => {
    const response = await openPage(page, '/en/services/teleportation');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found');
    await expect(page.getByText("404 - Oops! This Service Doesn't Exist")).toBeVisible();
  });
});

test.describe('blog', () => {
  test('lists posts newest first, featured summary ≤ 200 characters, grid ≤ 100 @desktop', async ({ page }) => {
    await openPage(page, '/en/blog');
    const links = page.getByRole('main').getByRole('link', { name: /^Read More/ });
    await expect(links).toHaveCount(10);
    await expect(links.first()).toHaveAttribute('href', '/en/blog/custom-web-app-development');
    const times = await page
      .getByRole('main')
      .locator('article time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect([...times].sort().reverse()).toEqual(times);
    const summaries = await page.getByRole('main').locator('article p.flex-1').allTextContents();
    expect(summaries[0]!.length).toBeLessThanOrEqual(200);
    for (const s of summaries.slice(1)) expect(s.length).toBeLessThanOrEqual(100);
  });

  test('a post shows author, date, read time, tags, image and the article; Arabic reads right to left @desktop', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await openPage(page, '/ar/blog/learning-python-2025');
    const article = page.getByRole('main').locator('article');
    await expect(article.getByText('بقلم يوسف الدوسري')).toBeVisible();
    // Published on its record's day; "Updated on" when its Arabic text changed since (from the
    // build's Git history, which a shallow clone lacks: the post's data file says which it is).
    const published = article.locator('time', { hasText: 'نُشر في' });
    await expect(published).toHaveAttribute('datetime', '2025-04-18');
    await expect(published).toContainText('2025');
    const { modified } = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../../dist', postDataPath('ar', 'post', 'learning-python-2025')), 'utf8'),
    ) as { modified?: string };
    const updated = article.locator('time', { hasText: 'حُدِّث في' });
    if (modified) await expect(updated).toHaveAttribute('datetime', modified.slice(0, 10));
    else await expect(updated).toHaveCount(0);
    await expect(article.locator('.prose-article h2').first()).toBeVisible();
    expect(await article.locator('.prose-article').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await expect(article.getByRole('img')).toHaveAttribute('alt', /.+/);
    expect(problems).toEqual([]);
  });

  test('the HTML-rich post renders its markup safely @desktop', async ({ page }) => {
    await openPage(page, '/en/blog/custom-web-app-development');
    const prose = page.locator('.prose-article');
    await expect(prose.locator('h2').first()).toBeVisible();
    await expect(prose.locator('script, style, iframe, [onclick], [onerror]')).toHaveCount(0);
  });

  test('an unknown post says Blog not found @desktop', async ({ page }) => {
    await openPage(page, '/en/blog/nope');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog not found');
  });
});

test.describe('about, team and contact', () => {
  test('about: journey, video toggle, leadership, partners @desktop', async ({ page }) => {
    await openPage(page, '/en/about');
    for (const name of ['Our Story', 'Our Mission', 'Our Vision', 'Join Our Journey']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    const play = page.getByRole('button', { name: 'Play video' });
    await play.click();
    const pause = page.getByRole('button', { name: 'Pause video' });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Partner logo/ })).toHaveCount(4);
  });

  // Spec: 'Join Our Journey' is a link to /contact: its own text is the link's name, in each language.
  for (const [lang, name] of [
    ['en', 'Join Our Journey'],
    ['ar', 'انضم إلى رحلتنا'],
  ] as const) {
    test(`about: '${name}' is the link to the contact page (${lang}) @desktop`, async ({ page }) => {
      await openPage(page, `/${lang}/about`);
      const join = page.getByRole('main').getByRole('link', { name, exact: true });
      await expect(join).toHaveAttribute('href', `/${lang}/contact`);
      await join.scrollIntoViewIfNeeded();
      await expect(join).toBeVisible();
      await join.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/contact$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }

  test('the same leaders in both languages @desktop', async ({ page }) => {
    await openPage(page, '/en/leadership');
    const en = await page
      .getByRole('main')
      .locator('a[href^="/en/team/"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')!.split('/').pop()));
    await openPage(page, '/ar/leadership');
    const ar = await page
      .getByRole('main')
      .locator('a[href^="/ar/team/"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')!.split('/').pop()));
    expect(en.length).toBeGreaterThan(0);
    expect(ar).toEqual(en);
  });

  test('team cards lead to members; a member page links out safely and back @desktop', async ({ page }) => {
    await openPage(page, '/en/team');
    await page.getByRole('main').locator('a[href="/en/team/khalid-al-shammari"]').click();
    await expect(page).toHaveURL(/\/en\/team\/khalid-al-shammari$/);
    await waitForOverlayGone(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Khalid Al-Shammari');
    for (const link of await page.getByRole('main').locator('a[target="_blank"]').all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await page.getByRole('link', { name: 'Back to Team' }).click();
    await expect(page).toHaveURL(/\/en\/team$/);
  });

  test('an unknown member says so with a way back @desktop', async ({ page }) => {
    await openPage(page, '/ar/team/nobody');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('لم يُعثر على عضو الفريق');
    await expect(page.getByRole('main').getByRole('link', { name: 'العودة إلى الفريق' })).toHaveAttribute('href', '/ar/team');
  });

  for (const [lang, show, hide] of [
    ['en', 'Fill Out Our Contact Form', 'Hide Contact Form'],
    ['ar', 'املأ نموذج التواصل', 'إخفاء نموذج التواصل'],
  ] as const) {
    test(`contact: phone and email links, form toggle (${lang}) @desktop`, async ({ page }) => {
      await openPage(page, `/${lang}/contact`);
      await expect(page.getByRole('main').locator('a[href^="tel:"]')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('main').locator('a[href^="mailto:"]').first()).toBeVisible();
      const toggle = page.getByRole('button', { name: show });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(page.getByRole('button', { name: hide })).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('button', { name: hide }).click();
      await expect(page.getByRole('button', { name: show })).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('/contact-form opens the contact page with the form shown @desktop', async ({ page }) => {
    await page.goto('/en/contact-form');
    await expect(page).toHaveURL(/\/en\/contact#contact-form$/);
    await expect(page.getByRole('button', { name: 'Hide Contact Form' })).toHaveAttribute('aria-expanded', 'true');
  });
});
