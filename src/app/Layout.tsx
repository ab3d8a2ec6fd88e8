import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Held } from '../components/Held';
import { preloadable } from '../components/preloadable';
import { LoadingOverlay } from '../components/layout/LoadingOverlay';
import { Navbar } from '../components/layout/Navbar';
import { jumpTo } from '../lib/jumpTo';
import { WhatsAppButton } from '../components/layout/WhatsAppButton';
import { useRouteTransition } from './useRouteTransition';

/** The footer's code (its links, icons and the company's schema.org data) loads once it is near. */
const footerPart = preloadable<object>(() =>
  import('../components/layout/Footer').then((module) => ({ default: module.Footer })),
);
const Footer = footerPart.Component;
/** For a page rendered afresh rather than hydrated (src/entry-client.tsx): the footer shows with it. */
export const preloadFooter = footerPart.preload;

/**
 * Shell of every page: skip link, navbar, main content, footer, the WhatsApp button (phones) and
 * the loading overlay.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Hydrated, and its code loaded, once it comes near the screen or the visitor follows a link; the
  // same element on every render, so that a re-render of the layout leaves it waiting as it is.
  const footer = useMemo(
    () => (
      <Held wanted="near">
        <Footer />
      </Held>
    ),
    [],
  );
  return (
    <>
      {/* A jump within the page, not a route change (src/lib/jumpTo.ts): the router would take the new
          fragment for a navigation and re-render parts still waiting to hydrate from scratch. */}
      <a href="#main" className="skip-link" onClick={(event) => jumpTo(event, 'main')}>
        {t('skipLink')}
      </a>
      <Navbar />
      {/* data-pagefind-body: search indexes the page's main content only (scripts/search-index.ts). */}
      <main id="main" tabIndex={-1} data-pagefind-body="">
        {children}
      </main>
      {footer}
      {/* After the footer: its room for the button follows the footer's last line. */}
      <WhatsAppButton />
      <RouteOverlay />
    </>
  );
}

/**
 * The loading overlay with the state it keeps: a component of its own, so that showing and hiding
 * it re-renders only the overlay, never the navbar, the page and the footer.
 */
function RouteOverlay() {
  const { t } = useTranslation();
  const overlay = useRouteTransition();
  return (
    <LoadingOverlay
      visible={overlay.visible}
      initial={overlay.initial}
      label={t('loading')}
      announcement={overlay.announcement}
    />
  );
}
