import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { csvCell, leadsCsv } from '../../server/csv';
import {
  KEEP_MONTHS,
  addMonths,
  deletePerson,
  deliverDue,
  outboxState,
  purge,
  readLeads,
  retryDelayMs,
  storeLead,
  type Lead,
  type StoredLead,
} from '../../server/leads';
import { openSqlite } from '../../server/sqlite';
import { parseSubmission } from '../../server/submission';
import { SERVICE_SLUGS } from '../../src/content/services';
import { LANGUAGES } from '../../src/lib/language/languages';

/*
 * The receiver's rules (server/), on a real SQLite file: what is stored, kept, delivered and
 * deleted, and how a body is read. tests/e2e/receiver.spec.ts sends the same over HTTP to both hosts.
 */

let dir: string;
let db: ReturnType<typeof openSqlite>;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'receiver-test-'));
  db = openSqlite(path.join(dir, 'leads.sqlite'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const lead = (over: Partial<Lead> = {}): Lead => ({
  key: `key-${crypto.randomUUID()}`,
  language: LANGUAGES[0]!,
  name: 'Sara',
  email: 'sara@example.com',
  phone: '',
  company: '',
  service: SERVICE_SLUGS[0]!,
  message: 'We need a mobile app before the summer.',
  suspect: null,
  ...over,
});
const NOW = new Date('2026-03-31T10:00:00.000Z');
const at = { now: NOW, addressHash: 'a', perHour: 3 };

describe('storeLead', () => {
  it('stores a lead with its notification, once per key, and keeps it 24 months', async () => {
    const first = lead();
    expect(await storeLead(db, first, at)).toBe('stored');
    expect(await storeLead(db, first, at)).toBe('repeat');
    const [stored] = await readLeads(db);
    expect(stored).toMatchObject({
      ...first,
      receivedAt: NOW.toISOString(),
      deleteAfter: addMonths(NOW, KEEP_MONTHS).toISOString(),
    });
    expect(await outboxState(db)).toEqual({ pending: 1, delivered: 0 });
  });

  it('limits a sender to its submissions per hour, and lets them in again after the hour', async () => {
    for (let i = 0; i < at.perHour; i += 1) expect(await storeLead(db, lead(), at)).toBe('stored');
    expect(await storeLead(db, lead(), at)).toBe('limited');
    expect(await storeLead(db, lead(), { ...at, addressHash: 'b' })).toBe('stored');
    expect(await storeLead(db, lead(), { ...at, now: new Date(NOW.getTime() + 3600_001) })).toBe('stored');
  });

  it("moves a person's earlier leads to 24 months after their last contact", async () => {
    await storeLead(db, lead(), at);
    const later = new Date(NOW.getTime() + 90 * 24 * 3600_000);
    await storeLead(db, lead({ email: 'SARA@example.com' }), { ...at, now: later });
    expect((await readLeads(db)).map((stored) => stored.deleteAfter)).toEqual([
      addMonths(later, KEEP_MONTHS).toISOString(),
      addMonths(later, KEEP_MONTHS).toISOString(),
    ]);
  });
});

it('purges the leads past their date, with their notifications', async () => {
  await storeLead(db, lead({ email: 'old@example.com' }), at);
  const later = addMonths(NOW, KEEP_MONTHS);
  await storeLead(db, lead({ email: 'new@example.com' }), { ...at, now: new Date(later.getTime() - 1000), addressHash: 'b' });
  await purge(db, later);
  expect((await readLeads(db)).map((stored) => stored.email)).toEqual(['new@example.com']);
  expect(await outboxState(db)).toEqual({ pending: 1, delivered: 0 });
});

it("deletes one person's leads, whatever the case of their address", async () => {
  await storeLead(db, lead({ email: 'a@example.com' }), at);
  await storeLead(db, lead({ email: 'b@example.com' }), at);
  expect(await deletePerson(db, ' A@Example.com ')).toBe(1);
  expect((await readLeads(db)).map((stored) => stored.email)).toEqual(['b@example.com']);
});

it('delivers what is due, retries a failure later, and never sends a delivered one again', async () => {
  await storeLead(db, lead(), at);
  const sent: StoredLead[] = [];
  const failing = async () => {
    throw new Error('down');
  };
  expect(await deliverDue(db, failing, { now: NOW, retryMs: 60_000 })).toBe(0);
  // Not due again until its retry time.
  expect(await deliverDue(db, async (l) => void sent.push(l), { now: new Date(), retryMs: 60_000 })).toBe(0);
  expect(await deliverDue(db, async (l) => void sent.push(l), { now: new Date(Date.now() + 61_000), retryMs: 60_000 })).toBe(1);
  expect(await deliverDue(db, async (l) => void sent.push(l), { now: new Date(Date.now() + 3600_000), retryMs: 60_000 })).toBe(0);
  expect(sent).toHaveLength(1);
  expect(await outboxState(db)).toEqual({ pending: 0, delivered: 1 });
});

it('sends a notification once when two deliveries run at once', async () => {
  await storeLead(db, lead(), at);
  const sent: StoredLead[] = [];
  const slow = async (l: StoredLead) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    sent.push(l);
  };
  const later = { now: new Date(Date.now() + 1000), retryMs: 60_000 };
  expect(await Promise.all([deliverDue(db, slow, later), deliverDue(db, slow, later)])).toEqual(expect.arrayContaining([0, 1]));
  expect(sent).toHaveLength(1);
  expect(await outboxState(db)).toEqual({ pending: 0, delivered: 1 });
});

it('waits longer after each failed notification, up to six hours', () => {
  expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(retryDelayMs(40, 30_000)).toBe(6 * 3600_000);
});

describe('the CSV export', () => {
  it('never lets a cell start a formula, and quotes what needs it', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('سارة، مرحبا\nسطر')).toBe('"سارة، مرحبا\nسطر"');
    expect(csvCell(null)).toBe('');
  });

  it('starts with a byte-order mark and a header row', async () => {
    await storeLead(db, lead(), at);
    const csv = leadsCsv(await readLeads(db));
    expect(csv.startsWith('\uFEFFid,received_at,')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(3);
  });
});

describe('parseSubmission', () => {
  const fields = {
    name: 'سارة',
    email: 'sara@example.com',
    phone: '',
    company: '',
    service: SERVICE_SLUGS[0]!,
    message: 'نحتاج تطبيقًا قبل الصيف، هل يمكن ذلك؟',
    consent: 'yes',
    language: LANGUAGES[0]!,
    _gotcha: '',
  };

  it('reads the form and JSON alike', () => {
    const fromForm = parseSubmission(new URLSearchParams(fields).toString(), 'form');
    const fromJson = parseSubmission(JSON.stringify({ ...fields, consent: true }), 'json');
    expect(fromForm).toEqual(fromJson);
    expect(fromForm.ok && fromForm.submission.draft.message).toBe(fields.message);
  });

  it.each([
    ['a field twice', `${new URLSearchParams(fields)}&name=x`, 'malformed'],
    ['an unknown field', new URLSearchParams({ ...fields, role: 'admin' }).toString(), 'malformed'],
    ['a line break in the name', new URLSearchParams({ ...fields, name: 'a\nBcc: x' }).toString(), 'invalid'],
    ['an unknown topic', new URLSearchParams({ ...fields, service: 'nope' }).toString(), 'invalid'],
    ['an unknown language', new URLSearchParams({ ...fields, language: 'xx' }).toString(), 'invalid'],
  ])('refuses %s', (_what, body, error) => {
    const parsed = parseSubmission(body, 'form');
    expect(parsed.ok ? null : parsed.error).toBe(error);
  });
});
