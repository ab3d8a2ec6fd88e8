import { expect, test, type Locator, type Page } from '@playwright/test';
import { ALL_TECH_ITEMS } from '../../src/content/tech';
import { SPEC } from '../../src/lib/constants';
import { formatNumber } from '../../src/lib/format';
import { otherLangs } from '../../src/lib/language/languages';
import { livePosts, SERVICES } from '../support/content';
import { openPage, waitForReact, watchConsole } from './helpers';
import { DEFAULT_LANG, LANGUAGES, dirOf, text, type Lang } from '../support/locales';

const T = (lang: Lang) => ({
  services: text(lang, 'home:services.heading'),
  blogs: text(lang, 'home:blogs.heading'),
  tech: text(lang, 'home:tech.sliderLabel'),
});
/** A language written right to left, if the list has one (else the source language). */
const RTL = LANGUAGES.find((lang) => dirOf(lang) === 'rtl') ?? DEFAULT_LANG;

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

/** Scrolls the carousel into view, reaches for it with the pointer, and waits until Swiper has taken over. */
async function swiperOf(carousel: Locator): Promise<Locator> {
  await carousel.scrollIntoViewIfNeeded();
  await carousel.hover();
  const swiper = carousel.locator('.swiper-initialized');
  await expect(swiper).toBeAttached();
  return swiper;
}

/** Swiper's chunk, as the build names it. */
const SWIPER_CHUNK = /\/assets\/SwiperCarousel-[\w-]+\.js$/;

test.describe('home page', () => {
  for (const lang of LANGUAGES) {
    test(`hero, sections and no console errors (${lang})`, async ({ page }) => {
      const problems = watchConsole(page);
      await openPage(page, `/${lang}/home`);
      await expect(page.getByRole('heading', { level: 2, name: T(lang).services })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: T(lang).blogs })).toBeVisible();
      for (const value of SPEC.keyHighlights.map((highlight) => `${formatNumber(highlight.value, lang)}+`))
        await expect(page.getByText(value, { exact: true }).first()).toBeAttached();
      expect(problems).toEqual([]);
    });
  }

  test('services: the first 4, Show More shows every service, View Less goes back @desktop', async ({ page }) => {
    const lang = DEFAULT_LANG;
    const first = Math.min(4, SERVICES.length);
    await openPage(page, `/${lang}/home`);
    const grid = page.locator('#services ul').first();
    const hrefs = () => grid.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await expect(grid.getByRole('link')).toHaveCount(first);
    const toggle = page.getByRole('button', { name: text(lang, 'home:services.showMore') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(grid.getByRole('link')).toHaveCount(SERVICES.length);
    expect(await hrefs()).toEqual(SERVICES.map((service) => `/${lang}/services/${service.slug}`));
    await page.getByRole('button', { name: text(lang, 'home:services.viewLess') }).click();
    await expect(grid.getByRole('link')).toHaveCount(first);
    const card = grid.getByRole('link').first();
    expect((await card.boundingBox())!.width).toBe(270);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/services/${SERVICES[0]!.slug}$`));
  });

  test(`services: one card per view in a swipeable carousel, in the reading direction (${RTL}) @phone`, async ({ page }) => {
    await openPage(page, `/${RTL}/home`);
    const carousel = page.locator('#services .carousel');
    if (dirOf(RTL) === 'rtl') await expect(await swiperOf(carousel)).toHaveClass(/swiper-rtl/);
    else await expect(await swiperOf(carousel)).not.toHaveClass(/swiper-rtl/);
    expect(await slidesPerView(carousel)).toBe(1);
    const bullets = carousel.locator('.swiper-pagination-bullet');
    await expect(bullets).toHaveCount(SERVICES.length);
    // At 390 px they wrap into rows of even length (9 and 8, not 14 and 3), centred.
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
    const counts = rows.map((row) => row.count);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(SERVICES.length);
    expect(Math.max(...counts) - Math.min(...counts), counts.join(' and ')).toBeLessThanOrEqual(1);
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
    const [from, to] = dirOf(RTL) === 'rtl' ? [box.x + 40, box.x + box.width - 40] : [box.x + box.width - 40, box.x + 40];
    await page.mouse.move(from, box.y + 150);
    await page.mouse.down();
    await page.mouse.move(to, box.y + 150, { steps: 8 });
    await page.mouse.up();
    await expect(bullets.nth(3)).toHaveClass(/swiper-pagination-bullet-active/);
  });

  test('testimonials show 1, 2 or 3 slides by width, before and after Swiper takes over', async ({ page }) => {
    await openPage(page, `/${DEFAULT_LANG}/home`);
    const carousel = page.getByRole('region', { name: text(DEFAULT_LANG, 'testimonials:carouselLabel'), exact: true });
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
    await openPage(page, `/${DEFAULT_LANG}/home`);
    const carousel = page.getByRole('region', { name: text(DEFAULT_LANG, 'home:highlights.carouselLabel'), exact: true });
    expect(await slidesPerView(carousel)).toBe(1);
    await page.setViewportSize({ width: 500, height: 900 });
    await expect.poll(() => slidesPerView(carousel)).toBe(1.5);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(() => slidesPerView(carousel)).toBe(2);
  });

  test('latest blogs: the 3 newest, Read More leads to the post, More Blogs to the list @desktop', async ({ page }) => {
    const lang = DEFAULT_LANG;
    const newest = livePosts().slice(0, 3);
    await openPage(page, `/${lang}/home`);
    const blogs = section(page, T(lang).blogs);
    const links = blogs.getByRole('link', { name: new RegExp(`^${text(lang, 'blog:labels.readMore')}`) });
    await expect(links).toHaveCount(newest.length);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
      newest.map((post) => `/${lang}/blog/${post.slug}`),
    );
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/blog/${newest[0]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest[0]!.text[lang].title);
    await openPage(page, `/${lang}/home`);
    await expect(section(page, T(lang).blogs).getByRole('link', { name: text(lang, 'home:blogs.more') })).toHaveAttribute(
      'href',
      `/${lang}/blog`,
    );
  });

  test('tech slider autoplays every 2.8 s, with all items and clickable dots @desktop', async ({ page }) => {
    await openPage(page, `/${DEFAULT_LANG}/home`);
    const slider = page.getByRole('region', { name: T(DEFAULT_LANG).tech, exact: true });
    // It starts by itself once it comes into view: no pointer, touch or focus.
    await expect(slider.locator('.swiper-initialized')).toHaveCount(0);
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.locator('.swiper-initialized')).toBeAttached();
    await expect(slider.locator('.swiper-slide')).toHaveCount(ALL_TECH_ITEMS.length);
    const active = () => slider.locator('.swiper-slide-active').getAttribute('aria-label');
    const first = await active();
    // It moves on by itself (2.8 s here; the bound leaves room for a slow, busy machine).
    await expect.poll(active, { timeout: 15_000 }).not.toBe(first);
    await expect(slider.locator('.swiper-pagination-bullet').first()).toBeVisible();
  });
});

test.describe('carousels before Swiper', () => {
  for (const lang of LANGUAGES)
    test(`work by themselves: dots that scroll the track, a swipe the dots follow, in the reading direction; Swiper only once reached for (${lang})`, async ({
      page,
      isMobile,
    }) => {
      const swiperRequests: string[] = [];
      page.on('request', (request) => {
        if (SWIPER_CHUNK.test(new URL(request.url()).pathname)) swiperRequests.push(request.url());
      });
      await openPage(page, `/${lang}/home`);
      // The services carousel on a phone (the first screen); the testimonials on a desktop.
      const carousel = isMobile
        ? page.locator('#services .carousel')
        : page.getByRole('region', { name: text(lang, 'testimonials:carouselLabel'), exact: true });
      const slideCount = await carousel.locator('.swiper-slide').count();
      const perView = await slidesPerView(carousel);
      // Open, ready, and left alone for a while: nothing has fetched Swiper.
      await page.waitForTimeout(1500);
      expect(swiperRequests).toEqual([]);
      await expect(carousel.locator('.swiper-initialized')).toHaveCount(0);

      // One dot per place the track can stop at, the first one current.
      const dots = carousel.locator('.swiper-pagination-bullet:visible');
      await expect(dots).toHaveCount(slideCount - Math.floor(perView) + 1);
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');

      // A dot, pressed by keyboard (no pointer reaches the carousel), scrolls the track there.
      const slideStart = (index: number) =>
        carousel.evaluate((root, index) => {
          const box = root.querySelector('.carousel-track')!.getBoundingClientRect();
          const slide = root.querySelectorAll('.swiper-slide')[index]!.getBoundingClientRect();
          return Math.round(getComputedStyle(root).direction === 'rtl' ? box.right - slide.right : slide.left - box.left);
        }, index);
      const target = Math.min(1, slideCount - 1);
      await dots.nth(target).evaluate((dot: HTMLElement) => dot.focus({ preventScroll: true }));
      // Focus inside reaches for the carousel: Swiper's chunk comes, and Swiper starts where the
      // track is; the press is answered by whichever of the two runs then.
      await page.keyboard.press('Enter');
      await expect(dots.nth(target)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => slideStart(target)).toBeLessThanOrEqual(1);
      await expect.poll(() => slideStart(target)).toBeGreaterThanOrEqual(-1);
      await expect.poll(() => swiperRequests.length).toBe(1);
      await expect(carousel.locator('.swiper-initialized')).toBeAttached();
      await expect(dots.nth(target)).toHaveAttribute('aria-current', 'true');
      if (dirOf(lang) === 'rtl') await expect(carousel.locator('.swiper')).toHaveClass(/swiper-rtl/);
      expect(Math.abs(await slideStart(target))).toBeLessThanOrEqual(1);
    });

  for (const lang of LANGUAGES)
    test(`a swipe on the static track moves it toward the reading direction's end, and its dot follows (${lang}) @phone`, async ({
      page,
    }) => {
      await openPage(page, `/${lang}/home`);
      const carousel = page.locator('#services .carousel');
      const track = carousel.locator('.carousel-track');
      await track.scrollIntoViewIfNeeded();
      // A finger's swipe scrolls the track natively (what a touch does before Swiper, or without it).
      await track.evaluate((element) => {
        const forward = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
        element.scrollBy({ left: forward * element.clientWidth, behavior: 'instant' });
      });
      const dots = carousel.locator('.swiper-pagination-bullet:visible');
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      await expect(dots.first()).not.toHaveAttribute('aria-current', 'true');
      // The track scrolled toward the end of the reading direction: right in LTR, left in RTL.
      const scrollLeft = await track.evaluate((element) => element.scrollLeft);
      if (dirOf(lang) === 'rtl') expect(scrollLeft).toBeLessThan(0);
      else expect(scrollLeft).toBeGreaterThan(0);
      await expect(carousel.locator('.swiper-initialized')).toHaveCount(0);
    });
});

test.describe('home page with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing autoplays @desktop', async ({ page }) => {
    await openPage(page, `/${RTL}/home`);
    const slider = page.getByRole('region', { name: T(RTL).tech, exact: true });
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
      expect(locales.length).toBeGreaterThan(0);
      for (const other of otherLangs(lang)) expect(locales.filter((p) => p.includes(`/locale-${other}-`))).toEqual([]);
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
      // The pictures of the first two slides, as the page names them (a service added since the
      // pictures were drawn shows the first's).
      const sources = await Promise.all(
        [0, 1]
          .filter((index) => index < SERVICES.length)
          .map((index) => carousel.locator('.swiper-slide').nth(index).locator('img').getAttribute('src')),
      );
      const firstTwo = [...new Set(sources.map((src) => nameOf(src ?? '')))].sort();
      await expect.poll(() => [...pictures].sort()).toEqual(firstTwo);
      const slides = carousel.locator('.swiper-slide');
      const bullets = carousel.locator('.swiper-pagination-bullet');
      const last = SERVICES.length - 1;
      for (const index of [...new Set([6, 7, last].filter((i) => i <= last))]) {
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
        for (const side of [index - 1, index + 1].filter((i) => i <= last)) {
          const next = nameOf((await slides.nth(side).locator('img').getAttribute('src'))!);
          await expect.poll(() => pictures.has(next), { message: `slide ${side + 1}` }).toBe(true);
        }
      }
    });
  }
});

test('tech slider shows 2, 3, 4 or 5 tiles by width', async ({ page }) => {
  await openPage(page, `/${DEFAULT_LANG}/home`);
  const slider = page.getByRole('region', { name: T(DEFAULT_LANG).tech, exact: true });
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
