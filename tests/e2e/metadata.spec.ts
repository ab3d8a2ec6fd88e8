import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderPaths } from '../../src/app/prerenderPaths';
import { SITE } from '../../src/content/site';

// Reads the prerendered files of dist/ directly (no browser): every page's head must be complete.
const dist = path.resolve(import.meta.dirname, '../../dist');
const pages = prerenderPaths();
const read = (pagePath: string) => readFileSync(path.join(dist, pagePath, 'index.html'), 'utf8');
const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!);
const one = (html: string, re: RegExp, what: string, page: string) => {
  const found = all(html, re);
  expect(found, `${page}: exactly one ${what}`).toHaveLength(1);
  return found[0]!;
};

test.describe('metadata of every prerendered page @desktop', () => {
  test('title, description, canonical, hreflang, share tags and JSON-LD', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const page of pages) {
      const html = read(page);
      const lang = page.split('/')[1]!;
      expect(html, page).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
      const title = one(html, /<title>([^<]+)<\/title>/g, 'title', page);
      const description = one(html, /<meta name="description" content="([^"]+)"/g, 'description', page);
      expect(description.length, page).toBeLessThanOrEqual(170);
      expect(titles.get(title), `${page} repeats the title of ${titles.get(title)}`).toBeUndefined();
      expect(
        descriptions.get(description),
        `${page} repeats the description of ${descriptions.get(description)}`,
      ).toBeUndefined();
      titles.set(title, page);
      descriptions.set(description, page);

      expect(one(html, /<link rel="canonical" href="([^"]+)"/g, 'canonical', page)).toBe(`${SITE.origin}${page}`);
      const rest = page.replace(/^\/(en|ar)/, '');
      const hreflang = Object.fromEntries(
        all(html, /<link rel="alternate" hreflang="([^"]+" href="[^"]+)"/g).map((s) => s.split('" href="')),
      );
      expect(hreflang, page).toEqual({
        en: `${SITE.origin}/en${rest}`,
        ar: `${SITE.origin}/ar${rest}`,
        'x-default': `${SITE.origin}${rest === '/home' ? '/' : rest}`,
      });
      expect(one(html, /<meta property="og:locale" content="([^"]+)"/g, 'og:locale', page)).toBe(
        lang === 'ar' ? 'ar_SA' : 'en_US',
      );
      one(html, /<meta property="og:locale:alternate" content="([^"]+)"/g, 'og:locale:alternate', page);
      expect(one(html, /<meta property="og:image" content="([^"]+)"/g, 'og:image', page)).toMatch(/^https?:\/\//);
      one(html, /<meta name="twitter:card" content="([^"]+)"/g, 'twitter:card', page);

      const blocks = all(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map((json) => JSON.parse(json));
      const types = blocks.map((b) => b['@type']);
      expect(types, page).toContain('Organization');
      const org = blocks.find((b) => b['@type'] === 'Organization');
      expect(org.address.addressLocality).toBe('Dammam');
      if (/\/blog\/[^/]+$/.test(page)) expect(types, page).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
      if (/\/(carrers|internship)\/[^/]+$/.test(page)) {
        const job = blocks.find((b) => b['@type'] === 'JobPosting');
        expect(job, page).toBeTruthy();
        expect(job.hiringOrganization.name).toBeTruthy();
        expect(job.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(job.validThrough).toBeTruthy();
        expect(html).toContain(job.title);
      }
      if (/\/(process|technology|careers|internships)$/.test(page)) {
        const faq = blocks.find((b) => b['@type'] === 'FAQPage');
        expect(faq, page).toBeTruthy();
        for (const q of faq.mainEntity)
          expect(html).toContain(q.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;'));
      }
      if (/\/(services|team)\/[^/]+$/.test(page)) expect(types, page).toContain('BreadcrumbList');
    }
  });

  test('sitemap lists every page of both languages with alternates; robots points at it', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const locs = all(sitemap, /<loc>([^<]+)<\/loc>/g);
    expect(locs.sort()).toEqual(pages.map((p) => `${SITE.origin}${p}`).sort());
    expect(all(sitemap, /hreflang="x-default"/g)).toHaveLength(pages.length);
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE.origin}/sitemap.xml`);
    const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.webmanifest'), 'utf8'));
    expect(manifest.icons.length).toBeGreaterThan(1);
  });
});
