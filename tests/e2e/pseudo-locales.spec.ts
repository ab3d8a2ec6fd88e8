import { expect, test, type Page } from '@playwright/test';
import { pageTargets } from '../../src/app/prerenderPaths';
import { ALL_TECH_ITEMS } from '../../src/content/tech';
import { LANGUAGE_LIST } from '../../src/lib/language/languages';
import { FONTS, SCRIPTS } from '../../src/lib/language/scripts';
import { localizedPath, type RouteTarget } from '../../src/lib/paths';
import { DEFAULT_LANG } from '../support/locales';
import { accented } from '../../scripts/lib/pseudo';
import { PSEUDO_LANGUAGES, PSEUDO_LTR as LTR, PSEUDO_RTL as RTL } from '../../scripts/lib/pseudo-site';
import { waitForOverlayGone, watchConsole } from './helpers';
import { layoutSnapshot, type Box, type LayoutSnapshot } from './support/layoutSnapshot';

/*
 * The pseudo-locales (scripts/lib/pseudo.ts) on every route, where they are two more languages of
 * the list: in the trial copy that `npm test` and `npm run test:trial` build (scripts/lib/trial.ts),
 * which runs this spec against its own build (playwright.config.ts leaves it out elsewhere). en-xa is every string accented, bracketed and
 * 40% longer; qaa-plocm the same strings right to left, in a language written in Arabic script that
 * is not Arabic. Together they show, without knowing Arabic, what a translation would: text no
 * locale file gave, layouts that cannot take longer words, a right-to-left page that does not
 * mirror its left-to-right one, and a rule that only Arabic gets.
 *
 * Each route is opened once per pseudo-locale (see GROUPS below), at 1280 px, and checked there
 * and again at 390 px (the same page made narrower: the pseudo text is the subject, and the phone's
 * own loads, touch and menus are tested in both real languages by every other spec). Motion is
 * reduced so that nothing is mid-animation when the boxes are measured.
 */
test.use({ reducedMotion: 'reduce' });

const WIDTHS = [1280, 390] as const;
/** How far, in CSS px, a box of the right-to-left pseudo-locale may sit from the mirror image of its en-xa self. */
const TOLERANCE = 3;

const seen = new Set<string>();
const ROUTES = pageTargets().filter((target: RouteTarget) => (seen.has(target.id) ? false : (seen.add(target.id), true)));
const PATHS = [...ROUTES.map((target) => localizedPath(DEFAULT_LANG, target)), `/${DEFAULT_LANG}/no-such-page`];
const inLanguage = (route: string, code: string) => route.replace(`/${DEFAULT_LANG}/`, `/${code}/`);

const monthNames = (intl: string) =>
  Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat(intl, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2025, month, 15)),
  );

/**
 * What may stand outside the pseudo brackets, besides digits and punctuation: the languages' own
 * names in the switcher, technologies' names (proper nouns, src/content/tech.ts) and month names
 * (dates are written by the language's formats, not its strings); layoutSnapshot lets email and
 * web addresses through.
 */
const ALLOWED = [
  ...[...LANGUAGE_LIST, ...PSEUDO_LANGUAGES].map((language) => language.nativeName),
  ...ALL_TECH_ITEMS.map((item) => item.label),
  ...PSEUDO_LANGUAGES.flatMap((language) => monthNames(language.intl)),
].sort((a, b) => b.length - a.length);

/**
 * Opens `url` in the tab: loaded for the first route of a test, then as a visitor following a link
 * gets it (the router's own navigation, as Back and Forward do it: no new document). Waits until
 * the page has rendered, its loading overlay has gone and its fonts are in.
 */
async function open(page: Page, url: string, first: boolean): Promise<void> {
  if (first) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(url);
    await expect(page.locator('html[data-hydrated]'), `${url}: the app started`).toBeAttached({ timeout: 20_000 });
  } else {
    const before = await page.title();
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await expect.poll(() => page.title(), { message: `${url}: the page changed` }).not.toBe(before);
  }
  await waitForOverlayGone(page);
  await expect.soft(page.getByRole('heading', { level: 1 }), `${url}: one h1`).toHaveCount(1);
}

/**
 * Reads the page at 1280 and 390 px and checks what one page can show alone. axe is not run here:
 * the route sweep (pages.spec.ts) runs it on every route in both pseudo-locales at both widths, on
 * the same build, with motion on and a phone's own emulation; here it only repeated that work.
 */
async function readPage(page: Page, url: string, code: string, dir: string): Promise<Map<number, LayoutSnapshot>> {
  const snapshots = new Map<number, LayoutSnapshot>();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const snapshot = await layoutSnapshot(page, ALLOWED);
    snapshots.set(width, snapshot);
    const at = `${url} at ${width} px`;
    expect(snapshot.boxes.length, `${at}: boxes measured`).toBeGreaterThan(20);
    expect.soft({ lang: snapshot.lang, dir: snapshot.dir }, `${at}: <html lang dir>`).toEqual({ lang: code, dir });
    expect.soft(snapshot.unbracketed, `${at}: text that no locale file gave`).toEqual([]);
    expect.soft(snapshot.sideways, `${at}: sideways scroll`).toBe(0);
    expect.soft(snapshot.clipped, `${at}: text cut off`).toEqual([]);
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  return snapshots;
}

/**
 * Whether `rtl` is the mirror image of `ltr`, both measured along their reading direction: the
 * same start edge, end edge or centre (a box keeps whichever its layout anchors when its text is a
 * little wider or narrower), on the page, in its parent, or after the box before it on its line.
 */
function mirrored(ltr: Box, rtl: Box): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE;
  return (
    near(ltr.start, rtl.start) ||
    near(ltr.end, rtl.end) ||
    near(ltr.start + ltr.end, rtl.start + rtl.end) ||
    near(ltr.fromParent, rtl.fromParent) ||
    near(ltr.toParent, rtl.toParent) ||
    near(ltr.fromParent - ltr.toParent, rtl.fromParent - rtl.toParent) ||
    (ltr.fromBefore !== undefined && rtl.fromBefore !== undefined && near(ltr.fromBefore, rtl.fromBefore))
  );
}

/** What differs between the two directions' pages at one width: boxes that do not mirror, icons that turn wrongly. */
function mirroringProblems(ltr: LayoutSnapshot, rtl: LayoutSnapshot): string[] {
  const problems: string[] = [];
  const order = (snapshot: LayoutSnapshot) => snapshot.boxes.map((box) => box.where);
  if (order(ltr).join('\n') !== order(rtl).join('\n')) {
    const first = order(ltr).findIndex((where, i) => where !== order(rtl)[i]);
    return [`the pages differ from box ${first}: ${order(ltr)[first]} against ${order(rtl)[first]}`];
  }
  ltr.boxes.forEach((box, i) => {
    const other = rtl.boxes[i]!;
    if (!mirrored(box, other))
      problems.push(
        `${box.where}: from the start ${box.start.toFixed(0)}–${box.end.toFixed(0)} px against ${other.start.toFixed(0)}–${other.end.toFixed(0)} px`,
      );
    if (box.facing !== undefined) {
      const turned = box.facing !== other.facing;
      if (box.points && !turned) problems.push(`${box.where}: points ${box.points} but faces the same way in both directions`);
      if (!box.points && turned) problems.push(`${box.where}: turned round in one direction, though it points nowhere`);
    }
  });
  return problems;
}

/**
 * The routes in a few groups, one test each (the workers share them out): each group's tabs, one per
 * pseudo-locale, load their first route and follow the router to the rest. A load of its own for
 * every route cost about a fifth more processor time (a document and its scripts each
 * time) for the same pages: the routes' loads, statuses and first paint are the route sweep's
 * (pages.spec.ts), in every language of the list, and each route's prerendered page in the pseudo-locales
 * is checked by the test of a new language below.
 */
const GROUPS = 4;
for (let group = 0; group < GROUPS; group++) {
  const routes = PATHS.filter((_, i) => i % GROUPS === group);
  test(`${routes.map((route) => inLanguage(route, '…')).join(', ')} in ${LTR.code} and ${RTL.code}: all text from the locale files, nothing overflows or is cut off, the right-to-left page mirrors the left-to-right one, lang, dir @desktop`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const tabs = [
      { language: LTR, page },
      { language: RTL, page: await context.newPage() },
    ] as const;
    const problems = tabs.map((tab) => watchConsole(tab.page));
    for (const [i, route] of routes.entries()) {
      // Both tabs change page together (each waits out its loading overlay), then are read in turn.
      await Promise.all(tabs.map(({ language, page }) => open(page, inLanguage(route, language.code), i === 0)));
      const read: Map<number, LayoutSnapshot>[] = [];
      for (const { language, page } of tabs)
        read.push(await readPage(page, inLanguage(route, language.code), language.code, language.dir));
      for (const width of WIDTHS)
        expect
          .soft(mirroringProblems(read[0]!.get(width)!, read[1]!.get(width)!), `${route} at ${width} px: mirroring`)
          .toEqual([]);
    }
    expect.soft(problems, 'console errors').toEqual([[], []]);
  });
}

test('the checks find what they look for: unbracketed text, a box that does not mirror, an icon that does not turn, overflow, clipping @desktop', async ({
  page,
}) => {
  const body = (dir: string) => `
    <main style="width: 600px; margin: 0 auto; font: 16px/1.5 sans-serif">
      <h1>${accented('A heading')}</h1>
      <p>${accented('Text from the locale files')} Not from them</p>
      <button aria-label="Close">${accented('Close')}</button>
      <div style="display: flex; gap: 8px"><a href="#" style="display: block; margin-left: 24px">${accented('Link')}</a></div>
      <svg width="16" height="16" data-points="end" style="display: block"><path d="M0 0h16"/></svg>
      <svg width="16" height="16" style="display: block${dir === 'rtl' ? '; transform: scaleX(-1)' : ''}"><path d="M0 0h16"/></svg>
      <p style="width: 80px; white-space: nowrap; overflow: hidden">${accented('A long label that does not fit')}</p>
      <div style="height: 20px; overflow: hidden"><span style="display: block">${accented('A paragraph of three lines in a box one line high: the rest is cut off')}</span></div>
      <div style="width: 2000px; height: 4px"></div>
    </main>`;
  const snapshot = async (lang: string, dir: string) => {
    await page.setContent(
      `<!doctype html><html lang="${lang}" dir="${dir}"><title>${accented('Title')}</title><body>${body(dir)}</body></html>`,
    );
    return layoutSnapshot(page, ALLOWED);
  };
  const ltr = await snapshot(LTR.code, 'ltr');
  const rtl = await snapshot(RTL.code, 'rtl');
  expect(ltr.unbracketed.map((found) => found.text)).toEqual(['Not from them', 'Close']);
  expect(ltr.sideways).toBeGreaterThan(0);
  expect(ltr.clipped).toEqual([
    expect.stringContaining('overflows its own box'),
    expect.stringMatching(/^main > div:nth-of-type\(2\) > span: .* cut by main > div:nth-of-type\(2\)$/),
  ]);
  const problems = mirroringProblems(ltr, rtl);
  expect(problems).toEqual([
    expect.stringMatching(/^main > div:nth-of-type\(1\) > a: /),
    expect.stringMatching(/^main > svg:nth-of-type\(1\): points end/),
    expect.stringMatching(/^main > svg:nth-of-type\(2\): turned round/),
  ]);
});

test('a language added to the list is a language of the whole site: every route prerendered, sitemap, alternates, switcher, detection, feed, search @desktop', async ({
  page,
  request,
  browser,
}) => {
  const all = [...LANGUAGE_LIST, ...PSEUDO_LANGUAGES];
  // Every route is prerendered in each new language, with its lang and dir.
  for (const { code, dir } of PSEUDO_LANGUAGES)
    for (const route of PATHS) {
      const response = await request.get(inLanguage(route, code), { maxRedirects: 0 });
      expect.soft(response.status(), inLanguage(route, code)).toBe(route.endsWith('/no-such-page') ? 404 : 200);
      expect.soft(await response.text(), inLanguage(route, code)).toContain(`<html lang="${code}" dir="${dir}"`);
    }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { code } of all)
    expect(sitemap, `sitemap: ${code}`).toMatch(new RegExp(`hreflang="${code}" href="[^"]+/${code}/about"`));

  await page.goto(`/${LTR.code}/about`);
  for (const { code } of all)
    await expect(page.locator(`head link[rel="alternate"][hreflang="${code}"]`), `alternate: ${code}`).toHaveAttribute(
      'href',
      new RegExp(`/${code}/about$`),
    );
  await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute('content', LTR.ogLocale);

  // The switcher names every other language in its own words and keeps the page.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const banner = page.getByRole('banner');
  // With more than one other language they are behind one button, named with the page's own.
  await banner.getByRole('button', { name: LTR.nativeName }).click();
  for (const { code, nativeName } of all.filter(({ code }) => code !== LTR.code))
    await expect(banner.getByRole('link', { name: nativeName, exact: true }), `switcher: ${code}`).toHaveAttribute(
      'href',
      `/${code}/about`,
    );
  await banner.getByRole('link', { name: RTL.nativeName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${RTL.code}/about$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // A browser set to the new language is sent to it from "/".
  const context = await browser.newContext({ locale: RTL.code, baseURL: test.info().project.use.baseURL });
  const detected = await context.newPage();
  await detected.goto('/');
  await expect(detected).toHaveURL(new RegExp(`/${RTL.code}/home$`));
  await context.close();

  const feed = await request.get(`/${LTR.code}/feed.xml`);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(`xml:lang="${LTR.code}"`);

  // The new language's search index: a word of its own text finds its own pages.
  await page.goto(`/${LTR.code}/search?q=${encodeURIComponent(accented('Python').slice(1, 7))}`);
  const found = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(found.first()).toHaveAttribute('href', new RegExp(`^/${LTR.code}/`));
});

test('the right-to-left language that is not Arabic is laid out right to left and set by its script alone; no stylesheet rule is keyed to :lang() @desktop', async ({
  page,
}) => {
  /** What the page's script decides, read on the blog list (it has letter-spaced headings in Latin script). */
  const read = async (code: string) => {
    await page.goto(`/${code}/blog`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    return page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const tracked = [...document.querySelectorAll('[class*="tracking-"]')].map((element) => getComputedStyle(element));
      return {
        dir: document.documentElement.dir,
        arabic: document.documentElement.matches(':lang(ar)'),
        font: body.fontFamily,
        lineHeight: Math.round((parseFloat(body.lineHeight) / parseFloat(body.fontSize)) * 100) / 100,
        tracked: tracked.length,
        spaced: tracked.filter((style) => style.letterSpacing !== 'normal' && parseFloat(style.letterSpacing) !== 0).length,
      };
    });
  };
  const script = SCRIPTS[RTL.script];
  const own = FONTS[script.fonts[0]!].family;
  const rtl = await read(RTL.code);
  expect(rtl.dir).toBe('rtl');
  expect(rtl.arabic, `${RTL.code} is no Arabic tag`).toBe(false);
  expect(rtl.font, 'its script’s font stack, its own font first').toMatch(new RegExp(`^"?${own}"?,`));
  expect(rtl.lineHeight).toBe(script.lineHeight);
  expect(rtl.tracked).toBeGreaterThan(0);
  expect(rtl.spaced, 'letter-spaced elements').toBe(script.tracking ? rtl.tracked : 0);
  // Every language of the list in the same script is set alike; the left-to-right one by its own.
  for (const language of LANGUAGE_LIST.filter((l) => l.script === RTL.script))
    expect({ ...(await read(language.code)), arabic: false }, language.code).toEqual(rtl);
  const ltr = await read(LTR.code);
  expect(ltr.lineHeight).toBe(SCRIPTS[LTR.script].lineHeight);
  expect(ltr.spaced, 'letter-spaced elements in Latin script').toBe(SCRIPTS[LTR.script].tracking ? ltr.tracked : 0);

  // No rule of any stylesheet, in any layer or media query, matches by :lang(): such a rule follows
  // a language's code (and every tag that starts like it), where the site's rules follow its script
  // and direction.
  const keyed = await page.evaluate(() => {
    const found: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule && /:lang\(/.test(rule.selectorText)) found.push(rule.selectorText);
        if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) walk(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    return { found, sheets: document.styleSheets.length };
  });
  expect(keyed.sheets).toBeGreaterThan(0);
  expect(keyed.found).toEqual([]);
});
