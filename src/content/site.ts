import { DEPLOYMENT } from './deployment';

/**
 * Company facts that are not translated. The real values were not given: every one here is a
 * placeholder, kept in this one place and listed in docs/launch.md. Those
 * that differ per deployment come from the build's environment (./deployment.ts).
 */
export const SITE = {
  /** Absolute origin used for canonical URLs, hreflang alternates and the sitemap (VITE_SITE_ORIGIN). */
  origin: DEPLOYMENT.origin,
  phone: '+966 13 000 0000',
  email: 'hello@example.com',
  /** WhatsApp number as shown, international form (VITE_WHATSAPP). */
  whatsapp: DEPLOYMENT.whatsapp,
  /** Where the site's own contact form posts; '' when none (the form composes an email) (VITE_CONTACT_ENDPOINT). */
  contactEndpoint: DEPLOYMENT.contactEndpoint,
  /** External contact form embedded on /contact instead of the site's own; '' when none (VITE_CONTACT_FORM_URL). */
  contactFormUrl: DEPLOYMENT.contactFormUrl,
  /** Cloudflare Turnstile's site key for the site's own form; '' when off (VITE_TURNSTILE_SITE_KEY). */
  turnstileSiteKey: DEPLOYMENT.turnstileSiteKey,
  social: {
    linkedin: 'https://www.linkedin.com/company/example',
    x: 'https://x.com/example',
    instagram: 'https://www.instagram.com/example',
    facebook: 'https://www.facebook.com/example',
  },
  /**
   * PLACEHOLDER: the Unified National Number (الرقم الوطني الموحد), the 10-digit identifier starting
   * with 7 that replaced the commercial registration number in 2025. Shown in the footer and the
   * privacy notice.
   */
  unifiedNumber: '7000000000',
  /** PLACEHOLDER: the VAT registration number (15 digits, starting and ending with 3). Shown in the footer. */
  vatNumber: '300000000000003',
} as const;

export type SocialNetwork = keyof typeof SITE.social;

/** tel: href built from the display number. */
export const PHONE_HREF = `tel:${SITE.phone.replace(/[^+\d]/g, '')}`;
export const EMAIL_HREF = `mailto:${SITE.email}`;

/** The company's WhatsApp chat: wa.me and the number's digits (country code first, no +). */
export const WHATSAPP_URL = `https://wa.me/${SITE.whatsapp.replace(/\D/g, '')}`;

/** wa.me click-to-chat link to the company's WhatsApp, with a greeting (in the page's language) typed in. */
export const whatsappHref = (greeting: string) => `${WHATSAPP_URL}?text=${encodeURIComponent(greeting)}`;
