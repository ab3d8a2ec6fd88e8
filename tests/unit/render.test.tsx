import { describe, expect, it } from 'vitest';
import { JOB_SLUGS } from '../../src/content/careers';
import { render } from '../../src/entry-server';
import { newestPost } from '../support/content';
import { otherLangs } from '../../src/lib/language/languages';
import { dirOf, LANGUAGES, text } from '../support/locales';

/** A text as React writes it into HTML: the apostrophe of "Doesn't" as &#x27;. */
const escaped = (value: string) => value.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('<', '&lt;');
/** A text as a regular expression that matches it literally. */
const pattern = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Server rendering with the real locale files of every language (no mocked `t`). */
describe('prerender with real translations', () => {
  it('renders the Arabic shell in Arabic, with no English navigation left over', async () => {
    const html = await render('/ar/home');
    expect(html).toContain('نبني معك مستقبلك الرقمي');
    for (const label of ['ماذا نقدّم', 'من نخدم', 'تعرّف علينا', 'كيف ننجز', 'تواصل معنا', 'English']) {
      expect(html).toContain(label);
    }
    for (const english of ['What We Do', 'Who We Help', 'Contact Us', 'Skip to main content']) {
      expect(html).not.toContain(english);
    }
    expect(html).toMatch(/<title>[^<]*قمة تك<\/title>/);
  });

  it('renders the English home with the spec hero and buttons', async () => {
    const html = await render('/en/home');
    expect(html).toContain('Empowering Your Digital Future');
    expect(html).toContain('Custom software solutions that drive innovation and growth.');
    expect(html).toContain('Explore Career');
    expect(html).toContain('Let&#x27;s Talk Business');
    expect(html).toContain('href="/en/careers"');
    expect(html).toContain('href="/en/contact"');
    expect(/<meta name="description" content="([^"]+)"/.exec(html)?.[1]?.length).toBeGreaterThan(50);
  });

  it('keeps the language prefix on every internal link', async () => {
    for (const lang of LANGUAGES) {
      const html = await render(`/${lang}/about`);
      const body = html.slice(html.indexOf('<body'));
      const hrefs = [...body.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);
      const internal = hrefs.filter((h) => !/\.(svg|css|js|png|webp|avif)$/.test(h));
      expect(internal.length).toBeGreaterThan(10);
      for (const href of internal) {
        // Only the language switcher points at the other languages, on the same page.
        const other = otherLangs(lang).find((code) => href.startsWith(`/${code}/`));
        if (other) expect(href).toBe(`/${other}/about`);
        else expect(href.startsWith(`/${lang}/`), href).toBe(true);
      }
    }
  });

  it('renders the 404 texts in every language', async () => {
    for (const lang of LANGUAGES) {
      const html = await render(`/${lang}/nope`);
      for (const key of ['notFound.title', 'notFound.heading', 'notFound.goHome', 'notFound.returnHome'])
        expect(html, `${lang} ${key}`).toContain(escaped(text(lang, key)));
    }
  });

  it('renders the not-found page for a path no route pattern matches (a line break in it)', async () => {
    const en = await render('/en/home%0D%0ASet-Cookie:x=1');
    expect(en).toContain('<html lang="en" dir="ltr"');
    expect(en).toContain('Page Not Found');
    const ar = await render('/ar/about%0A');
    expect(ar).toContain('<html lang="ar" dir="rtl"');
    expect(ar).toContain('الصفحة غير موجودة');
  });

  it('renders the entry page with a heading and a link to the page in each language', async () => {
    const html = await render('/services/ai');
    // One line of the heading per language of the list, in its order, each in its language and direction.
    const lines = LANGUAGES.map(
      (lang) => `<span lang="${lang}" dir="${dirOf(lang)}"[^>]*>${pattern(escaped(text(lang, 'entry.heading')))}</span>`,
    );
    expect(html).toMatch(new RegExp(`<h1[^>]*>${lines.join(' ')}</h1>`));
    for (const lang of LANGUAGES)
      expect(html).toMatch(
        new RegExp(
          `<a href="/${lang}/services/ai" lang="${lang}" dir="${dirOf(lang)}" hreflang="${lang}"[^>]*>${pattern(escaped(text(lang, 'entry.language')))}<`,
        ),
      );
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).not.toContain('loading-overlay');
  });

  it('shows the spec messages for unknown records', async () => {
    expect(await render('/en/services/nope')).toContain('Service not found');
    expect(await render('/en/services/nope')).toContain('404 - Oops! This Service Doesn&#x27;t Exist');
    expect(await render('/en/blog/nope')).toContain('Blog not found');
    expect(await render('/en/team/nope')).toContain('Team member not found');
    expect(await render('/en/carrers/nope')).toContain('No job was found with the given URL.');
    expect(await render('/en/internship/nope')).toContain('Oops! Internship not found');
  });

  it('marks phone and email as left-to-right runs inside Arabic', async () => {
    const html = await render('/ar/contact');
    expect(html).toMatch(/<a href="tel:[^"]+" dir="ltr"/);
    expect(html).toMatch(/<a href="mailto:[^"]+" dir="ltr"/);
  });

  it('renders the whole document, with language and direction on <html> only', async () => {
    for (const [url, attributes] of [
      ['/ar/services/ai', 'lang="ar" dir="rtl"'],
      ['/en/services/ai', 'lang="en" dir="ltr"'],
    ] as const) {
      const html = await render(url);
      expect(html.startsWith('<!DOCTYPE html><html ')).toBe(true);
      expect(html.match(/<html [^>]*>/g)).toEqual([`<html ${attributes}>`]);
      const head = html.slice(0, html.indexOf('</head>'));
      for (const tag of ['<title>', '<meta name="description"', '<link rel="canonical"', '<meta property="og:title"']) {
        expect(head.split(tag), `${url}: one ${tag} in <head>`).toHaveLength(2);
      }
    }
  });

  it('writes each piece of structured data once, from the section that shows it', async () => {
    const types = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)['@type']);
    expect(
      (await Promise.all(['/en/process', '/ar/technology', '/en/careers', '/ar/internships'].map((url) => render(url)))).map(
        types,
      ),
    ).toEqual(Array(4).fill(['FAQPage', 'Organization']));
    expect(types(await render(`/ar/blog/${newestPost().slug}`))).toEqual(['BlogPosting', 'BreadcrumbList', 'Organization']);
    expect(types(await render(`/en/carrers/${JOB_SLUGS[0]}`))).toEqual(['JobPosting', 'BreadcrumbList', 'Organization']);
    expect(types(await render('/en/home'))).toEqual(['Organization']);
  });
});
