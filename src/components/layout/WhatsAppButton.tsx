import { useTranslation } from 'react-i18next';
import { whatsappHref } from '../../content/site';
import { WhatsAppIcon } from '../icons';

/**
 * Phones only (below md): a round WhatsApp chat link fixed at the bottom of the screen on the end
 * side (right in English, left in Arabic), clear of the safe-area insets, on every page in the same
 * place (WCAG 3.2.6 Consistent Help). It never covers what it must not:
 * - the page's end: the room below the footer (the first element here) lets the footer's last line
 *   scroll clear of it, and src/styles/index.css gives the page as much scroll padding at the bottom,
 *   so a link or field scrolled into view (by Tab, say) stops above it (WCAG 2.4.11);
 * - the navbar, its phone menu and the loading overlay: it stacks below them (z-30 against 40 and
 *   50), and it is hidden while the phone menu is open (src/styles/index.css, from the menu
 *   button's aria-expanded, so also before the app has started).
 * A plain link: it works from the prerendered HTML, without scripts.
 */
export function WhatsAppButton() {
  const { t } = useTranslation();
  return (
    <>
      <div aria-hidden="true" className="whatsapp-room bg-ink-950 md:hidden" />
      <a
        href={whatsappHref(t('whatsapp.greeting'))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('whatsapp.chat')}
        className="whatsapp-button fixed z-30 grid size-(--whatsapp-size) place-items-center rounded-full bg-whatsapp text-white shadow-lg ring-1 ring-black/10 transition-colors hover:bg-whatsapp-dark md:hidden with-menu-open:hidden"
      >
        <WhatsAppIcon className="size-7" />
      </a>
    </>
  );
}
