/*
 * The receiver as a Node service (the nginx host: deploy/nginx.conf proxies /api/ to it), and the
 * same receiver inside `npm start` (scripts/serve.ts mounts `nodeReceiver`). SQLite in LEADS_DB
 * (data/leads.sqlite by default). Its schedule: notifications that have fallen due are delivered,
 * and expired leads deleted, every minute (sooner where LEADS_RETRY_MS is shorter), besides at each
 * submission.
 *
 *   node --import tsx server/node.ts     (RECEIVER_PORT, 8787; RECEIVER_HOST, 127.0.0.1)
 */
import type { IncomingMessage } from 'node:http';
import { pathToFileURL } from 'node:url';
import { serve, type HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { createReceiver } from './app';
import { readConfig } from './config';
import { deliverDue, purge } from './leads';
import { webhookNotifier } from './notify';
import { DEFAULT_DB, openSqlite } from './sqlite';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The socket's address; behind a proxy on this machine (nginx), the one it was given (X-Real-IP). */
function address(c: Context): string {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming as IncomingMessage | undefined;
  const peer = incoming?.socket.remoteAddress ?? '';
  const forwarded = c.req.header('x-real-ip');
  return forwarded && LOOPBACK.test(peer) ? forwarded.trim() : peer;
}

export function nodeReceiver(env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(env);
  const db = openSqlite(env.LEADS_DB || DEFAULT_DB);
  const notify = webhookNotifier(config);
  if (!notify) console.warn('receiver: no LEADS_WEBHOOK_URL: leads are stored, and nobody is notified of them.');
  let delivering: Promise<unknown> = Promise.resolve();
  const deliver = () => {
    if (!notify) return delivering;
    // One delivery at a time: two would send a notification twice.
    delivering = delivering
      .then(() => deliverDue(db, notify, { now: new Date(), retryMs: config.retryMs }))
      .catch((error) => console.error('receiver: notifying:', error));
    return delivering;
  };
  const app = createReceiver({ db, config, address, deliverLater: () => void deliver() });
  const scheduled = () => {
    void purge(db, new Date()).catch((error) => console.error('receiver: purging:', error));
    void deliver();
  };
  const timer = setInterval(scheduled, Math.min(config.retryMs, 60_000));
  timer.unref();
  scheduled();
  return {
    app,
    db,
    close: async () => {
      clearInterval(timer);
      await delivering;
      db.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const receiver = nodeReceiver();
  const port = Number(process.env.RECEIVER_PORT ?? 8787);
  const hostname = process.env.RECEIVER_HOST ?? '127.0.0.1';
  const server = serve({ fetch: receiver.app.fetch, port, hostname }, () =>
    console.log(
      `The contact form's receiver on http://${hostname}:${port}/api/contact, storing into ${process.env.LEADS_DB || DEFAULT_DB}`,
    ),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => server.close(() => void receiver.close().then(() => process.exit(0))));
}
