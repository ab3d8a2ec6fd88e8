import type { PARTNER_IDS } from './ids';
import type { FixedImage, PictureSet, ResponsiveImage } from './imageTypes';

/*
 * Where every picture of the site is and at which sizes. scripts/generate-images.ts draws the files
 * under public/ by this table; the pages name them by it. A picture's data follows from its kind and
 * its name, so no list of pictures is kept: which records have theirs drawn, the build finds in
 * public/ (src/content/pictureFiles.ts).
 */
export const PICTURE_SETS = {
  hero: { dir: 'images/hero', widths: [640, 800, 1280, 1920], ratio: 9 / 16 },
  services: { dir: 'images/services', widths: [270, 540], ratio: 4 / 3 },
  blog: { dir: 'Blog-Images', widths: [400, 800, 1200], ratio: 9 / 16 },
  team: { dir: 'images/team', widths: [160, 320], ratio: 1 },
  testimonials: { dir: 'images/testimonials', widths: [96, 192], ratio: 1 },
  poster: { dir: 'media', widths: [640, 1280], ratio: 9 / 16 },
} as const satisfies Record<string, PictureSet>;

/** The figure that stands for no one (a member's or a client's until theirs is drawn), among the team's pictures. */
export const SOMEONE = 'someone';

/** A picture's file at one width: <dir>/<name>-<width>.<format>, relative to public/. */
export const pictureFile = (set: PictureSet, name: string, width: number, format: 'avif' | 'webp'): string =>
  `${set.dir}/${name}-${width}.${format}`;

/** A picture's files: each width in AVIF and WebP, the WebP of the middle width as the fallback. */
export function responsiveImage(set: PictureSet, name: string): ResponsiveImage {
  const { widths } = set;
  const srcSet = (format: 'avif' | 'webp') => widths.map((w) => `/${pictureFile(set, name, w, format)} ${w}w`).join(', ');
  const largest = widths[widths.length - 1] ?? widths[0];
  return {
    src: `/${pictureFile(set, name, widths[Math.floor(widths.length / 2)] ?? widths[0], 'webp')}`,
    srcSetAvif: srcSet('avif'),
    srcSetWebp: srcSet('webp'),
    width: largest,
    height: Math.round(largest * set.ratio),
  };
}

/** The pictures of `names`, by name, in their order. */
export const responsiveImages = (set: PictureSet, names: readonly string[]): Record<string, ResponsiveImage> =>
  Object.fromEntries(names.map((name) => [name, responsiveImage(set, name)]));

/** A partner's mark. */
export const partnerLogo = (id: (typeof PARTNER_IDS)[number]): FixedImage => ({
  src: `/images/partners/${id}.svg`,
  width: 160,
  height: 64,
});

export const HERO_IMAGE: ResponsiveImage = responsiveImage(PICTURE_SETS.hero, 'hero');

/** The picture a shared link shows when its page has no card of its own. */
export const OG_IMAGE: FixedImage = { src: '/images/og-default.png', width: 1200, height: 630 };
