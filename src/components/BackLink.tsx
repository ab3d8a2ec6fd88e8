import type { ReactNode } from 'react';
import type { RouteTarget } from '../lib/paths';
import { ArrowStartIcon } from './icons';
import { LocalLink } from './LocalLink';

/** The link back to a list (the blog, the team, the positions), its arrow pointing to the start side. */
export function BackLink({ to, className = '', children }: { to: RouteTarget; className?: string; children: ReactNode }) {
  return (
    <LocalLink
      to={to}
      className={`inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800 ${className}`}
    >
      <ArrowStartIcon className="size-4" />
      {children}
    </LocalLink>
  );
}
