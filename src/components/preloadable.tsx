import { use, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  /** Loads the component's chunk (once); after that, Component renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * Code splitting for a component the app may need to render at once. Unlike React.lazy, one that
 * has been preloaded renders synchronously, so the prerendered HTML hydrates, or a page is rendered
 * afresh, without a moment in which it is missing.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      Loaded = module.default;
    }));
  function Component(props: P) {
    if (!Loaded) use(preload());
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { Component, preload };
}
