import { Suspense, useId, type ReactNode } from 'react';
import { HoldUntil } from './Held';

interface Props {
  heading: string;
  subtitle?: string;
  children: ReactNode;
  id?: string;
  /** Background tone of the band. */
  tone?: 'white' | 'tint' | 'dark';
  /** Visually hidden heading (the section still has a name for assistive technology). */
  hideHeading?: boolean;
}

const TONES = {
  white: 'bg-white',
  tint: 'bg-ink-50',
  dark: 'bg-brand-950 text-white',
} as const;

/** A page band with its heading (h2) and optional subtitle, named for assistive technology. */
export function Section({ heading, subtitle, children, id, tone = 'white', hideHeading = false }: Props) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      // No content-visibility: with placeholder heights, sections above the viewport change size
      // as they render, and browsers without scroll anchoring (Safari) move the page under the reader.
      className={`${TONES[tone]} py-16 sm:py-20`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <header className={hideHeading ? 'sr-only' : 'mx-auto mb-10 max-w-3xl text-center sm:mb-12'}>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {heading}
          </h2>
          {subtitle && (
            <p className={`mt-3 text-lg text-pretty ${tone === 'dark' ? 'text-brand-100' : 'text-ink-600'}`}>{subtitle}</p>
          )}
        </header>
        {/*
          A boundary of its own: React hydrates the band's content in small slices after the
          page's shell, yielding to the visitor's taps and scrolling in between, instead of in
          one long task with the rest of the page, and only once the band comes near the screen
          (HoldUntil, src/components/Held.tsx). The fallback never shows: a boundary that waits while hydrating
          keeps its prerendered content, and nothing in it suspends once the page's chunk and
          namespaces are loaded (src/app/routes.tsx).
        */}
        <Suspense fallback={null}>
          <HoldUntil wanted="near" find={() => document.getElementById(headingId)?.closest('section') ?? null}>
            {children}
          </HoldUntil>
        </Suspense>
      </div>
    </section>
  );
}
