// Writes the site's web fonts, cut down to what it uses, to src/assets/fonts/:
//
//   node --import tsx scripts/generate-fonts.ts
//
// Every font of FONTS in src/lib/language/scripts.ts (Inter for Latin, Cairo for Arabic; variable
// fonts of @fontsource-variable, SIL Open Font License): it keeps the characters of the font's
// ranges (which are also its @font-face's unicode-range), the weight axis from 400 to 800 (the
// weights the site sets) and the default OpenType layout features (kerning, ligatures, Arabic
// joining and marks), which drops stylistic sets and other alternates: Inter from 48 to 30 KB, Cairo
// from 31 to 21 KB. The output is committed; run this again after changing a font's ranges or
// adding a font. tests/unit/assets.test.ts checks that the committed files are this script's output.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { FONTS as WEB_FONTS, FONT_WEIGHTS, type WebFont } from '../src/lib/language/scripts';

const ROOT = path.resolve(import.meta.dirname, '..');

export type FontSubset = Pick<WebFont, 'file' | 'source' | 'ranges'>;

export const FONTS: readonly FontSubset[] = Object.values(WEB_FONTS);

export const fontPath = (file: string): string => path.join(ROOT, 'src', 'assets', 'fonts', file);

/** The subset font file for one entry of FONTS. */
export async function subset({ source, ranges }: FontSubset): Promise<Buffer> {
  const text = ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');
  const font = await readFile(path.join(ROOT, 'node_modules', source));
  return subsetFont(font, text, { targetFormat: 'woff2', variationAxes: { wght: FONT_WEIGHTS } });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const font of FONTS) {
    const data = await subset(font);
    await writeFile(fontPath(font.file), data);
    console.log(`${font.file}: ${(data.length / 1024).toFixed(1)} KB`);
  }
}
