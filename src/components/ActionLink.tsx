import type { ReactNode } from 'react';
import type { RouteTarget } from '../lib/paths';
import { LocalLink } from './LocalLink';

export type ActionTarget = RouteTarget | { href: string };

const VARIANTS = {
  primary: 'bg-brand-600 text-white shadow-lg shadow-brand-900/30 hover:bg-brand-700',
  secondary: 'bg-white/10 text-white ring-1 ring-white/70 backdrop-blur-sm hover:bg-white hover:text-brand-800',
  solid: 'bg-brand-600 text-white hover:bg-brand-700',
  outline: 'text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50',
} as const;

type ActionVariant = keyof typeof VARIANTS;

interface Props {
  to: ActionTarget;
  variant: ActionVariant;
  children: ReactNode;
}

/**
 * A button-looking link. Route targets navigate inside the app in the current language;
 * `href` targets (anchors "#…", external URLs, mailto:) use the browser's own navigation.
 */
export function ActionLink({ to, variant, children }: Props) {
  const className = `inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-7 py-3 text-base font-semibold transition-colors ${VARIANTS[variant]}`;
  if ('href' in to) {
    return (
      <a href={to.href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <LocalLink to={to} className={className}>
      {children}
    </LocalLink>
  );
}
