// The pictures found in public/, for the build and the tools (Node only): which ones are drawn, so
// that adding a record's pictures is adding files, with no list to edit. The pages learn which
// records have theirs through `virtual:drawn-pictures` (scripts/images/drawnPictures.ts).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PICTURE_SETS, responsiveImages } from './images';
import type { PictureSet, ResponsiveImage } from './imageTypes';

/**
 * The project's public/: the build, the tools and the tests run in the project's folder (this
 * module is also bundled into the server build, src/entry-server.tsx, where no path relative to it
 * would lead there).
 */
const PUBLIC_DIR = path.resolve(process.cwd(), 'public');

/** Every name of `set` whose files are all in `publicDir` (each width, AVIF and WebP), sorted. */
export function drawnNames(set: PictureSet, publicDir: string = PUBLIC_DIR): string[] {
  const dir = path.join(publicDir, set.dir);
  if (!existsSync(dir)) return [];
  const files = new Set(readdirSync(dir));
  const first = `-${set.widths[0]}.webp`;
  return [...files]
    .filter((file) => file.endsWith(first))
    .map((file) => file.slice(0, -first.length))
    .filter((name) => set.widths.every((w) => files.has(`${name}-${w}.avif`) && files.has(`${name}-${w}.webp`)))
    .sort();
}

/** By slug: every post picture drawn in public/ (drafts' too; a removed post's does no harm). */
export const BLOG_IMAGES: Record<string, ResponsiveImage> = responsiveImages(PICTURE_SETS.blog, drawnNames(PICTURE_SETS.blog));
