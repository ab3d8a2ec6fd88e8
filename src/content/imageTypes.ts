/** The shapes of the image manifest (src/content/images.generated.ts, written by scripts/images/pipeline.ts). */

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
