/**
 * Company facts that are not translated. The real values were not given: every one here is a
 * placeholder, kept in this one place and listed in the README under "Before going live".
 */
export const SITE = {
  /** Absolute origin used for canonical URLs, hreflang alternates and the sitemap. */
  origin: 'https://www.example.com',
  phone: '+966 13 000 0000',
  email: 'hello@example.com',
  /** External contact form embedded on /contact; empty means "fall back to email". */
  contactFormUrl: '',
  social: {
    linkedin: 'https://www.linkedin.com/company/example',
    x: 'https://x.com/example',
    instagram: 'https://www.instagram.com/example',
    facebook: 'https://www.facebook.com/example',
  },
} as const;

export type SocialNetwork = keyof typeof SITE.social;

/** tel: href built from the display number. */
export const PHONE_HREF = `tel:${SITE.phone.replace(/[^+\d]/g, '')}`;
export const EMAIL_HREF = `mailto:${SITE.email}`;
