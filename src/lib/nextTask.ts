/**
 * Resolves in a task of its own: work after `await nextTask()` runs once the browser has had the
 * chance to handle input and paint, so that starting the app is a row of short tasks rather than
 * one long one that a tap on a slow phone would wait for.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
