import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width from which the bar may show its groups in a row (Tailwind's `xl`, as Navbar's classes
 * say): below it the groups are in the menu, whatever the language, as the prerendered page has
 * them before any script runs.
 */
const ROW_FROM = '(min-width: 80rem)';

/**
 * Whether the bar's groups fit in a row beside the logo and the actions, in the page's own words
 * ("row"), or go into the menu ("menu"); undefined until measured (the prerendered page, and
 * while it hydrates), when the stylesheet decides by width alone.
 *
 * A language whose words are longer than English's (German, a pseudo-locale) may need more room
 * than `xl` gives: the bar measures what its parts take, each on one line, against what it has, on
 * every change of either (the window, the fonts arriving, the language). The groups' list is
 * still laid out while hidden (invisible, out of the flow), so its width is known in both states.
 */
export function useNavbarFit() {
  const row = useRef<HTMLDivElement>(null);
  const logo = useRef<HTMLAnchorElement>(null);
  const groups = useRef<HTMLUListElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<'row' | 'menu'>();

  useLayoutEffect(() => {
    const bar = row.current;
    const parts = [logo.current, groups.current, actions.current];
    if (!bar || parts.some((part) => !part)) return;
    const wide = window.matchMedia(ROW_FROM);
    const measure = () => {
      const style = getComputedStyle(bar);
      const room = bar.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      const gaps = parseFloat(style.columnGap) * (parts.length - 1);
      const needed = parts.reduce((sum, part) => sum + (part?.getBoundingClientRect().width ?? 0), gaps);
      setFit(wide.matches && needed <= room ? 'row' : 'menu');
    };
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    for (const part of parts) if (part) observer.observe(part);
    wide.addEventListener('change', measure);
    measure();
    return () => {
      observer.disconnect();
      wide.removeEventListener('change', measure);
    };
  }, []);

  return { fit, row, logo, groups, actions };
}
