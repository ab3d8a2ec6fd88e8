// The share card of one page: 1200 × 630, the page's title large in the page's language, the
// section it belongs to (for detail pages) small above it, the brand's mark and name at the top.
// A card reads in its language's direction, in its script's fonts (SCRIPTS in
// src/lib/language/scripts.ts: English in Inter, Arabic in Cairo with its Latin words in Inter, as on
// the site). To change the design, change this file: it is one of the
// DESIGN_FILES that scripts/share-cards.ts hashes into every card's cache key, so the next build
// redraws every card.
//
// Text is drawn by sharp with Pango (HarfBuzz shaping, FriBidi bidi): Arabic letters join and runs
// are ordered as the site shows them. The background and the mark are SVG, drawn by librsvg.
import path from 'node:path';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { BRAND, WARM } from '../../src/content/palette';
import { dirOf, languageInfo, type LanguageInfo, type Lang } from '../../src/lib/language/languages';
import { FONTS, SCRIPTS } from '../../src/lib/language/scripts';
import { SHARE_CARD_SIZE } from '../../src/lib/paths';
import type { CardFontFiles } from './fonts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The brand's mark, drawn from the site's own logo file. */
const LOGO = path.join(ROOT, 'public', 'logo.svg');

/**
 * Every file the cards' pixels depend on besides the fonts' own bytes and each card's text: the
 * design (this file), the font conversion, the colours and the logo. Their bytes are part of every
 * card's cache key (scripts/share-cards.ts).
 */
export const DESIGN_FILES: readonly string[] = [
  import.meta.filename,
  path.join(import.meta.dirname, 'fonts.ts'),
  path.join(ROOT, 'src', 'lib', 'language', 'scripts.ts'),
  path.join(ROOT, 'src', 'content', 'palette.ts'),
  LOGO,
];

/** What a card shows: all of it comes from the page's own head (./pages.ts). */
export interface CardSpec {
  lang: Lang;
  /** The page's title, without the brand. */
  title: string;
  /** The list a detail page belongs to ("Blog", "Services"), from its breadcrumbs. */
  section?: string;
  /** The brand's name in the page's language. */
  brand: string;
}

/** An RGBA bitmap, as sharp composites it. */
export interface Layer {
  data: Buffer;
  width: number;
  height: number;
}

const { width: WIDTH, height: HEIGHT } = SHARE_CARD_SIZE;
/** The margin at the start and end sides, and at the top and bottom. */
const MARGIN_X = 88;
const MARGIN_Y = 72;
/** The brand's mark, a rounded square as in public/logo.svg. */
const MARK_SIZE = 68;
/** The widest a title may run: most of the card, short of the decoration at its end side. */
const TITLE_WIDTH = 900;
/**
 * Title sizes in pixels, largest first: the largest that fits (in at most two lines for the first
 * size, three for the others) is taken; a title too long for three lines at the smallest size is
 * cut after a word and ends with "…".
 */
const TITLE_SIZES = [76, 66, 58] as const;
const TITLE_MAX_LINES = 3;

export type Weight = 'SemiBold' | 'Bold' | 'ExtraBold';

export interface TextOptions {
  text: string;
  lang: Lang;
  weight: Weight;
  /** Font size in pixels. */
  size: number;
  color: string;
  /** Wrap at this width in pixels (one line when absent). */
  width?: number;
  /** Line height as a multiple of the size. */
  lineHeight?: number;
}

/** What drawing a language's text takes from its entry in LANGUAGE_LIST and its script. */
export interface CardLanguage {
  /**
   * The paragraph's base direction (left-to-right or right-to-left mark), at the start of every
   * text. Pango otherwise takes it from the first letter with a direction, so an Arabic title that
   * starts with a Latin word («DevOps والأتمتة») would be laid out left to right, the Latin word on
   * the left.
   */
  mark: string;
  /** Pango's font list: the script's fonts, its own first (Cairo for Arabic letters, Inter for the Latin ones among them). */
  families: string;
  /** The title's line height as a multiple of its size: Arabic needs room for the marks above and below its letters. */
  lineHeight: number;
}

export function cardLanguage({ dir, script }: Pick<LanguageInfo, 'dir' | 'script'>): CardLanguage {
  const { fonts, cardLineHeight } = SCRIPTS[script];
  return {
    mark: dir === 'rtl' ? '\u200f' : '\u200e',
    families: fonts.map((id) => FONTS[id].fileFamily).join(', '),
    lineHeight: cardLineHeight,
  };
}

/** The Pango markup of a text: its direction mark, then the text, escaped. */
export function cardMarkup(language: CardLanguage, text: string, color: string, lineHeight?: number, size = 0): string {
  const height = lineHeight ? ` line_height="${Math.round(size * lineHeight * 1024)}"` : '';
  return `<span foreground="${color}"${height}>${language.mark}${escapeMarkup(text)}</span>`;
}

const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Draws the cards with the site's fonts: the TrueType files of ./fonts.ts. */
export class CardPainter {
  private registered: Promise<void> | undefined;

  constructor(private readonly fonts: CardFontFiles) {}

  /**
   * libvips adds a font file to the process's fonts when a text first names it, and keeps it: both
   * files are added before any text is drawn, so that Arabic text finds Inter for its Latin words.
   */
  private register(): Promise<void> {
    const add = (fontfile: string) =>
      sharp({ text: { text: '.', fontfile } })
        .raw()
        .toBuffer();
    this.registered ??= Promise.all(Object.values(this.fonts).map(add)).then(() => undefined);
    return this.registered;
  }

  /**
   * A text as an RGBA bitmap cropped to its ink. Multi-line text is aligned to its start side:
   * Pango's "left" alignment is the start of the paragraph, so the right side in Arabic.
   */
  async text({ text, lang, weight, size, color, width, lineHeight }: TextOptions): Promise<Layer> {
    await this.register();
    const language = cardLanguage(languageInfo(lang));
    const { data, info } = await sharp({
      text: {
        text: cardMarkup(language, text, color, lineHeight, size),
        font: `${language.families} ${weight} ${size}`,
        // 72 dpi: a point is a pixel.
        dpi: 72,
        rgba: true,
        align: 'left',
        wrap: 'word',
        ...(width ? { width } : {}),
      },
    })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  }

  /**
   * The title at the largest size that fits, balanced over its lines (the last one not much shorter
   * than the others), or cut with "…" after the last word that fits in three lines.
   */
  async title(title: string, lang: Lang): Promise<{ layer: Layer; lines: number; size: number; text: string }> {
    const { lineHeight } = cardLanguage(languageInfo(lang));
    const draw = (text: string, size: number, width = TITLE_WIDTH) =>
      this.text({ text, lang, weight: 'ExtraBold', size, color: '#ffffff', width, lineHeight });
    for (const [index, size] of TITLE_SIZES.entries()) {
      const layer = await draw(title, size);
      const lines = lineCount(layer, size, lineHeight);
      if (lines <= (index === 0 ? 2 : TITLE_MAX_LINES)) {
        const balanced = await this.balance(layer, lines, (w) => draw(title, size, w), size, lineHeight);
        return { layer: balanced, lines, size, text: title };
      }
    }
    const size = TITLE_SIZES.at(-1)!;
    const words = title.split(/\s+/);
    // The most words that fit with the ellipsis: at least one, at most all but one.
    let [low, high] = [1, words.length - 1];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      const layer = await draw(`${words.slice(0, middle).join(' ')}…`, size);
      if (lineCount(layer, size, lineHeight) <= TITLE_MAX_LINES) low = middle;
      else high = middle - 1;
    }
    const text = `${words.slice(0, low).join(' ')}…`;
    const layer = await draw(text, size);
    return { layer, lines: lineCount(layer, size, lineHeight), size, text };
  }

  /** The narrowest wrapping width (to 10 px) that keeps the text on as many lines. */
  private async balance(layer: Layer, lines: number, draw: (width: number) => Promise<Layer>, size: number, lineHeight: number) {
    if (lines < 2) return layer;
    let [low, high, best] = [Math.floor(TITLE_WIDTH / 2), TITLE_WIDTH, layer];
    while (high - low > 10) {
      const middle = Math.round((low + high) / 2);
      const candidate = await draw(middle);
      if (lineCount(candidate, size, lineHeight) === lines) [high, best] = [middle, candidate];
      else low = middle;
    }
    return best;
  }

  /**
   * The card as a baseline JPEG (libjpeg-turbo's defaults, colour at half resolution): about 10 ms
   * to encode, where a palette PNG under the same limit takes about 145 ms (libimagequant), and
   * every link unfurler reads it. The first quality that comes in at CARD_MAX_BYTES or under is
   * taken.
   */
  async card(spec: CardSpec): Promise<Buffer> {
    const image = await this.picture(spec);
    let jpeg = Buffer.alloc(0);
    for (const quality of CARD_QUALITIES) {
      jpeg = await image.clone().jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
      if (jpeg.length <= CARD_MAX_BYTES) break;
    }
    return jpeg;
  }

  /** The card's pixels, not yet encoded: RGB, 1200 × 630. */
  private async picture(spec: CardSpec): Promise<Sharp> {
    const rtl = dirOf(spec.lang) === 'rtl';
    /** x of a layer of this width placed `inset` pixels from the start side. */
    const start = (width: number, inset = MARGIN_X) => (rtl ? WIDTH - inset - width : inset);

    const [backdrop, mark, bar, brand, section, title] = await Promise.all([
      this.once(`backdrop-${rtl}`, () => svgLayer(backdropSvg(rtl))),
      this.once('mark', () => svgLayer(LOGO, MARK_SIZE)),
      this.once('bar', () =>
        svgLayer(
          `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="6"><rect width="28" height="6" rx="3" fill="${WARM[300]}"/></svg>`,
        ),
      ),
      this.text({ text: spec.brand, lang: spec.lang, weight: 'Bold', size: 34, color: '#ffffff' }),
      spec.section
        ? this.text({ text: spec.section, lang: spec.lang, weight: 'SemiBold', size: 30, color: BRAND[300] })
        : undefined,
      this.title(spec.title, spec.lang),
    ]);

    const layers: OverlayOptions[] = [];
    const put = (layer: Layer, left: number, top: number) =>
      layers.push({
        input: layer.data,
        raw: { width: layer.width, height: layer.height, channels: 4 },
        left: Math.round(left),
        top: Math.round(top),
      });

    // The header: the mark, then the brand's name centred on it.
    put(mark, start(MARK_SIZE), MARGIN_Y);
    put(brand, start(brand.width, MARGIN_X + MARK_SIZE + 22), MARGIN_Y + (MARK_SIZE - brand.height) / 2);

    // The section (after a short bar) and the title, centred together in the space under the header.
    const gap = 26;
    const block = (section ? section.height + gap : 0) + title.layer.height;
    const top = MARGIN_Y + MARK_SIZE + (HEIGHT - MARGIN_Y - MARK_SIZE - 40 - block) / 2;
    if (section) {
      put(bar, start(bar.width), top + (section.height - bar.height) / 2);
      put(section, start(section.width, MARGIN_X + bar.width + 16), top);
    }
    put(title.layer, start(title.layer.width), top + (section ? section.height + gap : 0));

    return sharp(backdrop.data, { raw: { width: backdrop.width, height: backdrop.height, channels: 4 } })
      .composite(layers)
      .removeAlpha();
  }

  private readonly drawn = new Map<string, Promise<Layer>>();

  /** The parts every card of a direction shares, drawn once. */
  private once(key: string, draw: () => Promise<Layer>): Promise<Layer> {
    let layer = this.drawn.get(key);
    if (!layer) this.drawn.set(key, (layer = draw()));
    return layer;
  }
}

/** The most a card may weigh, in bytes: scripts/share-cards.ts stops the build at a heavier one. */
export const CARD_MAX_BYTES = 50_000;

/**
 * The JPEG qualities a card is encoded at, best first. A card's weight grows with its ink: at 80
 * the site's cards weigh 17-50 KB and the text's edges and the glow stay clean (white and light blue
 * on dark blue, where JPEG's ringing shows first); the titles with the most ink (three full lines
 * and a section) come to about 57 KB at 80, 51 KB at 75 and 47.5 KB at 70, so they take a lower
 * quality. 65 is a margin for a script with denser letters.
 */
const CARD_QUALITIES = [80, 75, 70, 65] as const;

/** An SVG (markup, or a file drawn at `size` pixels square) as an RGBA bitmap. */
async function svgLayer(svg: string, size?: number): Promise<Layer> {
  const input = size ? sharp(svg, { density: 72 }).resize(size, size) : sharp(Buffer.from(svg));
  const { data, info } = await input.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** How many lines a text cropped to its ink holds: one line's ink is about as high as its size. */
export function lineCount(layer: Layer, size: number, lineHeight: number): number {
  return 1 + Math.max(0, Math.round((layer.height - size) / (size * lineHeight)));
}

/**
 * The card without its words: the site's dark brand blue with a glow and a small constellation at
 * the end side (as the hero picture has), and a band in the brand's blues along the bottom.
 */
function backdropSvg(rtl: boolean): string {
  const x = (value: number) => (rtl ? WIDTH - value : value);
  const stars: [number, number, number][] = [
    [1046, 112, 5],
    [1124, 178, 3.5],
    [1070, 262, 4],
    [1150, 330, 3],
    [1032, 392, 3.5],
    [1112, 452, 5],
  ];
  const links: [number, number][] = [
    [0, 1],
    [1, 2],
    [2, 3],
    [2, 4],
    [3, 5],
    [4, 5],
  ];
  const star = ([cx, cy, r]: [number, number, number]) =>
    `<circle cx="${x(cx)}" cy="${cy}" r="${r * 3.2}" fill="${BRAND[400]}" fill-opacity="0.16"/>` +
    `<circle cx="${x(cx)}" cy="${cy}" r="${r}" fill="${BRAND[200]}" fill-opacity="0.85"/>`;
  const link = ([a, b]: [number, number]) => {
    const [x1, y1] = stars[a]!;
    const [x2, y2] = stars[b]!;
    return `<line x1="${x(x1)}" y1="${y1}" x2="${x(x2)}" y2="${y2}" stroke="${BRAND[300]}" stroke-opacity="0.28" stroke-width="1.5"/>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <radialGradient id="glow" cx="${x(1060) / WIDTH}" cy="0.3" r="0.75">
      <stop offset="0" stop-color="${BRAND[800]}"/>
      <stop offset="1" stop-color="${BRAND[950]}"/>
    </radialGradient>
    <linearGradient id="band" x1="${rtl ? 1 : 0}" x2="${rtl ? 0 : 1}">
      <stop offset="0" stop-color="${BRAND[600]}"/>
      <stop offset="1" stop-color="${BRAND[300]}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  ${links.map(link).join('')}
  ${stars.map(star).join('')}
  <rect y="${HEIGHT - 12}" width="${WIDTH}" height="12" fill="url(#band)"/>
</svg>`;
}
