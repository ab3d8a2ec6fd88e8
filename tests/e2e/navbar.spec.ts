import { expect, test, type Locator, type Page } from '@playwright/test';
import { NAV_GROUPS } from '../../src/content/navigation';
import { localizedPath, type RouteTarget } from '../../src/lib/paths';
import { LANGUAGES, dirOf, languageInfo, text, type Lang } from '../support/locales';
import { otherLangs } from '../../src/lib/language/languages';
import { openPage } from './helpers';

/*
 * The navbar takes any label: at every desktop width from 1024 to 1536 px and at phone widths, in
 * every language of the list (`npm test` runs this spec in its trial copy, whose list has the
 * pseudo-locales too: 40% longer words, and three other languages), no label of the bar,
 * its dropdowns or its menu takes more than one line, no two of its controls overlap, nothing
 * leaves the window, and every group, link and control is shown or one tap or key away. The
 * languages share one control once there is more than one other language.
 *
 * Motion is reduced so that nothing is measured mid-animation.
 */
test.use({ reducedMotion: 'reduce' });

const DESKTOP_WIDTHS = [1024, 1100, 1180, 1280, 1366, 1536] as const;
const PHONE_WIDTHS = [320, 360, 390, 430] as const;
const widthsFor = (isMobile: boolean) => (isMobile ? PHONE_WIDTHS : DESKTOP_WIDTHS);

/** The page every language's bar is measured and switched on. */
const PAGE: RouteTarget = { id: 'about' };

/** The bar's words in one language, as its pages show them. */
interface Words {
  code: string;
  dir: string;
  navLabel: string;
  mobileMenu: string;
  menuToggle: string;
  contact: string;
  search: string;
  language: string;
  groups: { name: string; links: string[] }[];
  /** The languages of the site it is part of, with their names in themselves. */
  languages: { code: Lang; nativeName: string }[];
}

function wordsOf(code: string, dir: string, say: (key: string) => string, languages: Words['languages']): Words {
  return {
    code,
    dir,
    navLabel: say('nav.label'),
    mobileMenu: say('nav.mobileMenu'),
    menuToggle: say('nav.menuToggle'),
    contact: say('nav.contact'),
    search: say('nav.search'),
    language: say('nav.language'),
    groups: NAV_GROUPS.map((group) => ({
      name: say(`nav.groups.${group.key}`),
      links: group.links.map((link) => say(`nav.links.${link.key}`)),
    })),
    languages,
  };
}

const REAL_LANGUAGES = LANGUAGES.map((lang) => ({ code: lang, nativeName: languageInfo(lang).nativeName }));
const realWords = (lang: Lang) => wordsOf(lang, dirOf(lang), (key) => text(lang, key), REAL_LANGUAGES);

/**
 * What is wrong with the header as drawn: a label of a shown link or button on more than one line
 * (each text's pieces, as the browser laid them out, on one line), two shown controls that
 * overlap, a control beyond the window's edges, the bar's row wider than itself, or a page that
 * scrolls sideways.
 */
async function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const width = document.documentElement.clientWidth;
    const shown = [...header.querySelectorAll<HTMLElement>('a, button')].filter((element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    );
    const nameOf = (element: Element) =>
      (element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName).slice(0, 50);
    const boxes = shown.map((element) => ({ name: nameOf(element), box: element.getBoundingClientRect() }));
    for (const [i, element] of shown.entries()) {
      const { name, box } = boxes[i]!;
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`${name}: ${box.left.toFixed(1)}–${box.right.toFixed(1)} px, beyond the window's 0–${width} px`);
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const pieces = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const first = pieces[0];
        // A piece that starts below the middle of the first one is on another line.
        const lines = first ? 1 + pieces.filter((rect) => rect.top > first.top + first.height / 2).length : 0;
        if (lines > 1) problems.push(`${name}: «${node.textContent.trim()}» on ${lines} lines`);
      }
    }
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.box;
        const b = boxes[j]!.box;
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 0.5 && y > 0.5)
          problems.push(`${boxes[i]!.name} and ${boxes[j]!.name} overlap by ${x.toFixed(1)}×${y.toFixed(1)} px`);
      }
    const row = header.firstElementChild;
    if (row && row.scrollWidth > row.clientWidth)
      problems.push(`the bar's row is ${row.scrollWidth} px wide in ${row.clientWidth} px`);
    if (document.documentElement.scrollWidth > width)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    return problems;
  });
}

/** Waits until the header has settled (the bar's fit follows a resize within a frame or two) and has nothing wrong. */
async function expectHeaderSound(page: Page, where: string) {
  await expect.poll(() => headerProblems(page), { message: `${where}: the header`, timeout: 5_000 }).toEqual([]);
}

/** A tap on a phone, a click elsewhere. */
const press = (locator: Locator, isMobile: boolean) => (isMobile ? locator.tap() : locator.click());

/**
 * The language control of the bar (or of the open menu): a link with one other language, else one
 * button whose list holds every language. Checks it and its list at this width.
 */
async function checkLanguages(page: Page, scope: Locator, words: Words, where: string, isMobile: boolean) {
  const others = words.languages.filter((language) => language.code !== words.code);
  if (others.length === 1) {
    const link = scope.getByRole('link', { name: others[0]!.nativeName, exact: true });
    await expect(link, `${where}: the link to the other language`).toBeVisible();
    await expect(link).toHaveAttribute('hreflang', others[0]!.code);
    return;
  }
  const button = scope.getByRole('button', { name: words.language });
  await expect(button, `${where}: one language control`).toHaveCount(1);
  await expect(
    scope.locator('a[hreflang]').filter({ visible: true }),
    `${where}: no language link outside the control`,
  ).toHaveCount(0);
  await press(button, isMobile);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  for (const language of words.languages)
    await expect(scope.getByRole('link', { name: language.nativeName, exact: true }), `${where}: ${language.code}`).toBeVisible();
  await expectHeaderSound(page, `${where}, the languages' list open`);
  await press(button, isMobile);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
}

/**
 * At each width: the header is sound; every group, its links, search, the languages and Contact
 * Us are shown or reached through the menu, and sound when shown.
 */
async function checkBar(page: Page, words: Words, isMobile: boolean) {
  const banner = page.getByRole('banner');
  for (const width of widthsFor(isMobile)) {
    await page.setViewportSize({ width, height: 800 });
    const at = `${words.code} at ${width} px`;
    await expectHeaderSound(page, at);

    const row = banner.getByRole('navigation', { name: words.navLabel, exact: true });
    const toggle = banner.getByRole('button', { name: words.menuToggle, exact: true });
    // Either the groups are in the bar's row or the menu's button is there: never both, never neither.
    await expect
      .poll(async () => [await row.isVisible(), await toggle.isVisible()], { message: `${at}: the row or the menu` })
      .toContainEqual(true);
    const inRow = await row.isVisible();
    expect(inRow && (await toggle.isVisible()), `${at}: the row and the menu's button at once`).toBe(false);

    // Search, the languages and Contact Us are in the bar from 1024 px, in the menu below.
    const menu = banner.getByRole('navigation', { name: words.mobileMenu, exact: true });
    const openMenu = async () => {
      await press(toggle, isMobile);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu, `${at}: the menu`).toBeVisible();
      await expectHeaderSound(page, `${at}, the menu open`);
    };
    if (isMobile) await openMenu();
    const scope = isMobile ? menu : banner;
    await expect(scope.getByRole('link', { name: words.contact, exact: true }), `${at}: ${words.contact}`).toBeVisible();
    await expect(scope.getByRole('link', { name: words.search, exact: true }).first(), `${at}: ${words.search}`).toBeVisible();
    await checkLanguages(page, scope, words, at, isMobile);
    if (!inRow && !isMobile) await openMenu();

    const groups = inRow ? row : menu;
    for (const group of words.groups) {
      const button = groups.getByRole('button', { name: group.name, exact: true });
      await expect(button, `${at}: ${group.name}`).toBeVisible();
      if ((await button.getAttribute('aria-expanded')) !== 'true') await press(button, isMobile);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      for (const link of group.links)
        await expect(groups.getByRole('link', { name: link, exact: true }), `${at}: ${group.name} → ${link}`).toBeVisible();
      await expectHeaderSound(page, `${at}, ${group.name} open`);
    }
    // Everything closed again for the next width.
    await page.keyboard.press('Escape');
    if (!inRow) {
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
    await page.mouse.move(0, 400);
  }
}

test.describe('the navbar in every language of the list', () => {
  for (const lang of LANGUAGES) {
    test(`${lang}: no label wraps, nothing overlaps or leaves the window, every item reachable, at every width`, async ({
      page,
      isMobile,
    }) => {
      test.setTimeout(120_000);
      await openPage(page, localizedPath(lang, PAGE));
      await page.evaluate(() => document.fonts.ready);
      await checkBar(page, realWords(lang), isMobile);
    });
  }
});

// With more than one other language (the trial copy's list, with the pseudo-locales: scripts/lib/trial.ts),
// the languages share one control, a disclosure of links.
test.describe('the languages in one control, where there are more than one other language', () => {
  for (const code of LANGUAGES.filter((lang) => otherLangs(lang).length > 1)) {
    test(`${code}: the language control opens with Enter and Space, its arrows move, Escape and a click outside close it, each language leads to the same page`, async ({
      page,
      isMobile,
    }) => {
      test.setTimeout(120_000);
      const words = realWords(code);
      const at = (lang: Lang) => localizedPath(lang, PAGE);
      await openPage(page, at(code));
      const banner = page.getByRole('banner');
      const toggle = banner.getByRole('button', { name: words.menuToggle, exact: true });
      const menuOpen = async () => {
        if (isMobile) {
          await toggle.tap();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        }
      };
      await menuOpen();
      const button = banner.getByRole('button', { name: words.language });
      await expect(button).toHaveCount(1);

      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      const links = list.getByRole('link');
      await expect(links).toHaveCount(words.languages.length);
      for (const [i, language] of words.languages.entries()) {
        const link = links.nth(i);
        await expect(link).toHaveAccessibleName(language.nativeName);
        await expect(link).toHaveAttribute('lang', language.code);
        await expect(link).toHaveAttribute('hreflang', language.code);
        await expect(link).toHaveAttribute('href', at(language.code));
      }
      await expect(list.locator('[aria-current="true"]')).toHaveAttribute('lang', code);

      // The arrows go round the links; Home and End to either end.
      await page.keyboard.press('ArrowDown');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(links.last()).toBeFocused();
      await page.keyboard.press('Home');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(links.last()).toBeFocused();

      // Escape closes the list (not the menu around it) and gives the button focus back.
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();
      await expect(button).toBeFocused();
      if (isMobile) await expect(toggle).toHaveAttribute('aria-expanded', 'true');

      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(links.first()).toBeVisible();
      // A click elsewhere closes it.
      await page.mouse.click(2, 700);
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // Each language leads to this page in that language, and the choice is kept.
      for (const language of words.languages.filter((language) => language.code !== code)) {
        await openPage(page, at(code));
        await menuOpen();
        await press(button, isMobile);
        await press(list.getByRole('link', { name: language.nativeName, exact: true }), isMobile);
        await expect(page).toHaveURL(new RegExp(`${at(language.code)}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      }
    });
  }
});

test.describe('the language control in every language of the list', () => {
  for (const lang of LANGUAGES) {
    test(`${lang}: reached by keyboard, each other language named in itself, with lang and hreflang, leading to the same page`, async ({
      page,
      isMobile,
    }) => {
      const words = realWords(lang);
      await openPage(page, localizedPath(lang, PAGE));
      const banner = page.getByRole('banner');
      if (isMobile) {
        const toggle = banner.getByRole('button', { name: words.menuToggle, exact: true });
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      }
      const others = LANGUAGES.filter((other) => other !== lang);
      // With one other language a link; with more, one control (the tests above).
      const control =
        others.length === 1
          ? banner.getByRole('link', { name: languageInfo(others[0]!).nativeName, exact: true })
          : banner.getByRole('button', { name: words.language });
      await expect(control).toHaveCount(1);
      // By keyboard: Tab from the logo reaches it.
      await banner.getByRole('link', { name: text(lang, 'brand.homeLink') }).focus();
      for (let i = 0; i < 20 && !(await control.evaluate((element) => element === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
      if (others.length > 1) await page.keyboard.press('Enter');
      for (const other of others) {
        const link = banner.getByRole('link', { name: languageInfo(other).nativeName, exact: true });
        await expect(link).toHaveAttribute('lang', other);
        await expect(link).toHaveAttribute('hreflang', other);
        await expect(link).toHaveAttribute('href', localizedPath(other, PAGE));
      }
      // Enter follows the first of them (the control itself, with one other language).
      const target = others[0]!;
      if (others.length > 1) await banner.getByRole('link', { name: languageInfo(target).nativeName, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${localizedPath(target, PAGE)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', target);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(target));
    });
  }
});
