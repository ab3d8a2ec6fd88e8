// The site's own web fonts (src/assets/fonts/, written by scripts/generate-fonts.ts) for drawing the
// share cards. sharp draws text with Pango, which reads TrueType or OpenType files, not WOFF2, so
// each font is unpacked once (subset-font: every glyph, feature and the weight axis kept) into the
// cards' cache and reused by later builds while the WOFF2 file is unchanged.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FONTS, type FontId } from '../../src/lib/language/scripts';
import { fontPath } from '../generate-fonts';

/** Every web font of the site (FONTS in src/lib/language/scripts.ts), by its id there. */
export type CardFontId = FontId;

const FONT_IDS = Object.keys(FONTS).filter((id): id is FontId => Object.hasOwn(FONTS, id));

/** Where each font's TrueType file is, ready for sharp's `fontfile`. */
export type CardFontFiles = Record<CardFontId, string>;

/** The bytes of the site's WOFF2 files: what the cards' pixels depend on, for the cache key. */
export async function fontSources(): Promise<Record<CardFontId, Buffer>> {
  const entries = await Promise.all(FONT_IDS.map(async (id) => [id, await readFile(fontPath(FONTS[id].file))] as const));
  return Object.fromEntries(entries) as Record<CardFontId, Buffer>;
}

/** The fonts as TrueType files in `dir`, unpacked unless a file of the same source is there already. */
export async function cardFontFiles(dir: string, sources: Record<CardFontId, Buffer>): Promise<CardFontFiles> {
  await mkdir(dir, { recursive: true });
  const entries = await Promise.all(
    FONT_IDS.map(async (id) => {
      const hash = createHash('sha256').update(sources[id]).digest('hex').slice(0, 16);
      const file = path.join(dir, `${id}-${hash}.ttf`);
      if (!existsSync(file)) {
        const ttf = await subsetFont(sources[id], '', { keepAllGlyphs: true, targetFormat: 'truetype' });
        // Written whole or not at all: a build stopped halfway leaves no broken font behind.
        await writeFile(`${file}.${process.pid}.tmp`, ttf);
        await rename(`${file}.${process.pid}.tmp`, file);
      }
      return [id, file] as const;
    }),
  );
  return Object.fromEntries(entries) as CardFontFiles;
}
