// The checks of the cross-engine set (tests/engines/run.ts): what differs between engines, not the
// whole Chromium suite again. Controls are found by role and accessible name in the page's
// language (the locale files), and pressed with the driver's own pointer click.
import { SERVICES } from '../../src/content/services';
import { SPEC } from '../../src/lib/constants';
import { dirOf, languageInfo, otherLangs, type Lang } from '../../src/lib/language/languages';
import { localizedPath, type RouteTarget } from '../../src/lib/paths';
import { waitFor, type Browser } from './browsers';
import { scriptOf } from '../../scripts/lib/translation-rules';
import { compareSample, tanweenSample } from './tanween';
import { locale, perLanguage } from '../support/locales';

const COPY = perLanguage((lang) => ({
  common: locale(lang, 'common'),
  home: locale(lang, 'home'),
  technology: locale(lang, 'technology'),
  testimonials: locale(lang, 'testimonials'),
}));

export interface Size {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
}

export interface Context {
  browser: Browser;
  /** The proxy as 127.0.0.1: everything loads. */
  base: string;
  /** The proxy as localhost: the lazy chunks fail. */
  blockingBase: string;
  lang: Lang;
  size: Size;
  fail(what: string): void;
}

const where = (ctx: Context, what: string) => `${ctx.browser.name} ${ctx.size.name} ${ctx.lang}: ${what}`;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const json = (value: unknown) => JSON.stringify(value);
const url = (ctx: Context, target: RouteTarget, base = ctx.base) => `${base}${localizedPath(ctx.lang, target)}`;

async function openHydrated(ctx: Context, address: string) {
  await ctx.browser.open(address);
  await waitFor(`${address}: hydration`, () =>
    ctx.browser.run<boolean>('return document.documentElement.dataset.hydrated === "true"'),
  );
}

/** The selector of the visible element of this role and accessible name (inside `within`). */
async function find(ctx: Context, role: 'button' | 'link' | 'region', name: string, within?: string): Promise<string> {
  const selector = await ctx.browser.run<string | null>(
    `return window.__engine.mark(${json(role)}, ${json(name)}, ${json(within)});`,
  );
  if (!selector) throw new Error(`no visible ${role} named “${name}”${within ? ` in ${within}` : ''}`);
  return selector;
}

const attribute = (ctx: Context, selector: string, name: string) =>
  ctx.browser.run<string | null>(`return document.querySelector(${json(selector)}).getAttribute(${json(name)});`);

/** The element an aria-controls names (useId's ids need no escaping this way). */
const controlled = async (ctx: Context, selector: string) => `[id=${json(await attribute(ctx, selector, 'aria-controls'))}]`;

const shown = (ctx: Context, selector: string) =>
  ctx.browser.run<boolean>(`const element = document.querySelector(${json(selector)});
    return Boolean(element) && window.__engine.visible(element);`);

/** Focus moved to the element by script, as a visitor's earlier Tab would have. */
const focus = (ctx: Context, selector: string) =>
  ctx.browser.run(`document.querySelector(${json(selector)}).focus(); return true;`);

/** What has focus, in a few words (for messages). */
const FOCUSED = `const element = document.activeElement;
  const focused = !element || element === document.body ? 'the page'
    : element.tagName.toLowerCase() + ' “' + (element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 40) + '”';`;

/** Focus reaches the element (soon: a key's default action may land after the driver answers). */
async function focusReaches(ctx: Context, selector: string, what: string) {
  const on = () => ctx.browser.run<boolean>(`return document.activeElement === document.querySelector(${json(selector)});`);
  if (await waitFor(what, on, 2000).catch(() => false)) return;
  const focused = await ctx.browser.run<string>(`${FOCUSED} return focused;`);
  expect(ctx, false, `${what}: focus is on ${focused}`);
}

/**
 * Like a visitor: brings the element into view, waits until it has appeared (the reveal animation
 * fades content in as it scrolls into view), then clicks it with the driver.
 */
async function press(ctx: Context, selector: string) {
  await waitFor(`${selector} to show`, () =>
    ctx.browser.run<boolean>(`const element = document.querySelector(${json(selector)});
      const box = element.getBoundingClientRect();
      // Under the fixed bar is out of sight; in the bar (or its menu), only off-screen is.
      const inBar = Boolean(element.closest('header'));
      if (box.bottom > innerHeight || box.top < (inBar ? 0 : 80)) {
        element.scrollIntoView({ block: inBar ? 'nearest' : 'center', behavior: 'instant' });
      }
      for (let node = element; node; node = node.parentElement) {
        if (Number(getComputedStyle(node).opacity) < 1) return false;
      }
      return true;`),
  );
  await ctx.browser.click(selector);
}

// Waits for what a tap or a key opens or closes are bounded for a hang (waitFor's 15 s), not for
// speed: on a busy core WebKit took over 3 s to close the menu. How fast is `npm run test:taps`'s.

/** A check that takes longer than this has hung (a driver call that never answers): it fails. */
const CHECK_LIMIT_MS = 90_000;

/** Runs one check; an exception (a control not found, a wait that timed out) is its failure. */
export async function attempt(ctx: Context, what: string, body: () => Promise<void>, limitMs = CHECK_LIMIT_MS) {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${limitMs / 1000} s`)), limitMs);
  });
  try {
    await Promise.race([body(), limit]);
  } catch (error) {
    ctx.fail(where(ctx, `${what}: ${(error as Error).name}: ${(error as Error).message.split('\n')[0]}`));
  } finally {
    clearTimeout(timer);
  }
  if (process.env.ENGINES_TIMING)
    console.log(`${ctx.browser.name} ${ctx.size.name} ${ctx.lang} ${what}: ${Date.now() - started} ms`);
}

function expect(ctx: Context, ok: boolean, what: string) {
  if (!ok) ctx.fail(where(ctx, what));
}

/** A page of the site, or (null) a path that is none: the not-found page. */
export type PageTarget = RouteTarget | null;

/**
 * Opens a page: lang/dir, hydration, no uncaught error, no horizontal overflow. The checks below
 * then work on the page as it is, as a visitor going on would.
 */
export async function visit(ctx: Context, target: PageTarget) {
  const path = target ? localizedPath(ctx.lang, target) : `/${ctx.lang}/no-such-page`;
  await openHydrated(ctx, `${ctx.base}${path}`);
  await sleep(300);
  const state = await ctx.browser.run<{ lang: string; dir: string; overflow: number; errors: string[] }>(`
    const html = document.documentElement;
    return { lang: html.lang, dir: html.dir, overflow: html.scrollWidth - window.innerWidth, errors: window.__engineErrors || ['no error listener'] };`);
  expect(ctx, state.lang === ctx.lang && state.dir === dirOf(ctx.lang), `${path}: lang/dir ${state.lang}/${state.dir}`);
  expect(ctx, state.overflow <= 0, `${path}: ${state.overflow} px of horizontal overflow`);
  expect(ctx, state.errors.length === 0, `${path}: uncaught ${state.errors.join(' | ')}`);
}

async function noErrors(ctx: Context, what: string) {
  const errors = await ctx.browser.run<string[]>('return window.__engineErrors || ["no error listener"];');
  expect(ctx, errors.length === 0, `${what}: uncaught ${errors.join(' | ')}`);
}

async function openPhoneMenu(ctx: Context): Promise<{ toggle: string; menu: string }> {
  const { nav } = COPY[ctx.lang].common;
  // Back at the top, where the bar shows (it hides while the visitor scrolls down).
  await ctx.browser.run('window.scrollTo({ top: 0, behavior: "instant" }); return true;');
  const toggle = await find(ctx, 'button', nav.menuToggle, 'header');
  await waitFor('the navigation bar', () =>
    ctx.browser.run<boolean>(`return document.querySelector(${json(toggle)}).getBoundingClientRect().top >= 0;`),
  );
  await press(ctx, toggle);
  const menu = `header nav[aria-label=${json(nav.mobileMenu)}]`;
  await waitFor('the menu to open', () => shown(ctx, menu));
  expect(ctx, (await attribute(ctx, toggle, 'aria-expanded')) === 'true', 'the menu button is not aria-expanded once open');
  return { toggle, menu };
}

/**
 * Phone, on any page (WCAG 2.4.11, 2.1.2, as in tests/e2e/a11y-manual.spec.ts): while the menu is
 * open the page under it is inert (no link of it takes focus); Escape closes the menu and gives
 * focus back to its button, from the menu's first group button (reached by Tab from that button),
 * then from a link inside that group (opened by Enter). The group is left open.
 */
export async function menuEscape(ctx: Context) {
  const { nav } = COPY[ctx.lang].common;
  const inert = () => ctx.browser.run<boolean>('return Boolean(document.querySelector("main").closest("[inert]"));');
  for (const from of ['a group button', 'a link in an open group']) {
    const { toggle, menu } = await openPhoneMenu(ctx);
    expect(ctx, await inert(), `the page under the open menu is not inert (before Escape from ${from})`);
    const reached = await ctx.browser.run<boolean>(`const link = document.querySelector('main a[href]');
      link.focus();
      return document.activeElement === link;`);
    expect(ctx, !reached, 'a link of the page under the open menu takes focus');
    const group = await find(ctx, 'button', nav.groups.whatWeDo, menu);
    // The menu's search link comes first, then the groups.
    const search = await find(ctx, 'link', nav.search, menu);
    await focus(ctx, toggle);
    await ctx.browser.key('Tab');
    await focusReaches(ctx, search, 'Tab from the menu button');
    await ctx.browser.key('Tab');
    await focusReaches(ctx, group, 'Tab from the menu search link');
    if (from !== 'a group button') {
      await ctx.browser.key('Enter');
      await waitFor('Enter to open the group', async () => (await attribute(ctx, group, 'aria-expanded')) === 'true');
      const link = await find(ctx, 'link', nav.links.services, await controlled(ctx, group));
      await ctx.browser.key('Tab');
      await focusReaches(ctx, link, "Tab from the open group's button");
    }
    await ctx.browser.key('Escape');
    await waitFor(`Escape from ${from} to close the menu`, async () => !(await shown(ctx, menu)));
    expect(
      ctx,
      (await attribute(ctx, toggle, 'aria-expanded')) === 'false',
      `after Escape from ${from}, the menu button stays aria-expanded`,
    );
    await focusReaches(ctx, toggle, `after Escape from ${from}, focus is not back on the menu button`);
    expect(ctx, !(await inert()), `after Escape from ${from}, the page stays inert`);
  }
  await noErrors(ctx, 'menu Escape');
}

/** The bands of the page (main's sections) as seen now: where each starts, and whether React has it. */
const BANDS = `const bands = [...document.querySelectorAll('main section')].map((section) => {
    // A band's content follows its header; React marks each node it has hydrated.
    const content = section.querySelector(':scope > div > header + *');
    return { top: section.getBoundingClientRect().top,
      react: Boolean(content) && Object.keys(content).some((key) => key.startsWith('__reactFiber$')) };
  });`;

/**
 * On a page just opened at its top (src/lib/nearScreen.ts): the bands further down than a screen
 * and a half are left as prerendered while the page starts; focus moved into one (without
 * scrolling) hands it to React, and so does scrolling to within half a screen of another, which
 * is still out of view then.
 */
export async function farBands(ctx: Context) {
  await sleep(500);
  const { far, height } = await ctx.browser.run<{ far: number[]; height: number }>(`${BANDS}
    return { height: innerHeight, far: bands.flatMap((band, index) => (band.top > 1.5 * innerHeight ? [index] : [])) };`);
  if (far.length < 2) throw new Error(`only ${far.length} bands further down than a screen and a half`);
  const react = (index: number) => ctx.browser.run<boolean>(`${BANDS} return bands[${index}].react;`);
  const early = await ctx.browser.run<number[]>(`${BANDS}
    return ${json(far)}.filter((index) => bands[index].react);`);
  expect(ctx, early.length === 0, `bands ${early.map((index) => index + 1).join(', ')} are React's before coming near`);

  const focused = far[far.length - 1]!;
  const moved = await ctx.browser.run<boolean>(`const section = document.querySelectorAll('main section')[${focused}];
    const target = section.querySelector(':scope > div > header + * :is(a[href], button)');
    if (!target) return false;
    target.focus({ preventScroll: true });
    return document.activeElement === target;`);
  if (!moved) throw new Error(`nothing to focus in band ${focused + 1}`);
  // Bounded for a hang, not for speed: on a busy core WebKit took over 5 s to hydrate the band.
  await waitFor(`band ${focused + 1} to be React's once focus is in it`, () => react(focused));
  expect(ctx, (await ctx.browser.run<number>('return scrollY;')) === 0, 'focusing a far band scrolled the page');

  const scrolled = far[0]!;
  await ctx.browser.run(`const section = document.querySelectorAll('main section')[${scrolled}];
    window.scrollTo({ top: section.getBoundingClientRect().top + scrollY - 1.3 * innerHeight, behavior: 'instant' });
    return true;`);
  await waitFor(`band ${scrolled + 1} to be React's within half a screen`, () => react(scrolled));
  const top = await ctx.browser.run<number>(`${BANDS} return bands[${scrolled}].top;`);
  expect(ctx, top > height, `band ${scrolled + 1} was brought into view (${Math.round(top)} px) rather than near it`);
  await ctx.browser.run('window.scrollTo({ top: 0, behavior: "instant" }); document.activeElement?.blur(); return true;');
  await noErrors(ctx, 'far bands');
}

/** Phone, on any page: the menu opens, a group opens inside it, and its link leads to /about. */
export async function phoneMenu(ctx: Context) {
  const { nav } = COPY[ctx.lang].common;
  const { toggle, menu } = await openPhoneMenu(ctx);
  const group = await find(ctx, 'button', nav.groups.whoWeAre, menu);
  await press(ctx, group);
  const panel = await controlled(ctx, group);
  await waitFor('the group to open', () => shown(ctx, panel));
  expect(ctx, (await attribute(ctx, group, 'aria-expanded')) === 'true', 'the open group is not aria-expanded');
  const link = await find(ctx, 'link', nav.links.about, panel);
  const inside = await ctx.browser.run<boolean>(`const box = document.querySelector(${json(link)}).getBoundingClientRect();
    return box.left >= 0 && box.right <= innerWidth;`);
  expect(ctx, inside, 'a link of the open group is outside the viewport');
  await press(ctx, link);
  const about = localizedPath(ctx.lang, { id: 'about' });
  await waitFor(
    `${about} after the menu link`,
    () => ctx.browser.run<boolean>(`return location.pathname === ${json(about)};`),
    5000,
  );
  await waitFor('the menu to close after navigating', async () => !(await shown(ctx, menu)));
  expect(
    ctx,
    (await attribute(ctx, toggle, 'aria-expanded')) === 'false',
    'the menu button stays aria-expanded after navigating',
  );
  await noErrors(ctx, 'phone menu');
}

/** Desktop, on the home page: 'Show More' shows every service, and 'View Less' the first few again. */
export async function showMore(ctx: Context) {
  const { services } = COPY[ctx.lang].home;
  const button = await find(ctx, 'button', services.showMore, 'main');
  const list = await controlled(ctx, button);
  // The cards on screen: the list holds every card, the ones past the first few hidden until expanded.
  const count = () =>
    ctx.browser.run<number>(
      `return [...document.querySelector(${json(list)}).children].filter((card) => card.getClientRects().length > 0).length;`,
    );
  expect(ctx, (await count()) === SPEC.services.collapsedCount, `before Show More, ${await count()} services`);
  await press(ctx, button);
  await waitFor('every service', async () => (await count()) === SERVICES.length);
  expect(ctx, (await attribute(ctx, button, 'aria-expanded')) === 'true', 'Show More is not aria-expanded once pressed');
  // The same button, now named 'View Less' (marked again).
  await press(ctx, await find(ctx, 'button', services.viewLess, 'main'));
  await waitFor('the first services again', async () => (await count()) === SPEC.services.collapsedCount);
}

/**
 * Desktop, on any page (WCAG 1.4.13, as in tests/e2e/a11y-manual.spec.ts): the navbar's first
 * group opens as the pointer rests on it, and Escape closes it without moving focus, the pointer
 * still on its button (moving on over the button does not open it again); opened by Enter on the
 * button, Escape from a link inside it closes it and gives focus back to the button.
 */
export async function navEscape(ctx: Context) {
  const { nav } = COPY[ctx.lang].common;
  await ctx.browser.run('window.scrollTo({ top: 0, behavior: "instant" }); return true;');
  const group = await find(ctx, 'button', nav.groups.whatWeDo, `header nav[aria-label=${json(nav.label)}]`);
  await waitFor('the navigation bar', () =>
    ctx.browser.run<boolean>(`return document.querySelector(${json(group)}).getBoundingClientRect().top >= 0;`),
  );
  const panel = await controlled(ctx, group);
  const open = async () => (await attribute(ctx, group, 'aria-expanded')) === 'true' && (await shown(ctx, panel));
  const closed = async () => (await attribute(ctx, group, 'aria-expanded')) === 'false' && !(await shown(ctx, panel));

  await ctx.browser.run('window.__engineFocus = document.activeElement; return true;');
  await ctx.browser.hover(group);
  await waitFor('the panel to open under the pointer', open);
  await ctx.browser.key('Escape');
  await waitFor('Escape to close the panel opened by hover', closed);
  const moved = await ctx.browser.run<string | null>(`${FOCUSED} return element === window.__engineFocus ? null : focused;`);
  expect(ctx, moved === null, `Escape on the panel opened by hover moved focus to ${moved}`);
  await ctx.browser.hover(group, 2);
  await sleep(200);
  expect(ctx, await closed(), 'the panel closed by Escape opens again as the pointer moves over its button');

  await focus(ctx, group);
  await ctx.browser.key('Enter');
  await waitFor('Enter to open the panel', open);
  const link = await find(ctx, 'link', nav.links.services, panel);
  await ctx.browser.key('Tab');
  await focusReaches(ctx, link, "Tab from the open group's button");
  await ctx.browser.key('Escape');
  await waitFor('Escape from inside the panel to close it', closed);
  await focusReaches(ctx, group, 'after Escape from inside the panel, focus is not back on its button');
  await noErrors(ctx, 'navbar Escape');
}

/** The technology slider, paused by `pauseSlider`: which slide it showed, and when. */
export interface Paused {
  region: string;
  active: number;
  at: number;
}

interface AutoplayState {
  active: number;
  running: boolean;
}

const autoplayState = (ctx: Context, region: string) =>
  ctx.browser.run<AutoplayState>(`const swiper = document.querySelector(${json(`${region} .swiper`)}).swiper;
    return { active: swiper.activeIndex, running: swiper.autoplay.running };`);

/** On the home page, after `carousel` (WCAG 2.2.2): the slider's pause button stops autoplay and is then named play. */
export async function pauseSlider(ctx: Context): Promise<Paused> {
  const { carousel } = COPY[ctx.lang].common;
  const region = await find(ctx, 'region', COPY[ctx.lang].home.tech.sliderLabel, 'main');
  expect(ctx, (await autoplayState(ctx, region)).running, 'the slider does not autoplay');
  await press(ctx, await find(ctx, 'button', carousel.pause, region));
  await waitFor('the pause button to be named play', () => find(ctx, 'button', carousel.play, region));
  const { active, running } = await autoplayState(ctx, region);
  expect(ctx, !running, 'autoplay still runs after pause');
  return { region, active, at: Date.now() };
}

/**
 * Later on the same page, after the pointer and focus have left the slider (which resume a merely
 * paused autoplay): the slider paused by `pauseSlider` has stayed on its slide for longer than
 * autoplay's interval, and its button is still named play.
 */
export async function stillPaused(ctx: Context, paused: Paused) {
  await sleep(paused.at + SPEC.techSlider.autoplayMs + 700 - Date.now());
  const { active, running } = await autoplayState(ctx, paused.region);
  expect(
    ctx,
    active === paused.active && !running,
    `the paused slider went on (slide ${paused.active + 1} then ${active + 1}, autoplay running: ${running})`,
  );
  await find(ctx, 'button', COPY[ctx.lang].common.carousel.play, paused.region);
}

/** On the technology page: one FAQ question opens its answer and closes it again. */
export async function faq(ctx: Context) {
  const [first] = COPY[ctx.lang].technology.faq;
  if (!first) throw new Error('no FAQ in technology.json');
  const question = await find(ctx, 'button', first.question, 'main');
  const answer = await controlled(ctx, question);
  await press(ctx, question);
  await waitFor('the answer to open', async () => (await attribute(ctx, question, 'aria-expanded')) === 'true');
  await waitFor('the answer to show', () =>
    ctx.browser.run<boolean>(`const panel = document.querySelector(${json(answer)});
      return panel.getBoundingClientRect().height > 20 && panel.textContent.includes(${json(first.answer.slice(0, 30))});`),
  );
  await press(ctx, question);
  await waitFor('the answer to close', async () => (await attribute(ctx, question, 'aria-expanded')) === 'false');
  await noErrors(ctx, 'FAQ');
}

/**
 * On a page of `target`: the language switcher (in the phone menu on phones) leads to the same
 * page in the other language.
 */
export async function languageSwitch(ctx: Context, target: RouteTarget) {
  const [other] = otherLangs(ctx.lang);
  if (!other) return; // a site in one language has no switcher
  const within = ctx.size.name === 'phone' ? (await openPhoneMenu(ctx)).menu : 'header';
  const switcher = await find(ctx, 'link', languageInfo(other).nativeName, within);
  const before = await ctx.browser.run<string>('return document.querySelector("h1")?.textContent ?? "";');
  await press(ctx, switcher);
  const path = localizedPath(other, target);
  await waitFor(`${path} after switching`, () =>
    ctx.browser.run<boolean>(`const html = document.documentElement;
      return location.pathname === ${json(path)} && html.lang === ${json(other)} && html.dir === ${json(dirOf(other))};`),
  );
  const heading = await ctx.browser.run<string>('return document.querySelector("h1")?.textContent ?? "";');
  // In the other language's script (Arabic letters for a language written in Arabic script), and
  // not the heading it had.
  expect(
    ctx,
    /[\u0600-\u06ff]/.test(heading) === (scriptOf(other) === 'Arab') && heading !== before,
    `after switching, the heading “${heading}” is not in ${other}`,
  );
  await noErrors(ctx, 'language switch');
}

interface SliderState {
  animating: boolean;
  active: number;
  /** The active slide's distance from the slider's reading-start edge. */
  offset: number;
  firstLeft: number;
  bullets: number;
}

/** On the home page: the technology slider starts at the reading start and moves the reading way. */
export async function carousel(ctx: Context) {
  const region = await find(ctx, 'region', COPY[ctx.lang].home.tech.sliderLabel, 'main');
  await ctx.browser.run(`document.querySelector(${json(region)}).scrollIntoView({ block: 'center' }); return true;`);
  await waitFor(
    'the Swiper',
    () => ctx.browser.run<boolean>(`return Boolean(document.querySelector(${json(`${region} .swiper-initialized`)}));`),
    10_000,
  );
  const rtl = dirOf(ctx.lang) === 'rtl';
  const state = () =>
    waitFor('the slider to rest', () =>
      ctx.browser.run<SliderState | false>(`const root = document.querySelector(${json(`${region} .swiper`)});
        const swiper = root.swiper;
        if (swiper.animating) return false;
        const frame = root.getBoundingClientRect();
        const slide = swiper.slides[swiper.activeIndex].getBoundingClientRect();
        const shown = [...root.parentElement.querySelectorAll('.swiper-pagination-bullet')].filter((dot) => dot.offsetParent);
        return { animating: false, active: swiper.activeIndex, bullets: shown.length,
          offset: ${rtl} ? frame.right - slide.right : slide.left - frame.left, firstLeft: swiper.slides[0].getBoundingClientRect().left };`),
    );
  const before = await state();
  expect(ctx, Math.abs(before.offset) <= 2, `slide ${before.active + 1} rests ${before.offset} px from the reading start`);
  const next = Math.min(before.active + 2, before.bullets - 1);
  await press(ctx, `${region} .swiper-pagination-bullet:nth-child(${next + 1})`);
  const after = await waitFor('the slider to move', async () => {
    const now = await state();
    return now.active !== before.active ? now : undefined;
  });
  expect(
    ctx,
    Math.abs(after.offset) <= 2,
    `after moving, slide ${after.active + 1} rests ${after.offset} px from the reading start`,
  );
  const moved = after.firstLeft - before.firstLeft;
  expect(
    ctx,
    rtl ? moved > 20 : moved < -20,
    `going forward moved the slides ${moved} px (${rtl ? 'rightwards' : 'leftwards'} expected)`,
  );
  await noErrors(ctx, 'carousel');
}

/** Phone, on the home page: the services carousel's dots, where they wrap, wrap in rows of even length. */
export async function dotRows(ctx: Context) {
  const region = await find(ctx, 'region', COPY[ctx.lang].home.services.carouselLabel, 'main');
  await ctx.browser.run(`document.querySelector(${json(region)}).scrollIntoView({ block: 'center' }); return true;`);
  const rows = await waitFor('the dots', () =>
    ctx.browser.run<
      number[] | false
    >(`const dots = [...document.querySelectorAll(${json(`${region} .swiper-pagination-bullet`)})].filter((dot) => dot.offsetParent);
      if (dots.length === 0) return false;
      const rows = new Map();
      for (const dot of dots) rows.set(dot.offsetTop, (rows.get(dot.offsetTop) || 0) + 1);
      return [...rows.values()];`),
  );
  expect(ctx, Math.max(...rows) - Math.min(...rows) <= 1, `the services dots wrap in rows of ${rows.join(' and ')}`);
}

/**
 * On the home page, before Swiper: the testimonials' static track. A dot pressed with no pointer or
 * focus reaching the carousel (a script's click) scrolls the track natively, toward the reading
 * direction's end, until the dot's slide rests at the reading start; the dot becomes the current
 * one, and nothing has brought Swiper.
 */
export async function staticCarousel(ctx: Context) {
  const region = await find(ctx, 'region', COPY[ctx.lang].testimonials.carouselLabel, 'main');
  await ctx.browser.run(`document.querySelector(${json(region)}).scrollIntoView({ block: 'center' }); return true;`);
  const rtl = dirOf(ctx.lang) === 'rtl';
  await ctx.browser.run(`document.querySelectorAll(${json(`${region} .swiper-pagination-bullet`)})[2].click(); return true;`);
  const rest = await waitFor('the track to rest on the third testimonial', () =>
    ctx.browser.run<{ offset: number; scrollLeft: number; current: boolean; swiper: boolean } | false>(`
      const root = document.querySelector(${json(region)});
      const track = root.querySelector('.carousel-track');
      const frame = track.getBoundingClientRect();
      const slide = root.querySelectorAll('.swiper-slide')[2].getBoundingClientRect();
      const offset = ${rtl} ? frame.right - slide.right : slide.left - frame.left;
      if (Math.abs(offset) > 2) return false;
      return { offset, scrollLeft: track.scrollLeft, swiper: root.hasAttribute('data-swiper'),
        current: root.querySelectorAll('.swiper-pagination-bullet')[2].getAttribute('aria-current') === 'true' };`),
  ).catch(() => null);
  expect(ctx, rest !== null, 'a dot of the static track did not bring its slide to the reading start');
  if (!rest) return;
  expect(ctx, !rest.swiper, 'a dot pressed without pointer or focus brought Swiper');
  expect(ctx, rest.current, 'the dot pressed is not the current one');
  expect(
    ctx,
    rtl ? rest.scrollLeft < 0 : rest.scrollLeft > 0,
    `the track scrolled ${rest.scrollLeft} px (${rtl ? 'leftwards' : 'rightwards'}, toward the reading end, expected)`,
  );
  await noErrors(ctx, 'static carousel');
}

/**
 * On the home page: a carousel slide's picture is rendered, and so fetched, only near the screen
 * (.slide-picture, content-visibility). Every slide in view of the testimonials carousel shows its
 * avatar, once Swiper has started and again after a bullet has moved it four slides on.
 */
export async function slidePictures(ctx: Context) {
  const region = await find(ctx, 'region', COPY[ctx.lang].testimonials.carouselLabel, 'main');
  // Swiper starts once the visitor reaches for the carousel: here, focus on its first dot.
  await ctx.browser.run(`const region = document.querySelector(${json(region)});
    region.scrollIntoView({ block: 'center' });
    region.querySelector('.swiper-pagination-bullet').focus({ preventScroll: true });
    return true;`);
  await waitFor(
    'the Swiper',
    () => ctx.browser.run<boolean>(`return Boolean(document.querySelector(${json(`${region} .swiper-initialized`)}));`),
    10_000,
  );
  /** The labels ("2 of 8") of the slides in view whose picture has not loaded. */
  const missing = () =>
    ctx.browser.run<string[]>(`const root = document.querySelector(${json(`${region} .swiper`)});
      if (root.swiper.animating) return ['(moving)'];
      const frame = root.getBoundingClientRect();
      return [...root.querySelectorAll('.swiper-slide')]
        .filter((slide) => { const box = slide.getBoundingClientRect(); return box.right > frame.left + 1 && box.left < frame.right - 1; })
        .filter((slide) => { const img = slide.querySelector('img'); return !(img && img.complete && img.naturalWidth > 0); })
        .map((slide) => slide.getAttribute('aria-label') || '?');`);
  const allShown = async (when: string) => {
    const left = await waitFor(when, async () => ((await missing()).length === 0 ? [] : undefined), 5000).catch(() => missing());
    expect(ctx, left.length === 0, `${when}: no picture on slide ${left.join(', ')}`);
  };
  await allShown('the testimonials in view');
  await press(ctx, `${region} .swiper-pagination-bullet:nth-child(5)`);
  await allShown('after moving to the fifth testimonial');
  await noErrors(ctx, 'slide pictures');
}

/**
 * On a freshly opened page, from its end, in 300 px steps up: the band in the middle moves by as
 * much (±5 px).
 */
export async function scrollUp(ctx: Context) {
  await sleep(2500);
  await ctx.browser.run('window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }); return true;');
  await sleep(300);
  for (let step = 0; step < 8; step++) {
    const moved = await ctx.browser.run<{ by: number; moved: number } | null>(`
      if (window.scrollY <= 0) return null;
      const point = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
      const band = (point && point.closest('section, footer')) || point;
      const before = band.getBoundingClientRect().top;
      const by = Math.min(300, window.scrollY);
      window.scrollBy({ top: -by, behavior: 'instant' });
      return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() =>
        done({ by, moved: band.getBoundingClientRect().top - before }))));`);
    if (!moved) break;
    expect(
      ctx,
      Math.abs(moved.moved - moved.by) <= 5,
      `scrolling up ${moved.by} px moved the content ${Math.round(moved.moved)} px`,
    );
  }
}

/**
 * The reveal animation's and the carousel's chunks fail to load: after scrolling through the page,
 * nothing is left hidden, carousels are scrollable tracks starting at the reading start, and no
 * error is left uncaught.
 */
export async function failedChunks(ctx: Context, target: RouteTarget) {
  const address = url(ctx, target, ctx.blockingBase);
  await openHydrated(ctx, address);
  await sleep(500);
  // Each element still hidden is brought into view, as a visitor reading on would, and must show
  // by the time its animation would have ended (showing one shows those around it as well).
  const hidden = await ctx.browser.run<string[]>(`return (async () => {
    const stuck = [];
    for (let guard = 0; guard < 60; guard++) {
      const next = [...document.querySelectorAll('main *')]
        .find((element) => !stuck.includes(element) && Number(getComputedStyle(element).opacity) < 1);
      if (!next) break;
      next.scrollIntoView({ block: 'center', behavior: 'instant' });
      await new Promise((done) => setTimeout(done, ${SPEC.scrollReveal.durationMs + 300}));
      if (Number(getComputedStyle(next).opacity) < 1) stuck.push(next);
    }
    return stuck.map((element) => element.tagName.toLowerCase() + ' “' + element.textContent.trim().slice(0, 40) + '”');
  })();`);
  expect(ctx, hidden.length === 0, `${address}: still hidden in view after the chunk failed: ${hidden.slice(0, 3).join(', ')}`);
  // A carousel tries for its chunk once the visitor reaches for it: here, focus on its first dot.
  const carousels = await ctx.browser.run<number>(
    "return [...document.querySelectorAll('.carousel')].filter((region) => window.__engine.visible(region)).length;",
  );
  const rtl = dirOf(ctx.lang) === 'rtl';
  const tracks = [];
  for (let index = 0; index < carousels; index++) {
    tracks.push(
      await waitFor(`carousel ${index + 1} as a track`, () =>
        ctx.browser.run<{ standalone: boolean; scrollable: boolean; offset: number } | false>(`
          const region = [...document.querySelectorAll('.carousel')].filter((region) => window.__engine.visible(region))[${index}];
          region.scrollIntoView({ block: 'center', behavior: 'instant' });
          region.querySelector('.swiper-pagination-bullet')?.focus({ preventScroll: true });
          const track = region.querySelector('.carousel-track');
          if (!track || region.hasAttribute('data-swiper')) return false;
          const frame = track.getBoundingClientRect();
          const first = track.firstElementChild.getBoundingClientRect();
          return { standalone: getComputedStyle(track).overflowX === 'auto', scrollable: track.scrollWidth > track.clientWidth,
            offset: ${rtl} ? frame.right - first.right : first.left - frame.left };`),
      ).catch(() => ({ standalone: false, scrollable: false, offset: 0 })),
    );
  }
  for (const [index, track] of tracks.entries()) {
    expect(ctx, track.standalone && track.scrollable, `${address}: carousel ${index + 1} is not a scrollable track`);
    expect(
      ctx,
      Math.abs(track.offset) <= 2,
      `${address}: carousel ${index + 1} starts ${track.offset} px from the reading start`,
    );
  }
  await noErrors(ctx, address);
}

/** Desktop, on any page: the site's fonts draw every word of the sample as the full fonts do (tanween.ts). */
export async function tanween(ctx: Context) {
  const { compared, differ } = await compareSample(ctx.browser, tanweenSample(ctx.lang), ctx.lang);
  expect(ctx, compared >= 40, `tanween: only ${compared} words compared`);
  expect(
    ctx,
    differ.length === 0,
    `${differ.length} of ${compared} words are drawn otherwise in the site's fonts than in the full fonts: ${differ.slice(0, 6).join('; ')}`,
  );
}
