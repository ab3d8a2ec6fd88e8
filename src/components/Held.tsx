import { Component, Suspense, use, useId, useSyncExternalStore, type ReactNode } from 'react';
import { whenWanted, type Wanted } from '../lib/nearScreen';

const noSubscription = () => () => {};

/**
 * While the page hydrates, holds back `children` until the prerendered element `find` returns is
 * wanted (src/lib/nearScreen.ts): till then it stays as it was prerendered, its links working, and
 * costs the phone nothing while the page starts; a lazy component in it is not even downloaded.
 * React hydrates it in a pass of its own once it is wanted, and reads the server's snapshot below
 * in it (as src/lib/useHydrated.ts does); a part rendered afresh (a route change) reads the
 * browser's, and shows at once.
 */
export function HoldUntil({ wanted, find, children }: { wanted: Wanted; find: () => Element | null; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => typeof document !== 'undefined',
  );
  if (hydrating) {
    const element = find();
    const wait = element ? whenWanted(element, wanted) : null;
    if (wait) use(wait);
  }
  return children;
}

/**
 * A held part whose code fails to load (a flaky connection, a deploy that removed old chunks) leaves
 * the page as it is, without that part, rather than the whole page for the error screen
 * (src/app/ErrorBoundary.tsx).
 */
class PartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('A part of the page failed to load', error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part of the page hydrated, and its code loaded, only once it is wanted: `near` the screen or once
 * the page is `scrolled` (src/lib/nearScreen.ts), and at once when the visitor uses it. Its content is a Suspense
 * boundary of its own inside a plain block (`className` styles it), which the browser can tell the
 * position of. The fallback never shows while hydrating: a boundary that waits keeps its
 * prerendered content. A parent that re-renders must pass the same element again (memoised), or
 * React would have to throw the prerendered content away and render it afresh.
 */
export function Held({ wanted, className, children }: { wanted: Wanted; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <div id={id} className={className}>
      <PartBoundary>
        <Suspense fallback={null}>
          <HoldUntil wanted={wanted} find={() => document.getElementById(id)}>
            {children}
          </HoldUntil>
        </Suspense>
      </PartBoundary>
    </div>
  );
}
