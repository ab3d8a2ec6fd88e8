import { onNavigationStart } from './navigationStart';

/**
 * When a prerendered part of the page is wanted, for hydrating it then rather than with the rest of
 * the page (src/components/Section.tsx, src/components/Held.tsx).
 *
 * The prerendered HTML already shows everything and its links work; until its part hydrates, the
 * disclosure buttons in it answer through src/boot.js. A part is wanted:
 * - `near`: once it is within half a screen's height of the viewport (a band further down);
 * - `scrolled`: once the visitor scrolls the page (an article's text, whose table of contents
 *   follows the reading);
 * and in every case as soon as the visitor touches, clicks, focuses or types in it (a keyboard
 * visitor tabbing ahead, a jump to a fragment), so that React hydrates it for that very event.
 */
export type Wanted = 'near' | 'scrolled';

/** How far beyond the viewport, above and below, a part counts as near. */
const MARGIN = 0.5;

const waiting = new Map<Element, { promise: Promise<void>; resolve: () => void; wanted: Wanted }>();
/** Parts that have been wanted once: they stay so, wherever the visitor has scrolled since. */
const released = new WeakSet<Element>();
let observer: IntersectionObserver | null = null;
/**
 * The address the page was prerendered for. Once the app has moved to another one (a link, Back,
 * a search result), nothing waits any more: a route change renders in a transition, and a part that
 * began to wait only then (it was inside a part React had not reached yet when the route change
 * started) would hold that transition, and the new page, for as long as it is not near the screen.
 */
const firstPath = typeof location === 'undefined' ? '' : location.pathname;

function release(element: Element) {
  const entry = waiting.get(element);
  if (!entry) return;
  waiting.delete(element);
  released.add(element);
  observer?.unobserve(element);
  if (!waiting.size) listen(false);
  entry.resolve();
}

// On the window, in the capture phase: ahead of React's own listeners on the document, which
// stop an event bound for a part React has not hydrated (after trying to hydrate it at once, which
// the part's release here lets it do).
const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;
function wake(event: Event) {
  if (!(event.target instanceof Node)) return;
  for (const element of [...waiting.keys()]) if (element.contains(event.target)) release(element);
}

function scrolled() {
  for (const [element, { wanted }] of [...waiting]) if (wanted === 'scrolled') release(element);
}

/** A route change releases every part still held (src/lib/navigationStart.ts says why). */
function releaseAll() {
  for (const element of [...waiting.keys()]) release(element);
}
let stopListening = () => {};

function listen(on: boolean) {
  const method = on ? 'addEventListener' : 'removeEventListener';
  for (const type of WAKE_EVENTS) window[method](type, wake, true);
  window[method]('scroll', scrolled, { passive: true, capture: true });
  stopListening();
  stopListening = on ? onNavigationStart(releaseAll) : () => {};
}

/**
 * Inside a part already released (a band of the page held whole, whose own content waits too):
 * what released the part, be it the screen or the visitor, released its content as well.
 */
function insideReleased(element: Element): boolean {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) if (released.has(parent)) return true;
  return false;
}

function isNear(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  const height = window.innerHeight;
  return bottom > -MARGIN * height && top < (1 + MARGIN) * height;
}

/**
 * A promise that settles once `element` is wanted, or null when it already is, has been before, or
 * this browser cannot tell (which counts as wanted). The same element gets the same promise until
 * then.
 */
export function whenWanted(element: Element, wanted: Wanted): Promise<void> | null {
  const known = waiting.get(element);
  if (known) return known.promise;
  if (released.has(element) || insideReleased(element) || typeof IntersectionObserver === 'undefined') return null;
  if (location.pathname !== firstPath) return null;
  if (wanted === 'near' && isNear(element)) return null;
  // Focus already inside (a keyboard visitor got there while the app was starting): its focusin is
  // past, and no later event would release the part.
  if (document.activeElement && element.contains(document.activeElement)) return null;
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  if (!waiting.size) listen(true);
  waiting.set(element, { promise, resolve, wanted });
  if (wanted === 'near') {
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) release(entry.target);
      },
      { rootMargin: `${MARGIN * 100}% 0px` },
    );
    observer.observe(element);
  }
  return promise;
}
