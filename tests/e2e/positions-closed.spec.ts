import { expect, test, type Page } from '@playwright/test';
import { INTERNSHIPS, JOBS } from '../../src/content/careers';
import { SITE_TODAY } from '../../src/content/siteToday';
import { formatDate } from '../../src/lib/format';
import { localizedPath, type RouteTarget } from '../../src/lib/paths';
import { LANGUAGES, text } from '../support/locales';
import { openPage, watchConsole } from './helpers';

// Jobs and internships open and closed as the build saw them: the build's day is SITE_TODAY
// (src/content/siteToday.ts), today in Riyadh unless the build and these tests are given one, as in
//   SITE_TODAY=2027-01-01 npm run build:site && SITE_TODAY=2027-01-01 npx playwright test positions-closed
// to see positions past their last day close. Each position is checked in its state.
const POSITIONS = [
  ...JOBS.map((job) => ({ ...job, route: 'job', list: 'careers', ns: 'job', texts: 'jobs' }) as const),
  ...INTERNSHIPS.map(
    (internship) =>
      ({ ...internship, route: 'internship', list: 'internships', ns: 'internship', texts: 'internshipItems' }) as const,
  ),
].filter((position) => position.state !== 'scheduled');
const CLOSED = POSITIONS.filter((position) => position.state === 'closed');
const OPEN = POSITIONS.filter((position) => position.state === 'open');

const targetOf = (position: (typeof POSITIONS)[number]): RouteTarget =>
  position.route === 'job'
    ? { id: 'job', params: { slug: position.slug } }
    : { id: 'internship', params: { slug: position.slug } };

/** The types of the page's JSON-LD blocks. */
const jsonLdTypes = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type']));

test(`the build's day (${SITE_TODAY}) leaves some position to check`, () => {
  expect(POSITIONS.length).toBeGreaterThan(0);
  expect(CLOSED.length + OPEN.length).toBe(POSITIONS.length);
});

for (const lang of LANGUAGES) {
  test(`${lang}: the lists show the open positions and none of the closed`, async ({ page }) => {
    const problems = watchConsole(page);
    for (const list of ['careers', 'internships'] as const) {
      await openPage(page, localizedPath(lang, { id: list }));
      const main = page.getByRole('main');
      for (const position of POSITIONS.filter((p) => p.list === list)) {
        const link = main.locator(`a[href="${localizedPath(lang, targetOf(position))}"]`);
        await expect(link, `${position.slug} (${position.state})`).toHaveCount(position.state === 'open' ? 1 : 0);
      }
      if (!POSITIONS.some((p) => p.list === list && p.state === 'open'))
        await expect(main.getByText(text(lang, 'careers:labels.noPositions'))).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  for (const position of CLOSED)
    test(`${lang}: ${position.slug} has closed: its page says so and leads to the open ones, with no JobPosting and no way to apply`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await openPage(page, localizedPath(lang, targetOf(position)));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(
        text(lang, `careers:${position.texts}.${position.slug}.title`),
      );
      const notice = text(lang, `careers:${position.ns}.closedNotice`, { date: formatDate(position.validThrough, lang) });
      await expect(main.getByText(notice)).toBeVisible();
      expect(await jsonLdTypes(page)).not.toContain('JobPosting');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // No way to apply: no apply section, form, email or WhatsApp in the page's own content.
      await expect(main.locator('#apply-heading, iframe, a[href^="mailto:"], a[href^="https://wa.me/"]')).toHaveCount(0);
      const open = main.getByRole('link', { name: text(lang, `careers:${position.ns}.openPositions`) });
      await expect(open).toBeVisible();
      await open.click();
      await expect(page).toHaveURL(localizedPath(lang, { id: position.list }));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        text(lang, `careers:${position.list}.hero.title`),
      );
      expect(problems).toEqual([]);
    });

  for (const position of OPEN)
    test(`${lang}: ${position.slug} is open: its JobPosting and the ways to apply @desktop`, async ({ page }) => {
      await openPage(page, localizedPath(lang, targetOf(position)));
      expect(await jsonLdTypes(page)).toContain('JobPosting');
      await expect(page.locator('#apply-heading')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });
}

test('the sitemap lists the open positions and none of the closed @desktop', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const lang of LANGUAGES)
    for (const position of POSITIONS)
      expect(
        sitemap.includes(`${localizedPath(lang, targetOf(position))}</loc>`),
        `${lang} ${position.slug} (${position.state})`,
      ).toBe(position.state === 'open');
});

for (const position of CLOSED.slice(0, 1))
  for (const lang of LANGUAGES)
    test(`${lang}: search does not offer the closed ${position.slug} @desktop`, async ({ page }) => {
      const title = text(lang, `careers:${position.texts}.${position.slug}.title`);
      await openPage(page, `${localizedPath(lang, { id: 'search' })}?q=${encodeURIComponent(title)}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('status')).toContainText(title);
      const hrefs = await main
        .getByRole('listitem')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).not.toContain(localizedPath(lang, targetOf(position)));
    });
