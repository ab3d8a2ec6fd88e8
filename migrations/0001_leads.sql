-- The contact form's leads, on both hosts: D1 on Cloudflare Pages (`wrangler d1 migrations apply`)
-- and SQLite on the nginx host (server/sqlite.ts applies the same files, recorded in the same
-- d1_migrations table). Times are ISO 8601 in UTC.

-- One row per submission, kept until delete_after: 24 months after the person's last contact,
-- as the privacy notice says. The idempotency key makes a repeated submission one row.
CREATE TABLE leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  received_at TEXT NOT NULL,
  delete_after TEXT NOT NULL,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  company TEXT NOT NULL,
  service TEXT NOT NULL,
  message TEXT NOT NULL,
  -- Why the lead is held apart (a failed Turnstile check), or NULL.
  suspect TEXT
);
CREATE INDEX leads_by_delete_after ON leads (delete_after);
CREATE INDEX leads_by_email ON leads (email COLLATE NOCASE);

-- The team's notification of each lead: written with the lead, delivered after it, retried until
-- delivered. A lead is never held back by its notification.
CREATE TABLE outbox (
  lead_id INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  delivered_at TEXT
);
CREATE INDEX outbox_due ON outbox (delivered_at, next_attempt_at);

-- Submissions per sender in the last hour, for the rate limit: the address only as a salted hash,
-- each row deleted after the hour.
CREATE TABLE submissions (
  address_hash TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX submissions_by_address ON submissions (address_hash, at);
