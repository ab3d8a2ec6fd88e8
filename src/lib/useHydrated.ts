import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False during prerender and while hydrating, true afterwards: state that depends on the URL's
 * fragment (which the server never sees) waits for it so hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
