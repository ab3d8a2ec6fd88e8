/**
 * When a prerendered band of the page comes near the screen, for hydrating it then rather than
 * with the rest of the page (src/components/Section.tsx).
 *
 * The prerendered HTML already shows everything and its links work; until its band hydrates, the
 * disclosure buttons in it answer through src/boot.js. A band counts as near once it is within half
 * a screen's height of the viewport, or as soon as the visitor touches, clicks, focuses or types
 * in it (a keyboard visitor tabbing ahead, a jump to a fragment), so that React hydrates it for
 * that very event.
 */

/** How far beyond the viewport, above and below, a band counts as near. */
const MARGIN = 0.5;

const waiting = new Map<Element, { promise: Promise<void>; resolve: () => void }>();
/** Bands that have been near once: they stay so, wherever the visitor has scrolled since. */
const released = new WeakSet<Element>();
let observer: IntersectionObserver | null = null;

function release(element: Element) {
  const entry = waiting.get(element);
  if (!entry) return;
  waiting.delete(element);
  released.add(element);
  observer?.unobserve(element);
  if (!waiting.size) for (const type of WAKE_EVENTS) window.removeEventListener(type, wake, true);
  entry.resolve();
}

// On the window, in the capture phase: ahead of React's own listeners on the document, which
// stop an event bound for a band React has not hydrated (after trying to hydrate it at once, which
// the band's release here lets it do).
const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;
function wake(event: Event) {
  if (!(event.target instanceof Node)) return;
  for (const element of waiting.keys()) if (element.contains(event.target)) release(element);
}

function isNear(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  const height = window.innerHeight;
  return bottom > -MARGIN * height && top < (1 + MARGIN) * height;
}

/**
 * A promise that settles once `element` is near the screen, or null when it already is, has been
 * before, or this browser cannot tell (which counts as near). The same element gets the same
 * promise until then.
 */
export function nearScreen(element: Element): Promise<void> | null {
  const known = waiting.get(element);
  if (known) return known.promise;
  if (released.has(element) || typeof IntersectionObserver === 'undefined' || isNear(element)) return null;
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  if (!waiting.size) for (const type of WAKE_EVENTS) window.addEventListener(type, wake, true);
  waiting.set(element, { promise, resolve });
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) release(entry.target);
    },
    { rootMargin: `${MARGIN * 100}% 0px` },
  );
  observer.observe(element);
  return promise;
}
