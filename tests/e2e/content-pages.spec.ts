import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PARTNER_IDS } from '../../src/content/ids';
import { SERVICE_SLUGS } from '../../src/content/services';
import { SPEC } from '../../src/lib/constants';
import { postDataPath } from '../../src/lib/paths';
import {
  DEVELOPMENT_TEAM,
  LEADERS,
  livePosts,
  newestPost,
  POSTS_PER_PAGE,
  postDay,
  SERVICES,
  TEAM,
  unusedId,
} from '../support/content';
import { DEFAULT_LANG, dirOf, LANGUAGES, locale, text } from '../support/locales';
import { openPage, waitForOverlayGone, watchConsole } from './helpers';

// Nothing here depends on motion: these tests run as a visitor who asked for less of it
// (prefers-reduced-motion), sparing each page's first seconds of animation (docs/testing.md).
test.use({ reducedMotion: 'reduce' });

test.describe('services', () => {
  for (const lang of LANGUAGES)
    test(`the list shows every service, in the records' order, and each leads to its page (${lang}) @desktop`, async ({
      page,
    }) => {
      await openPage(page, `/${lang}/services`);
      const cards = page.getByRole('main').locator(`a[href^="/${lang}/services/"]`);
      await expect(cards).toHaveCount(SERVICES.length);
      expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        SERVICES.map((service) => `/${lang}/services/${service.slug}`),
      );
      const last = SERVICES.at(-1)!;
      await cards.last().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/services/${last.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, `services:items.${last.slug}.title`));
    });

  // The first service of the records, as each language's text describes it.
  for (const lang of LANGUAGES) {
    const service = SERVICES[0]!;
    const details = locale(lang, 'service-details').items[service.slug];
    test(`a service page has its overview, benefits, features, steps and a contact button (${lang}) @desktop`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await openPage(page, `/${lang}/services/${service.slug}`);
      for (const label of ['overview', 'benefits', 'keyFeatures'])
        await expect(page.getByRole('heading', { level: 2, name: text(lang, `services:labels.${label}`) })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.locator('section').nth(1).locator('ul').first().locator('li')).toHaveCount(details!.benefits.length);
      await expect(main.locator('#features + ul > li')).toHaveCount(details!.features.length);
      await expect(main.locator('#process + ol > li')).toHaveCount(details!.process.length);
      await main.getByRole('link', { name: text(lang, 'services:labels.contact') }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/contact$`));
      expect(problems).toEqual([]);
    });
  }

  test('an unknown service says so @desktop', async ({ page }) => {
    const response = await openPage(page, `/${DEFAULT_LANG}/services/${unusedId('teleportation', SERVICE_SLUGS)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(DEFAULT_LANG, 'services:notFound.title'));
    await expect(page.getByText(text(DEFAULT_LANG, 'services:notFound.heading'))).toBeVisible();
  });
});

test.describe('blog', () => {
  test('lists posts newest first, featured summary ≤ 200 characters, grid ≤ 100 @desktop', async ({ page }) => {
    const posts = livePosts();
    const firstPage = posts.slice(0, POSTS_PER_PAGE);
    await openPage(page, `/${DEFAULT_LANG}/blog`);
    const links = page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${text(DEFAULT_LANG, 'blog:labels.readMore')}`) });
    await expect(links).toHaveCount(firstPage.length);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
      firstPage.map((post) => `/${DEFAULT_LANG}/blog/${post.slug}`),
    );
    const times = await page
      .getByRole('main')
      .locator('article time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect([...times].sort().reverse()).toEqual(times);
    // The first is the latest of all the published posts.
    expect(times[0]).toBe(postDay(posts[0]!));
    expect(times[0]).toBe([...posts.map(postDay)].sort().at(-1));
    const summaries = await page.getByRole('main').locator('article p.flex-1').allTextContents();
    expect(summaries).toHaveLength(firstPage.length);
    expect(summaries[0]!.length).toBeLessThanOrEqual(SPEC.blogSummary.featuredMaxChars);
    for (const s of summaries.slice(1)) expect(s.length).toBeLessThanOrEqual(SPEC.blogSummary.gridMaxChars);
  });

  // The newest post, in each language: its author, day, tags, picture and article, in the language's direction.
  for (const lang of LANGUAGES)
    test(`a post shows author, date, tags, image and the article, in its language's direction (${lang}) @desktop`, async ({
      page,
    }) => {
      const post = newestPost();
      const problems = watchConsole(page);
      await openPage(page, `/${lang}/blog/${post.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.text[lang].title);
      const article = page.getByRole('main').locator('article');
      await expect(article.getByText(text(lang, 'blog:labels.by', { author: post.text[lang].author }))).toBeVisible();
      // Published on its record's day; "Updated on" when its text in this language changed since (from
      // the build's Git history, which a shallow clone lacks: the post's data file says which it is).
      const [publishedOn, updatedOn] = ['publishedOn', 'updatedOn'].map((key) =>
        text(lang, `blog:labels.${key}`).split('{{')[0]!.trim(),
      );
      const published = article.locator('time', { hasText: publishedOn });
      await expect(published).toHaveAttribute('datetime', postDay(post));
      const { modified } = JSON.parse(
        readFileSync(path.join(import.meta.dirname, '../../dist', postDataPath(lang, 'post', post.slug)), 'utf8'),
      ) as { modified?: string };
      const updated = article.locator('time', { hasText: updatedOn });
      if (modified) await expect(updated).toHaveAttribute('datetime', modified.slice(0, 10));
      else await expect(updated).toHaveCount(0);
      for (const tag of post.text[lang].tags) await expect(article.getByText(tag, { exact: true }).first()).toBeVisible();
      await expect(article.locator('.prose-article h2').first()).toBeVisible();
      expect(await article.locator('.prose-article').evaluate((el) => getComputedStyle(el).direction)).toBe(dirOf(lang));
      await expect(article.getByRole('img')).toHaveAttribute('alt', /.+/);
      // Its markup is the site's own: nothing of the text becomes a script, style, frame or handler.
      await expect(article.locator('.prose-article').locator('script, style, iframe, [onclick], [onerror]')).toHaveCount(0);
      expect(problems).toEqual([]);
    });

  test('an unknown post says Blog not found @desktop', async ({ page }) => {
    await openPage(
      page,
      `/${DEFAULT_LANG}/blog/${unusedId(
        'nope',
        livePosts().map((post) => post.slug),
      )}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(DEFAULT_LANG, 'blog:notFound'));
  });
});

test.describe('about, team and contact', () => {
  test('about: journey, video toggle, leadership, partners @desktop', async ({ page }) => {
    const lang = DEFAULT_LANG;
    await openPage(page, `/${lang}/about`);
    for (const key of ['story.title', 'mission.title', 'vision.title', 'join.link']) {
      await expect(page.getByRole('heading', { name: text(lang, `about:journey.${key}`), exact: true })).toBeVisible();
    }
    const play = page.getByRole('button', { name: text(lang, 'about:video.play') });
    await play.click();
    const pause = page.getByRole('button', { name: text(lang, 'about:video.pause') });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(page.getByRole('button', { name: text(lang, 'about:video.play') })).toBeVisible();
    for (const id of PARTNER_IDS)
      await expect(page.getByRole('img', { name: text(lang, `about:partners.items.${id}`), exact: true })).toHaveCount(1);
  });

  // Spec: 'Join Our Journey' is a link to /contact: its own text is the link's name, in each language.
  for (const lang of LANGUAGES) {
    const name = text(lang, 'about:journey.join.link');
    test(`about: '${name}' is the link to the contact page (${lang}) @desktop`, async ({ page }) => {
      await openPage(page, `/${lang}/about`);
      const join = page.getByRole('main').getByRole('link', { name, exact: true });
      await expect(join).toHaveAttribute('href', `/${lang}/contact`);
      await join.scrollIntoViewIfNeeded();
      await expect(join).toBeVisible();
      await join.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/contact$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }

  test('the leaders of the records, the same in every language @desktop', async ({ page }) => {
    for (const lang of LANGUAGES) {
      await openPage(page, `/${lang}/leadership`);
      const shown = await page
        .getByRole('main')
        .locator(`a[href^="/${lang}/team/"]`)
        .evaluateAll((els) => els.map((e) => e.getAttribute('href')!.split('/').pop()));
      expect([...new Set(shown)], lang).toEqual(LEADERS.map((member) => member.id));
    }
  });

  test('team cards lead to members; a member page links out safely and back @desktop', async ({ page }) => {
    const lang = DEFAULT_LANG;
    await openPage(page, `/${lang}/team`);
    for (const member of DEVELOPMENT_TEAM)
      await expect(page.getByRole('main').locator(`a[href="/${lang}/team/${member.id}"]`).first()).toBeAttached();
    const member = DEVELOPMENT_TEAM.at(-1)!;
    await page.getByRole('main').locator(`a[href="/${lang}/team/${member.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/team/${member.id}$`));
    await waitForOverlayGone(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, `team:members.${member.id}.name`));
    for (const link of await page.getByRole('main').locator('a[target="_blank"]').all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await page.getByRole('link', { name: text(lang, 'team:member.back') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/team$`));
  });

  for (const lang of LANGUAGES)
    test(`an unknown member says so with a way back (${lang}) @desktop`, async ({ page }) => {
      await openPage(
        page,
        `/${lang}/team/${unusedId(
          'nobody',
          TEAM.map((member) => member.id),
        )}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'team:member.notFound'));
      await expect(page.getByRole('main').getByRole('link', { name: text(lang, 'team:member.back') })).toHaveAttribute(
        'href',
        `/${lang}/team`,
      );
    });

  for (const lang of LANGUAGES) {
    const [show, hide] = [text(lang, 'contact:section.showForm'), text(lang, 'contact:section.hideForm')];
    test(`contact: phone and email links, form toggle (${lang}) @desktop`, async ({ page }) => {
      await openPage(page, `/${lang}/contact`);
      await expect(page.getByRole('main').locator('a[href^="tel:"]')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('main').locator('a[href^="mailto:"]').first()).toBeVisible();
      const toggle = page.getByRole('button', { name: show });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(page.getByRole('button', { name: hide })).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('button', { name: hide }).click();
      await expect(page.getByRole('button', { name: show })).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('/contact-form opens the contact page with the form shown @desktop', async ({ page }) => {
    await page.goto(`/${DEFAULT_LANG}/contact-form`);
    await expect(page).toHaveURL(new RegExp(`/${DEFAULT_LANG}/contact#contact-form$`));
    await expect(page.getByRole('button', { name: text(DEFAULT_LANG, 'contact:section.hideForm') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
