/**
 * Where an article can be shared: each network's own share address, a plain link (no script of
 * theirs runs on the site). The page's address is absolute (SITE.origin and its path).
 */
export const SHARE_NETWORKS = ['whatsapp', 'linkedin', 'x'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

interface Shared {
  /** The page's absolute address. */
  url: string;
  /** The page's title, for networks that take a text. */
  title: string;
}

/** A query string, percent-encoded throughout (a space as %20: not every network reads "+" as one). */
const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');

const SHARE_HREF: Record<ShareNetwork, (shared: Shared) => string> = {
  // wa.me without a number: WhatsApp asks whom to send the text (title and address) to.
  whatsapp: ({ url, title }) => `https://wa.me/?${query({ text: `${title} ${url}` })}`,
  // LinkedIn reads the title and image from the page's own share tags.
  linkedin: ({ url }) => `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`,
  x: ({ url, title }) => `https://x.com/intent/post?${query({ text: title, url })}`,
};

export function shareHref(network: ShareNetwork, shared: Shared): string {
  return SHARE_HREF[network](shared);
}
