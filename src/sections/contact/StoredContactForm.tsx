import { useSyncExternalStore } from 'react';
import { SITE } from '../../content/site';
import { draftStore } from '../../lib/contact/draftStore';
import { ContactForm } from './ContactForm';

/**
 * The site's own form with its draft kept in draftStore, above the form (sessionStorage where it
 * works): what ContactFormToggle loads as a chunk of its own.
 */
export default function StoredContactForm() {
  const stored = useSyncExternalStore(draftStore.subscribe, draftStore.get, draftStore.getServer);
  return (
    <ContactForm
      endpoint={SITE.contactEndpoint}
      turnstileSiteKey={SITE.turnstileSiteKey}
      email={SITE.email}
      draft={stored.draft}
      startedAt={stored.startedAt}
      onChange={(changes) => {
        const current = draftStore.get();
        draftStore.set({ ...current, draft: { ...current.draft, ...changes } });
      }}
      onSent={() => draftStore.clear()}
    />
  );
}
