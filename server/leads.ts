/*
 * The leads' own rules, on any Database: storing a submission once (its idempotency key) with its
 * notification, within the rate limit; delivering the notifications that are due; deleting what
 * the privacy notice says is no longer kept; reading and deleting one person's data.
 */
import { sql, type Database, type Row, type Statement } from './db';

/** A submission as stored: the form's fields as typed, and what the receiver adds. */
export interface Lead {
  key: string;
  language: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
  /** Why the lead is held apart (a failed Turnstile check), or null. */
  suspect: string | null;
}

export interface StoredLead extends Lead {
  id: number;
  receivedAt: string;
  deleteAfter: string;
}

/** How long a lead is kept after the person's last contact (the privacy notice: 24 months). */
export const KEEP_MONTHS = 24;
/** The rate limit's window. */
const RATE_WINDOW_MS = 60 * 60 * 1000;

/** `months` after `date`, in UTC (31 January + 1 month: 3 March, as Date does it). */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

const purgeStatements = (now: Date): Statement[] => [
  sql('DELETE FROM leads WHERE delete_after <= ?', now.toISOString()),
  sql('DELETE FROM outbox WHERE lead_id NOT IN (SELECT id FROM leads)'),
  sql('DELETE FROM submissions WHERE at <= ?', new Date(now.getTime() - RATE_WINDOW_MS).toISOString()),
];

export type StoreResult = 'stored' | 'repeat' | 'limited';

/**
 * Stores a lead once: a key seen before is a repeat (nothing changes); a sender over `perHour`
 * submissions in the last hour is limited (nothing changes); otherwise, in one transaction, the
 * lead, its notification in the outbox, the sender's submission, the person's earlier leads kept
 * 24 months from now, and what has expired deleted.
 */
export async function storeLead(
  db: Database,
  lead: Lead,
  { now, addressHash, perHour }: { now: Date; addressHash: string; perHour: number },
): Promise<StoreResult> {
  const [seen] = await db.all(sql('SELECT 1 AS found FROM leads WHERE idempotency_key = ?', lead.key));
  if (seen) return 'repeat';
  const since = new Date(now.getTime() - RATE_WINDOW_MS).toISOString();
  const [count] = await db.all(
    sql('SELECT count(*) AS n FROM submissions WHERE address_hash = ? AND at > ?', addressHash, since),
  );
  if (Number(count?.n ?? 0) >= perHour) return 'limited';

  const at = now.toISOString();
  const deleteAfter = addMonths(now, KEEP_MONTHS).toISOString();
  const results = await db.batch([
    ...purgeStatements(now),
    sql(
      `INSERT INTO leads (idempotency_key, received_at, delete_after, language, name, email, phone, company, service, message, suspect)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      lead.key,
      at,
      deleteAfter,
      lead.language,
      lead.name,
      lead.email,
      lead.phone,
      lead.company,
      lead.service,
      lead.message,
      lead.suspect,
    ),
    sql(
      `INSERT INTO outbox (lead_id, next_attempt_at) SELECT id, ? FROM leads WHERE idempotency_key = ?
       ON CONFLICT (lead_id) DO NOTHING`,
      at,
      lead.key,
    ),
    sql('INSERT INTO submissions (address_hash, at) VALUES (?, ?)', addressHash, at),
    // The last contact moves: the person's earlier leads are kept as long as this one.
    sql(
      'UPDATE leads SET delete_after = ? WHERE email = ? COLLATE NOCASE AND delete_after < ?',
      deleteAfter,
      lead.email,
      deleteAfter,
    ),
  ]);
  // A submission with the same key that committed first (two sent at once): this one is a repeat.
  return results[purgeStatements(now).length]!.length > 0 ? 'stored' : 'repeat';
}

/** Deletes what is no longer kept: leads past their date, and rate-limit rows past the hour. */
export async function purge(db: Database, now: Date): Promise<void> {
  await db.batch(purgeStatements(now));
}

const toLead = (row: Row): StoredLead => ({
  id: Number(row.id),
  key: String(row.idempotency_key),
  receivedAt: String(row.received_at),
  deleteAfter: String(row.delete_after),
  language: String(row.language),
  name: String(row.name),
  email: String(row.email),
  phone: String(row.phone),
  company: String(row.company),
  service: String(row.service),
  message: String(row.message),
  suspect: row.suspect === null ? null : String(row.suspect),
});

/** Every lead, oldest first (the export), or one person's by email. */
export async function readLeads(db: Database, email?: string): Promise<StoredLead[]> {
  const rows = await db.all(
    email === undefined
      ? sql('SELECT * FROM leads ORDER BY id')
      : sql('SELECT * FROM leads WHERE email = ? COLLATE NOCASE ORDER BY id', email.trim()),
  );
  return rows.map(toLead);
}

/** Deletes one person's data (a request under the privacy notice); how many leads it removed. */
export async function deletePerson(db: Database, email: string): Promise<number> {
  const [deleted] = await db.batch([
    sql('DELETE FROM leads WHERE email = ? COLLATE NOCASE RETURNING id', email.trim()),
    sql('DELETE FROM outbox WHERE lead_id NOT IN (SELECT id FROM leads)'),
  ]);
  return deleted!.length;
}

/** Sends one notification; throws (or rejects) when it was not delivered. */
export type Notify = (lead: StoredLead) => Promise<void>;

/** How long a delivery holds a notification it is sending before another may try it (ms). */
const CLAIM_MS = 5 * 60_000;

/** The wait before a notification's next attempt: `firstMs` after the first, doubling, at most 6 hours. */
export const retryDelayMs = (attempts: number, firstMs: number): number =>
  Math.min(firstMs * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);

/**
 * Delivers the notifications that are due (at most `limit`), each marked delivered or given its
 * next attempt; how many were delivered. A failure is recorded, never thrown: the lead is stored.
 */
export async function deliverDue(
  db: Database,
  notify: Notify,
  { now, retryMs, limit = 20 }: { now: Date; retryMs: number; limit?: number },
): Promise<number> {
  const due = await db.all(
    sql(
      `SELECT leads.*, outbox.attempts AS attempts FROM outbox JOIN leads ON leads.id = outbox.lead_id
       WHERE outbox.delivered_at IS NULL AND outbox.next_attempt_at <= ? ORDER BY outbox.next_attempt_at LIMIT ?`,
      now.toISOString(),
      limit,
    ),
  );
  let delivered = 0;
  for (const row of due) {
    const lead = toLead(row);
    const attempts = Number(row.attempts) + 1;
    // Claimed first, in one statement: of two deliveries running at once (two submissions'
    // waitUntil on Cloudflare), only the one that moves the row's time on sends it. The claim
    // lapses after CLAIM_MS, so a delivery that died midway is tried again.
    const [claimed] = await db.batch([
      sql(
        `UPDATE outbox SET attempts = ?, next_attempt_at = ?
         WHERE lead_id = ? AND delivered_at IS NULL AND next_attempt_at <= ? RETURNING lead_id`,
        attempts,
        new Date(now.getTime() + CLAIM_MS).toISOString(),
        lead.id,
        now.toISOString(),
      ),
    ]);
    if (!claimed?.length) continue;
    try {
      await notify(lead);
      await db.batch([
        sql('UPDATE outbox SET delivered_at = ?, last_error = NULL WHERE lead_id = ?', new Date().toISOString(), lead.id),
      ]);
      delivered += 1;
    } catch (error) {
      const next = new Date(Date.now() + retryDelayMs(attempts, retryMs)).toISOString();
      await db.batch([
        sql(
          'UPDATE outbox SET next_attempt_at = ?, last_error = ? WHERE lead_id = ?',
          next,
          String(error instanceof Error ? error.message : error).slice(0, 500),
          lead.id,
        ),
      ]);
    }
  }
  return delivered;
}

/** How many notifications wait, delivered or not (for the service's log and the tests). */
export async function outboxState(db: Database): Promise<{ pending: number; delivered: number }> {
  const [row] = await db.all(
    sql('SELECT count(*) - count(delivered_at) AS pending, count(delivered_at) AS delivered FROM outbox'),
  );
  return { pending: Number(row?.pending ?? 0), delivered: Number(row?.delivered ?? 0) };
}
