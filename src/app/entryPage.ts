import { lazyPage } from './lazyPage';

/**
 * The entry page (an unprefixed URL: a link to the page in each language, then a redirect to the
 * visitor's language), in a chunk of its own: only entry pages load it and the language detector
 * it brings (src/app/EntryRedirect.tsx).
 */
export const ENTRY_PAGE = {
  page: lazyPage(() => import('./EntryRedirect').then((module) => ({ default: module.EntryRedirect }))),
  src: 'src/app/EntryRedirect.tsx',
};
