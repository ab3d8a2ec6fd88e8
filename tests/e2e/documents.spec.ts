import { expect, test } from '@playwright/test';
import { ACCESSIBILITY_REVIEWED, ACCESSIBILITY_SECTION_IDS } from '../../src/content/accessibility';
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTION_IDS } from '../../src/content/privacy';
import { SITE } from '../../src/content/site';
import { overlay, openPage, waitForOverlayGone, watchConsole } from './helpers';
import { formatDate } from '../../src/lib/format';
import { DEFAULT_LANG, LANGUAGES, locale, numberPattern, text, type Lang } from '../support/locales';

// Nothing here depends on motion: these tests run as a visitor who asked for less of it
// (prefers-reduced-motion), sparing each page's first seconds of animation (docs/testing.md).
test.use({ reducedMotion: 'reduce' });

// The privacy notice (/en/privacy), the accessibility statement (/en/accessibility),
// and what the footer carries on every page, in every language of the list.

/** The copy each language shows, from its locale files (locales/<lang>/). */
function wordsOf(lang: Lang, index: number) {
  const links = locale(DEFAULT_LANG, 'common').footer.links;
  return {
    h1: text(lang, 'privacy:hero.title'),
    updated: text(lang, 'privacy:updated', { date: formatDate(PRIVACY_LAST_UPDATED, lang) }),
    request: text(lang, 'privacy:request.button'),
    quickLinks: text(lang, 'footer.quickLinksTitle'),
    // In the footer's order, which is the source language's.
    links: Object.fromEntries(Object.keys(links).map((key) => [key, text(lang, `footer.links.${key}`)])),
    blogH1: text(lang, 'blog:hero.title'),
    privacyLink: text(lang, 'footer.privacy'),
    statement: {
      h1: text(lang, 'accessibility:hero.title'),
      reviewed: text(lang, 'accessibility:updated', { date: formatDate(ACCESSIBILITY_REVIEWED, lang) }),
      request: text(lang, 'accessibility:request.button'),
      link: text(lang, 'footer.accessibility'),
    },
    unn: text(lang, 'footer.unifiedNumber'),
    vat: text(lang, 'footer.vatNumber'),
    chat: text(lang, 'whatsapp.chat'),
    greeting: text(lang, 'whatsapp.greeting'),
    // The footer is the same on every page: the languages take turns between two.
    footerPage: `/${lang}/${index % 2 ? 'services' : 'about'}`,
  };
}

/** The document page whose contents list is exercised (the privacy notice has the same layout). */
const DOCUMENTS = [{ route: 'accessibility', ids: ACCESSIBILITY_SECTION_IDS }] as const;

for (const [index, lang] of LANGUAGES.entries()) {
  const words = wordsOf(lang, index);
  const sections: Record<string, { title: string }> = locale(lang, 'privacy').sections;
  const titles = PRIVACY_SECTION_IDS.map((id) => sections[id]!.title);

  test.describe(`privacy notice (${lang})`, () => {
    test('every topic under its own heading, the 30 days, the date, the contact email (axe: pages.spec.ts) @desktop', async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await openPage(page, `/${lang}/privacy`);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.h1);

      // One h2 per topic (controller, collection, legal basis, retention, recipients, transfers,
      // rights, complaints, cookies, security, changes), in reading order after the summary.
      const h2s = await main.getByRole('heading', { level: 2 }).allTextContents();
      expect(h2s.slice(1)).toEqual(titles);
      for (const title of titles) await expect(main.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();

      await expect(main.locator('time')).toHaveAttribute('datetime', PRIVACY_LAST_UPDATED);
      await expect(main.locator('time')).toHaveText(words.updated);
      // The notice's terms, in whatever words and digits the language writes them.
      await expect(main.locator('#rights')).toContainText(numberPattern(lang, 30));
      await expect(main.locator('#retention')).toContainText(numberPattern(lang, 24));
      await expect(main.locator('#retention')).toContainText(numberPattern(lang, 12));

      // How to reach the controller: email (shown left to right), phone, WhatsApp, and the request link.
      const emailLinks = main.getByRole('link', { name: SITE.email, exact: true });
      await expect(emailLinks.first()).toHaveAttribute('href', `mailto:${SITE.email}`);
      await expect(emailLinks.first()).toHaveAttribute('dir', 'ltr');
      const request = main.getByRole('link', { name: words.request });
      expect(new URL((await request.getAttribute('href'))!).searchParams.get('subject')).toBe(
        locale(lang, 'privacy').request.subject,
      );
      await expect(main.locator('#controller')).toContainText(SITE.unifiedNumber);
      await expect(main.locator('#controller').locator('a[href^="https://wa.me/"] [dir="ltr"]')).toHaveText(SITE.whatsapp);

      expect(problems).toEqual([]);
    });
  });

  test.describe(`accessibility statement (${lang})`, () => {
    test('the standard, what is known not to work, every way to report a problem and the time to answer, the date (axe: pages.spec.ts) @desktop', async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const copy = locale(lang, 'accessibility');
      await openPage(page, `/${lang}/accessibility`);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.statement.h1);
      await expect(main.locator('time')).toHaveAttribute('datetime', ACCESSIBILITY_REVIEWED);
      await expect(main.locator('time')).toHaveText(words.statement.reviewed);
      await expect(main.locator('#status')).toContainText('WCAG 2.2');
      await expect(main.locator('#status')).toContainText(/\bAA\b/);
      // Each known problem is a term of its own.
      const known: { term: string }[] = copy.sections.known.items;
      await expect(main.locator('#known dt')).toHaveText(known.map((item) => item.term));

      // Reporting a problem: email, phone and WhatsApp (greeting in the page's language), the time
      // to answer, and an email with its subject filled in.
      const feedback = main.locator('#feedback');
      await expect(feedback).toContainText(numberPattern(lang, 5));
      await expect(feedback.getByRole('link', { name: SITE.email, exact: true }).first()).toHaveAttribute(
        'href',
        `mailto:${SITE.email}`,
      );
      await expect(feedback.getByRole('link', { name: SITE.phone, exact: true })).toHaveAttribute(
        'href',
        `tel:${SITE.phone.replace(/[^+\d]/g, '')}`,
      );
      const whatsapp = feedback.getByRole('link', { name: `${words.chat} ${SITE.whatsapp}` });
      expect(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).toBe(words.greeting);
      const request = feedback.getByRole('link', { name: words.statement.request });
      expect(new URL((await request.getAttribute('href'))!).searchParams.get('subject')).toBe(copy.request.subject);

      expect(problems).toEqual([]);
    });
  });

  // What both documents share, DocumentLayout's contents list that jumps in place, checked on the
  // statement. (Their canonical, hreflang and sitemap entries: metadata.spec.ts, for every page.)
  for (const doc of DOCUMENTS) {
    const copy = locale(lang, doc.route);
    const titles: string[] = doc.ids.map((id) => copy.sections[id].title);
    const topic = doc.ids.at(-2)!;
    test.describe(`${doc.route} (${lang})`, () => {
      test('the contents jump to a topic in place: no route change, focus on its heading', async ({ page }) => {
        await openPage(page, `/${lang}/${doc.route}`);
        await waitForOverlayGone(page);
        const contents = page.getByRole('navigation', { name: copy.toc });
        await expect(contents.getByRole('link')).toHaveText(titles);
        await contents.getByRole('link', { name: copy.sections[topic].title }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/${doc.route}#${topic}$`));
        const heading = page.getByRole('heading', { level: 2, name: copy.sections[topic].title });
        await expect(heading).toBeFocused();
        await expect(heading).toBeInViewport();
        // A route change would show the loading overlay for a second.
        await expect(overlay(page)).not.toHaveAttribute('data-visible', 'true');
        await page.waitForTimeout(300);
        await expect(overlay(page)).not.toHaveAttribute('data-visible', 'true');
        await expect(heading).toBeInViewport();
      });
    });
  }

  test.describe(`footer (${lang})`, () => {
    test('WhatsApp in Contact Us, the registration numbers, quick links, the privacy and accessibility links', async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await openPage(page, words.footerPage);
      const footer = page.getByRole('contentinfo');

      const whatsapp = footer.getByRole('link', { name: `${words.chat} ${SITE.whatsapp}` });
      const href = new URL((await whatsapp.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${SITE.whatsapp.replace(/\D/g, '')}`);
      expect(href.searchParams.get('text')).toBe(words.greeting);
      await expect(whatsapp.locator('[dir="ltr"]')).toHaveText(SITE.whatsapp);
      await expect(whatsapp).toBeVisible();

      for (const [label, value] of [
        [words.unn, SITE.unifiedNumber],
        [words.vat, SITE.vatNumber],
      ]) {
        await expect(footer.locator('dt', { hasText: label })).toBeVisible();
        await expect(footer.locator('dd', { hasText: value })).toHaveAttribute('dir', 'ltr');
        await expect(footer.locator('dd', { hasText: value })).toBeVisible();
      }

      const quick = footer.getByRole('navigation', { name: words.quickLinks });
      await expect(quick.getByRole('link')).toHaveText(Object.values(words.links));
      for (const [key, name] of Object.entries(words.links))
        await expect(quick.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/${lang}/${key}`);
      await quick.getByRole('link', { name: words.links.blog, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/blog$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.blogH1);

      await waitForOverlayGone(page);
      await page.getByRole('contentinfo').getByRole('link', { name: words.privacyLink }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/privacy$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.h1);

      await waitForOverlayGone(page);
      await page.getByRole('contentinfo').getByRole('link', { name: words.statement.link }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/accessibility$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.statement.h1);
      expect(problems).toEqual([]);
    });
  });
}
