import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { prerenderPaths } from '../../src/app/prerenderPaths';
import { OG_IMAGE } from '../../src/content/images';
import { SITE } from '../../src/content/site';
import { CARD_MAX_BYTES } from '../../scripts/cards/draw';
import { entryPaths, pageFile } from '../../scripts/lib/routing';
import { SHARE_CARD_SIZE, sharePath } from '../../src/lib/paths';
import { LANGUAGES, LANG_ALTERNATIVES, dirOf, languageInfo, text } from '../support/locales';
import { isLang, otherLangs } from '../../src/lib/language/languages';

// Nothing checked here depends on motion, so these tests run as a visitor who asked for less of it
// (prefers-reduced-motion): that setting is covered, and the animations of each page's first
// seconds (a third of a page's processor time in these tests) are spared. Motion itself is
// tested with it on (tests/e2e/home.spec.ts, navigation.spec.ts, a11y-manual.spec.ts and others).
test.use({ reducedMotion: 'reduce' });

// Reads the prerendered files of dist/ directly (no browser): every page's head must be complete.
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const pages = prerenderPaths();
const read = (pagePath: string) => readFileSync(path.join(dist, pageFile(pagePath)), 'utf8');
const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!);
const one = (html: string, re: RegExp, what: string, page: string) => {
  const found = all(html, re);
  expect(found, `${page}: exactly one ${what}`).toHaveLength(1);
  return found[0]!;
};

/** A PNG's width and height, from its header (the IHDR chunk comes first). */
function pngSize(file: Buffer): [number, number] {
  expect(file.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  expect(file.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [file.readUInt32BE(16), file.readUInt32BE(20)];
}

/** A JPEG's width and height, from its frame header (the first SOFn segment). */
function jpegSize(file: Buffer): [number, number] {
  expect(file.subarray(0, 2).toString('hex'), 'JPEG start of image').toBe('ffd8');
  for (let at = 2; at + 9 < file.length; at += 2 + file.readUInt16BE(at + 2)) {
    expect(file[at], 'JPEG segment marker').toBe(0xff);
    const marker = file[at + 1]!;
    // SOF0 to SOF15, except DHT (c4), JPG (c8) and DAC (cc).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return [file.readUInt16BE(at + 7), file.readUInt16BE(at + 5)];
  }
  throw new Error('JPEG without a frame header');
}

test.describe('metadata of every prerendered page @desktop', () => {
  test('title, description, canonical, hreflang, share tags and JSON-LD', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const page of pages) {
      const html = read(page);
      const lang = page.split('/')[1];
      if (!isLang(lang)) throw new Error(`${page} is in no language of LANGUAGE_LIST`);
      expect(html, page).toContain(`<html lang="${lang}" dir="${dirOf(lang)}">`);
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
      const rest = page.replace(new RegExp(`^/(${LANG_ALTERNATIVES})`), '');
      const hreflang = Object.fromEntries(
        all(html, /<link rel="alternate" hreflang="([^"]+" href="[^"]+)"/g).map((s) => s.split('" href="')),
      );
      expect(hreflang, page).toEqual({
        ...Object.fromEntries(LANGUAGES.map((code) => [code, `${SITE.origin}/${code}${rest}`])),
        'x-default': `${SITE.origin}${rest === '/home' ? '/' : rest}`,
      });
      expect(one(html, /<meta property="og:locale" content="([^"]+)"/g, 'og:locale', page)).toBe(languageInfo(lang).ogLocale);
      expect(all(html, /<meta property="og:locale:alternate" content="([^"]+)"/g).sort(), `${page}: og:locale:alternate`).toEqual(
        otherLangs(lang)
          .map((other) => languageInfo(other).ogLocale)
          .sort(),
      );
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

  test('every page shares its own card: its title in its language, a JPEG of 1200 × 630, in dist/', () => {
    const cards = new Map<string, string>();
    for (const page of pages) {
      const html = read(page);
      const card = sharePath(page);
      expect(card, page).toBe(`/cards${page}.jpg`);
      expect(one(html, /<meta property="og:image" content="([^"]+)"/g, 'og:image', page)).toBe(`${SITE.origin}${card}`);
      expect(one(html, /<meta name="twitter:image" content="([^"]+)"/g, 'twitter:image', page)).toBe(`${SITE.origin}${card}`);
      expect(one(html, /<meta property="og:image:width" content="([^"]+)"/g, 'og:image:width', page)).toBe('1200');
      expect(one(html, /<meta property="og:image:height" content="([^"]+)"/g, 'og:image:height', page)).toBe('630');
      // The card shows the page's title (its alt text, which scripts/cards/pages.ts draws) and the brand.
      const alt = one(html, /<meta property="og:image:alt" content="([^"]+)"/g, 'og:image:alt', page);
      const brand = one(html, /<meta property="og:site_name" content="([^"]+)"/g, 'og:site_name', page);
      // The language's own title pattern (common.json meta.titleTemplate: Arabic's starts with a
      // right-to-left mark, so that a title opening with a Latin word keeps its order where shared).
      const lang = page.split('/')[1];
      if (!isLang(lang)) throw new Error(`${page}: no language of the list`);
      expect(text(lang, 'brand.name')).toBe(brand);
      expect(one(html, /<title>([^<]+)<\/title>/g, 'title', page)).toBe(text(lang, 'meta.titleTemplate', { page: alt }));
      expect(one(html, /<meta name="twitter:image:alt" content="([^"]+)"/g, 'twitter:image:alt', page)).toBe(alt);

      const file = readFileSync(path.join(dist, card));
      expect(jpegSize(file), card).toEqual([SHARE_CARD_SIZE.width, SHARE_CARD_SIZE.height]);
      expect(file.length, card).toBeLessThanOrEqual(CARD_MAX_BYTES);
      // Every page and language has a picture of its own.
      const hash = createHash('sha256').update(file).digest('hex');
      expect(cards.get(hash), `${page} shares the card of ${cards.get(hash)}`).toBeUndefined();
      cards.set(hash, page);
    }
  });

  test("entry pages, in every language at once, share the site's default picture", () => {
    const [width, height] = pngSize(readFileSync(path.join(dist, OG_IMAGE.src)));
    expect([width, height]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
    for (const entry of entryPaths(pages)) {
      const html = read(entry);
      expect(one(html, /<meta property="og:image" content="([^"]+)"/g, 'og:image', entry)).toBe(`${SITE.origin}${OG_IMAGE.src}`);
      expect(one(html, /<meta name="twitter:image" content="([^"]+)"/g, 'twitter:image', entry)).toBe(
        `${SITE.origin}${OG_IMAGE.src}`,
      );
    }
  });

  test('the cards come from the cache by content: a second run draws none', async () => {
    test.setTimeout(120_000);
    // The build drew (or copied) every card into its cache; the same pages again must find each one
    // there and give the same files. Written elsewhere than dist/, which the server is serving.
    const out = mkdtempSync(path.join(tmpdir(), 'share-cards-'));
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/share-cards.ts', '--out', out],
        { cwd: root, timeout: 100_000 },
      );
      expect(stdout).toMatch(new RegExp(`^share cards: 0 drawn, ${pages.length} from cache, [\\d.]+ s$`, 'm'));
      for (const page of pages) {
        const card = sharePath(page);
        expect(readFileSync(path.join(out, card)).equals(readFileSync(path.join(dist, card))), card).toBe(true);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  test('sitemap lists every page of both languages with alternates; robots points at it', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const locs = all(sitemap, /<loc>([^<]+)<\/loc>/g);
    expect(locs.sort()).toEqual(pages.map((p) => `${SITE.origin}${p}`).sort());
    expect(all(sitemap, /hreflang="x-default"/g)).toHaveLength(pages.length);
    // Every URL says when its content last changed (from Git history): a real day, not in the future.
    const entries = all(sitemap, /<url>([\s\S]*?)<\/url>/g);
    expect(entries).toHaveLength(pages.length);
    for (const entry of entries) {
      const lastmod = /<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/.exec(entry)?.[1];
      expect(lastmod, entry).toBeTruthy();
      expect(Date.parse(lastmod!), entry).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(lastmod!), entry).toBeGreaterThan(Date.parse('2025-01-01'));
    }
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE.origin}/sitemap.xml`);
    const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.webmanifest'), 'utf8'));
    expect(manifest.icons.length).toBeGreaterThan(1);
  });
});
