import { describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';

/** Server rendering with the real locale files of both languages (no mocked `t`). */
describe('prerender with real translations', () => {
  it('renders the Arabic shell in Arabic, with no English navigation left over', async () => {
    const { html, meta } = await render('/ar/home');
    expect(html).toContain('نمكّن مستقبلك الرقمي');
    for (const label of ['ماذا نقدّم', 'من نخدم', 'تعرّف علينا', 'كيف ننجز', 'تواصل معنا', 'English']) {
      expect(html).toContain(label);
    }
    for (const english of ['What We Do', 'Who We Help', 'Contact Us', 'Skip to main content']) {
      expect(html).not.toContain(english);
    }
    expect(meta?.title).toContain('قمة تك');
  });

  it('renders the English home with the spec hero and buttons', async () => {
    const { html, meta } = await render('/en/home');
    expect(html).toContain('Empowering Your Digital Future');
    expect(html).toContain('Custom software solutions that drive innovation and growth.');
    expect(html).toContain('Explore Career');
    expect(html).toContain('Let&#x27;s Talk Business');
    expect(html).toContain('href="/en/careers"');
    expect(html).toContain('href="/en/contact"');
    expect(meta?.description.length).toBeGreaterThan(50);
  });

  it('keeps the language prefix on every internal link', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const { html } = await render(`/${lang}/about`);
      const hrefs = [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);
      const internal = hrefs.filter((h) => !/\.(svg|css|js|png|webp|avif)$/.test(h));
      expect(internal.length).toBeGreaterThan(10);
      const other = lang === 'en' ? 'ar' : 'en';
      for (const href of internal) {
        // Only the language switcher points at the other language, on the same page.
        if (href.startsWith(`/${other}/`)) expect(href).toBe(`/${other}/about`);
        else expect(href.startsWith(`/${lang}/`), href).toBe(true);
      }
    }
  });

  it('renders the 404 texts in both languages', async () => {
    const en = await render('/en/nope');
    expect(en.html).toContain('Page Not Found');
    expect(en.html).toContain('404 - Oops! This Page Doesn&#x27;t Exist');
    expect(en.html).toContain('Go to Home');
    expect(en.html).toContain('Return to Home');
    const ar = await render('/ar/nope');
    expect(ar.html).toContain('الصفحة غير موجودة');
    expect(ar.html).toContain('العودة إلى الرئيسية');
  });

  it('shows the spec messages for unknown records', async () => {
    expect((await render('/en/services/nope')).html).toContain('Service not found');
    expect((await render('/en/services/nope')).html).toContain('404 - Oops! This Service Doesn&#x27;t Exist');
    expect((await render('/en/blog/nope')).html).toContain('Blog not found');
    expect((await render('/en/team/nope')).html).toContain('Team member not found');
    expect((await render('/en/carrers/nope')).html).toContain('No job was found with the given URL.');
    expect((await render('/en/internship/nope')).html).toContain('Oops! Internship not found');
  });

  it('marks phone and email as left-to-right runs inside Arabic', async () => {
    const { html } = await render('/ar/contact');
    expect(html).toMatch(/<a href="tel:[^"]+" dir="ltr"/);
    expect(html).toMatch(/<a href="mailto:[^"]+" dir="ltr"/);
  });
});
