// subset-font ships no types: the part of its API the scripts use (scripts/generate-fonts.ts,
// scripts/cards/fonts.ts).
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    preserveNameIds?: number[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** Every glyph of the font (the text must then be empty): a change of format only. */
    keepAllGlyphs?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
