// Writes the site's two web fonts, cut down to what it uses, to src/assets/fonts/:
//
//   node --import tsx scripts/generate-fonts.ts
//
// From the variable fonts of @fontsource-variable (Inter for Latin, Cairo for Arabic; SIL Open
// Font License) it keeps the characters of each script's unicode-range (src/styles/index.css),
// the weight axis from 400 to 800 (the weights the site sets) and the default OpenType layout
// features (kerning, ligatures, Arabic joining and marks), which drops stylistic sets and other
// alternates: Inter from 48 to 30 KB, Cairo from 31 to 21 KB. The output is committed; run this
// again after changing the ranges or weights. tests/unit/assets.test.ts checks that the committed
// files are this script's output.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEIGHTS = { min: 400, max: 800 };

export interface FontSubset {
  /** File name in src/assets/fonts/. */
  file: string;
  /** The full font, relative to node_modules/. */
  source: string;
  /** Unicode ranges (inclusive), the same as the @font-face rules' unicode-range. */
  ranges: readonly (readonly [number, number])[];
}

export const FONTS: readonly FontSubset[] = [
  {
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
  {
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
];

export const fontPath = (file: string): string => path.join(ROOT, 'src', 'assets', 'fonts', file);

/** The subset font file for one entry of FONTS. */
export async function subset({ source, ranges }: FontSubset): Promise<Buffer> {
  const text = ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');
  const font = await readFile(path.join(ROOT, 'node_modules', source));
  return subsetFont(font, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const font of FONTS) {
    const data = await subset(font);
    await writeFile(fontPath(font.file), data);
    console.log(`${font.file}: ${(data.length / 1024).toFixed(1)} KB`);
  }
}
