import { expect, test, type Locator, type Page } from '@playwright/test';
import { SITE } from '../../src/content/site';
import { openPage, overlay, scrollToY, watchConsole } from './helpers';
import { LANGUAGES, dirOf, locale, text, type Lang } from '../support/locales';

// WhatsApp click-to-chat: the contact section's link, the phone button (src/components/layout/
// WhatsAppButton.tsx) and the Organization JSON-LD. The words come from the locale files, the
// number from the deployment settings (VITE_WHATSAPP, or its placeholder).

// Where the button is and what it links to do not depend on motion: these tests run as a visitor who
// asked for less of it (prefers-reduced-motion), sparing each page's first seconds of animation.
test.use({ reducedMotion: 'reduce' });

const LANGS = LANGUAGES;
const common = (lang: Lang) => locale(lang, 'common');

/** What the visitor's WhatsApp opens with: the greeting in the page's language, the company named. */
const greeting = (lang: Lang) => text(lang, 'whatsapp.greeting');
const digits = SITE.whatsapp.replace(/[ -]/g, '').replace(/^\+/, '');
const expectedHref = (lang: Lang) => `https://wa.me/${digits}?text=${encodeURIComponent(greeting(lang))}`;

/** The phone button: a link named in the page's language, hidden (not only off screen) from md up. */
const phoneButton = (page: Page, lang: Lang) =>
  page.getByRole('link', { name: common(lang).whatsapp.chat, exact: true, includeHidden: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectWhatsAppHref(link: Locator, lang: Lang) {
  const href = await link.getAttribute('href');
  expect(href).toBe(expectedHref(lang));
  // URL-encoded: no space or Arabic letter left raw; decoded, it is the greeting itself.
  expect(href).toMatch(/^https:\/\/wa\.me\/\d{8,15}\?text=[\x21-\x7e]+$/);
  expect(new URL(href!).searchParams.get('text')).toBe(greeting(lang));
  await expect(link).toHaveAttribute('rel', /noopener/);
}

for (const lang of LANGS) {
  const words = common(lang).whatsapp;

  test(`contact section: WhatsApp beside phone and email, the greeting in the page's language (${lang})`, async ({ page }) => {
    const problems = watchConsole(page);
    await openPage(page, `/${lang}/contact`);
    const section = page.locator('#contact');
    // Named "Chat with us on WhatsApp +966 …" in the page's language. (A locator of its own, not
    // rooted at the section, so that it can also find the link inside one detail below.)
    const name = page.getByRole('link', { name: `${words.chat} ${SITE.whatsapp}`, exact: true });
    const link = section.locator(name);
    await expect(link).toBeVisible();
    await expectWhatsAppHref(link, lang);
    // The number as shown, left to right and isolated from the text around it.
    await expect(link.locator('[dir="ltr"]')).toHaveText(SITE.whatsapp);
    // Among the details, with its label, after the phone and before the email.
    const details = section.getByRole('listitem');
    const card = details.filter({ has: name });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(words.label);
    const texts = await details.allInnerTexts();
    const at = (needle: string) => texts.findIndex((text) => text.includes(needle));
    expect(at(SITE.phone)).toBeGreaterThanOrEqual(0);
    expect(at(SITE.whatsapp)).toBe(at(SITE.phone) + 1);
    expect(at(SITE.email)).toBe(at(SITE.whatsapp) + 1);
    // Same look as its neighbours: the phone's card and this one share their classes.
    const phoneCard = details.filter({ hasText: SITE.phone });
    expect(await card.getAttribute('class')).toBe(await phoneCard.getAttribute('class'));
    expect(await box(card)).toMatchObject({ height: (await box(phoneCard)).height });
    expect(problems).toEqual([]);
  });

  test(`phone button: on the end side, named, 44px and more, focus ring, same link (${lang}) @phone`, async ({ page }) => {
    await openPage(page, `/${lang}/home`);
    const button = phoneButton(page, lang);
    await expect(button).toBeVisible();
    await expectWhatsAppHref(button, lang);
    const width = page.viewportSize()!.width;
    const { x, y, width: w, height: h } = await box(button);
    expect(w).toBeGreaterThanOrEqual(44);
    expect(h).toBeGreaterThanOrEqual(44);
    // End side: the right in a left-to-right language, the left in a right-to-left one, 16px from
    // the edge; 16px from the bottom.
    const ltr = dirOf(lang) === 'ltr';
    const endGap = ltr ? width - (x + w) : x;
    const startGap = ltr ? x : width - (x + w);
    expect(endGap).toBeCloseTo(16, 0);
    expect(startGap).toBeGreaterThan(width / 2);
    expect(page.viewportSize()!.height - (y + h)).toBeCloseTo(16, 0);

    // The last stop in the tab order (after the footer), with a visible focus ring.
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    const outline = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });

  // The overlay and the menu move: this one runs with motion on, as most visitors have it.
  test.describe('with motion', () => {
    test.use({ reducedMotion: 'no-preference' });
    test(`phone button: never over the navbar, the overlay, the footer's end or the open menu (${lang}) @phone`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/about`);
      const button = phoneButton(page, lang);
      const header = page.getByRole('banner');
      await expect(button).toBeVisible();

      // Below the navbar's and the overlay's stacking level, and clear of the overlay's pill.
      const z = (locator: Locator) => locator.evaluate((el) => Number(getComputedStyle(el).zIndex));
      expect(await z(button)).toBeLessThan(await z(header));
      expect(await z(button)).toBeLessThan(await z(overlay(page)));
      expect(overlaps(await box(button), await box(overlay(page).locator('div')))).toBe(false);
      await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });

      // Top, middle and bottom of the page, scrolling down and back up (the navbar hides and returns).
      const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (const top of [0, height / 2, height, height / 2 - 200, 0]) {
        await scrollToY(page, top);
        await page.waitForTimeout(350); // the navbar's slide
        if (await header.isVisible()) expect(overlaps(await box(button), await box(header)), `at ${top}`).toBe(false);
      }

      // At the very bottom the footer, its last line included, ends above the button.
      await scrollToY(page, height);
      const footer = page.getByRole('contentinfo');
      const lastLine = await footer.evaluate((el) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let last: Text | null = null;
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (node.textContent?.trim() && (node.parentElement?.getClientRects().length ?? 0) > 0) last = node as Text;
        const range = document.createRange();
        range.selectNodeContents(last!);
        const rects = [...range.getClientRects()];
        const { x, y, width, height } = rects[rects.length - 1]!;
        return { x, y, width, height, text: last!.textContent ?? '' };
      });
      expect(lastLine.text.trim()).not.toBe('');
      const buttonBox = await box(button);
      expect(overlaps(buttonBox, lastLine)).toBe(false);
      const footerBox = await box(footer);
      expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(buttonBox.y);

      // The phone menu open: the button is gone; closed again: back in its place.
      await scrollToY(page, 0);
      const toggle = header.getByRole('button', { name: common(lang).nav.menuToggle, exact: true });
      await toggle.click();
      const menu = header.getByRole('navigation', { name: common(lang).nav.mobileMenu, exact: true });
      await expect(menu).toBeVisible();
      await expect(button).toBeHidden();
      // A group open makes the menu reach further down: still nothing of the button shows.
      await menu.getByRole('button').last().click();
      await expect(menu.getByRole('button').last()).toHaveAttribute('aria-expanded', 'true');
      await expect(button).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeVisible();
      expect(await box(button)).toEqual(buttonBox);
    });
  });

  test(`phone button: same place and order on every page (${lang}) @phone`, async ({ page }) => {
    let first: Box | undefined;
    for (const pagePath of ['home', 'contact', 'services/ai', 'blog', 'careers', 'privacy', 'no-such-page']) {
      await openPage(page, `/${lang}/${pagePath}`);
      const button = phoneButton(page, lang);
      await expect(button, pagePath).toBeVisible();
      await expectWhatsAppHref(button, lang);
      const here = await box(button);
      first ??= here;
      expect(here, pagePath).toEqual(first);
      // The page's last link, right after the footer.
      expect(
        await button.evaluate((el) => {
          const links = [...document.querySelectorAll('a[href]')];
          const footer = document.querySelector('footer');
          return (
            links[links.length - 1] === el &&
            !!footer &&
            !!(footer.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)
          );
        }),
        pagePath,
      ).toBe(true);
    }
  });

  test(`no phone button on wide screens (${lang}) @desktop`, async ({ page }) => {
    await openPage(page, `/${lang}/contact`);
    await expect(phoneButton(page, lang)).toBeHidden();
    await expect(phoneButton(page, lang)).toHaveCount(1);
    // Nor its room after the footer: the footer ends the page.
    const footerEnd = await page.getByRole('contentinfo').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    expect(footerEnd).toBeCloseTo(await page.evaluate(() => document.documentElement.scrollHeight), 0);
  });

  test(`Organization JSON-LD has the WhatsApp contact point (${lang}) @desktop`, async ({ page }) => {
    for (const pagePath of ['home', 'contact']) {
      await openPage(page, `/${lang}/${pagePath}`);
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
      const org = blocks.find((block) => block['@type'] === 'Organization');
      expect(org, pagePath).toBeTruthy();
      expect(org.contactPoint).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ '@type': 'ContactPoint', telephone: SITE.phone, email: SITE.email }),
          expect.objectContaining({
            '@type': 'ContactPoint',
            name: 'WhatsApp',
            telephone: SITE.whatsapp,
            url: `https://wa.me/${digits}`,
          }),
        ]),
      );
    }
  });
}
