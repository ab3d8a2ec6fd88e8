/**
 * What the site needs to know about each script (writing system) its languages are written in,
 * keyed by ISO 15924 code; every language of LANGUAGE_LIST names its script. From this table come:
 * the font files cut by scripts/generate-fonts.ts, the stylesheet's @font-face rules, font stacks,
 * line heights and letter-spacing rules (src/styles/scripts.ts writes them into
 * src/styles/index.css), the fonts a page preloads, the share cards' faces and line heights
 * (scripts/cards/) and the translators' report's faces (scripts/i18n/report.ts).
 */

/** A variable web font the site ships: a cut of a font of @fontsource-variable (SIL Open Font License). */
export interface WebFont {
  /** Its family name in the site's stylesheet. */
  family: string;
  /** The family name its file declares, which the share cards' text renderer (Pango) asks for. */
  fileFamily: string;
  /** Its file in src/assets/fonts/, written by scripts/generate-fonts.ts. */
  file: string;
  /** The full font it is cut from, relative to node_modules/. */
  source: string;
  /**
   * The characters kept (inclusive ranges of code points): both what scripts/generate-fonts.ts
   * keeps and the @font-face's unicode-range, so a page downloads a file only for text it has.
   */
  ranges: readonly (readonly [number, number])[];
}

/** The weight axis every font keeps: the weights the site sets. */
export const FONT_WEIGHTS = { min: 400, max: 800 } as const;

export const FONTS = {
  'inter-latin': {
    family: 'Inter Variable',
    fileFamily: 'Inter',
    file: 'inter-latin-wght-400-800.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ranges: [
      [0x0000, 0x00ff],
      [0x0131, 0x0131],
      [0x0152, 0x0153],
      [0x02bb, 0x02bc],
      [0x02c6, 0x02c6],
      [0x02da, 0x02da],
      [0x02dc, 0x02dc],
      [0x0304, 0x0304],
      [0x0308, 0x0308],
      [0x0329, 0x0329],
      [0x2000, 0x206f],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2191, 0x2191],
      [0x2193, 0x2193],
      [0x2212, 0x2212],
      [0x2215, 0x2215],
      [0xfeff, 0xfeff],
      [0xfffd, 0xfffd],
    ],
  },
  'cairo-arabic': {
    family: 'Cairo Variable',
    fileFamily: 'Cairo',
    file: 'cairo-arabic-wght-400-800.woff2',
    source: '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
    // U+0020 and U+00A0: the spaces around Arabic words come from Cairo too. When they came from
    // Inter, WebKit (Safari) drew words with tanween («حلولًا») raised and without their mark.
    ranges: [
      [0x0020, 0x0020],
      [0x00a0, 0x00a0],
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0x0870, 0x088e],
      [0x0890, 0x0891],
      [0x0897, 0x08e1],
      [0x08e3, 0x08ff],
      [0x200c, 0x200e],
      [0x2010, 0x2011],
      [0x204f, 0x204f],
      [0x2e41, 0x2e41],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfe74],
      [0xfe76, 0xfefc],
    ],
  },
} as const satisfies Record<string, WebFont>;

export type FontId = keyof typeof FONTS;

/** What text in one script needs. */
export interface ScriptInfo {
  /**
   * The web fonts its text is set in, its own first, then the ones for the other characters it
   * mixes in (Latin names, Western digits): the pages' font stack and preloads, the share cards'
   * and the translators' report's faces.
   */
  fonts: readonly FontId[];
  /**
   * Faces that devices have for it (macOS and iOS, Windows, Android and Linux), for a word of it on
   * a page in another script: the language switcher's names, which never download a font.
   */
  systemFaces: readonly string[];
  /** Line height of running text on its pages. */
  lineHeight: number;
  /** Line height of the share card's title, as a multiple of its size. */
  cardLineHeight: number;
  /** Whether its text may be letter-spaced (tracking) or case-transformed (uppercase). */
  tracking: boolean;
  /** Whether it has an italic: when not, text the site sets in italic for emphasis (quotes) stays upright. */
  italic: boolean;
}

export const SCRIPTS = {
  Latn: {
    fonts: ['inter-latin'],
    systemFaces: ['Roboto', 'Helvetica Neue', 'Arial'],
    lineHeight: 1.5,
    cardLineHeight: 1.14,
    tracking: true,
    italic: true,
  },
  Arab: {
    // Cairo first, so that the spaces between Arabic words are Cairo's too (see its ranges); Latin
    // letters and Western digits come from Inter.
    fonts: ['cairo-arabic', 'inter-latin'],
    systemFaces: ['SF Arabic', 'Geeza Pro', 'Noto Sans Arabic', 'Noto Naskh Arabic', 'Tahoma'],
    // Room for the marks above and below the letters; joined letters must never be spaced apart.
    lineHeight: 1.75,
    cardLineHeight: 1.42,
    tracking: false,
    italic: false,
  },
} as const satisfies Record<string, ScriptInfo>;

/** An ISO 15924 script code of the table. */
export type Script = keyof typeof SCRIPTS;

export function isScript(value: unknown): value is Script {
  return typeof value === 'string' && Object.hasOwn(SCRIPTS, value);
}

export const SCRIPT_CODES: readonly Script[] = Object.keys(SCRIPTS).filter(isScript);

/** The CSS families of a script's fonts, its own first, then the system's. */
export function fontStack(script: Script): string[] {
  return [...SCRIPTS[script].fonts.map((id) => `'${FONTS[id].family}'`), 'ui-sans-serif', 'system-ui', 'sans-serif'];
}

/** A unicode-range value ("U+0000-00FF, U+0131") from ranges of code points. */
export function unicodeRange(ranges: WebFont['ranges']): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}
