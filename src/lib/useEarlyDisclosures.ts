import { useEffectEvent, useLayoutEffect, useRef } from 'react';

/**
 * Hands disclosure buttons over from src/boot.js to React.
 *
 * The prerendered page answers taps before the app has started (and while it starts): until a
 * `button[data-disclosure]` is marked `data-live`, boot.js flips its `aria-expanded` itself, and the
 * CSS shows or hides what the button controls from that attribute alone. When the component that
 * owns the buttons mounts (hydration included), it reads what the buttons say, in document order
 * within the returned ref's element, takes that as its state through `adopt`, and marks them
 * live: from then on React answers them.
 */
export function useEarlyDisclosures<T extends HTMLElement>(adopt: (expanded: readonly boolean[]) => void) {
  const ref = useRef<T>(null);
  const handOver = useEffectEvent((container: T) => {
    const buttons = [...container.querySelectorAll<HTMLElement>('[data-disclosure]')];
    adopt(buttons.map((button) => button.getAttribute('aria-expanded') === 'true'));
    for (const button of buttons) button.dataset.live = '';
  });
  // Before the browser paints the hydrated page, so React's first own frame already agrees.
  useLayoutEffect(() => {
    if (ref.current) handOver(ref.current);
  }, []);
  return ref;
}
