import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../components/preloadable';

export type LazyPage = Preloadable<object>;

/**
 * Route-level code splitting (src/components/preloadable.tsx): a page preloaded before hydration
 * renders synchronously, so the prerendered HTML hydrates without suspending.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType<object> }>): LazyPage {
  return preloadable(load);
}
