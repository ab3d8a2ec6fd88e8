import type { TechItem } from '../content/tech';

/** A technology's brand mark (simple-icons), in its brand colour. */
export function TechIcon({ item, className = '' }: { item: TechItem; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill={`#${item.icon.hex}`} aria-hidden="true" focusable="false">
      <path d={item.icon.path} />
    </svg>
  );
}
