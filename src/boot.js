// Starts the app once the page has loaded and painted its first content. The prerendered HTML is
// complete and its links work without scripts, so the first paint, the fonts and the hero picture
// get the connection and the processor to themselves; the app's scripts follow and hydrate the
// page (while the first loading overlay, which counts from the load event, is still up).
// A classic deferred script: the prerender (scripts/prerender.ts) writes it to dist/assets/ under
// a content hash and names the page's entry module and its imports in data-entry and data-preload.
(() => {
  // Disclosure buttons (the phone menu and its groups, FAQ questions, Show More) answer a tap at
  // once, before the app has started and while it starts: until React has taken a button over
  // (data-live, src/lib/useEarlyDisclosures.ts), this flips its aria-expanded, and the CSS shows
  // or hides what it controls from that attribute alone. Within a [data-one-open] set, opening one
  // closes the others. React never sees these taps, so it cannot answer them a second time.
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[data-disclosure]') : null;
      if (!button || button.hasAttribute('data-live')) return;
      event.stopPropagation();
      const open = button.getAttribute('aria-expanded') !== 'true';
      const set = button.closest('[data-one-open]');
      if (open && set) {
        for (const other of set.querySelectorAll('[data-disclosure]')) {
          if (other.closest('[data-one-open]') === set) other.setAttribute('aria-expanded', 'false');
        }
      }
      button.setAttribute('aria-expanded', String(open));
    },
    true,
  );

  // A carousel's dot (src/components/carousel/Carousel.tsx) scrolls its static track to its slide,
  // before the app has started too; the app does the same once it has (scrolling twice to one
  // place is one scroll), and nothing once Swiper runs the carousel ([data-swiper]). In the capture
  // phase, as above: React stops a click bound for a part it has not hydrated.
  window.addEventListener(
    'click',
    (event) => {
      const dot = event.target instanceof Element ? event.target.closest('.carousel-dots > button') : null;
      const dots = dot?.parentElement;
      const region = dot?.closest('.carousel');
      const track = region?.querySelector('.carousel-track');
      if (!dot || !dots || !region || !track || region.hasAttribute('data-swiper')) return;
      const [first, second] = track.querySelectorAll('.swiper-slide');
      const step =
        first instanceof HTMLElement && second instanceof HTMLElement ? Math.abs(second.offsetLeft - first.offsetLeft) : 0;
      const left = Math.min([...dots.children].indexOf(dot) * step, track.scrollWidth - track.clientWidth);
      const rtl = getComputedStyle(track).direction === 'rtl';
      const instant = matchMedia('(prefers-reduced-motion: reduce)').matches;
      track.scrollTo({ left: rtl ? -left : left, behavior: instant ? 'instant' : 'smooth' });
      for (const other of dots.children) {
        other.classList.toggle('swiper-pagination-bullet-active', other === dot);
        if (other === dot) other.setAttribute('aria-current', 'true');
        else other.removeAttribute('aria-current');
      }
    },
    true,
  );

  const boot = document.currentScript;
  if (!boot) return;
  const { entry = '', preload = '', overlayMs = '2000' } = boot.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
    // Everything the page's first render imports is requested at once, so it arrives in one
    // round trip instead of import by import. Each request costs the main thread about half a
    // millisecond to start (2 to 9 ms at 4× CPU), and a page needs up to 20: they go one per task,
    // in the order the app needs them, so that starting them is no long task of its own, even on
    // a phone whose processor is taken away mid-task. An import that gets there first is not
    // requested twice (the module map, and Vite's preload helper, which skips a module that
    // already has a link).
    const hrefs = preload.split(' ').filter(Boolean);
    const next = () => {
      const href = hrefs.shift();
      if (!href) return;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
      if (hrefs.length) setTimeout(next, 0);
    };
    next();
  };
  // Once the page has painted its first content. A tab opened in the background paints nothing
  // until it is shown, and some browsers report no paint timing: a timer starts the app there.
  const afterFirstPaint = () => {
    setTimeout(start, 1000);
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      start();
      return;
    }
    new PerformanceObserver((_, observer) => {
      if (!painted()) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  };
  // The first loading overlay goes SPEC.loadingOverlay.initialMs after the load event, even if the
  // app is still on its way (html[data-overlay="done"] in src/styles/index.css).
  let loaded = false;
  /** @param {number} loadedAt when the load event was (performance.now's clock) */
  const onLoad = (loadedAt) => {
    if (loaded) return;
    loaded = true;
    const wait = Math.max(0, Number(overlayMs) - (performance.now() - loadedAt));
    setTimeout(() => (document.documentElement.dataset.overlay = 'done'), wait);
    afterFirstPaint();
  };
  // The load event, learnt without a listener: when a page's files are all in before its first
  // frame, the browser lays the page out for the first time in the very task that dispatches the
  // load event, and a listener of this script there would count as work before the first paint.
  // The navigation's timing entry says when the event was, from an observer's callback or a check
  // every 50 ms (where the entry never reaches observers), each a task of its own.
  /**
   * @param {PerformanceEntry} entry
   * @returns {entry is PerformanceNavigationTiming}
   */
  const isLoaded = (entry) =>
    typeof PerformanceNavigationTiming === 'function' && entry instanceof PerformanceNavigationTiming && entry.loadEventEnd > 0;
  const check = () => {
    const entries = performance.getEntriesByType?.('navigation') ?? [];
    const entry = entries.find(isLoaded);
    if (entry) onLoad(entry.loadEventStart);
    else if (!entries.length && document.readyState === 'complete') onLoad(performance.now());
    else if (!loaded) setTimeout(check, 50);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('navigation')) {
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntries().find(isLoaded);
      if (!entry) return;
      observer.disconnect();
      onLoad(entry.loadEventStart);
    }).observe({ type: 'navigation', buffered: true });
  }
  check();
})();
