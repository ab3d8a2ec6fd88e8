/*
 * The contact form's receiver: one Hono app for both hosts (functions/api/contact.ts on Cloudflare
 * Pages with D1; server/node.ts behind nginx and in `npm start` with SQLite). It answers only
 * POST /api/contact, and nothing it stores can be read over HTTP.
 *
 * A submission is stored (committed) before the answer says so; a repeat of its idempotency key is
 * answered the same way and stored once. Bad input and abuse change nothing and get a clear status:
 * 405 wrong method, 415 wrong content type, 413 too large, 400 malformed, 422 a field the form's
 * own rules refuse (or a filled honeypot), 403 a foreign Origin, 429 over the rate limit. A
 * database that cannot take the write answers 503: the form keeps every field and offers email
 * and WhatsApp.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isLang } from '../src/lib/language/languages';
import { localizedPath, MESSAGE_SENT_HASH } from '../src/lib/paths';
import { addressHash, type ReceiverConfig } from './config';
import type { Database } from './db';
import { storeLead } from './leads';
import { parseSubmission } from './submission';
import { turnstileVerdict } from './turnstile';

const CONTACT_PATH = '/api/contact';
/** A key the form makes (crypto.randomUUID()) or any of 16–100 letters, digits, - and _. */
const KEY = /^[A-Za-z0-9_-]{16,100}$/;

export interface ReceiverHost {
  db: Database;
  config: ReceiverConfig;
  /** The sender's address as this host knows it (the socket's, or the proxy's or CDN's header). */
  address: (c: Context) => string;
  /** Delivers the notifications that are due, after the answer (Cloudflare's waitUntil; the Node service's own queue). */
  deliverLater: () => void;
}

const noStore = { 'Cache-Control': 'no-store' };

/** The Origin may post: none (not a browser), the request's own host, or one configured. */
function originAllowed(c: Context, config: ReceiverConfig): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  if (config.allowedOrigins.includes(origin)) return true;
  try {
    // nginx passes the visitor's Host on (deploy/nginx.conf); no forwarded header is trusted here.
    return new URL(origin).host === c.req.header('host');
  } catch {
    return false;
  }
}

export function createReceiver(host: ReceiverHost) {
  const { db, config } = host;
  const app = new Hono();
  app.onError((error, c) => {
    console.error('receiver:', error);
    return c.json({ error: 'unavailable' }, 503, { ...noStore, 'Retry-After': '60' });
  });

  app.post(
    CONTACT_PATH,
    bodyLimit({ maxSize: config.maxBodyBytes, onError: (c) => c.json({ error: 'too-large' }, 413, noStore) }),
    async (c) => {
      if (!originAllowed(c, config)) return c.json({ error: 'origin' }, 403, noStore);
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      const kind = type === 'application/x-www-form-urlencoded' ? 'form' : type === 'application/json' ? 'json' : null;
      if (!kind)
        return c.json({ error: 'content-type' }, 415, {
          ...noStore,
          'Accept-Post': 'application/x-www-form-urlencoded, application/json',
        });

      let body: string;
      try {
        body = new TextDecoder('utf-8', { fatal: true }).decode(await c.req.arrayBuffer());
      } catch {
        return c.json({ error: 'malformed' }, 400, noStore);
      }
      const parsed = parseSubmission(body, kind);
      if (!parsed.ok)
        return c.json({ error: parsed.error, fields: parsed.fields ?? {} }, parsed.error === 'malformed' ? 400 : 422, noStore);
      const { submission } = parsed;
      if (submission.honeypot) return c.json({ error: 'rejected' }, 422, noStore);

      const givenKey = c.req.header('idempotency-key');
      if (givenKey !== undefined && !KEY.test(givenKey)) return c.json({ error: 'idempotency-key' }, 400, noStore);
      const key = givenKey ?? crypto.randomUUID();

      const address = host.address(c);
      const suspect = await turnstileVerdict(config, submission.turnstileToken, address);
      let result;
      try {
        result = await storeLead(
          db,
          {
            key,
            language: submission.language,
            name: submission.draft.name,
            email: submission.draft.email.trim(),
            phone: submission.draft.phone,
            company: submission.draft.company,
            service: submission.draft.service,
            message: submission.draft.message,
            suspect,
          },
          { now: new Date(), addressHash: await addressHash(config.salt, address), perHour: config.perHour },
        );
      } catch (error) {
        console.error('receiver: the lead was not stored:', error);
        return c.json({ error: 'unavailable' }, 503, { ...noStore, 'Retry-After': '60' });
      }
      if (result === 'limited') return c.json({ error: 'rate-limited' }, 429, { ...noStore, 'Retry-After': '3600' });
      host.deliverLater();
      // A repeat is answered as its first time was: the visitor's retry learns it arrived. A form
      // posted without scripts (a browser asking for HTML) goes back to the contact page's thanks.
      if (kind === 'form' && !(c.req.header('accept') ?? '').includes('application/json') && isLang(submission.language))
        return c.redirect(`${localizedPath(submission.language, { id: 'contact' })}#${MESSAGE_SENT_HASH}`, 303);
      return c.json({ ok: true }, 200, noStore);
    },
  );
  app.all(CONTACT_PATH, (c) => c.json({ error: 'method' }, 405, { ...noStore, Allow: 'POST' }));
  app.all('*', (c) => c.json({ error: 'not-found' }, 404, noStore));
  return app;
}
