import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SPEC } from '../lib/constants';

/**
 * The loading overlay: up at first paint and gone SPEC.loadingOverlay.initialMs after the page
 * has loaded; after every route change it shows for SPEC.loadingOverlay.navigationMs while the
 * page scrolls to the top (or to the URL's fragment) and focus moves to the main content.
 */
export function useRouteTransition(): { visible: boolean; initial: boolean; announcement: string } {
  const { pathname, hash } = useLocation();
  const [visible, setVisible] = useState(true);
  const [initial, setInitial] = useState(true);
  // After a route change, the new page's title is announced once the overlay is gone.
  const [announcement, setAnnouncement] = useState('');
  const firstRender = useRef(true);
  const navigated = useRef(false);
  // Route changes so far: each one restarts the navigation overlay's timer.
  const [navigations, setNavigations] = useState(0);

  useEffect(() => {
    let timer: number | undefined;
    // Counted from the load event itself, however long hydration took after it.
    const start = () => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const sinceLoad = navigation?.loadEventEnd ? performance.now() - navigation.loadEventEnd : 0;
      timer = window.setTimeout(
        () => {
          // A navigation overlay that is up by now keeps its own second.
          if (!navigated.current) setVisible(false);
          setInitial(false);
        },
        Math.max(0, SPEC.loadingOverlay.initialMs - sinceLoad),
      );
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
    navigated.current = true;
    setInitial(false);
    setVisible(true);
    setNavigations((count) => count + 1);
  }, [pathname, hash]);

  // The navigation overlay's second counts from when it is on screen (this effect runs after the
  // commit that shows it), however long the new page took to render.
  useEffect(() => {
    if (navigations === 0) return;
    const timer = window.setTimeout(() => {
      setVisible(false);
      setAnnouncement(document.title);
    }, SPEC.loadingOverlay.navigationMs);
    return () => window.clearTimeout(timer);
  }, [navigations]);

  return { visible, initial, announcement };
}
