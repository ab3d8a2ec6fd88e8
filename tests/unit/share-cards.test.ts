import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardPainter, type Layer, type TextOptions } from '../../scripts/cards/draw';
import { cardFontFiles, fontSources } from '../../scripts/cards/fonts';
import { pageCard } from '../../scripts/cards/pages';
import { BRAND } from '../../src/content/palette';
import { SHARE_CARD_SIZE } from '../../src/lib/paths';
import { type Lang } from '../support/locales';

/**
 * The share cards' drawing (scripts/cards/): Arabic comes out shaped (letters joined, right to left,
 * Latin words in their place), in the site's fonts at the weight asked for, and laid out from the
 * reading side. Measured on the bitmaps sharp draws, by the ink (alpha) of each column or row.
 */

let painter: CardPainter;
const fontDir = mkdtempSync(path.join(tmpdir(), 'share-card-fonts-'));
beforeAll(async () => {
  painter = new CardPainter(await cardFontFiles(fontDir, await fontSources()));
});
afterAll(() => rmSync(fontDir, { recursive: true, force: true }));

const alpha = (layer: Layer, x: number, y: number) => layer.data[(y * layer.width + x) * 4 + 3]!;
/** The ink of each column, summed over its rows: the same wherever the text sits vertically. */
const columns = (layer: Layer) =>
  Array.from({ length: layer.width }, (_, x) => {
    let sum = 0;
    for (let y = 0; y < layer.height; y++) sum += alpha(layer, x, y);
    return sum / 255;
  });
/** How far `part`'s column profile is from `whole`'s at `offset` (0: the same pixels), relative to its ink. */
const mismatch = (whole: number[], part: number[], offset: number) =>
  part.reduce((sum, value, i) => sum + Math.abs((whole[offset + i] ?? 0) - value), 0) / part.reduce((a, b) => a + b, 0);
/**
 * The rows of each line of a multi-line text of this size, split at the blank rows between lines
 * (a mark with blank rows between it and its letters, «بُعد», is not a line).
 */
function lineBands(layer: Layer, size: number): [number, number][] {
  const bands: [number, number][] = [];
  let from = -1;
  for (let y = 0; y <= layer.height; y++) {
    const inked = y < layer.height && Array.from({ length: layer.width }, (_, x) => alpha(layer, x, y)).some((a) => a > 0);
    if (inked && from < 0) from = y;
    if (!inked && from >= 0) {
      bands.push([from, y]);
      from = -1;
    }
  }
  return bands.filter(([top, bottom]) => bottom - top > size * 0.3);
}
/** The first and last inked column of a band of rows. */
function inkSpan(layer: Layer, [top, bottom]: [number, number]): [number, number] {
  let [first, last] = [layer.width, -1];
  for (let y = top; y < bottom; y++)
    for (let x = 0; x < layer.width; x++) if (alpha(layer, x, y) > 64) [first, last] = [Math.min(first, x), Math.max(last, x)];
  return [first, last];
}

const arabic = { lang: 'ar', weight: 'ExtraBold', size: 64, color: '#ffffff' } as const satisfies Omit<TextOptions, 'text'>;

describe('Arabic on the share cards', () => {
  it('joins its letters: a word is much narrower than its letters drawn apart', async () => {
    for (const word of ['والأتمتة', 'البرمجيات', 'تطوير']) {
      const joined = await painter.text({ ...arabic, text: word });
      // U+200C ZERO WIDTH NON-JOINER between letters: each letter in its isolated form.
      const apart = await painter.text({ ...arabic, text: [...word].join('\u200c') });
      expect(joined.width / apart.width, word).toBeLessThan(0.85);
    }
  });

  it('reads right to left: the tall letters that start «الأتمتة» are at its right end', async () => {
    // alef, lam and alef with hamza rise above the other letters (ت م ت ة): the ink in the top rows.
    const word = await painter.text({ ...arabic, text: 'الأتمتة' });
    const top = Math.ceil(word.height * 0.15);
    const xs: number[] = [];
    for (let y = 0; y < top; y++) for (let x = 0; x < word.width; x++) if (alpha(word, x, y) > 128) xs.push(x);
    const centre = xs.reduce((a, b) => a + b, 0) / xs.length / word.width;
    expect(centre).toBeGreaterThan(0.6);
  });

  it('puts a Latin word that starts an Arabic title at the right, where Arabic reading starts', async () => {
    const title = await painter.title('DevOps والأتمتة', 'ar');
    expect(title.lines).toBe(1);
    const run = (text: string) => painter.text({ ...arabic, size: title.size, text });
    const [latin, word] = await Promise.all([run('DevOps'), run('والأتمتة')]);
    const whole = columns(title.layer);
    // Each run alone has the very columns of ink it has in the title, at its own end of it.
    expect(mismatch(whole, columns(latin), whole.length - latin.width)).toBeLessThan(0.05);
    expect(mismatch(whole, columns(word), 0)).toBeLessThan(0.05);
    expect(mismatch(whole, columns(latin), 0)).toBeGreaterThan(0.3);
  });

  it('aligns the lines of a long title on the right and cuts it after three lines with "…"', async () => {
    const long = 'مستقبل العمل عن بُعد: ما تعلمناه وإلى أين نتجه في السنوات القادمة مع تغير أدوات التواصل وطرق الإدارة والتوظيف';
    const title = await painter.title(long, 'ar');
    expect(title.lines).toBe(3);
    expect(title.text.endsWith('…')).toBe(true);
    expect(long.startsWith(title.text.slice(0, -1))).toBe(true);
    const spans = lineBands(title.layer, title.size).map((band) => inkSpan(title.layer, band));
    expect(spans).toHaveLength(3);
    for (const [, last] of spans) expect(last).toBeGreaterThanOrEqual(title.layer.width - 3);
    expect(Math.max(...spans.map(([first]) => first))).toBeGreaterThan(20);
  });
});

describe('English on the share cards', () => {
  it('aligns the lines of a title on the left and keeps a title of three lines whole', async () => {
    const text = 'Freelancing in 2025: Building a Sustainable Career with Clients Who Pay on Time';
    const title = await painter.title(text, 'en');
    expect(title.text).toBe(text);
    const spans = lineBands(title.layer, title.size).map((band) => inkSpan(title.layer, band));
    expect(spans.length).toBeGreaterThan(1);
    expect(spans.length).toBeLessThanOrEqual(3);
    for (const [first] of spans) expect(first).toBeLessThanOrEqual(3);
    expect(Math.min(...spans.map(([, last]) => last))).toBeLessThan(title.layer.width - 20);
  });
});

describe('the share cards’ fonts', () => {
  const ink = (layer: Layer) => columns(layer).reduce((a, b) => a + b, 0);
  it('are the site’s own, not the system’s fallback', async () => {
    for (const [lang, text] of [
      ['en', 'Qimmah Tech'],
      ['ar', 'قمة تك'],
    ] as const) {
      const ours = await painter.text({ ...arabic, lang, text });
      const { info } = await sharp({ text: { text, font: `sans Bold ${arabic.size}`, dpi: 72, rgba: true } }).toBuffer({
        resolveWithObject: true,
      });
      expect([ours.width, ours.height], lang).not.toEqual([info.width, info.height]);
    }
  });

  it('are drawn at the weight asked for: ExtraBold titles, SemiBold sections', async () => {
    for (const [lang, text] of [
      ['en', 'Hamburgefonstiv'],
      ['ar', 'والأتمتة'],
    ] as const) {
      const extra = await painter.text({ ...arabic, lang, text, weight: 'ExtraBold' });
      const semi = await painter.text({ ...arabic, lang, text, weight: 'SemiBold' });
      expect(ink(extra) / ink(semi), lang).toBeGreaterThan(1.15);
    }
  });
});

describe('a whole card', () => {
  /** The mean x of the mark's blue in the card's header. */
  async function markCentre(lang: Lang, brand: string) {
    const jpeg = await painter.card({ lang, title: lang === 'ar' ? 'من نحن' : 'About Us', brand });
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([SHARE_CARD_SIZE.width, SHARE_CARD_SIZE.height]);
    const blue = [1, 3, 5].map((i) => parseInt(BRAND[600].slice(i, i + 2), 16));
    const xs: number[] = [];
    for (let y = 60; y < 150; y++)
      for (let x = 0; x < info.width; x++) {
        const at = (y * info.width + x) * info.channels;
        if (blue.every((value, c) => Math.abs(data[at + c]! - value) < 12)) xs.push(x);
      }
    expect(xs.length).toBeGreaterThan(1000);
    return xs.reduce((a, b) => a + b, 0) / xs.length;
  }

  it('has the mark at the top left in English and at the top right in Arabic', async () => {
    expect(await markCentre('en', 'Qimmah Tech')).toBeLessThan(200);
    expect(await markCentre('ar', 'قمة تك')).toBeGreaterThan(SHARE_CARD_SIZE.width - 200);
  });
});

describe('what a page’s card shows', () => {
  const head = (extra = '') =>
    '<!DOCTYPE html><html lang="ar" dir="rtl"><head>' +
    '<meta property="og:site_name" content="قمة تك"/>' +
    '<meta property="og:image" content="https://www.example.com/cards/ar/services/devops.jpg"/>' +
    '<meta property="og:image:alt" content="DevOps &amp; CI/CD &#x27;now&#x27;"/>' +
    '<meta name="twitter:image" content="https://www.example.com/cards/ar/services/devops.jpg"/>' +
    extra +
    '</head><body></body></html>';
  const breadcrumbs = (...names: string[]) =>
    `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: names.map((name, i) => ({ '@type': 'ListItem', position: i + 1, name })),
    })}</script>`;

  it('comes from the page’s head: title, brand, language and the list it belongs to', () => {
    expect(pageCard(head(breadcrumbs('الرئيسية', 'خدماتنا', 'DevOps')), '/ar/services/devops')).toEqual({
      path: '/cards/ar/services/devops.jpg',
      spec: { lang: 'ar', title: "DevOps & CI/CD 'now'", section: 'خدماتنا', brand: 'قمة تك' },
    });
    expect(pageCard(head(), '/ar/services/devops')?.spec.section).toBeUndefined();
  });

  it('is refused when the page names another picture, and absent when it shares none', () => {
    expect(() => pageCard(head(), '/ar/services/ai')).toThrow(/not the page's card/);
    expect(pageCard('<html lang="en"><head><meta name="robots" content="noindex"/></head></html>', '/en/x')).toBeUndefined();
  });
});
