/**
 * "The page is ready": the first loading overlay has gone (SPEC.loadingOverlay.initialMs after
 * the load event). Work the first screen does not need, such as upgrading carousels to Swiper,
 * waits for it so it never competes with the first paint, the hero image or hydration.
 */
let ready = false;
const waiting = new Set<() => void>();

export function markPageReady(): void {
  if (ready) return;
  ready = true;
  for (const callback of waiting) callback();
  waiting.clear();
}

/** Runs `callback` once the page is ready (at once if it already is); returns a canceller. */
export function whenPageReady(callback: () => void): () => void {
  if (ready) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
