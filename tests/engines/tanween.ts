// The tanween check of the cross-engine set. WebKit (Safari's engine) drew Arabic words with
// tanween («حلولًا») raised and without their mark when the spaces around them came from another
// font than the word: the site's cut of Cairo had no space. The check draws words of the site's own
// copy twice at the same place, once in the site's fonts (its cuts, its font stack) and once in the
// full fonts the cuts are made from, and compares each word's pixels:
// - on a page in a language written in Arabic script (Arabic, Urdu), every word with tanween in its
//   copy and Latin words inside its text (the Inter cut inside the Cairo stack), each with the words
//   around it;
// - on a page in Latin script (English, French), its text. (Those pages set no Arabic in the Cairo
//   cut: the switcher's «العربية» is in the device's own face, src/styles/index.css.)
// Words are measured with Ranges over the text, so the sample's markup does not split font runs.
// The sample is drawn at weight 400, the fonts' default instance, which the cuts keep exactly. At
// other weights the cut's narrowed axis rounds outlines differently by a hair (the same words at
// 200 px within 0.6 px of each other at 500-800, measured in Firefox), which flips a pixel's
// rounding here and there at text size: noise, not the kind of fault this check is for.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Lang } from '../../src/lib/language/languages';
import { scriptOf } from '../../scripts/lib/translation-rules';
import { waitFor, type Browser } from './browsers';

const LOCALES = path.resolve(import.meta.dirname, '..', '..', 'locales');
const TANWEEN = /[\u064b-\u064d]/;
const ARABIC = /[\u0600-\u06ff]/;
const LATIN = /[A-Za-z]/;
/** Windows drawn per screen (each is a few words); the rest on the next screen. */
const PER_SCREEN = 60;
/**
 * What the full Cairo draws in the reference: everything it has but Latin letters and digits, which
 * come from Inter in Arabic text too (Cairo's Arabic file has an odd «A» and «Á»). Spaces and
 * no-break spaces come from Cairo, as they do in the full font.
 */
const CAIRO_REFERENCE_RANGE = 'U+0-2F, U+3A-40, U+5B-60, U+7B-BF, U+D7, U+F7, U+100-10FFFF';
/** ENGINES_SHOTS=<dir>: the screenshots compared are kept there, to look at. */
const SHOTS = process.env.ENGINES_SHOTS;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Every text of a language's locale files, markup and placeholders left out. */
function copyOf(lang: Lang): string[] {
  const dir = path.join(LOCALES, lang);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => strings(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))))
    .map((text) => text.replace(/<[^>]*>|\{\{[^}]*\}\}|\$t\([^)]*\)|\*\*|#+ /g, ' '));
}

/** Each word that `wanted` picks, with up to `around` words either side; each window once. */
function windows(texts: string[], wanted: (word: string, words: string[], index: number) => boolean, around = 1): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    const words = text.split(/\s+/).filter(Boolean);
    words.forEach((word, index) => {
      if (wanted(word, words, index)) found.add(words.slice(Math.max(0, index - around), index + around + 1).join(' '));
    });
  }
  return [...found];
}

/** At most `count` of them, spread evenly over the list. */
const spread = (list: string[], count: number) =>
  list.length <= count
    ? list
    : Array.from({ length: count }, (_, index) => list[Math.floor((index * list.length) / count)] ?? '');

/**
 * Whether a language's pages are set in the Arabic-script fonts (Cairo, with Inter for Latin
 * inside): every language written in Arabic script (Arabic, Urdu, Persian), as CLDR's likely
 * script says. The fault is in drawing that script's words and the Latin among them, whatever the
 * language: Urdu writes tanween too (فوراً), and a language with none is still checked for its Latin words.
 */
const arabicScript = (lang: Lang) => scriptOf(lang) === 'Arab';

export function tanweenSample(lang: Lang): string[] {
  const texts = copyOf(lang);
  if (arabicScript(lang)) {
    const tanween = windows(texts, (word) => TANWEEN.test(word));
    const latinInArabic = windows(
      texts,
      (word, words, index) => LATIN.test(word) && [words[index - 1], words[index + 1]].some((next) => next && ARABIC.test(next)),
    );
    return [...tanween, ...spread(latinInArabic, 40)];
  }
  return spread(
    windows(texts, (word) => /[,.’'-]/.test(word), 2),
    40,
  );
}

interface WordBox {
  word: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Puts the windows on top of the page and returns the page-side function that lays them out. */
function drawScript(sample: string[], lang: Lang) {
  const reference = arabicScript(lang) ? "'Engine Cairo', 'Engine Inter'" : "'Engine Inter', 'Engine Cairo'";
  return `
    const fonts = [['Engine Cairo', '/__engine/cairo.woff2', ${JSON.stringify(CAIRO_REFERENCE_RANGE)}], ['Engine Inter', '/__engine/inter.woff2', 'U+0-10FFFF']];
    for (const [family, file, unicodeRange] of fonts) {
      if (![...document.fonts].some((face) => face.family === family)) document.fonts.add(new FontFace(family, 'url(' + file + ')', { weight: '100 1000', unicodeRange }));
    }
    const families = [...fonts.map(([family]) => family), 'Cairo Variable', 'Inter Variable'];
    document.getElementById('engine-sample')?.remove();
    const box = document.createElement('div');
    box.id = 'engine-sample';
    Object.assign(box.style, { position: 'fixed', inset: '0', zIndex: '2147483647', background: '#fff', color: '#000',
      padding: '16px', fontSize: '22px', lineHeight: '2.4', overflow: 'hidden', textAlign: 'start' });
    ${JSON.stringify(sample)}.forEach((text, index) => {
      const item = document.createElement('span');
      Object.assign(item.style, { display: 'inline-block', whiteSpace: 'nowrap', marginInlineEnd: '28px', fontWeight: '400' });
      item.textContent = text;
      box.append(item);
    });
    const marker = document.createElement('div');
    Object.assign(marker.style, { position: 'absolute', top: '0', left: '0', width: '10px', height: '10px' });
    box.append(marker);
    document.body.append(box);
    window.__engineSample = async (reference, red) => {
      box.style.fontFamily = reference ? ${JSON.stringify(reference)} : '';
      marker.style.background = 'rgb(' + red + ', 0, 160)';
      for (const family of families) await document.fonts.load('400 22px "' + family + '"', 'a ًا');
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const words = [];
      for (const item of box.querySelectorAll('span')) {
        const node = item.firstChild;
        for (const match of node.data.matchAll(/\\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rect = range.getBoundingClientRect();
          if (rect.bottom < innerHeight - 4 && rect.top > 0) words.push({ word: match[0], x: rect.x, y: rect.y, width: rect.width, height: rect.height });
        }
      }
      return { words, scale: devicePixelRatio };
    };
    return true;`;
}

type Pixels = Awaited<ReturnType<typeof pixels>>;
interface Shot {
  words: WordBox[];
  scale: number;
  image: Pixels;
}

/**
 * How a word drawn in the site's fonts differs from the same word in the full fonts, if it does:
 * its box (wider, higher: the word itself is drawn otherwise), where it starts (the spaces before
 * it are not the full font's), and its pixels, each box aligned on its own word.
 */
function compareWord(site: Shot, full: Shot, index: number): string | null {
  const [word, other, before, otherBefore] = [site.words[index], full.words[index], site.words[index - 1], full.words[index - 1]];
  if (!word || !other) return null;
  const problems: string[] = [];
  if (Math.abs(word.width - other.width) > 0.5) problems.push(`is ${(word.width - other.width).toFixed(1)} px wider`);
  if (Math.abs(word.y - other.y) > 0.5) problems.push(`sits ${(other.y - word.y).toFixed(1)} px higher`);
  if (before && otherBefore && Math.abs(before.y - word.y) < 1 && Math.abs(otherBefore.y - other.y) < 1) {
    const spacing = Math.abs(word.x - before.x) - Math.abs(other.x - otherBefore.x);
    if (Math.abs(spacing) > 0.5) problems.push(`is ${spacing.toFixed(1)} px further from the word before`);
  }
  // The word's box, a little wider and half a line above and below it: marks and raised glyphs.
  const { scale } = site;
  const width = Math.round((word.width + 4) * scale);
  const height = Math.round(word.height * 2 * scale);
  const corner = (box: WordBox) => ({ x: Math.round((box.x - 2) * scale), y: Math.round((box.y - box.height / 2) * scale) });
  const [a, b] = [corner(word), corner(other)];
  const at = (image: Pixels, x: number, y: number) =>
    x < 0 || y < 0 || x >= image.width || y >= image.height ? 255 : (image.data[y * image.width + x] ?? 255);
  // A pixel counts as changed when nothing within a pixel of it in the other drawing is close, nor
  // the mean of two pixels side by side there (a stem drawn half a pixel over): anti-aliasing may
  // differ by a fraction of a pixel; a raised word or a lost mark does not. WebKit draws a run of
  // the same font and layout half a pixel over in some sessions and not in others: «السريعة» after
  // «uv» in the full Cairo, 1.1 % of its pixels in about half of the runs, 0.2 % with the means.
  const near = (from: Pixels, fx: number, fy: number, to: Pixels, tx: number, ty: number) => {
    const value = at(from, fx, fy);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const other = at(to, tx + dx, ty + dy);
        if (Math.abs(value - other) <= 48) return true;
        if (dx < 1 && Math.abs(value - (other + at(to, tx + dx + 1, ty + dy)) / 2) <= 48) return true;
      }
    }
    return false;
  };
  let changed = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [sx, sy, fx, fy] = [a.x + x, a.y + y, b.x + x, b.y + y];
      if (!near(site.image, sx, sy, full.image, fx, fy) || !near(full.image, fx, fy, site.image, sx, sy)) changed++;
    }
  }
  const share = changed / Math.max(1, width * height);
  if (changed > 4 && share > 0.01) problems.push(`differs in ${(share * 100).toFixed(1)} % of its pixels`);
  return problems.length ? problems.join(', ') : null;
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Draws the sample in the site's fonts and in the full fonts on the open page; returns how many
 * words it compared and a description of each word that differs.
 */
export async function compareSample(
  browser: Browser,
  sample: string[],
  lang: Lang,
): Promise<{ compared: number; differ: string[] }> {
  const differ: string[] = [];
  let compared = 0;
  let drawings = 1;
  for (let start = 0; start < sample.length; start += PER_SCREEN) {
    await browser.run(drawScript(sample.slice(start, start + PER_SCREEN), lang));
    const shots = [];
    for (const reference of [false, true]) {
      // Each drawing has its own colour in the corner: a screenshot of an earlier frame (WebKit on a
      // busy machine) is taken again.
      const red = (drawings++ * 37) % 200;
      const layout = await browser.run<{ words: WordBox[]; scale: number }>(
        `return window.__engineSample(${reference}, ${red});`,
      );
      const png = await waitFor('a screenshot of the drawing', async () => {
        const shot = await browser.screenshot();
        const data = await sharp(shot).extract({ left: 2, top: 2, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
        return Math.abs((data[0] ?? 0) - red) <= 2 && (data[1] ?? 255) <= 2 ? shot : undefined;
      });
      if (SHOTS) writeFileSync(path.join(SHOTS, `${browser.name}-${lang}-${start}-${reference ? 'full' : 'site'}.png`), png);
      shots.push({ ...layout, image: await pixels(png) });
    }
    const [site, full] = shots;
    if (!site || !full) continue;
    if (site.words.map((word) => word.word).join(' ') !== full.words.map((word) => word.word).join(' ')) {
      throw new Error('the sample was not the same in both drawings');
    }
    site.words.forEach((word, index) => {
      compared++;
      const problem = compareWord(site, full, index);
      if (problem) differ.push(`«${word.word}» ${problem}`);
    });
  }
  await browser.run("document.getElementById('engine-sample')?.remove(); return true;");
  return { compared, differ };
}
