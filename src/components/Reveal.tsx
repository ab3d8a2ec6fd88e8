import { domAnimation, LazyMotion, m } from 'framer-motion';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SPEC } from '../lib/constants';
import { useDir } from '../lib/lang';
import { useReducedMotion } from '../lib/useReducedMotion';

interface Props {
  children: ReactNode;
  /** Slide in from the reading start by this many px (mirrored in Arabic). */
  fromStart?: number;
  /** Rise by this many px. */
  rise?: number;
  /** Position in a group: each index waits SPEC.scrollReveal.staggerMs more. */
  index?: number;
  /** Extra bottom margin of the viewport before the element counts as seen (px). */
  bottomMarginPx?: number;
  className?: string;
}

type Phase = 'static' | 'hidden' | 'shown';

/**
 * Animates its content in once when scrolled into view. Content is always in the prerendered
 * HTML and fully visible without JavaScript: only elements that start below the viewport are
 * hidden, after hydration, and nothing is hidden under prefers-reduced-motion.
 */
export function Reveal({ children, fromStart = 0, rise = 0, index = 0, bottomMarginPx = 0, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const rtl = useDir() === 'rtl';
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (reduced || !element || typeof IntersectionObserver === 'undefined') return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (first) {
          first = false;
          // Already on screen when the page woke up: leave it as it is.
          if (entry.isIntersecting) observer.disconnect();
          else setPhase('hidden');
          return;
        }
        if (entry.isIntersecting) {
          setPhase('shown');
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${bottomMarginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reduced, bottomMarginPx]);

  const x = (rtl ? -1 : 1) * -fromStart;
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        ref={ref}
        className={className}
        initial={false}
        animate={phase === 'hidden' ? { opacity: 0, x, y: rise } : { opacity: 1, x: 0, y: 0 }}
        transition={
          phase === 'shown'
            ? { duration: SPEC.scrollReveal.durationMs / 1000, delay: (index * SPEC.scrollReveal.staggerMs) / 1000, ease: 'easeOut' }
            : { duration: 0 }
        }
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
