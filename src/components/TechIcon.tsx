import { techIconSrc, type TechItem } from '../content/tech';

/** A technology's brand mark (simple-icons, in its brand colour), as a static image. */
export function TechIcon({ item, size, className = '' }: { item: TechItem; size: number; className?: string }) {
  return (
    <img
      src={techIconSrc(item.icon)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
