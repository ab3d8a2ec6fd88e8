import { expect, test, type Page } from '@playwright/test';
import { INTERNSHIPS, JOBS } from '../../src/content/careers';
import { SITE } from '../../src/content/site';
import { openPage, scrollToY, waitForOverlayGone, watchConsole } from './helpers';
import { LANGUAGES, brand, locale, text } from '../support/locales';

async function faqButtons(page: Page) {
  return page.getByRole('main').locator('button[aria-controls]');
}

test.describe('FAQ accordions', () => {
  // Both directions at both widths; the other two FAQ pages once (same component).
  for (const [path, tag] of [
    ['/en/process', ''],
    ['/ar/internships', ''],
    ['/ar/technology', ' @desktop'],
    ['/en/careers', ' @desktop'],
  ] as const) {
    test(`one answer open at a time, the open one closes on click (${path})${tag}`, async ({ page }) => {
      const problems = watchConsole(page);
      await openPage(page, path);
      const buttons = await faqButtons(page);
      expect(await buttons.count()).toBeGreaterThanOrEqual(3);
      const [a, b] = [buttons.nth(0), buttons.nth(1)];
      const panelOf = async (button: typeof a) =>
        page.locator(`#${(await button.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
      // Answers are in the page even while closed.
      await expect(await panelOf(b)).toContainText(/\S{3}/);
      await expect(await panelOf(a)).toBeHidden();
      await a.click();
      await expect(a).toHaveAttribute('aria-expanded', 'true');
      await expect(await panelOf(a)).toBeVisible();
      await b.click();
      await expect(b).toHaveAttribute('aria-expanded', 'true');
      await expect(a).toHaveAttribute('aria-expanded', 'false');
      await expect(await panelOf(a)).toBeHidden();
      await b.click();
      await expect(b).toHaveAttribute('aria-expanded', 'false');
      // Keyboard: focus and Enter / Space.
      await a.focus();
      await page.keyboard.press('Enter');
      await expect(a).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(a).toHaveAttribute('aria-expanded', 'false');
      expect(problems).toEqual([]);
    });
  }

  // Bands further down than half a screen below the viewport hydrate only when the visitor comes
  // near them (src/components/Section.tsx); until then src/boot.js answers their disclosure buttons.
  for (const lang of LANGUAGES) {
    test(`a FAQ far down the page is React's once the visitor comes near, and answers before (${lang}) @phone`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const path = `/${lang}/process`;
      const live = async () => (await faqButtons(page)).evaluateAll((buttons) => buttons.map((b) => b.hasAttribute('data-live')));

      // Scrolling to within half a screen of the band hands it to React.
      await openPage(page, path);
      const buttons = await faqButtons(page);
      await waitForOverlayGone(page);
      expect(new Set(await live())).toEqual(new Set([false]));
      const top = await buttons.first().evaluate((b) => b.closest('section')!.getBoundingClientRect().top + scrollY);
      const viewport = page.viewportSize()!.height;
      await scrollToY(page, top - 1.3 * viewport);
      await expect.poll(live).not.toContain(false);
      await expect(buttons.first()).not.toBeInViewport();

      // Focus alone wakes it too (a keyboard visitor tabbing ahead), without scrolling the page.
      await openPage(page, path);
      await page.waitForTimeout(500);
      expect(await live()).not.toContain(true);
      await buttons.first().evaluate((b: HTMLElement) => b.focus({ preventScroll: true }));
      await expect.poll(live).not.toContain(false);
      expect(await page.evaluate(() => scrollY)).toBe(0);

      // A tap that gets there first is answered, and React keeps what it said.
      await openPage(page, path);
      const [a, b] = [buttons.nth(0), buttons.nth(1)];
      await a.click();
      await expect(a).toHaveAttribute('aria-expanded', 'true');
      await expect(a).toHaveAttribute('data-live', '');
      await expect(a).toHaveAttribute('aria-expanded', 'true');
      await b.click();
      await expect(b).toHaveAttribute('aria-expanded', 'true');
      await expect(a).toHaveAttribute('aria-expanded', 'false');
      expect(problems).toEqual([]);
    });
  }

  test('the internships FAQ says 2 to 3 months, mostly unpaid, with a certificate @desktop', async ({ page }) => {
    await openPage(page, '/en/internships');
    // Collapsed answers are in the page (textContent), not on screen (innerText).
    const text = (await page.getByRole('main').textContent()) ?? '';
    expect(text).toMatch(/2 to 3 months/);
    expect(text).toMatch(/unpaid/i);
    expect(text).toMatch(/certificate/i);
  });
});

test.describe('careers, jobs and internships', () => {
  // Pages read, not moved: no motion needed (docs/testing.md).
  test.use({ reducedMotion: 'reduce' });
  test('the careers page lists the one job, linked with the spec spelling @desktop', async ({ page }) => {
    await openPage(page, '/en/careers');
    const link = page.getByRole('main').getByRole('link', { name: /View details/ });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', '/en/carrers/digital-marketing-agency-partnership');
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digital Marketing Agency Partnership');
    for (const label of ['Type', 'Location', 'Experience', 'Description', 'Responsibilities', 'Requirements']) {
      await expect(page.getByRole('main').getByText(label, { exact: true })).toBeVisible();
    }
    const mail = page.getByRole('link', { name: 'Apply by email' });
    await expect(mail).toHaveAttribute(
      'href',
      /^mailto:[^?]+\?subject=Application%3A%20Digital%20Marketing%20Agency%20Partnership$/,
    );
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('internships: four of 3 months each, each with its detail page (ar) @desktop', async ({ page }) => {
    await openPage(page, '/ar/internships');
    const links = page.getByRole('main').locator('a[href^="/ar/internship/"]');
    await expect(links).toHaveCount(4);
    await expect(page.getByRole('main').getByText('3 أشهر', { exact: true })).toHaveCount(4);
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/ar\/internship\/ai-intern$/);
    await expect(page.getByRole('main').getByText('3 أشهر', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('main').locator('a[href^="mailto:"]')).toHaveAttribute('href', /subject=/);
  });

  test('unknown job and internship say so @desktop', async ({ page }) => {
    await openPage(page, '/en/carrers/astronaut');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job Not Found');
    await expect(page.getByText('No job was found with the given URL.')).toBeVisible();
    await openPage(page, '/en/internship/astronaut');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internship Not Found');
    await expect(page.getByText('Oops! Internship not found')).toBeVisible();
  });

  test('process, technology, startups and enterprises show their content @desktop', async ({ page }) => {
    await openPage(page, '/en/process');
    await expect(page.getByRole('main').locator('ol > li')).toHaveCount(4);
    await openPage(page, '/en/technology');
    for (const name of ['Frontend', 'Backend', 'Databases', 'Mobile', 'DevOps & Hosting', 'CMS & eCommerce']) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    for (const path of ['/en/startups', '/ar/enterprises']) {
      await openPage(page, path);
      await expect(page.getByRole('main').locator('ul > li h3')).toHaveCount(4);
    }
  });
});

test.describe('applying for a position without a form of its own', () => {
  // Pages read, not moved: no motion needed (docs/testing.md).
  test.use({ reducedMotion: 'reduce' });
  const positions = [
    { kind: 'jobs', route: 'carrers', record: JOBS[0]! },
    { kind: 'internshipItems', route: 'internship', record: INTERNSHIPS[0]! },
  ] as const;

  for (const lang of LANGUAGES) {
    for (const { kind, route, record } of positions) {
      test(`email with the subject naming the position, and WhatsApp (${lang}, /${route}/${record.slug}) @desktop`, async ({
        page,
      }) => {
        expect(record.applyLink, 'this test is about a position without an application form').toBe('');
        const careers = locale(lang, 'careers');
        const title = text(lang, `careers:${kind}.${record.slug}.title`);
        const labels: Record<string, string> = careers.labels;
        const fill = (template: string) => template.replace('{{title}}', title).replace('$t(common:brand.name)', brand(lang));
        const problems = watchConsole(page);
        await openPage(page, `/${lang}/${route}/${record.slug}`);
        const apply = page.getByRole('region', { name: labels.apply });
        await apply.scrollIntoViewIfNeeded();

        // No form: nothing says there is one below.
        await expect(page.locator('iframe')).toHaveCount(0);
        await expect(apply.getByText(labels.applyBody!, { exact: true })).toBeVisible();
        const formSentence = labels.applyBodyForm!.split(/[,،]/)[0]!;
        expect(formSentence.length).toBeGreaterThan(10);
        await expect(page.getByText(formSentence)).toHaveCount(0);

        // Email: to the company, the subject "Application: <title>" in the page's language.
        const mail = apply.getByRole('link', { name: labels.applyByEmail, exact: true });
        await expect(mail).toBeVisible();
        const mailto = (await mail.getAttribute('href'))!;
        const [, address, encodedSubject] = /^mailto:([^?]+)\?subject=([^&]*)$/.exec(mailto) ?? [];
        expect(address, mailto).toBe(SITE.email);
        const subject = decodeURIComponent(encodedSubject ?? '');
        expect(subject).toBe(fill(labels.emailSubject!));
        expect(subject).toContain(title);

        // WhatsApp: the company's number, a greeting in the page's language naming the position.
        const whatsapp = apply.getByRole('link', { name: labels.applyByWhatsApp, exact: true });
        await expect(whatsapp).toBeVisible();
        const href = new URL((await whatsapp.getAttribute('href'))!);
        expect(href.origin).toBe('https://wa.me');
        expect(href.pathname).toBe(`/${SITE.whatsapp.replace(/\D/g, '')}`);
        const greeting = href.searchParams.get('text');
        expect(greeting).toBe(fill(labels.whatsappGreeting!));
        expect(greeting).toContain(title);
        expect(greeting).toContain(brand(lang));
        await expect(whatsapp).toHaveAttribute('target', '_blank');
        await expect(whatsapp).toHaveAttribute('rel', /noopener/);
        expect(problems).toEqual([]);
      });
    }
  }
});
