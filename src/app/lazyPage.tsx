import { use, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage {
  Component: ComponentType;
  preload: () => Promise<void>;
}

/**
 * Route-level code splitting. Unlike React.lazy, a page preloaded before hydration renders
 * synchronously, so the prerendered HTML hydrates without suspending.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let Loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then((mod) => {
      Loaded = mod.default;
    }));
  function Component() {
    if (!Loaded) use(preload());
    return Loaded ? <Loaded /> : null;
  }
  return { Component, preload };
}
