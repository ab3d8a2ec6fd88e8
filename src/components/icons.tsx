import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

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

const CHEVRON_TURN = {
  down: '',
  up: 'rotate-180',
  // Drawn pointing right; mirrored in right-to-left documents so it points the reading direction.
  end: 'rtl:-scale-x-100',
  start: 'rotate-180 rtl:rotate-0',
} as const;

export function ChevronIcon({
  direction,
  className = '',
  ...props
}: IconProps & { direction: keyof typeof CHEVRON_TURN }) {
  const path = direction === 'down' || direction === 'up' ? 'm6 9 6 6 6-6' : 'm9 6 6 6-6 6';
  return (
    <Svg className={`${CHEVRON_TURN[direction]} ${className}`} {...props}>
      <path d={path} />
    </Svg>
  );
}

/** An arrow pointing the reading direction (→ in English, ← in Arabic). */
export function ArrowEndIcon({ className = '', ...props }: IconProps) {
  return (
    <Svg className={`rtl:-scale-x-100 ${className}`} {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Svg>
  );
}

/** An arrow pointing back against the reading direction (← in English, → in Arabic). */
export function ArrowStartIcon({ className = '', ...props }: IconProps) {
  return (
    <Svg className={`rtl:-scale-x-100 ${className}`} {...props}>
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
