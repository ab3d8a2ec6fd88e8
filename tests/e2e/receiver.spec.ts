import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import BetterSqlite3 from 'better-sqlite3';
import { leadsCsv } from '../../server/csv';
import type { Database, Row } from '../../server/db';
import { readLeads } from '../../server/leads';
import { HONEYPOT_FIELD } from '../../src/lib/contact/send';
import { SERVICE_SLUGS } from '../../src/content/services';
import { LANGUAGES } from '../../src/lib/language/languages';
import { freePort, startLeadsCron, startNginx, startNodeReceiver, startPagesDev, type RunningServer } from './support/servers';

/*
 * The contact form's receiver (server/app.ts) on both of its hosts, over HTTP on loopback, with the
 * same table of cases:
 * - the nginx host: deploy/nginx.conf proxying /api/ to the Node service (server/node.ts) with its
 *   SQLite file;
 * - Cloudflare Pages: `wrangler pages dev` running the Pages Function the build wrote, with a local
 *   D1 database its migrations made.
 * Rows are read from the database files themselves. The team's notification goes to a webhook
 * stand-in here, which can be down. Each sender is an address of its own, as the host sees it: a
 * loopback address of its own through nginx (127.0.0.0/8 is all loopback), the header Cloudflare's
 * edge sets on Pages (CF-Connecting-IP).
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const PER_HOUR = 5;
const RETRY_MS = 500;

/** The webhook stand-in: records what it is sent; down closes its port (refused). */
class Webhook {
  readonly received: { lead: Record<string, unknown> }[] = [];
  private server: Server | null = null;
  constructor(readonly port: number) {}
  get url() {
    return `http://127.0.0.1:${this.port}/hook`;
  }
  async up() {
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        this.received.push(JSON.parse(body) as { lead: Record<string, unknown> });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }
  async down() {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A SQLite file read as the receiver's Database, read-only (the host keeps writing it). */
function readOnly(file: string): Database & { close: () => void } {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  const all = (statement: { sql: string; params: readonly (string | number | null)[] }) =>
    db.prepare(statement.sql).all(...statement.params) as Row[];
  return { all: async (s) => all(s), batch: async (list) => list.map(all), close: () => db.close() };
}

interface Host {
  base: string;
  /** Request options that make the request come from sender `n`. */
  sender: (n: number) => { localAddress?: string; headers?: Record<string, string> };
  dbFile: () => string;
  /** Lets the host's schedule run once: Cloudflare's cron Worker fired, the Node service's own timer waited for. */
  schedule: () => Promise<void>;
  stop: () => Promise<void>;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let nextSender = 1;
/** Another sender, never used before in this run. */
const newSender = () => nextSender++;

function send(host: Host, from: number, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer }) {
  const url = new URL('/api/contact', host.base);
  const who = host.sender(from);
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'POST',
        headers: { ...who.headers, ...options.headers },
        ...(who.localAddress ? { localAddress: who.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const FORM = 'application/x-www-form-urlencoded';
/** Arabic, an emoji with joiners, and a right-to-left run holding Latin and digits, as typed. */
const lead = (over: Record<string, string> = {}) => ({
  name: 'سارة القحطاني 👩🏽‍💻',
  email: `lead-${Math.random().toString(36).slice(2)}@example.com`,
  phone: '+966 55 123 4567',
  company: 'شركة «النخبة» Ltd.',
  service: SERVICE_SLUGS[0]!,
  message: 'نحتاج تطبيقًا ‏(iOS و Android)‏ قبل 30/6 — هل يمكن؟\r\nشكرًا 🙏',
  consent: 'yes',
  language: LANGUAGES[LANGUAGES.length - 1]!,
  [HONEYPOT_FIELD]: '',
  ...over,
});
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const key = () => `k-${crypto.randomUUID()}`;

/** The form's own send, as a script does it: form-encoded, answered in JSON, under a new key. */
const submit = (host: Host, from: number, fields: Record<string, string>): Promise<Answer> =>
  send(host, from, {
    headers: { 'Content-Type': FORM, Accept: 'application/json', 'Idempotency-Key': key() },
    body: form(fields),
  });

async function rows(host: Host): Promise<Row[]> {
  const db = readOnly(host.dbFile());
  try {
    return await db.all({ sql: 'SELECT * FROM leads ORDER BY id', params: [] });
  } finally {
    db.close();
  }
}

const HOSTS = {
  'nginx and the Node service (SQLite)': async (webhook: Webhook): Promise<Host> => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qimmah-leads-'));
    const file = path.join(dir, 'leads.sqlite');
    const receiver = await startNodeReceiver(file, {
      LEADS_PER_HOUR: String(PER_HOUR),
      LEADS_WEBHOOK_URL: webhook.url,
      LEADS_RETRY_MS: String(RETRY_MS),
    });
    let nginx: RunningServer;
    try {
      nginx = await startNginx({ receiverPort: receiver.port });
    } catch (error) {
      await receiver.stop();
      throw error;
    }
    return {
      base: nginx.base,
      sender: (n) => ({ localAddress: `127.0.${Math.floor(n / 250) + 1}.${(n % 250) + 1}` }),
      dbFile: () => file,
      // Its timer runs every LEADS_RETRY_MS here.
      schedule: () => new Promise((resolve) => setTimeout(resolve, RETRY_MS * 3)),
      stop: async () => {
        await nginx.stop();
        await receiver.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
  'Cloudflare Pages (wrangler pages dev, D1)': async (webhook: Webhook): Promise<Host> => {
    const settings = { LEADS_PER_HOUR: String(PER_HOUR), LEADS_WEBHOOK_URL: webhook.url, LEADS_RETRY_MS: String(RETRY_MS) };
    const pages = await startPagesDev({ receiver: settings });
    let cron: Awaited<ReturnType<typeof startLeadsCron>>;
    try {
      cron = await startLeadsCron(pages.state, settings);
    } catch (error) {
      await pages.stop();
      throw error;
    }
    return {
      base: pages.base,
      sender: (n) => ({ headers: { 'CF-Connecting-IP': `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}` } }),
      dbFile: pages.d1File,
      schedule: cron.run,
      stop: async () => {
        await cron.stop();
        await pages.stop();
      },
    };
  },
};

for (const [name, start] of Object.entries(HOSTS)) {
  test.describe(`the receiver on ${name} @desktop`, () => {
    let host: Host;
    let webhook: Webhook;
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      webhook = new Webhook(await freePort(0));
      await webhook.up();
      host = await start(webhook);
    });
    test.afterAll(async () => {
      await host?.stop();
      await webhook?.down();
    });

    test('a submission is stored byte for byte before the answer, the team is told, and its repeat is stored once', async () => {
      const fields = lead();
      const id = key();
      const before = (await rows(host)).length;
      const sender = newSender();
      const first = await send(host, sender, {
        headers: { 'Content-Type': FORM, Accept: 'application/json', 'Idempotency-Key': id },
        body: form(fields),
      });
      expect(first.status, first.body).toBe(200);
      expect(JSON.parse(first.body)).toEqual({ ok: true });
      // Committed before the answer: the row is there the moment the answer is.
      const stored = (await rows(host)).filter((row) => row.idempotency_key === id);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        company: fields.company,
        service: fields.service,
        message: fields.message,
        language: fields.language,
        suspect: null,
      });
      const kept = new Date(String(stored[0]!.delete_after)).getTime() - new Date(String(stored[0]!.received_at)).getTime();
      expect(kept / (24 * 3600_000), 'kept about 24 months').toBeGreaterThan(729);
      expect(kept / (24 * 3600_000)).toBeLessThan(732);

      const again = await send(host, sender, {
        headers: { 'Content-Type': FORM, Accept: 'application/json', 'Idempotency-Key': id },
        body: form(fields),
      });
      expect(again.status).toBe(first.status);
      expect(again.body).toBe(first.body);
      expect(await rows(host)).toHaveLength(before + 1);

      await expect.poll(() => webhook.received.filter((n) => n.lead.email === fields.email).length, { timeout: 15_000 }).toBe(1);
      expect(webhook.received.find((n) => n.lead.email === fields.email)!.lead).toMatchObject({
        name: fields.name,
        message: fields.message,
      });
    });

    test('the team is told once the webhook is back, and the lead never waits for it', async () => {
      await webhook.down();
      const fields = lead();
      const answer = await submit(host, newSender(), fields);
      expect(answer.status, answer.body).toBe(200);
      expect((await rows(host)).some((row) => row.email === fields.email)).toBe(true);
      await webhook.up();
      // The next attempt falls due after RETRY_MS: the Node service tries on its own, Pages at the next submission.
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 3));
      const next = lead();
      expect((await submit(host, newSender(), next)).status).toBe(200);
      await expect.poll(() => webhook.received.filter((n) => n.lead.email === fields.email).length, { timeout: 20_000 }).toBe(1);
    });

    test('the schedule, with no other message: a notification left undelivered goes out, and an expired lead is deleted', async () => {
      await webhook.down();
      const waiting = lead();
      const expired = lead();
      for (const fields of [waiting, expired]) expect((await submit(host, newSender(), fields)).status).toBe(200);
      await webhook.up();
      // Time passes: the second lead's 24 months are over, the first's retry falls due.
      const db = new BetterSqlite3(host.dbFile(), { timeout: 5000 });
      db.prepare("UPDATE leads SET delete_after = '2000-01-01T00:00:00.000Z' WHERE email = ?").run(expired.email);
      db.close();
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 3));
      await host.schedule();
      await expect.poll(() => webhook.received.filter((n) => n.lead.email === waiting.email).length, { timeout: 15_000 }).toBe(1);
      // The purge follows the deliveries, after the answer to the trigger (waitUntil).
      await expect.poll(async () => (await rows(host)).map((row) => row.email), { timeout: 15_000 }).not.toContain(expired.email);
      expect((await rows(host)).map((row) => row.email)).toContain(waiting.email);
    });

    test('a database that cannot take the write answers 503 and keeps nothing; then it takes them again', async () => {
      const before = (await rows(host)).length;
      // Another connection holds the database's write lock, longer than the receiver waits for it.
      const locker = new BetterSqlite3(host.dbFile(), { timeout: 1000 });
      locker.exec('BEGIN EXCLUSIVE');
      try {
        const answer = await submit(host, newSender(), lead());
        expect(answer.status, answer.body).toBe(503);
        expect(JSON.parse(answer.body)).toEqual({ error: 'unavailable' });
      } finally {
        locker.exec('ROLLBACK');
        locker.close();
      }
      expect(await rows(host)).toHaveLength(before);
      const retried = await submit(host, newSender(), lead());
      expect(retried.status).toBe(200);
    });

    test('bad input and abuse get a clear answer and change nothing', async () => {
      // Every lead made here, to find any notification of one.
      const made = new Set<string>();
      const bad = (over: Record<string, string> = {}) => {
        const fields = lead(over);
        made.add(fields.email);
        return fields;
      };
      const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
      const formHeaders = { 'Content-Type': FORM, Accept: 'application/json' };
      const cases: [string, { method?: string; headers?: Record<string, string>; body?: string }, number][] = [
        ['GET', { method: 'GET' }, 405],
        ['PUT', { method: 'PUT', headers: formHeaders, body: form(bad()) }, 405],
        ['text/plain', { headers: { 'Content-Type': 'text/plain' }, body: form(bad()) }, 415],
        ['no content type', { body: form(bad()) }, 415],
        ['multipart', { headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x--' }, 415],
        ['a body over the limit', { headers: formHeaders, body: form(bad({ message: 'م'.repeat(7000) })) }, 413],
        ['malformed JSON', { headers: json, body: '{"name": "x",' }, 400],
        ['JSON that is not an object', { headers: json, body: '["x"]' }, 400],
        ['a field given twice', { headers: formHeaders, body: `${form(bad())}&email=b%40example.com` }, 400],
        ['an unknown field', { headers: formHeaders, body: form({ ...bad(), admin: '1' }) }, 400],
        ['a bad idempotency key', { headers: { ...formHeaders, 'Idempotency-Key': 'short' }, body: form(bad()) }, 400],
        ['every field missing', { headers: formHeaders, body: '' }, 422],
        ['no consent', { headers: formHeaders, body: form(bad({ consent: '' })) }, 422],
        ['a malformed email', { headers: formHeaders, body: form(bad({ email: 'not-an-address' })) }, 422],
        ['an unknown topic', { headers: formHeaders, body: form(bad({ service: 'free-money' })) }, 422],
        ['an unknown language', { headers: formHeaders, body: form(bad({ language: 'xx' })) }, 422],
        ['a filled honeypot', { headers: formHeaders, body: form(bad({ [HONEYPOT_FIELD]: 'http://spam.example' })) }, 422],
        [
          'a header injected in the name',
          { headers: formHeaders, body: form(bad({ name: 'Sara\r\nBcc: all@example.com' })) },
          422,
        ],
        [
          'a header injected in the email',
          { headers: formHeaders, body: form(bad({ email: 'a@example.com\nBcc: b@example.com' })) },
          422,
        ],
        [
          'a control character in the message',
          { headers: formHeaders, body: form(bad({ message: `${bad().message}\u0000` })) },
          422,
        ],
        ['a foreign Origin', { headers: { ...formHeaders, Origin: 'https://evil.example' }, body: form(bad()) }, 403],
        [
          'invalid UTF-8',
          { headers: formHeaders, body: Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe]) as unknown as string },
          400,
        ],
      ];
      const before = await rows(host);
      for (const [what, request, status] of cases) {
        const answer = await send(host, newSender(), request);
        expect.soft(answer.status, `${what}: ${answer.body}`).toBe(status);
        expect.soft(answer.headers['content-type'] ?? '', what).toContain('application/json');
      }
      expect(await rows(host)).toEqual(before);
      expect(webhook.received.filter((notification) => made.has(String(notification.lead.email)))).toEqual([]);
    });

    test('a formula in any field is stored as typed and exported as text', async () => {
      const formula = '=HYPERLINK("http://evil.example","open")';
      const fields = lead({ company: '+SUM(1,2)', message: `${formula} @cmd|' /C calc'!A0 and more words to pass the minimum` });
      expect((await submit(host, newSender(), fields)).status).toBe(200);
      const db = readOnly(host.dbFile());
      try {
        const [stored] = await readLeads(db, fields.email);
        expect(stored).toMatchObject({ company: '+SUM(1,2)', message: fields.message });
        const csv = leadsCsv([stored!]);
        expect(csv).toContain(`"'${formula.replaceAll('"', '""')}`);
        expect(csv).toContain(`,"'+SUM(1,2)",`);
      } finally {
        db.close();
      }
    });

    test(`more than ${PER_HOUR} submissions an hour from one address: 429, and nothing more is stored`, async () => {
      const sender = newSender();
      const before = (await rows(host)).length;
      for (let i = 0; i < PER_HOUR; i += 1) {
        const answer = await submit(host, sender, lead());
        expect(answer.status, answer.body).toBe(200);
      }
      const over = await submit(host, sender, lead());
      expect(over.status).toBe(429);
      expect(over.headers['retry-after']).toBeTruthy();
      expect(await rows(host)).toHaveLength(before + PER_HOUR);
      // Another address is not held up by it.
      expect((await submit(host, newSender(), lead())).status).toBe(200);
    });

    test('a form posted without scripts is stored and sent back to the contact page thanks', async () => {
      const fields = lead({ language: LANGUAGES[0]! });
      const answer = await send(host, newSender(), {
        headers: { 'Content-Type': FORM, Accept: 'text/html' },
        body: form(fields),
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe(`/${fields.language}/contact#message-sent`);
      expect((await rows(host)).filter((row) => row.email === fields.email)).toHaveLength(1);
    });

    test('200 submissions at once, from 200 senders: exactly 200 rows', async () => {
      const before = (await rows(host)).length;
      // Each sent as the form sends it: under its own key, and again with that key after a 503 (the
      // local Workers runtime, on a busy machine, restarted a worker mid-request once).
      const answers = await Promise.all(
        Array.from({ length: 200 }, async () => {
          const request = {
            headers: { 'Content-Type': FORM, Accept: 'application/json', 'Idempotency-Key': key() },
            body: form(lead()),
          };
          const from = newSender();
          let answer = await send(host, from, request);
          for (let attempt = 0; answer.status === 503 && attempt < 2; attempt += 1) answer = await send(host, from, request);
          return answer;
        }),
      );
      expect(answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${answer.body}`)).toEqual([]);
      expect(await rows(host)).toHaveLength(before + 200);
    });
  });
}

/*
 * Cloudflare Turnstile, when a secret is set: checked against a loopback stand-in of its verify
 * endpoint that answers as Cloudflare documents for its test secrets (1x…AA always passes, 2x…AA
 * always fails). A failed or missing check keeps the lead, marked suspect.
 */
test.describe('Turnstile, when it is on (the Node service) @desktop', () => {
  const PASS = '1x0000000000000000000000000000000AA';
  const FAIL = '2x0000000000000000000000000000000AA';
  let verify: Server;
  let verifyUrl: string;
  const started: { base: string; stop: () => Promise<void> }[] = [];
  let dir: string;
  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'qimmah-turnstile-'));
    verify = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const params = new URLSearchParams(body);
        const success = params.get('secret') === PASS && Boolean(params.get('response'));
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }));
      });
    });
    const port = await freePort(0);
    await new Promise<void>((resolve) => verify.listen(port, '127.0.0.1', resolve));
    verifyUrl = `http://127.0.0.1:${port}/turnstile/v0/siteverify`;
  });
  test.afterAll(async () => {
    for (const receiver of started) await receiver.stop();
    await new Promise((resolve) => verify.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  for (const [secret, token, suspect] of [
    [PASS, 'XXXX.DUMMY.TOKEN.XXXX', null],
    [FAIL, 'XXXX.DUMMY.TOKEN.XXXX', 'turnstile: invalid-input-response'],
    [PASS, '', 'turnstile: no token'],
  ] as const) {
    test(`secret ${secret.slice(0, 2)}…, ${token ? 'a token' : 'no token'}: stored${suspect ? ', marked suspect' : ''}`, async () => {
      const file = path.join(dir, `${started.length}.sqlite`);
      const receiver = await startNodeReceiver(file, { TURNSTILE_SECRET_KEY: secret, TURNSTILE_VERIFY_URL: verifyUrl });
      started.push(receiver);
      const host: Host = {
        base: receiver.base,
        sender: () => ({}),
        dbFile: () => file,
        schedule: async () => undefined,
        stop: receiver.stop,
      };
      const fields = lead({ 'cf-turnstile-response': token });
      const answer = await submit(host, 0, fields);
      expect(answer.status, answer.body).toBe(200);
      expect(await rows(host)).toEqual([expect.objectContaining({ email: fields.email, suspect })]);
    });
  }
});
