import { useEffect, useRef, type ReactNode } from 'react';
import { SPEC } from '../lib/constants';
import { useDir } from '../lib/language/lang';
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

/**
 * Animates its content in once when scrolled into view (framer-motion's small WAAPI `animate`,
 * loaded only when the first element comes into view). Content is always in the prerendered HTML
 * and fully visible without JavaScript: only elements that start below the viewport are hidden,
 * after hydration, and nothing moves under prefers-reduced-motion. What is hidden always shows
 * again, whether or not the animation's chunk arrives.
 */
export function Reveal({ children, fromStart = 0, rise = 0, index = 0, bottomMarginPx = 0, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const rtl = useDir() === 'rtl';

  useEffect(() => {
    const element = ref.current;
    if (reduced || !element || typeof IntersectionObserver === 'undefined') return;
    const hidden = `translate(${(rtl ? 1 : -1) * fromStart}px, ${rise}px)`;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (first) {
          first = false;
          // Already on screen when the page woke up: leave it as it is.
          if (entry.isIntersecting) observer.disconnect();
          else Object.assign(element.style, { opacity: '0', transform: hidden });
          return;
        }
        if (!entry.isIntersecting) return;
        observer.disconnect();
        // The content shows whatever happens to the animation's chunk: at once if it fails to load
        // (a flaky connection, a deploy that removed old chunks, a visitor leaving meanwhile), and
        // without the animation if it has not arrived by the time the animation would have ended.
        let shown = false;
        const show = () => {
          shown = true;
          element.style.removeProperty('opacity');
          element.style.removeProperty('transform');
        };
        const fallback = window.setTimeout(show, SPEC.scrollReveal.durationMs);
        import('framer-motion/dom/mini').then(
          ({ animate }) => {
            window.clearTimeout(fallback);
            if (shown) return;
            const animation = animate(
              element,
              { opacity: [0, 1], transform: [hidden, 'translate(0px, 0px)'] },
              {
                duration: SPEC.scrollReveal.durationMs / 1000,
                delay: (index * SPEC.scrollReveal.staggerMs) / 1000,
                ease: 'easeOut',
              },
            );
            void animation.finished.then(() => element.style.removeProperty('transform'));
            element.style.removeProperty('opacity');
          },
          () => {
            window.clearTimeout(fallback);
            show();
          },
        );
      },
      { rootMargin: `0px 0px -${bottomMarginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reduced, rtl, fromStart, rise, index, bottomMarginPx]);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
