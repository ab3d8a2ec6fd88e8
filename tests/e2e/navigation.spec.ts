import { expect, test } from '@playwright/test';
import { openPage, overlay, scrollToY, waitForOverlayGone, waitForReact, watchConsole } from './helpers';
import { LANGUAGES } from '../support/locales';

test.describe('navbar', () => {
  for (const lang of LANGUAGES) {
    test(`turns white past 10px, hides past 100px going down, returns going up (${lang})`, async ({ page }) => {
      await openPage(page, `/${lang}/about`);
      // Give the page room to scroll whatever its content.
      await page.evaluate(() => (document.body.style.minHeight = '4000px'));
      const header = page.getByRole('banner');
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

      await scrollToY(page, 10);
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      await scrollToY(page, 11);
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');

      await scrollToY(page, 100);
      await expect(header).toHaveAttribute('data-hidden', 'false');
      await scrollToY(page, 400);
      await expect(header).toHaveAttribute('data-hidden', 'true');
      await expect(header).not.toBeInViewport();

      await scrollToY(page, 300);
      await expect(header).toHaveAttribute('data-hidden', 'false');
      await expect(header).toBeInViewport();

      await scrollToY(page, 0);
      await expect(header).toHaveAttribute('data-scrolled', 'false');
    });
  }

  test('desktop groups open on hover and from the keyboard @desktop', async ({ page }) => {
    await openPage(page, '/en/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const group = nav.getByRole('button', { name: 'What We Do' });
    await group.hover();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Technologies' })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(group).toHaveAttribute('aria-expanded', 'false');

    const join = nav.getByRole('button', { name: 'Join Qimmah Tech' });
    await join.focus();
    await page.keyboard.press('Enter');
    await expect(join).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(join).toHaveAttribute('aria-expanded', 'false');
    await expect(join).toBeFocused();

    await join.press('Enter');
    await nav.getByRole('link', { name: 'Internships' }).click();
    await expect(page).toHaveURL(/\/en\/internships$/);
  });

  test('Arabic dropdowns open under their group, aligned to the start (right) @desktop', async ({ page }) => {
    await openPage(page, '/ar/home');
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    const group = nav.getByRole('button', { name: 'من نخدم' });
    await group.hover();
    const link = nav.getByRole('link', { name: 'الشركات الناشئة' });
    await expect(link).toBeVisible();
    const g = (await group.boundingBox())!;
    const panel = (await link.boundingBox())!;
    expect(Math.abs(panel.x + panel.width - (g.x + g.width))).toBeLessThan(24);
  });

  for (const lang of LANGUAGES) {
    test(`mobile menu: one group open at a time, closes on navigation (${lang}) @phone`, async ({ page }) => {
      const text = {
        en: { open: 'Menu', menu: 'Site menu', g1: 'What We Do', g2: 'Who We Help', link: 'Startups', path: '/en/startups' },
        ar: {
          open: 'القائمة',
          menu: 'قائمة الموقع',
          g1: 'ماذا نقدّم',
          g2: 'من نخدم',
          link: 'الشركات الناشئة',
          path: '/ar/startups',
        },
      }[lang];
      await openPage(page, `/${lang}/home`);
      const toggle = page.getByRole('button', { name: text.open });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const menu = page.getByRole('navigation', { name: text.menu });
      await expect(menu).toBeVisible();

      const g1 = menu.getByRole('button', { name: text.g1 });
      const g2 = menu.getByRole('button', { name: text.g2 });
      await g1.click();
      await expect(g1).toHaveAttribute('aria-expanded', 'true');
      await g2.click();
      await expect(g2).toHaveAttribute('aria-expanded', 'true');
      await expect(g1).toHaveAttribute('aria-expanded', 'false');
      await g2.click();
      await expect(g2).toHaveAttribute('aria-expanded', 'false');

      await g2.click();
      await menu.getByRole('link', { name: text.link }).click();
      await expect(page).toHaveURL(new RegExp(`${text.path}$`));
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: text.open })).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('Contact Us and the logo keep the language', async ({ page, isMobile }) => {
    await openPage(page, '/ar/about');
    if (isMobile) await page.getByRole('button', { name: 'القائمة', exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: 'تواصل معنا' }).click();
    await expect(page).toHaveURL(/\/ar\/contact$/);
    await waitForOverlayGone(page);
    await page.getByRole('banner').getByRole('link', { name: 'الصفحة الرئيسية لموقع قمة تك' }).click();
    await expect(page).toHaveURL(/\/ar\/home$/);
  });
});

test.describe('loading overlay and route changes', () => {
  test('the first overlay hides 2000 ms after the load event @desktop', async ({ page }) => {
    // What the visitor sees: the moment the overlay stops being visible, whether the app has
    // hydrated by then or not.
    await page.addInitScript(() => {
      const w = window as unknown as { __hiddenAt?: number };
      const poll = () => {
        const overlay = document.querySelector('[data-testid="loading-overlay"]');
        if (overlay && getComputedStyle(overlay).visibility === 'hidden') w.__hiddenAt = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
    await page.goto('/en/about');
    await page.waitForFunction(() => (window as unknown as { __hiddenAt?: number }).__hiddenAt !== undefined, null, {
      timeout: 20_000,
    });
    const { hiddenAt, loadAt } = await page.evaluate(() => ({
      hiddenAt: (window as unknown as { __hiddenAt: number }).__hiddenAt,
      loadAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
    // Never before the 2 s (a timer is never early). Its own timer, not the app's start or
    // anything else: on a slow, busy machine a timer can come late, but not by 2 s more.
    expect(hiddenAt - loadAt).toBeGreaterThanOrEqual(1950);
    expect(hiddenAt - loadAt).toBeLessThan(4000);
  });

  test('the first overlay goes on time even when the app is slow to arrive @desktop', async ({ page }) => {
    // The entry module (named by the boot script) takes 10 s to download: the overlay must go
    // (2 s after load, 4 s allowed on a slow, busy machine) long before the app can start.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await route.continue();
    });
    await page.goto('/ar/about');
    await page.waitForLoadState('load');
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page)).toBeHidden({ timeout: 4000 });
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  });

  test('every route change scrolls to the top and shows the overlay for 1000 ms @desktop', async ({ page }) => {
    await openPage(page, '/en/about');
    await waitForOverlayGone(page);
    await page.evaluate(() => (document.body.style.minHeight = '4000px'));
    await scrollToY(page, 600);
    await page.evaluate(() => {
      const w = window as unknown as { __times: { shown?: number; hidden?: number } };
      w.__times = {};
      const el = document.querySelector('[data-testid="loading-overlay"]')!;
      new MutationObserver(() => {
        const visible = el.getAttribute('data-visible') === 'true';
        if (visible && w.__times.shown === undefined) w.__times.shown = performance.now();
        if (!visible && w.__times.shown !== undefined) w.__times.hidden ??= performance.now();
      }).observe(el, { attributes: true });
    });
    // The footer is the app's once it has come near the screen, as it has for a visitor who reaches it.
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await waitForReact(footer);
    await footer.getByRole('link', { name: 'Qimmah Tech home' }).click();
    await expect(page).toHaveURL(/\/en\/home$/);
    await expect(overlay(page)).toHaveAttribute('data-visible', 'true');
    await expect(overlay(page)).toHaveAttribute('data-visible', 'false');
    await page.getByRole('link', { name: 'Explore Career' }).click();
    await expect(page).toHaveURL(/\/en\/careers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(overlay(page)).toHaveAttribute('data-visible', 'false');
    const times = await page.evaluate(() => (window as unknown as { __times: { shown: number; hidden: number } }).__times);
    // 1 s (a timer is never early), and not the time the next page takes to load and render:
    // on a slow, busy machine the timer can come late, by well under a second more.
    expect(times.hidden - times.shown).toBeGreaterThanOrEqual(950);
    expect(times.hidden - times.shown).toBeLessThan(2500);
  });

  test('the overlay is a polite status that never takes focus @desktop', async ({ page, request }) => {
    // The first paint (prerendered HTML) already announces "Loading…" politely.
    const html = await (await request.get('/ar/home')).text();
    expect(html).toContain('<div role="status" aria-live="polite" class="sr-only">جارٍ التحميل…</div>');
    await page.goto('/ar/home');
    const status = page.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(overlay(page)).toHaveAttribute('aria-hidden', 'true');
    await waitForOverlayGone(page);
    await expect(status).toHaveText('');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' })).toBeFocused();
  });

  test('the overlay gives up by itself when no script runs @desktop', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ar/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    await context.close();
  });
});

test.describe('404 and aliases', () => {
  // Where links lead does not depend on motion (docs/testing.md).
  test.use({ reducedMotion: 'reduce' });
  for (const [lang, go, back, title] of [
    ['en', 'Go to Home', 'Return to Home', 'Page Not Found'],
    ['ar', 'اذهب إلى الرئيسية', 'العودة إلى الرئيسية', 'الصفحة غير موجودة'],
  ] as const) {
    test(`404 page with both buttons (${lang}) @desktop`, async ({ page }) => {
      const problems = watchConsole(page);
      const response = await openPage(page, `/${lang}/this/does-not-exist`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.getByRole('link', { name: go }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/home$`));
      await page.goBack();
      await waitForOverlayGone(page);
      await page.getByRole('main').getByRole('link', { name: back }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/home$`));
      expect(problems).toEqual([]);
    });
  }

  test('aliases of the navigation lead to real pages @desktop', async ({ page }) => {
    const cases: [string, RegExp][] = [
      ['/en/technologies', /\/en\/technology$/],
      ['/ar/technologies', /\/ar\/technology$/],
      ['/en/quality-assurance', /\/en\/services\/qa$/],
      ['/ar/contact-form', /\/ar\/contact#contact-form$/],
      ['/en/careers/digital-marketing-agency-partnership', /\/en\/carrers\/digital-marketing-agency-partnership$/],
      ['/ar/internships/ai-intern', /\/ar\/internship\/ai-intern$/],
    ];
    for (const [from, to] of cases) {
      const response = await page.goto(from);
      expect(response?.status(), from).toBe(200);
      await expect(page).toHaveURL(to);
    }
  });
});
