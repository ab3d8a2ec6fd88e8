import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVACY_SECTION_IDS } from '../../src/content/privacy';
import { SITE } from '../../src/content/site';
import { overlay, openPage, waitForOverlayGone, watchConsole } from './helpers';

// The privacy notice (/en/privacy, /ar/privacy) and what the footer carries on every page (issue 14).

const locale = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${lang}/${ns}.json`), 'utf8'));

const LANGS = {
  en: {
    brand: 'Qimmah Tech',
    h1: 'Privacy Notice',
    updated: 'Last updated: November 23, 2026',
    thirtyDays: 'within 30 days',
    contents: 'On this page',
    request: 'Email a privacy request',
    quickLinks: 'Quick Links',
    links: { home: 'Home', about: 'About Us', services: 'Services', careers: 'Careers', blog: 'Blog', contact: 'Contact Us' },
    blogH1: 'Blog',
    privacyLink: 'Privacy Notice',
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
    contents: 'محتويات الإشعار',
    request: 'أرسل طلبك بالبريد الإلكتروني',
    quickLinks: 'روابط سريعة',
    links: { home: 'الرئيسية', about: 'من نحن', services: 'الخدمات', careers: 'الوظائف', blog: 'المدونة', contact: 'تواصل معنا' },
    blogH1: 'المدونة',
    privacyLink: 'إشعار الخصوصية',
    unn: 'الرقم الوطني الموحد',
    vat: 'الرقم الضريبي',
    chat: 'راسلنا على واتساب',
    greeting: 'مرحبًا قمة تك، أودّ الاستفسار عن خدماتكم.',
    footerPage: '/ar/services',
  },
} as const;

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).setLegacyMode(true).analyze();
  return violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const [lang, words] of Object.entries(LANGS) as [keyof typeof LANGS, (typeof LANGS)[keyof typeof LANGS]][]) {
  const sections: Record<string, { title: string }> = locale(lang, 'privacy').sections;
  const titles = PRIVACY_SECTION_IDS.map((id) => sections[id]!.title);

  test.describe(`privacy notice (${lang})`, () => {
    test('every topic under its own heading, the 30 days, the date, the contact email; no axe violations @desktop', async ({
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

      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });

    test('the contents jump to a topic in place: no route change, focus on its heading', async ({ page }) => {
      await openPage(page, `/${lang}/privacy`);
      await waitForOverlayGone(page);
      const contents = page.getByRole('navigation', { name: words.contents });
      await expect(contents.getByRole('link')).toHaveText(titles);
      await contents.getByRole('link', { name: sections.rights!.title }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/privacy#rights$`));
      const heading = page.getByRole('heading', { level: 2, name: sections.rights!.title });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      // A route change would show the loading overlay for a second.
      await expect(overlay(page)).not.toHaveAttribute('data-visible', 'true');
      await page.waitForTimeout(300);
      await expect(overlay(page)).not.toHaveAttribute('data-visible', 'true');
      await expect(heading).toBeInViewport();
    });

    test('title, canonical, hreflang and the sitemap entry @desktop', async ({ page, request }) => {
      await openPage(page, `/${lang}/privacy`);
      await expect(page).toHaveTitle(`${words.h1} | ${words.brand}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE.origin}/${lang}/privacy`);
      for (const [hreflang, href] of [
        ['en', '/en/privacy'],
        ['ar', '/ar/privacy'],
        ['x-default', '/privacy'],
      ])
        await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
          'href',
          `${SITE.origin}${href}`,
        );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);

      const sitemap = await (await request.get('/sitemap.xml')).text();
      const entry = sitemap.match(new RegExp(`<url>\\s*<loc>${SITE.origin}/${lang}/privacy</loc>[\\s\\S]*?</url>`))?.[0];
      expect(entry).toBeTruthy();
      expect(entry).toContain(`hreflang="en" href="${SITE.origin}/en/privacy"`);
      expect(entry).toContain(`hreflang="ar" href="${SITE.origin}/ar/privacy"`);
    });
  });

  test.describe(`footer (${lang})`, () => {
    test('WhatsApp in Contact Us, the registration numbers, quick links and the privacy link', async ({ page }) => {
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
      expect(problems).toEqual([]);
    });
  });
}
