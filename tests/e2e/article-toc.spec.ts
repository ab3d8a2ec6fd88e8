import { expect, test, type Locator } from '@playwright/test';
import { loadPosts } from '../../src/content/postFiles';
import { bodyMarkdown, headingsOf, parseRichText } from '../../src/lib/richText';
import { openPage, watchConsole } from './helpers';
import { axeViolations } from './support/axe';
import { LANGUAGES, dirOf, locale } from '../support/locales';

// An article's "On this page" and its headings' own links, in every language: beside the text from lg, a closed disclosure above it on phones.

const SLUG = 'future-classrooms';
const post = loadPosts().posts.find((p) => p.slug === SLUG)!;

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

/** The heading is in view, below the fixed navbar (64 px high on phones, 72 from lg). */
async function expectClearOfNavbar(heading: Locator, navbar: number) {
  await expect(heading).toBeInViewport();
  await expect.poll(() => top(heading)).toBeGreaterThanOrEqual(navbar);
  await expect.poll(() => top(heading)).toBeLessThan(navbar + 60);
}

for (const lang of LANGUAGES) {
  const copy = locale(lang, 'blog').contents;
  const headings = headingsOf(parseRichText(bodyMarkdown(post.text[lang].body)));
  const texts = headings.filter((h) => h.level < 4).map((h) => h.text);
  // Two h2s that open long sections: the contents jump to the first, the reader scrolls to the second.
  const [jump, later] = headings.filter((h) => h.level === 2).slice(2, 4) as [(typeof headings)[0], (typeof headings)[0]];
  const url = `/${lang}/blog/${SLUG}`;

  test.describe(`article contents (${lang})`, () => {
    test('beside the text on the end side, sticky, marks the section read; links focus their heading @desktop', async ({
      page,
    }) => {
      const problems = watchConsole(page);
      // A fragment in the address (percent-encoded in Arabic) brings its heading into view at once.
      await openPage(page, `${url}#${encodeURIComponent(later.id)}`);
      const laterHeading = page.getByRole('heading', { name: later.text, exact: true });
      await expectClearOfNavbar(laterHeading, 72);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

      const contents = page.getByRole('navigation', { name: copy.title });
      await expect(contents.getByRole('link')).toHaveText(texts);
      await expect(contents.getByRole('link', { name: texts[1]! })).not.toHaveAttribute('aria-current');
      const text = (await page.locator('.prose-article > p').first().boundingBox())!;
      const box = (await contents.boundingBox())!;
      if (dirOf(lang) === 'ltr') expect(box.x).toBeGreaterThan(text.x + text.width);
      else expect(box.x + box.width).toBeLessThan(text.x);

      // A link jumps in place: the address shows the fragment, focus is on the heading, below the navbar.
      await contents.getByRole('link', { name: jump.text, exact: true }).click();
      const heading = page.getByRole('heading', { name: jump.text, exact: true });
      await expect(heading).toBeFocused();
      await expectClearOfNavbar(heading, 72);
      expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${jump.id}`);
      await expect(page.getByRole('main')).not.toBeFocused();
      await expect(contents.getByRole('link', { name: jump.text, exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(contents.locator('[aria-current]')).toHaveCount(1);

      // Scrolling on: the contents stay in view, and the section read is the one marked.
      await laterHeading.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
      await expect(contents.getByRole('link', { name: later.text, exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(contents.locator('[aria-current]')).toHaveCount(1);
      await expect(contents).toBeInViewport();
      expect(await top(contents)).toBeGreaterThanOrEqual(72);

      // Each heading's own link: hidden until hovered or focused, named after its heading; it jumps too.
      const own = page.getByRole('link', { name: copy.sectionLink.replace('{{heading}}', later.text), exact: true });
      await expect(own).toHaveCSS('opacity', '0');
      await own.focus();
      await expect(own).toHaveCSS('opacity', '1');
      await expect(own).toHaveAttribute('href', `#${later.id}`);
      await page.keyboard.press('Enter');
      await expect(laterHeading).toBeFocused();
      expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${later.id}`);

      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });

    test('closed above the text on phones; opens with a tap, and its links focus their heading @phone', async ({ page }) => {
      const problems = watchConsole(page);
      await openPage(page, url);
      const toggle = page.getByRole('button', { name: copy.title, exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const contents = page.getByRole('navigation', { name: copy.title });
      await expect(contents.getByRole('link')).toHaveCount(0);
      expect(await top(toggle)).toBeLessThan(await top(page.locator('.prose-article > p').first()));

      await toggle.tap();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
      await expect(contents.getByRole('link')).toHaveText(texts);
      expect(await axeViolations(page)).toEqual([]);

      await contents.getByRole('link', { name: jump.text, exact: true }).tap();
      const heading = page.getByRole('heading', { name: jump.text, exact: true });
      await expect(heading).toBeFocused();
      await expectClearOfNavbar(heading, 64);
      expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${jump.id}`);
      await expect(contents.getByRole('link', { name: jump.text, exact: true })).toHaveAttribute('aria-current', 'true');

      // Without hover, each heading's own link shows (faintly) and is named after its heading.
      const own = page.getByRole('link', { name: copy.sectionLink.replace('{{heading}}', jump.text), exact: true });
      await expect(own).toBeVisible();
      await expect(own).toHaveCSS('opacity', '1');
      expect(problems).toEqual([]);
    });
  });
}
