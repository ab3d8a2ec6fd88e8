/*
 * What the contact form posts to its endpoint, how long it waits for an answer, and the checks
 * that take a post for a bot's.
 */
import type { ContactDraft } from './fields';

/** A visitor typing faster than this since the form first showed is taken for a bot (ms). */
export const MIN_FILL_MS = 3000;
/** Sending gives up after this long (ms) and says so. */
export const SEND_TIMEOUT_MS = 15_000;
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

/** A bot fills in the hidden field, or submits sooner than a person could type the form. */
export function looksLikeBot({ honeypot, startedAt, now }: { honeypot: string; startedAt: number; now: number }): boolean {
  return honeypot !== '' || now - startedAt < MIN_FILL_MS;
}
