/**
 * Calls back when a route change is about to start: a click on a link, Back or Forward, caught on
 * the window in the capture phase, ahead of the router's own handler. React Router renders the new
 * location in a transition, and a transition that reaches a part still waiting to hydrate (held
 * until wanted: src/lib/nearScreen.ts, the contact form) cannot commit until that part has
 * hydrated; such a part lets go of its wait here, before the router renders.
 */
const listeners = new Set<() => void>();

function starting(event: Event) {
  // A link to a part of the same page (src/lib/jumpTo.ts) is no route change.
  if (event.type === 'click' && !(event.target instanceof Element && event.target.closest('a[href]:not([href^="#"])'))) return;
  for (const listener of [...listeners]) listener();
}

/** Registers `listener` (until the returned function removes it). */
export function onNavigationStart(listener: () => void): () => void {
  if (!listeners.size) for (const type of ['click', 'popstate'] as const) window.addEventListener(type, starting, true);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) for (const type of ['click', 'popstate'] as const) window.removeEventListener(type, starting, true);
  };
}
