import './styles/index.css';
// Swiper's styles, for the carousels, in the same stylesheet as the site's: not with Swiper's
// chunk, since a stylesheet added later makes the browser restyle the whole page (a 50-120 ms task
// at 4× CPU on the home pages), and not in a second file for the pages that have carousels, which
// their first paint would wait for as well (one more request before it; docs/speed.md, has the
// figures). It adds 1.9 KiB to the pages without carousels.
import 'swiper/css';
import 'swiper/css/pagination';

// The prerendered page already shows everything and its links work; the app takes it over in
// steps, each a task of its own, so that none of them keeps a slow phone from answering a tap
// for long (the disclosure buttons answer even now, src/boot.js): React's DOM renderer, then the
// app (router, i18n, layout), then the page's own chunk and namespaces, then hydration, which
// React slices itself: the shell in a transition (below), each section behind its own Suspense
// boundary (src/components/Section.tsx).
//
// src/lib/nextTask.ts, written out: importing it here would have the entry load the app's chunk
// (where the bundler puts it) before anything else.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const container = document.getElementById('root');
const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

// A path with broken percent-encoding (the server already answered 404) is kept as literal text,
// so the router can match it to the not-found page instead of failing to decode it.
try {
  decodeURI(window.location.pathname);
} catch {
  const { pathname: broken, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${broken.replace(/%/g, '%25')}${search}${hash}`);
}
const { pathname } = window.location;

const { createRoot, hydrateRoot } = await import('react-dom/client');
await nextTask();
const { app, preloadRoute, preloadShell, serverNotFound, startTransition } = await import('./app/startApp');
await nextTask();
// The server answers unknown URLs with a shared 404 page (data-path="") or an entry page; only
// HTML prerendered for this very path is hydrated, anything else is rendered afresh.
const dataPath = container?.dataset.path ?? '';
if (dataPath === '') serverNotFound(pathname);
// Not the record data the page shows (an article's body): its part loads it once wanted.
await preloadRoute(pathname, { withData: false });

const hydrate = trim(dataPath) === trim(pathname);
// As a transition, so that React hydrates the page's shell (the layout and what is outside the
// sections' Suspense boundaries) in slices too, yielding every few milliseconds; an update at the
// default priority would hydrate all of it in one task (60 ms at 4× CPU on the home pages).
if (hydrate) startTransition(() => void hydrateRoot(document, app(dataPath)));
else {
  await preloadShell();
  createRoot(document).render(app(pathname));
}
