// Starts the app once the page has loaded and painted its first content. The prerendered HTML is
// complete and its links work without scripts, so the first paint, the fonts and the hero picture
// get the connection and the processor to themselves; the app's scripts follow and hydrate the
// page (while the first loading overlay, which counts from the load event, is still up).
// A classic deferred script: the prerender (scripts/prerender.ts) writes it to dist/assets/ under
// a content hash and names the page's entry module and its imports in data-entry and data-preload.
(() => {
  const boot = document.currentScript;
  if (!boot) return;
  const { entry = '', preload = '', overlayMs = '2000' } = boot.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
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
  const onLoad = () => {
    setTimeout(() => (document.documentElement.dataset.overlay = 'done'), Number(overlayMs));
    afterFirstPaint();
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
})();
