import { createContext } from 'react';

/**
 * Loads what a URL needs before it renders (its page chunk and namespaces: preloadRoute in
 * src/app/routes.tsx). App provides it, so that what the route table renders can use it without
 * importing the table (an import cycle).
 */
export const RoutePreload = createContext<(pathname: string) => Promise<void>>(() => Promise.resolve());
