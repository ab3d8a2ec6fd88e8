/*
 * The contact form's receiver on Cloudflare Pages: the Pages Function at /api/contact, running the
 * receiver (server/app.ts) on the D1 binding LEADS (wrangler.toml). Notifications go out after the
 * answer (waitUntil); expired leads are deleted at each submission.
 *
 * `npm run build` bundles this file into functions/api/contact.js (scripts/build-functions.ts),
 * which Cloudflare Pages and `wrangler pages dev` run: wrangler 3's own bundler cannot read the
 * JSON import attributes the site's modules use.
 */
import { createReceiver } from './app';
import { readConfig } from './config';
import { d1Database, type D1Like } from './d1';
import { deliverDue } from './leads';
import { webhookNotifier } from './notify';

interface Env {
  LEADS: D1Like;
  [name: string]: unknown;
}

interface PagesContext {
  request: Request;
  env: Env;
  waitUntil: (promise: Promise<unknown>) => void;
}

export const onRequest = (context: PagesContext): Response | Promise<Response> => {
  const config = readConfig(context.env);
  const db = d1Database(context.env.LEADS);
  const notify = webhookNotifier(config);
  const app = createReceiver({
    db,
    config,
    // Set by Cloudflare's edge for every request; a visitor cannot give it.
    address: (c) => c.req.header('cf-connecting-ip') ?? '',
    deliverLater: () => {
      if (notify)
        context.waitUntil(
          deliverDue(db, notify, { now: new Date(), retryMs: config.retryMs }).catch((error) =>
            console.error('receiver: notifying:', error),
          ),
        );
    },
  });
  return app.fetch(context.request);
};
