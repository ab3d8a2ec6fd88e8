import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage, waitForReact, watchConsole } from './helpers';
import { LANGUAGES, text } from '../support/locales';

const T = {
  en: { services: 'Our Services', blogs: '📚 Latest Blogs', tech: 'Technology slider' },
  ar: { services: 'خدماتنا', blogs: '📚 أحدث المقالات', tech: 'شريط عرض التقنيات' },
} as const;

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/**
 * Slides fully shown at once: the carousel's width over one slide's width, for the static track
 * (before Swiper takes over) and for the Swiper alike.
 */
async function slidesPerView(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const container = root.querySelector('.swiper') as HTMLElement;
    const slide = root.querySelector('[data-slide-index]') as HTMLElement;
    // Swiper spaces slides with margins; the static track with its wrapper's gap.
    const gap =
      parseFloat(getComputedStyle(slide).marginInlineEnd) || parseFloat(getComputedStyle(slide.parentElement!).columnGap) || 0;
    return Math.round(((container.clientWidth + gap) / (slide.getBoundingClientRect().width + gap)) * 10) / 10;
  });
}

/** Scrolls the carousel into view and waits until Swiper has taken over. */
async function swiperOf(carousel: Locator): Promise<Locator> {
  await carousel.scrollIntoViewIfNeeded();
  const swiper = carousel.locator('.swiper-initialized');
  await expect(swiper).toBeAttached();
  return swiper;
}

test.describe('home page', () => {
  for (const lang of LANGUAGES) {
    test(`hero, sections and no console errors (${lang})`, async ({ page }) => {
      const problems = watchConsole(page);
      await openPage(page, `/${lang}/home`);
      await expect(page.getByRole('heading', { level: 2, name: T[lang].services })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: T[lang].blogs })).toBeVisible();
      for (const value of ['3+', '20+', '30+', '90+'])
        await expect(page.getByText(value, { exact: true }).first()).toBeAttached();
      expect(problems).toEqual([]);
    });
  }

  test('services: first 4, Show More shows all 17, View Less goes back @desktop', async ({ page }) => {
    await openPage(page, '/en/home');
    const grid = page.locator('#services ul').first();
    await expect(grid.getByRole('link')).toHaveCount(4);
    const toggle = page.getByRole('button', { name: 'Show More' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(grid.getByRole('link')).toHaveCount(17);
    await page.getByRole('button', { name: 'View Less' }).click();
    await expect(grid.getByRole('link')).toHaveCount(4);
    const card = grid.getByRole('link').first();
    expect((await card.boundingBox())!.width).toBe(270);
    await card.click();
    await expect(page).toHaveURL(/\/en\/services\/ai$/);
  });

  test('services: one card per view in a swipeable carousel, right to left in Arabic @phone', async ({ page }) => {
    await openPage(page, '/ar/home');
    const carousel = page.locator('#services .carousel');
    await expect(await swiperOf(carousel)).toHaveClass(/swiper-rtl/);
    expect(await slidesPerView(carousel)).toBe(1);
    const bullets = carousel.locator('.swiper-pagination-bullet');
    await expect(bullets).toHaveCount(17);
    // At 390 px they wrap into two rows of even length (9 and 8, not 14 and 3), centred.
    const rows = await bullets.evaluateAll((dots) => {
      const byTop = new Map<number, number[]>();
      for (const dot of dots) {
        const box = dot.getBoundingClientRect();
        byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), box.left, box.right]);
      }
      return [...byTop.values()].map((edges) => ({
        count: edges.length / 2,
        left: Math.min(...edges),
        right: innerWidth - Math.max(...edges),
      }));
    });
    expect(rows.map((row) => row.count)).toEqual([9, 8]);
    for (const row of rows) expect(Math.abs(row.left - row.right)).toBeLessThanOrEqual(2);
    await bullets.nth(2).click();
    await expect(bullets.nth(2)).toHaveClass(/swiper-pagination-bullet-active/);
    // The slide change the bullet started is over before the swipe (a drag during it is part of it).
    const swiper = await swiperOf(carousel);
    await expect
      .poll(() => swiper.evaluate((element) => (element as HTMLElement & { swiper: { animating: boolean } }).swiper.animating))
      .toBe(false);
    // Swiping toward the reading direction's end (right to left drag in LTR, left to right in RTL).
    const box = (await carousel.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + 150);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 40, box.y + 150, { steps: 8 });
    await page.mouse.up();
    await expect(bullets.nth(3)).toHaveClass(/swiper-pagination-bullet-active/);
  });

  test('testimonials show 1, 2 or 3 slides by width, before and after Swiper takes over', async ({ page }) => {
    await openPage(page, '/en/home');
    const carousel = page.getByRole('region', { name: 'Client testimonials', exact: true });
    const width = page.viewportSize()!.width;
    const expected = width >= 1024 ? 3 : width >= 768 ? 2 : 1;
    // Far below the first screen, Swiper has not started on the track yet.
    await expect(carousel.locator('.swiper')).toBeAttached();
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(0);
    expect(await slidesPerView(carousel)).toBe(expected);
    // The first slide's place in the carousel, and the carousel's height, before and after:
    // nothing moves when Swiper takes over the track.
    const firstSlide = () =>
      carousel.evaluate((root) => {
        const region = root.getBoundingClientRect();
        const slide = root.querySelector('[data-slide-index="0"]')!.getBoundingClientRect();
        return [slide.x - region.x, slide.y - region.y, slide.width, slide.height, region.height].map(Math.round);
      });
    const before = await firstSlide();
    await swiperOf(carousel);
    expect(await slidesPerView(carousel)).toBe(expected);
    const after = await firstSlide();
    after.forEach((value, i) => expect(Math.abs(value - before[i]!)).toBeLessThanOrEqual(1));
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => slidesPerView(carousel)).toBe(2);
  });

  for (const lang of LANGUAGES)
    test(`a carousel keeps its slide and its focused dot while the bands below load their words (${lang})`, async ({ page }) => {
      await openPage(page, `/${lang}/home`);
      const carousel = page.getByRole('region', { name: text(lang, 'testimonials:carouselLabel'), exact: true });
      await swiperOf(carousel);
      // Swiper starting again gives the track back first (Carousel removes data-swiper): count that.
      await carousel.evaluate((root) => {
        const counted = root as HTMLElement & { restarts?: number };
        counted.restarts = 0;
        new MutationObserver(() => {
          if (!root.hasAttribute('data-swiper')) counted.restarts! += 1;
        }).observe(root, { attributes: true, attributeFilter: ['data-swiper'] });
      });
      const dot = carousel.locator('.swiper-pagination-bullet').nth(2);
      await dot.click();
      await expect(dot).toBeFocused();
      await expect(dot).toHaveClass(/swiper-pagination-bullet-active/);

      // The contact band, further down, loads its code and its namespace as it comes near: new
      // words for every component of the page, but none for the carousel.
      const contactWords = page.waitForResponse(new RegExp(`/assets/locale-${lang}-contact-`));
      await page.locator('#contact').scrollIntoViewIfNeeded();
      await contactWords;
      await waitForReact(page.locator('#contact'));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

      expect(await carousel.evaluate((root) => (root as HTMLElement & { restarts?: number }).restarts)).toBe(0);
      await expect(dot).toBeFocused();
      await expect(dot).toHaveClass(/swiper-pagination-bullet-active/);
    });

  test('highlights swipe on phones (1 slide, 1.5 from 480px, 2 from 640px) @phone', async ({ page }) => {
    await openPage(page, '/en/home');
    const carousel = page.getByRole('region', { name: 'Key highlights', exact: true });
    expect(await slidesPerView(carousel)).toBe(1);
    await page.setViewportSize({ width: 500, height: 900 });
    await expect.poll(() => slidesPerView(carousel)).toBe(1.5);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(() => slidesPerView(carousel)).toBe(2);
  });

  test('latest blogs: the 3 newest, Read More leads to the post, More Blogs to the list @desktop', async ({ page }) => {
    await openPage(page, '/en/home');
    const blogs = section(page, T.en.blogs);
    const links = blogs.getByRole('link', { name: /^Read More/ });
    await expect(links).toHaveCount(3);
    await expect(links.first()).toHaveAttribute('href', '/en/blog/custom-web-app-development');
    await expect(blogs.getByRole('link', { name: 'More Blogs' })).toHaveAttribute('href', '/en/blog');
  });

  test('tech slider autoplays every 2.8 s, with all items and clickable dots @desktop', async ({ page }) => {
    await openPage(page, '/en/home');
    const slider = page.getByRole('region', { name: 'Technology slider', exact: true });
    await swiperOf(slider);
    await expect(slider.locator('.swiper-slide')).toHaveCount(15);
    const active = () => slider.locator('.swiper-slide-active').getAttribute('aria-label');
    const first = await active();
    // It moves on by itself (2.8 s here; the bound leaves room for a slow, busy machine).
    await expect.poll(active, { timeout: 15_000 }).not.toBe(first);
    await expect(slider.locator('.swiper-pagination-bullet').first()).toBeVisible();
  });
});

test.describe('home page with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing autoplays @desktop', async ({ page }) => {
    await openPage(page, '/ar/home');
    const slider = page.getByRole('region', { name: T.ar.tech, exact: true });
    await swiperOf(slider);
    const active = () => slider.locator('.swiper-slide-active').getAttribute('aria-label');
    const first = await active();
    await page.waitForTimeout(3500);
    expect(await active()).toBe(first);
  });
});

test.describe('what a page downloads', () => {
  for (const lang of LANGUAGES) {
    test(`the ${lang} home page loads only its own language and no article bodies`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await openPage(page, `/${lang}/home`);
      const locales = requested.filter((p) => p.includes('/assets/locale-'));
      const other = lang === 'en' ? 'ar' : 'en';
      expect(locales.length).toBeGreaterThan(0);
      expect(locales.filter((p) => p.includes(`/locale-${other}-`))).toEqual([]);
      expect(locales.filter((p) => p.includes('-post-'))).toEqual([]);
      expect(requested.filter((p) => p.endsWith('.woff2')).length).toBeLessThanOrEqual(2);
    });

    test(`services carousel: a slide's picture loads when the slide comes near, and every slide shown has it (${lang}) @phone`, async ({
      page,
    }) => {
      /** A service picture's name: /images/services/python-540.avif → python. */
      const nameOf = (path: string) =>
        path
          .split('/')
          .pop()!
          .replace(/-\d+\.\w+$/, '');
      const pictures = new Set<string>();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/images/services/')) pictures.add(nameOf(pathname));
      });
      await openPage(page, `/${lang}/home`);
      const carousel = page.locator('#services .carousel');
      const swiper = await swiperOf(carousel);
      // The slide in view, and the next one once Swiper has started; not the others, which the
      // browser's own lazy-load distance took in as the page first laid out (3 of them here, 5 or
      // more in Lighthouse's Chromium).
      await expect.poll(() => [...pictures].sort()).toEqual(['ai', 'marketing']);
      const slides = carousel.locator('.swiper-slide');
      const bullets = carousel.locator('.swiper-pagination-bullet');
      for (const index of [6, 7, 16]) {
        await bullets.nth(index).click();
        await expect(bullets.nth(index)).toHaveClass(/swiper-pagination-bullet-active/);
        await expect
          .poll(() =>
            swiper.evaluate((element) => (element as HTMLElement & { swiper: { animating: boolean } }).swiper.animating),
          )
          .toBe(false);
        const image = slides.nth(index).locator('img');
        await expect(image).toBeInViewport();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        // The slides on either side are fetched before they are shown (Swiper's lazyPreloadPrevNext).
        for (const side of [index - 1, index + 1].filter((i) => i < 17)) {
          const next = nameOf((await slides.nth(side).locator('img').getAttribute('src'))!);
          await expect.poll(() => pictures.has(next), { message: `slide ${side + 1}` }).toBe(true);
        }
      }
    });
  }
});

test('tech slider shows 2, 3, 4 or 5 tiles by width', async ({ page }) => {
  await openPage(page, '/en/home');
  const slider = page.getByRole('region', { name: 'Technology slider', exact: true });
  for (const [width, perView] of [
    [360, 2],
    [700, 3],
    [800, 4],
    [1100, 5],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => slidesPerView(slider), { message: `${width}px` }).toBe(perView);
  }
});
