import { expect, test } from '@playwright/test';
import { openPage, overlay, scrollToY, waitForOverlayGone, waitForReact, watchConsole } from './helpers';
import { INTERNSHIP_SLUGS, JOB_SLUGS } from '../../src/content/careers';
import { otherLangs } from '../../src/lib/language/languages';
import { DEFAULT_LANG, LANGUAGES, dirOf, text, type Lang } from '../support/locales';

/** The navbar's words in a language (locales/<lang>/common.json, "nav"). */
const nav = (lang: Lang, key: string) => text(lang, `nav.${key}`);
/** A language that is not the default, where a test wants one (the default when it is the only one). */
const OTHER: Lang = otherLangs(DEFAULT_LANG)[0] ?? DEFAULT_LANG;

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
    const lang = DEFAULT_LANG;
    await openPage(page, `/${lang}/home`);
    const bar = page.getByRole('navigation', { name: nav(lang, 'label') });
    const group = bar.getByRole('button', { name: nav(lang, 'groups.whatWeDo') });
    await group.hover();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByRole('link', { name: nav(lang, 'links.technologies') })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(group).toHaveAttribute('aria-expanded', 'false');

    const join = bar.getByRole('button', { name: nav(lang, 'groups.join') });
    await join.focus();
    await page.keyboard.press('Enter');
    await expect(join).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('link', { name: nav(lang, 'links.careers') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(join).toHaveAttribute('aria-expanded', 'false');
    await expect(join).toBeFocused();

    await join.press('Enter');
    await bar.getByRole('link', { name: nav(lang, 'links.internships') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/internships$`));
  });

  for (const lang of LANGUAGES) {
    test(`dropdowns open under their group, aligned to its start (${lang}, ${dirOf(lang)}) @desktop`, async ({ page }) => {
      await openPage(page, `/${lang}/home`);
      const bar = page.getByRole('navigation', { name: nav(lang, 'label') });
      const group = bar.getByRole('button', { name: nav(lang, 'groups.whoWeHelp') });
      await group.hover();
      const link = bar.getByRole('link', { name: nav(lang, 'links.startups') });
      await expect(link).toBeVisible();
      const g = (await group.boundingBox())!;
      const panel = (await link.boundingBox())!;
      // The start edge: the left in a left-to-right language, the right in a right-to-left one.
      const start = (box: { x: number; width: number }) => (dirOf(lang) === 'rtl' ? box.x + box.width : box.x);
      expect(Math.abs(start(panel) - start(g))).toBeLessThan(24);
    });
  }

  for (const lang of LANGUAGES) {
    test(`mobile menu: one group open at a time, closes on navigation (${lang}) @phone`, async ({ page }) => {
      const words = {
        open: nav(lang, 'menuToggle'),
        menu: nav(lang, 'mobileMenu'),
        g1: nav(lang, 'groups.whatWeDo'),
        g2: nav(lang, 'groups.whoWeHelp'),
        link: nav(lang, 'links.startups'),
        path: `/${lang}/startups`,
      };
      await openPage(page, `/${lang}/home`);
      const toggle = page.getByRole('button', { name: words.open });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const menu = page.getByRole('navigation', { name: words.menu });
      await expect(menu).toBeVisible();

      const g1 = menu.getByRole('button', { name: words.g1 });
      const g2 = menu.getByRole('button', { name: words.g2 });
      await g1.click();
      await expect(g1).toHaveAttribute('aria-expanded', 'true');
      await g2.click();
      await expect(g2).toHaveAttribute('aria-expanded', 'true');
      await expect(g1).toHaveAttribute('aria-expanded', 'false');
      await g2.click();
      await expect(g2).toHaveAttribute('aria-expanded', 'false');

      await g2.click();
      await menu.getByRole('link', { name: words.link }).click();
      await expect(page).toHaveURL(new RegExp(`${words.path}$`));
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: words.open })).toHaveAttribute('aria-expanded', 'false');
    });
  }

  for (const lang of otherLangs(DEFAULT_LANG)) {
    test(`Contact Us and the logo keep the language (${lang})`, async ({ page, isMobile }) => {
      await openPage(page, `/${lang}/about`);
      if (isMobile) await page.getByRole('button', { name: nav(lang, 'menuToggle'), exact: true }).click();
      await page
        .getByRole('banner')
        .getByRole('link', { name: nav(lang, 'contact') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/contact$`));
      await waitForOverlayGone(page);
      await page
        .getByRole('banner')
        .getByRole('link', { name: text(lang, 'brand.homeLink') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/home$`));
    });
  }
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
    await page.goto(`/${DEFAULT_LANG}/about`);
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
    await page.goto(`/${OTHER}/about`);
    await page.waitForLoadState('load');
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page)).toBeHidden({ timeout: 4000 });
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  });

  test('every route change scrolls to the top and shows the overlay for 1000 ms @desktop', async ({ page }) => {
    const lang = DEFAULT_LANG;
    await openPage(page, `/${lang}/about`);
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
    await footer.getByRole('link', { name: text(lang, 'brand.homeLink') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/home$`));
    await expect(overlay(page)).toHaveAttribute('data-visible', 'true');
    await expect(overlay(page)).toHaveAttribute('data-visible', 'false');
    await page.getByRole('link', { name: text(lang, 'home:hero.primary') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/careers$`));
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
    const html = await (await request.get(`/${OTHER}/home`)).text();
    expect(html).toContain(`<div role="status" aria-live="polite" class="sr-only">${text(OTHER, 'loading')}</div>`);
    await page.goto(`/${OTHER}/home`);
    const status = page.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(overlay(page)).toHaveAttribute('aria-hidden', 'true');
    await waitForOverlayGone(page);
    await expect(status).toHaveText('');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: text(OTHER, 'skipLink') })).toBeFocused();
  });

  test('the overlay gives up by itself when no script runs @desktop', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${OTHER}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    await context.close();
  });
});

test.describe('404 and aliases', () => {
  // Where links lead does not depend on motion (docs/testing.md).
  test.use({ reducedMotion: 'reduce' });
  for (const lang of LANGUAGES) {
    const go = text(lang, 'notFound.goHome');
    const back = text(lang, 'notFound.returnHome');
    const title = text(lang, 'notFound.title');
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
    const job = JOB_SLUGS[0]!;
    const internship = INTERNSHIP_SLUGS[0]!;
    // The languages take turns, so that each alias is tried in more than one.
    const at = (index: number) => LANGUAGES[index % LANGUAGES.length]!;
    const cases: [string, RegExp][] = [
      [`/${at(0)}/technologies`, new RegExp(`/${at(0)}/technology$`)],
      [`/${at(1)}/technologies`, new RegExp(`/${at(1)}/technology$`)],
      [`/${at(0)}/quality-assurance`, new RegExp(`/${at(0)}/services/qa$`)],
      [`/${at(1)}/contact-form`, new RegExp(`/${at(1)}/contact#contact-form$`)],
      [`/${at(0)}/careers/${job}`, new RegExp(`/${at(0)}/carrers/${job}$`)],
      [`/${at(1)}/internships/${internship}`, new RegExp(`/${at(1)}/internship/${internship}$`)],
    ];
    for (const [from, to] of cases) {
      const response = await page.goto(from);
      expect(response?.status(), from).toBe(200);
      await expect(page).toHaveURL(to);
    }
  });
});
