import { useEffect, useState } from 'react';
import { SPEC } from '../../lib/constants';

/**
 * scrolled: the page is scrolled beyond SPEC.navbar.solidAfterPx (bar turns white).
 * hidden: the visitor is scrolling down beyond SPEC.navbar.hideAfterPx; scrolling up shows the bar.
 */
export function useNavbarScroll(): { scrolled: boolean; hidden: boolean; reveal: () => void } {
  const [scrolled, setScrolled] = useState(false);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setScrolled(y > SPEC.navbar.solidAfterPx);
      if (y > lastY && y > SPEC.navbar.hideAfterPx) setHidden(true);
      else if (y < lastY || y <= SPEC.navbar.hideAfterPx) setHidden(false);
      lastY = y;
    };
    // A page restored mid-scroll: read the position with the next frame, not during hydration.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return { scrolled, hidden, reveal: () => setHidden(false) };
}
