import type { SVGProps } from 'react';

/*
 * Icons that point or face along the reading direction (arrows, sideways chevrons, quotation marks)
 * are mirrored in right-to-left documents and say so with `data-points="start"` or `"end"`: the
 * pseudo-locale checks (tests/e2e/pseudo-locales.spec.ts) expect exactly those to turn between a
 * left-to-right and a right-to-left page, and every other icon to stay as drawn.
 *
 * The interface's icons; the marks of social networks, service features and technologies are in
 * recordIcons.tsx, so that the pages' shell does not carry them. All are decorative: hidden from
 * assistive tech, named by the text beside them.
 */

export type IconProps = SVGProps<SVGSVGElement>;

/** 24×24 line icon drawn with the current text colour; decorative (hidden from assistive tech). */
export function Svg({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** 24×24 solid icon filled with the current text colour; decorative. */
export function FilledSvg({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

const CHEVRON_TURN = {
  down: '',
  up: 'rotate-180',
  // Drawn pointing right; mirrored in right-to-left documents so it points the reading direction.
  end: 'rtl:-scale-x-100',
  start: 'rotate-180 rtl:rotate-0',
} as const;

export function ChevronIcon({ direction, className = '', ...props }: IconProps & { direction: keyof typeof CHEVRON_TURN }) {
  const sideways = direction === 'start' || direction === 'end';
  const path = sideways ? 'm9 6 6 6-6 6' : 'm6 9 6 6 6-6';
  return (
    <Svg className={`${CHEVRON_TURN[direction]} ${className}`} data-points={sideways ? direction : undefined} {...props}>
      <path d={path} />
    </Svg>
  );
}

/** An arrow pointing the reading direction (→ in English, ← in Arabic). */
export function ArrowEndIcon({ className = '', ...props }: IconProps) {
  return (
    <Svg className={`rtl:-scale-x-100 ${className}`} data-points="end" {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Svg>
  );
}

/** An arrow pointing back against the reading direction (← in English, → in Arabic). */
export function ArrowStartIcon({ className = '', ...props }: IconProps) {
  return (
    <Svg className={`rtl:-scale-x-100 ${className}`} data-points="start" {...props}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Svg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </Svg>
  );
}

export function PinIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z" />
      <circle cx="12" cy="9" r="2.5" />
    </Svg>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </Svg>
  );
}

/** A tick, for lists of benefits. */
export function CheckIcon(props: IconProps) {
  return (
    <Svg strokeWidth={2.5} {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Svg>
  );
}

/** The feed symbol (a dot and two arcs), for links to the blog's feed; a symbol, so never mirrored. */
export function FeedIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16" />
      <circle cx="5" cy="19" r="1" />
    </Svg>
  );
}

/** Two overlapping sheets: copy to the clipboard. */
export function CopyIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </Svg>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <FilledSvg {...props}>
      <path d="m12 2.5 2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9L12 2.5Z" />
    </FilledSvg>
  );
}

/** Opening quotation marks, facing the reading direction. */
export function QuoteIcon({ className = '', ...props }: IconProps) {
  return (
    <FilledSvg className={`rtl:-scale-x-100 ${className}`} data-points="end" {...props}>
      <path d="M10 7H6a3 3 0 0 0-3 3v4a3 3 0 0 0 3 3h1v3l4-3V10a3 3 0 0 0-1-3Zm11 0h-4a3 3 0 0 0-3 3v4a3 3 0 0 0 3 3h1v3l4-3V10a3 3 0 0 0-1-3Z" />
    </FilledSvg>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <FilledSvg {...props}>
      <path d="M8 5v14l11-7L8 5Z" />
    </FilledSvg>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <FilledSvg {...props}>
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
    </FilledSvg>
  );
}

/** WhatsApp's logo (simple-icons, CC0), in the current text colour; a logo, so never mirrored. */
export function WhatsAppIcon(props: IconProps) {
  return (
    <FilledSvg width="1em" height="1em" {...props}>
      <path d="M17.472 14.382c-.297-.149-1.758-.867-2.03-.967-.273-.099-.471-.148-.67.15-.197.297-.767.966-.94 1.164-.173.199-.347.223-.644.075-.297-.15-1.255-.463-2.39-1.475-.883-.788-1.48-1.761-1.653-2.059-.173-.297-.018-.458.13-.606.134-.133.298-.347.446-.52.149-.174.198-.298.298-.497.099-.198.05-.371-.025-.52-.075-.149-.669-1.612-.916-2.207-.242-.579-.487-.5-.669-.51-.173-.008-.371-.01-.57-.01-.198 0-.52.074-.792.372-.272.297-1.04 1.016-1.04 2.479 0 1.462 1.065 2.875 1.213 3.074.149.198 2.096 3.2 5.077 4.487.709.306 1.262.489 1.694.625.712.227 1.36.195 1.871.118.571-.085 1.758-.719 2.006-1.413.248-.694.248-1.289.173-1.413-.074-.124-.272-.198-.57-.347m-5.421 7.403h-.004a9.87 9.87 0 01-5.031-1.378l-.361-.214-3.741.982.998-3.648-.235-.374a9.86 9.86 0 01-1.51-5.26c.001-5.45 4.436-9.884 9.888-9.884 2.64 0 5.122 1.03 6.988 2.898a9.825 9.825 0 012.893 6.994c-.003 5.45-4.437 9.884-9.885 9.884m8.413-18.297A11.815 11.815 0 0012.05 0C5.495 0 .16 5.335.157 11.892c0 2.096.547 4.142 1.588 5.945L.057 24l6.305-1.654a11.882 11.882 0 005.683 1.448h.005c6.554 0 11.89-5.335 11.893-11.893a11.821 11.821 0 00-3.48-8.413Z" />
    </FilledSvg>
  );
}
