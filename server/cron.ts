/*
 * The receiver's schedule on Cloudflare, where a Pages project has none: a Worker with a cron
 * trigger on the same D1 database (deploy/cloudflare/leads-cron.toml), once an hour. It delivers the
 * notifications that are due (a webhook that was down when the lead came) and deletes what the
 * privacy notice no longer keeps, as the Node service's timers do on the nginx host.
 *
 * `npm run build` bundles it into functions-cron/leads-cron.js (scripts/build-functions.ts).
 */
import { readConfig } from './config';
import { d1Database, type D1Like } from './d1';
import { deliverDue, purge } from './leads';
import { webhookNotifier } from './notify';

interface Env {
  LEADS: D1Like;
  [name: string]: unknown;
}

/** Runs the hour's work: notifications due, then the purge. Exported for the `fetch` below and tests. */
async function hourly(env: Env): Promise<void> {
  const config = readConfig(env);
  const db = d1Database(env.LEADS);
  const notify = webhookNotifier(config);
  if (notify) await deliverDue(db, notify, { now: new Date(), retryMs: config.retryMs, limit: 200 });
  await purge(db, new Date());
}

export default {
  scheduled(_event: unknown, env: Env, context: { waitUntil: (work: Promise<unknown>) => void }): void {
    context.waitUntil(hourly(env));
  },
};
