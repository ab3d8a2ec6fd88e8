import { expect, test, type Page } from '@playwright/test';
import { INTERNSHIP_SLUGS, JOB_SLUGS } from '../../src/content/careers';
import { SITE } from '../../src/content/site';
import { INTERNSHIPS, JOBS, unusedId } from '../support/content';
import { openPage, scrollToY, waitForOverlayGone, watchConsole } from './helpers';
import { DEFAULT_LANG, LANGUAGES, brand, dirOf, languageInfo, locale, text, type Lang } from '../support/locales';

/** An internship's length as its card and page write it ("3 months", «3 أشهر»), by the language's plural rules. */
const months = (lang: Lang, count: number) =>
  text(lang, `careers:labels.months_${new Intl.PluralRules(languageInfo(lang).intl).select(count)}`, { count });

/** The source language, and one written the other way (right to left) if the list has one. */
const first = DEFAULT_LANG;
const second = LANGUAGES.find((lang) => dirOf(lang) !== dirOf(first)) ?? first;

/** The questions of each FAQ page, from its locale file. */
const FAQS = {
  process: (lang: Lang) => locale(lang, 'process').faq,
  internships: (lang: Lang) => locale(lang, 'careers').faq.internships,
  technology: (lang: Lang) => locale(lang, 'technology').faq,
  careers: (lang: Lang) => locale(lang, 'careers').faq.careers,
} as const;

async function faqButtons(page: Page) {
  return page.getByRole('main').locator('button[aria-controls]');
}

test.describe('FAQ accordions', () => {
  // Both directions at both widths; the other two FAQ pages once (same component).
  for (const [lang, faq, tag] of [
    [first, 'process', ''],
    [second, 'internships', ''],
    [second, 'technology', ' @desktop'],
    [first, 'careers', ' @desktop'],
  ] as const) {
    const path = `/${lang}/${faq}`;
    test(`one answer open at a time, the open one closes on click (${path})${tag}`, async ({ page }) => {
      const problems = watchConsole(page);
      await openPage(page, path);
      const buttons = await faqButtons(page);
      const questions = FAQS[faq](lang);
      await expect(buttons).toHaveCount(questions.length);
      expect(questions.length, `locales/${lang}: the ${faq} FAQ needs two questions for this test`).toBeGreaterThanOrEqual(2);
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

  for (const lang of LANGUAGES)
    test(`each FAQ page has every question and answer of its locale file (${lang}) @desktop`, async ({ page }) => {
      for (const [faq, questions] of Object.entries(FAQS)) {
        await openPage(page, `/${lang}/${faq}`);
        const buttons = await faqButtons(page);
        expect(
          (await buttons.allTextContents()).map((question) => question.trim()),
          faq,
        ).toEqual(questions(lang).map(({ question }) => question));
        // Collapsed answers are in the page (textContent), not on screen (innerText).
        const shown = ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ');
        for (const { answer } of questions(lang)) expect(shown, faq).toContain(answer.replace(/\s+/g, ' '));
      }
    });
});

test.describe('careers, jobs and internships', () => {
  // Pages read, not moved: no motion needed (docs/testing.md).
  test.use({ reducedMotion: 'reduce' });
  for (const lang of LANGUAGES)
    test(`the careers page lists every job of the records, in order, linked with the spec spelling (${lang}) @desktop`, async ({
      page,
    }) => {
      await openPage(page, `/${lang}/careers`);
      const links = page.getByRole('main').getByRole('link', { name: text(lang, 'careers:careers.viewDetails') });
      await expect(links).toHaveCount(JOBS.length);
      expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
        JOBS.map((job) => `/${lang}/carrers/${job.slug}`),
      );
    });

  // Every open position has its page, in every language: its facts, and a way to apply.
  for (const lang of LANGUAGES)
    for (const [kind, route, positions] of [
      ['jobs', 'carrers', JOBS],
      ['internshipItems', 'internship', INTERNSHIPS],
    ] as const)
      test(`every ${route === 'carrers' ? 'job' : 'internship'} has its page, with its facts and a way to apply (${lang}) @desktop`, async ({
        page,
      }) => {
        for (const position of positions) {
          await openPage(page, `/${lang}/${route}/${position.slug}`);
          const title = text(lang, `careers:${kind}.${position.slug}.title`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
          const main = page.getByRole('main');
          const labels = ['type', 'location', 'description', 'responsibilities', 'requirements'];
          labels.push('durationMonths' in position ? 'duration' : 'experience');
          for (const label of labels)
            await expect(main.getByText(text(lang, `careers:labels.${label}`), { exact: true })).toBeVisible();
          if ('durationMonths' in position)
            await expect(main.getByText(months(lang, position.durationMonths), { exact: true }).first()).toBeVisible();
          const mail = page.getByRole('link', { name: text(lang, 'careers:labels.applyByEmail'), exact: true });
          const href = (await mail.getAttribute('href')) ?? '';
          expect(href).toMatch(/^mailto:[^?]+\?subject=[^&]*$/);
          expect(decodeURIComponent(href.split('?subject=')[1]!)).toBe(text(lang, 'careers:labels.emailSubject', { title }));
          if (position.applyLink) await expect(page.locator(`iframe[src="${position.applyLink}"]`)).toHaveCount(1);
          else await expect(page.locator('iframe')).toHaveCount(0);
        }
      });

  for (const lang of LANGUAGES)
    test(`internships: every one of the records, each with its length and its page (${lang}) @desktop`, async ({ page }) => {
      await openPage(page, `/${lang}/internships`);
      const links = page.getByRole('main').locator(`a[href^="/${lang}/internship/"]`);
      await expect(links).toHaveCount(INTERNSHIPS.length);
      expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
        INTERNSHIPS.map((internship) => `/${lang}/internship/${internship.slug}`),
      );
      for (const length of new Set(INTERNSHIPS.map((internship) => internship.durationMonths)))
        await expect(page.getByRole('main').getByText(months(lang, length), { exact: true })).toHaveCount(
          INTERNSHIPS.filter((internship) => internship.durationMonths === length).length,
        );
      const last = INTERNSHIPS.at(-1)!;
      await links.last().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/internship/${last.slug}$`));
    });

  test('unknown job and internship say so @desktop', async ({ page }) => {
    const lang = DEFAULT_LANG;
    await openPage(page, `/${lang}/carrers/${unusedId('astronaut', JOB_SLUGS)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'careers:job.notFound'));
    await expect(page.getByText(text(lang, 'careers:job.notFoundBody'))).toBeVisible();
    await openPage(page, `/${lang}/internship/${unusedId('astronaut', INTERNSHIP_SLUGS)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'careers:internship.notFound'));
    await expect(page.getByText(text(lang, 'careers:internship.notFoundBody'))).toBeVisible();
  });

  test('process, technology, startups and enterprises show their content @desktop', async ({ page }) => {
    await openPage(page, `/${first}/process`);
    await expect(page.getByRole('main').locator('ol > li')).toHaveCount(Object.keys(locale(first, 'process').steps).length);
    await openPage(page, `/${first}/technology`);
    for (const name of Object.values(locale(first, 'technology').categories)) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    for (const [lang, audience] of [
      [first, 'startups'],
      [second, 'enterprises'],
    ] as const) {
      await openPage(page, `/${lang}/${audience}`);
      await expect(page.getByRole('main').locator('ul > li h3')).toHaveCount(locale(lang, 'audiences')[audience].benefits.length);
    }
  });
});

test.describe('applying for a position without a form of its own', () => {
  // Pages read, not moved: no motion needed (docs/testing.md).
  test.use({ reducedMotion: 'reduce' });
  // The first job and the first internship of the records that take applications by email only.
  const positions = [
    { kind: 'jobs', route: 'carrers', record: JOBS.find((job) => !job.applyLink) },
    { kind: 'internshipItems', route: 'internship', record: INTERNSHIPS.find((internship) => !internship.applyLink) },
  ] as const;

  for (const lang of LANGUAGES) {
    for (const { kind, route, record } of positions) {
      if (!record) continue;
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
