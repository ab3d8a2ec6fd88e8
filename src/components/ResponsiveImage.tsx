import type { ResponsiveImage as Image } from '../content/imageTypes';

interface Props {
  image: Image;
  /** Text alternative in the page's language; empty for decorative images. */
  alt: string;
  sizes: string;
  className?: string;
  /** Classes of the `<picture>` around the image (a carousel slide's gets `slide-picture`). */
  pictureClassName?: string;
  /** The page's largest image above the fold: load first, never lazily. */
  priority?: boolean;
}

/** AVIF with a WebP fallback at several widths, with intrinsic size so nothing shifts. */
export function ResponsiveImage({ image, alt, sizes, className, pictureClassName, priority = false }: Props) {
  return (
    <picture className={pictureClassName}>
      <source type="image/avif" srcSet={image.srcSetAvif} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.srcSetWebp}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
      />
    </picture>
  );
}
