/*
 * What the contact form posts to its endpoint, how long it waits for an answer, and the checks
 * that take a post for a bot's.
 */
import type { ContactDraft } from './fields';

/** A visitor typing faster than this since the form first showed is taken for a bot (ms). */
export const MIN_FILL_MS = 3000;
/** Sending gives up after this long (ms) and says so. */
export const SEND_TIMEOUT_MS = 15_000;
/** Waits before the second and third attempts when the network fails or the receiver is briefly unavailable (ms). */
export const RETRY_DELAYS_MS = [1000, 3000] as const;
/** Answers worth another attempt with the same key: the receiver or its proxy briefly unavailable. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** The hidden field people never fill in. Formspree discards a post that has it filled. */
export const HONEYPOT_FIELD = '_gotcha';

/**
 * The form-encoded body sent to the endpoint, with the same names the form posts without scripts:
 * every field as typed, `consent=yes`, the page's language, and the (empty) honeypot.
 */
export function formBody(draft: ContactDraft, lang: string): URLSearchParams {
  return new URLSearchParams([
    ['name', draft.name],
    ['email', draft.email],
    ['phone', draft.phone],
    ['company', draft.company],
    ['service', draft.service],
    ['message', draft.message],
    ['consent', draft.consent ? 'yes' : ''],
    ['language', lang],
    [HONEYPOT_FIELD, ''],
  ]);
}

/**
 * The idempotency key of a submission: the same for every attempt at sending the same body, so
 * that the receiver stores it once however many attempts arrive; a changed draft gets a new one.
 */
export function keyFor(body: string, last: { body: string; key: string } | null): { body: string; key: string } {
  if (last && last.body === body) return last;
  const key =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : Array.from({ length: 4 }, () => Math.random().toString(36).slice(2, 10)).join('-');
  return { body, key };
}

/** A bot fills in the hidden field, or submits sooner than a person could type the form. */
export function looksLikeBot({ honeypot, startedAt, now }: { honeypot: string; startedAt: number; now: number }): boolean {
  return honeypot !== '' || now - startedAt < MIN_FILL_MS;
}
