import type { MouseEvent } from 'react';

/**
 * A jump from a link to a part of the same page without a route change: the router would treat the
 * new fragment as a navigation (loading overlay, focus on <main>). The element with `id` scrolls
 * into view below the fixed navbar (html's scroll-padding), the heading `focusId` takes focus, so
 * the next Tab continues from there, and the address shows the fragment. Before the app has
 * started, the plain link does the same jump.
 */
export function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string, focusId = id): void {
  // A click meant for a new tab or window keeps the browser's own behaviour.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = document.getElementById(id);
  const focus = document.getElementById(focusId);
  if (!target || !focus) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  focus.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}
