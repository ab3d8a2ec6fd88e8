import { expect, test } from '@playwright/test';
import BetterSqlite3 from 'better-sqlite3';
import { SERVICE_SLUGS } from '../../src/content/services';
import { MIN_FILL_MS } from '../../src/lib/contact/send';
import { DEFAULT_LANG, LANGUAGES } from '../support/locales';
import { watchConsole } from './helpers';
import { controls, copy, entryFor, fillIn, openForm } from './support/contactForm';
import { WHATSAPP_URL } from '../../src/content/site';
import { e2eLeadsDb } from './support/leadsDb';
import { DEPLOYMENT } from '../../src/content/deployment';
import { TURNSTILE_FIELD, TURNSTILE_ORIGIN, turnstileLanguage } from '../../src/lib/contact/turnstile';

/*
 * The contact form of a build that posts to the site's own receiver (the default: /api/contact),
 * served by `npm start`, which runs the receiver with a SQLite file of the run's own
 * (./support/leadsDb.ts). Runs where the build posts there (playwright.config.ts): the trial copy
 * of `npm test` and a default build. In every language, at both widths: fill, send, see the
 * thanks, and find the row, every field as typed.
 *
 * Where the build has a Turnstile site key (the trial copy has Cloudflare's test key), Turnstile's
 * script is answered by a stand-in of its explicit API, which hands out Cloudflare's documented
 * dummy token as the test keys do: the script loads only once the visitor is on the form, renders in
 * the page's language, and its token travels with the message. Without a key, nothing is asked of
 * Turnstile's host. (The receiver's check of the token is receiver.spec.ts's, on both hosts.)
 */
const TURNSTILE_ON = Boolean(DEPLOYMENT.turnstileSiteKey);
const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
/** What the stand-in was asked: the options of each render, and the resets. */
interface TurnstileLog {
  renders: { sitekey: string; language: string; appearance: string }[];
  resets: number;
}
const TURNSTILE_STAND_IN = `
  window.__turnstile = { renders: [], resets: 0 };
  const widgets = new Map();
  const give = (id) => setTimeout(() => widgets.get(id)?.callback(${JSON.stringify(DUMMY_TOKEN)}), 50);
  window.turnstile = {
    render(container, options) {
      const id = 'w' + (widgets.size + 1);
      widgets.set(id, options);
      window.__turnstile.renders.push({ sitekey: options.sitekey, language: options.language, appearance: options.appearance });
      give(id);
      return id;
    },
    reset(id) { window.__turnstile.resets += 1; give(id); },
    remove(id) { widgets.delete(id); },
  };`;

let turnstileRequests: string[] = [];
test.beforeEach(async ({ page }) => {
  turnstileRequests = [];
  await page.route(`${TURNSTILE_ORIGIN}/**`, (route) => {
    turnstileRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: TURNSTILE_STAND_IN });
  });
});

for (const lang of LANGUAGES) {
  test(`${lang}: a message sent from the form is stored before the thanks shows, every field as typed`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const problems = watchConsole(page);
    const entry = {
      ...entryFor(lang, SERVICE_SLUGS[0]!),
      email: `visitor.${lang}.${testInfo.project.name}.${Date.now()}@example.org`,
    };
    await page.clock.install();
    const form = await openForm(page, lang);
    // Nothing of Turnstile's loads with the page.
    expect(turnstileRequests).toEqual([]);
    await fillIn(form, lang, entry);
    await page.clock.fastForward(MIN_FILL_MS);
    if (TURNSTILE_ON) {
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __turnstile?: TurnstileLog }).__turnstile?.renders))
        .toEqual([{ sitekey: DEPLOYMENT.turnstileSiteKey, language: turnstileLanguage(lang), appearance: 'interaction-only' }]);
      await page.clock.runFor(100);
    }
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/contact');
    await controls(form, lang).submit.click();
    const answer = await sent;
    expect(answer.status()).toBe(200);
    expect(answer.request().headers()['idempotency-key']).toMatch(/^[\w-]{16,}$/);
    expect(new URLSearchParams(answer.request().postData() ?? '').get(TURNSTILE_FIELD)).toBe(TURNSTILE_ON ? DUMMY_TOKEN : null);
    expect(turnstileRequests.length).toBe(TURNSTILE_ON ? 1 : 0);
    await expect(page.getByRole('heading', { name: copy(lang).form.sent.heading })).toBeFocused();

    const db = new BetterSqlite3(e2eLeadsDb(new URL(baseURL!).port), { readonly: true, fileMustExist: true });
    try {
      const rows = db.prepare('SELECT * FROM leads WHERE email = ?').all(entry.email);
      expect(rows).toEqual([
        expect.objectContaining({
          language: lang,
          name: entry.name,
          phone: entry.phone,
          company: entry.company,
          service: entry.service,
          message: entry.message,
          idempotency_key: answer.request().headers()['idempotency-key'],
          // No secret is set on this server: the token is not checked, and the lead is not suspect.
          suspect: null,
        }),
      ]);
    } finally {
      db.close();
    }
    expect(problems).toEqual([]);
  });
}

test('a receiver that cannot store the message: the form says so, keeps every field, and offers email and WhatsApp with it written out @desktop', async ({
  page,
  baseURL,
}) => {
  const lang = DEFAULT_LANG;
  const entry = { ...entryFor(lang, SERVICE_SLUGS[0]!), email: `locked.${Date.now()}@example.org` };
  await page.clock.install();
  const form = await openForm(page, lang);
  await fillIn(form, lang, entry);
  await page.clock.fastForward(MIN_FILL_MS);
  // The receiver's answer when its database cannot take the write (tests/e2e/receiver.spec.ts
  // makes the real one on both hosts); given here, so that no other test's message meets a locked
  // database while this one waits.
  let attempts = 0;
  await page.route('**/api/contact', (route) => {
    attempts += 1;
    return route.fulfill({ status: 503, json: { error: 'unavailable' }, headers: { 'Retry-After': '60' } });
  });
  await controls(form, lang).submit.click();
  await expect(page.getByRole('heading', { name: copy(lang).form.failed.heading })).toBeVisible({ timeout: 30_000 });
  // The first attempt and two more with the same key, 1 s and 3 s later.
  expect(attempts).toBe(3);
  await page.unroute('**/api/contact');
  const c = controls(form, lang);
  await expect(c.name).toHaveValue(entry.name);
  await expect(c.message).toHaveValue(entry.message);
  const whatsapp = new URL((await form.getByRole('link', { name: copy(lang).whatsappInstead }).getAttribute('href')) ?? '');
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(WHATSAPP_URL);
  expect(whatsapp.searchParams.get('text')).toContain(entry.message.trim());
  const mail = new URL(
    (await form.getByRole('link', { name: new RegExp(`^${copy(lang).emailInstead}`) }).getAttribute('href')) ?? '',
  );
  expect(mail.protocol).toBe('mailto:');
  // Sent again once the database takes it: stored once.
  await c.submit.click();
  await expect(page.getByRole('heading', { name: copy(lang).form.sent.heading })).toBeFocused();
  const db = new BetterSqlite3(e2eLeadsDb(new URL(baseURL!).port), { readonly: true });
  try {
    expect(db.prepare('SELECT count(*) AS n FROM leads WHERE email = ?').get(entry.email)).toEqual({ n: 1 });
  } finally {
    db.close();
  }
});
