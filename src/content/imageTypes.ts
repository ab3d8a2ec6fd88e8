/** The shapes of the pictures' data (src/content/images.ts, recordImages.ts). */

/** A picture's files at several widths. */
export interface ResponsiveImage {
  /** WebP fallback at the middle width */
  src: string;
  srcSetAvif: string;
  srcSetWebp: string;
  /** Intrinsic width of the largest file */
  width: number;
  /** Intrinsic height of the largest file */
  height: number;
}

/** One file at one size (logos, the share image). */
export interface FixedImage {
  src: string;
  width: number;
  height: number;
}

/**
 * A kind of picture: the folder of its files under public/, the widths each is drawn at (smallest
 * first), and its height over its width. A picture named <name> is the files
 * <dir>/<name>-<width>.avif and .webp for every width.
 */
export interface PictureSet {
  dir: string;
  widths: readonly [number, ...number[]];
  ratio: number;
}

/**
 * The records whose pictures are drawn (every file of every width is in public/), by kind, in the
 * order of their record file: what the build finds, so that a record added with its pictures needs
 * no list to be edited. A record without shows a stand-in (src/content/recordPictures.ts).
 */
export interface DrawnPictures {
  services: readonly string[];
  team: readonly string[];
  testimonials: readonly string[];
}
