import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '../components/layout/Footer';
import { LoadingOverlay } from '../components/layout/LoadingOverlay';
import { Navbar } from '../components/layout/Navbar';
import { WhatsAppButton } from '../components/layout/WhatsAppButton';
import { useRouteTransition } from './useRouteTransition';

/**
 * Shell of every page: skip link, navbar, main content, footer, the WhatsApp button (phones) and
 * the loading overlay.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipLink')}
      </a>
      <Navbar />
      {/* data-pagefind-body: search indexes the page's main content only (scripts/search-index.ts). */}
      <main id="main" tabIndex={-1} data-pagefind-body="">
        {children}
      </main>
      {/* Hydrated in slices after the shell, like each section's content (src/components/Section.tsx). */}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
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
