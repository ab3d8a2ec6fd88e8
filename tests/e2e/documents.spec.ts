import { expect, test } from '@playwright/test';
import { ACCESSIBILITY_REVIEWED, ACCESSIBILITY_SECTION_IDS } from '../../src/content/accessibility';
import { PRIVACY_SECTION_IDS } from '../../src/content/privacy';
import { SITE } from '../../src/content/site';
import { overlay, openPage, waitForOverlayGone, watchConsole } from './helpers';
import { locale, type Lang } from '../support/locales';

// Nothing here depends on motion: these tests run as a visitor who asked for less of it
// (prefers-reduced-motion), sparing each page's first seconds of animation (docs/testing.md).
test.use({ reducedMotion: 'reduce' });

// The privacy notice (/en/privacy), the accessibility statement (/en/accessibility),
// and what the footer carries on every page, in both languages.

// The copy each language must show, as the spec and its translation word it (a new language adds
// its own: the type asks for every language of the list).
const LANGS = {
  en: {
    brand: 'Qimmah Tech',
    h1: 'Privacy Notice',
    updated: 'Last updated: 23 November 2026',
    thirtyDays: 'within 30 days',
    request: 'Email a privacy request',
    quickLinks: 'Quick Links',
    links: { home: 'Home', about: 'About Us', services: 'Services', careers: 'Careers', blog: 'Blog', contact: 'Contact Us' },
    blogH1: 'Blog',
    privacyLink: 'Privacy Notice',
    statement: {
      h1: 'Accessibility Statement',
      reviewed: 'Last reviewed: 24 November 2026',
      standard: 'WCAG 2.2 at level AA',
      reply: 'We reply within 5 working days',
      request: 'Email an accessibility problem',
    },
    unn: 'Unified National Number',
    vat: 'VAT Number',
    chat: 'Chat with us on WhatsApp',
    greeting: 'Hello Qimmah Tech, I would like to ask about your services.',
    footerPage: '/en/about',
  },
  ar: {
    brand: 'قمة تك',
    h1: 'إشعار الخصوصية',
    updated: 'آخر تحديث: 23 نوفمبر 2026',
    thirtyDays: 'خلال 30 يومًا',
    request: 'أرسل طلبك بالبريد الإلكتروني',
    quickLinks: 'روابط سريعة',
    links: { home: 'الرئيسية', about: 'من نحن', services: 'الخدمات', careers: 'الوظائف', blog: 'المدونة', contact: 'تواصل معنا' },
    blogH1: 'المدونة',
    privacyLink: 'إشعار الخصوصية',
    statement: {
      h1: 'بيان إمكانية الوصول',
      reviewed: 'آخر مراجعة: 24 نوفمبر 2026',
      standard: 'WCAG 2.2 بمستوى AA',
      reply: 'نرد عليك خلال 5 أيام عمل',
      request: 'أبلغ عن مشكلة بالبريد الإلكتروني',
    },
    unn: 'الرقم الوطني الموحد',
    vat: 'الرقم الضريبي',
    chat: 'راسلنا على واتساب',
    greeting: 'مرحبًا قمة تك، أودّ الاستفسار عن خدماتكم.',
    footerPage: '/ar/services',
  },
} as const satisfies Record<Lang, unknown>;

/** The document page whose contents list is exercised (the privacy notice has the same layout). */
const DOCUMENTS = [{ route: 'accessibility', ids: ACCESSIBILITY_SECTION_IDS }] as const;

for (const [lang, words] of Object.entries(LANGS) as [keyof typeof LANGS, (typeof LANGS)[keyof typeof LANGS]][]) {
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

      await expect(main.locator('time')).toHaveAttribute('datetime', '2026-11-23');
      await expect(main.locator('time')).toHaveText(words.updated);
      await expect(main.locator('#rights')).toContainText(words.thirtyDays);
      await expect(main.locator('#retention')).toContainText(lang === 'en' ? '24 months' : '24 شهرًا');
      await expect(main.locator('#retention')).toContainText(lang === 'en' ? '12 months' : '12 شهرًا');

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
      await expect(main.locator('#status')).toContainText(words.statement.standard);
      // Each known problem is a term of its own.
      const known: { term: string }[] = copy.sections.known.items;
      await expect(main.locator('#known dt')).toHaveText(known.map((item) => item.term));

      // Reporting a problem: email, phone and WhatsApp (greeting in the page's language), the time
      // to answer, and an email with its subject filled in.
      const feedback = main.locator('#feedback');
      await expect(feedback).toContainText(words.statement.reply);
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
      await page.getByRole('contentinfo').getByRole('link', { name: words.statement.h1 }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/accessibility$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.statement.h1);
      expect(problems).toEqual([]);
    });
  });
}
