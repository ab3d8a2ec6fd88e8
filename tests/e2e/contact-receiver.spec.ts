import { expect, test } from '@playwright/test';
import BetterSqlite3 from 'better-sqlite3';
import { SERVICE_SLUGS } from '../../src/content/services';
import { MIN_FILL_MS } from '../../src/lib/contact/send';
import { DEFAULT_LANG, LANGUAGES } from '../support/locales';
import { watchConsole } from './helpers';
import { controls, copy, entryFor, fillIn, openForm } from './support/contactForm';
import { WHATSAPP_URL } from '../../src/content/site';
import { e2eLeadsDb } from './support/leadsDb';

/*
 * The contact form of a build that posts to the site's own receiver (the default: /api/contact),
 * served by `npm start`, which runs the receiver with a SQLite file of the run's own
 * (./support/leadsDb.ts). Runs where the build posts there (playwright.config.ts): the trial copy
 * of `npm test` and a default build. In every language, at both widths: fill, send, see the
 * thanks, and find the row, every field as typed.
 */

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
    await fillIn(form, lang, entry);
    await page.clock.fastForward(MIN_FILL_MS);
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/contact');
    await controls(form, lang).submit.click();
    const answer = await sent;
    expect(answer.status()).toBe(200);
    expect(answer.request().headers()['idempotency-key']).toMatch(/^[\w-]{16,}$/);
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
