import { beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * src/lib/nearScreen.ts in a browser as small as it needs: an address, a window that takes
 * listeners, a document with the focused element, and elements with a position. (No DOM library is
 * installed for the unit tests; the end-to-end tests drive the real thing.)
 */
type Listener = (event: { type: string; target: unknown }) => void;
const listeners = new Map<string, Set<Listener>>();
const fakeWindow = {
  innerHeight: 800,
  addEventListener: (type: string, listener: Listener) => {
    if (!listeners.has(type)) listeners.set(type, new Set());
    listeners.get(type)!.add(listener);
  },
  removeEventListener: (type: string, listener: Listener) => listeners.get(type)?.delete(listener),
};
const fakeLocation = { pathname: '/en/home' };
const fakeDocument: { activeElement: unknown } = { activeElement: null };
class FakeElement {
  parentElement: FakeElement | null = null;
  constructor(readonly top: number) {}
  getBoundingClientRect() {
    return { top: this.top, bottom: this.top + 400 };
  }
  contains(node: unknown): boolean {
    for (let n = node as FakeElement | null; n; n = n.parentElement) if (n === this) return true;
    return false;
  }
  closest() {
    return this;
  }
}
class FakeObserver {
  observe() {}
  unobserve() {}
}

function dispatch(type: string, target: unknown) {
  for (const listener of [...(listeners.get(type) ?? [])]) listener({ type, target });
}

let whenWanted: typeof import('../../src/lib/nearScreen').whenWanted;
const far = () => new FakeElement(5000) as unknown as Element;

describe('parts held until wanted', () => {
  beforeAll(async () => {
    vi.stubGlobal('window', fakeWindow);
    vi.stubGlobal('location', fakeLocation);
    vi.stubGlobal('document', fakeDocument);
    vi.stubGlobal('Element', FakeElement);
    vi.stubGlobal('Node', FakeElement);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    ({ whenWanted } = await import('../../src/lib/nearScreen'));
  });

  it('a part near the screen does not wait; a far one waits, with one promise', () => {
    expect(whenWanted(new FakeElement(100) as unknown as Element, 'near')).toBeNull();
    const element = far();
    const wait = whenWanted(element, 'near');
    expect(wait).toBeInstanceOf(Promise);
    expect(whenWanted(element, 'near')).toBe(wait);
  });

  it('a click on a link releases every waiting part, for good', async () => {
    const element = far();
    const wait = whenWanted(element, 'scrolled');
    dispatch('click', new FakeElement(0));
    await expect(wait).resolves.toBeUndefined();
    expect(whenWanted(element, 'scrolled')).toBeNull();
  });

  it('a part that first asks once the app has moved to another address does not wait', () => {
    // The router has pushed the new address before React reached this part (it was inside a part
    // not yet hydrated when the click came): were it to wait, the new page would wait with it.
    fakeLocation.pathname = '/ar/home';
    expect(whenWanted(far(), 'near')).toBeNull();
    expect(whenWanted(far(), 'scrolled')).toBeNull();
    fakeLocation.pathname = '/en/home';
    expect(whenWanted(far(), 'near')).toBeInstanceOf(Promise);
  });

  it('a part with focus already inside does not wait', () => {
    const element = new FakeElement(5000);
    const button = new FakeElement(5010);
    button.parentElement = element;
    fakeDocument.activeElement = button;
    expect(whenWanted(element as unknown as Element, 'near')).toBeNull();
    fakeDocument.activeElement = null;
  });
});
