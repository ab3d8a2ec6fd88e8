import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { SITE } from '../../src/content/site';
import { LIMITS } from '../../src/lib/contact/fields';
import { MIN_FILL_MS, SEND_TIMEOUT_MS } from '../../src/lib/contact/send';
import { formatNumber } from '../../src/lib/format';
import { openPage, watchConsole } from './helpers';
import { controls, copy, entryFor, fillIn, openForm, type Entry } from './support/contactForm';
import { axeViolations } from './support/axe';
import { ContactEndpoint, endpointUrl } from './support/endpoint';
import { SERVICE_SLUGS } from '../../src/content/services';
import { languageInfo, otherLangs } from '../../src/lib/language/languages';
import { DEFAULT_LANG, LANGUAGES, brand, perLanguage, text, type Lang } from '../support/locales';

/*
 * The site's own contact form on /contact, against the production build, whose
 * VITE_CONTACT_ENDPOINT points at a real HTTP server on loopback (./support/endpoint.ts; npm test
 * builds that way). Tests that send take the endpoint for themselves (the `endpoint` fixture).
 * Without an endpoint the form writes an email instead: that email is what a failed send offers
 * (checked here, both languages), and tests/unit/contact-form.test.ts checks the rest of that mode.
 */

const ENDPOINT = endpointUrl();

/** A language other than the default, where a test wants a second one (the default if it is the only one). */
const OTHER: Lang = otherLangs(DEFAULT_LANG)[0] ?? DEFAULT_LANG;
/** The topics typed: a service's, and one that is not a service. */
const SERVICE = SERVICE_SLUGS[0]!;
const ENTRY = perLanguage((lang) => entryFor(lang, lang === DEFAULT_LANG ? SERVICE : 'final-year-project'));

async function expectKept(form: Locator, lang: Lang, entry: Entry) {
  const c = controls(form, lang);
  await expect(c.name).toHaveValue(entry.name);
  await expect(c.email).toHaveValue(entry.email);
  await expect(c.phone).toHaveValue(entry.phone);
  await expect(c.company).toHaveValue(entry.company);
  await expect(c.service).toHaveValue(entry.service);
  await expect(c.message).toHaveValue(entry.message);
  await expect(c.consent).toBeChecked();
}

/** The email a failed send offers: address, subject naming the topic, every field in the body. */
async function expectEmailRoute(form: Locator, lang: Lang, entry: Entry) {
  const c = copy(lang);
  const link = form.getByRole('link', { name: new RegExp(`^${c.emailInstead}`) });
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.protocol).toBe('mailto:');
  expect(href.pathname).toBe(SITE.email);
  expect(href.searchParams.get('subject')).toBe(c.form.mail.subject.replace('{{service}}', c.topic(entry.service)));
  const body = (href.searchParams.get('body') ?? '').replace(/\r\n/g, '\n');
  for (const [label, value] of [
    [c.form.mail.name, entry.name],
    [c.form.mail.email, entry.email],
    [c.form.mail.phone, entry.phone],
    [c.form.mail.company, entry.company],
    [c.form.mail.service, c.topic(entry.service)],
  ]) {
    expect(body).toContain(`${label}: ${value}`);
  }
  expect(body).toContain(`${c.form.mail.message}:\n${entry.message}`);
}

const sentFields = (entry: Entry, lang: Lang) => ({
  name: entry.name,
  email: entry.email,
  phone: entry.phone,
  company: entry.company,
  service: entry.service,
  message: entry.message,
  consent: 'yes',
  language: lang,
  _gotcha: '',
});

/** The focused element, named: its id, else its link target, else its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.id || element?.getAttribute('href') || element?.textContent?.trim() || element?.tagName;
  });

/** The endpoint, held by this test alone (see ./support/endpoint.ts). */
const test = base.extend<{ endpoint: ContactEndpoint }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  endpoint: async ({}, provide) => {
    const endpoint = await ContactEndpoint.start();
    try {
      await provide(endpoint);
    } finally {
      await endpoint.stop();
    }
  },
});
// A test that sends may first wait while another worker's test holds the endpoint.
test.describe.configure({ timeout: 90_000 });
// The form has no motion of its own, so these tests run as a visitor who asked for less of it
// (prefers-reduced-motion), sparing the page's first seconds of animation (docs/testing.md). The
// contact page with motion on is loaded by the route sweep (tests/e2e/pages.spec.ts).
test.use({ reducedMotion: 'reduce' });

for (const lang of LANGUAGES) {
  const c = copy(lang);
  const f = c.form;

  test(`errors (${lang}): the summary takes focus and links to each field, errors follow corrections, count, axe`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const form = await openForm(page, lang);
    const field = controls(form, lang);
    const company = brand(lang);
    await field.company.fill(company);
    await field.submit.click();

    const summary = form.locator('div[tabindex="-1"]', { has: page.getByRole('heading', { name: f.errors.summary }) });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      f.errors.name.required,
      f.errors.email.required,
      f.errors.service.required,
      f.errors.message.required,
      f.errors.consent.required,
    ]);
    // Each field in error says so, in its description; the optional ones are not in error.
    for (const [control, message, hint] of [
      [field.name, f.errors.name.required, ''],
      [field.email, f.errors.email.required, `${f.email.hint} `],
      [field.service, f.errors.service.required, ''],
      [field.message, f.errors.message.required, `${f.message.hint} `],
      [field.consent, f.errors.consent.required, `${f.consent.hint} ${f.consent.link} `],
    ] as const) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(
        new RegExp(`^${escape(hint)}${escape(f.errors.prefix)} ${escape(message)}`),
      );
    }
    await expect(field.phone).toHaveAttribute('aria-invalid', 'false');
    await expect(field.company).toHaveValue(company);
    expect(await axeViolations(page)).toEqual([]);

    // A summary link moves focus to its field.
    await summary.getByRole('link', { name: f.errors.message.required }).click();
    await expect(field.message).toBeFocused();
    // Corrections are checked as they are typed: too short, then fine.
    await field.message.fill('1234567890');
    await expect(field.message).toHaveAccessibleDescription(new RegExp(escape(f.errors.message.tooShort)));
    await expect(summary.getByRole('link', { name: f.errors.message.tooShort })).toBeVisible();
    const message = text(lang, 'home:hero.subtitle');
    expect(message.length, 'a message long enough to be read').toBeGreaterThanOrEqual(LIMITS.messageMin);
    await field.message.fill(message);
    await expect(field.message).toHaveAttribute('aria-invalid', 'false');
    await expect(summary.getByRole('link')).toHaveCount(4);
    // The count says what is left at once, and tells screen readers once typing pauses.
    const left = c.count(LIMITS.messageMax - message.length);
    expect(left).toContain(formatNumber(LIMITS.messageMax - message.length, lang));
    await expect(form.getByText(left, { exact: true }).first()).toBeVisible();
    await expect(form.locator('[aria-live="polite"]').first()).toHaveText(left);
    // Over the limit: how many too many, and an error on submit.
    await field.message.fill('x'.repeat(LIMITS.messageMax + 3));
    await expect(form.getByText(c.count(-3), { exact: true }).first()).toBeVisible();
    await field.submit.click();
    await expect(summary.getByRole('link', { name: f.errors.message.tooLong })).toBeVisible();
    // Wrong formats.
    await field.email.fill('dana@example');
    await field.phone.fill('12345');
    await field.submit.click();
    await expect(summary.getByRole('link', { name: f.errors.email.format })).toBeVisible();
    await expect(summary.getByRole('link', { name: f.errors.phone.format })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test(`keyboard only (${lang}): Tab order, Enter on the summary's links, Space on the checkbox, send`, async ({
    page,
    endpoint,
  }) => {
    await page.clock.install();
    await openPage(page, `/${lang}/contact`);
    await page.getByRole('button', { name: c.show }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: c.hide })).toHaveAttribute('aria-expanded', 'true');
    const order: (string | undefined)[] = [];
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab');
      order.push(await focused(page));
    }
    expect(order).toEqual([
      'contact-name',
      'contact-email',
      'contact-phone',
      'contact-company',
      'contact-service',
      'contact-message',
      'contact-consent',
      `/${lang}/privacy`,
      f.submit,
    ]);
    await page.keyboard.press('Enter');
    const summary = page.locator('div[tabindex="-1"]', { has: page.getByRole('heading', { name: f.errors.summary }) });
    await expect(summary).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('contact-name');
    await page.keyboard.type(ENTRY[lang].name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ENTRY[lang].email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // The first topic, chosen with the arrow key.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type(ENTRY[lang].message);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.locator('#contact-consent')).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(f.submit);
    await page.clock.fastForward(MIN_FILL_MS);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: f.sent.heading })).toBeFocused();
    expect(endpoint.posts).toHaveLength(1);
    expect(endpoint.posts[0]!.fields).toMatchObject({
      name: ENTRY[lang].name,
      email: ENTRY[lang].email,
      // The first topic of the list, the first service.
      service: SERVICE,
      consent: 'yes',
      language: lang,
    });
  });
}

test(`sends every field intact, in ${OTHER} too, then forgets the draft @desktop`, async ({ page, endpoint }) => {
  const f = copy(OTHER).form;
  await page.clock.install();
  const form = await openForm(page, OTHER);
  // The build posts where this test's server listens (the tests and the build share one setting).
  await expect(form).toHaveAttribute('action', ENDPOINT.href);
  await fillIn(form, OTHER, ENTRY[OTHER]);
  await page.clock.fastForward(MIN_FILL_MS);
  await controls(form, OTHER).submit.click();
  const thanks = page.getByRole('heading', { name: f.sent.heading });
  await expect(thanks).toBeFocused();
  expect(endpoint.posts).toHaveLength(1);
  const [request] = endpoint.posts;
  expect(request!.method).toBe('POST');
  expect(request!.path).toBe(ENDPOINT.pathname);
  expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  expect(request!.headers.accept).toBe('application/json');
  expect(request!.fields).toEqual(sentFields(ENTRY[OTHER], OTHER));
  expect(await axeViolations(page)).toEqual([]);
  // Sent: nothing kept, a new message starts empty, after a reload too.
  const kept = JSON.parse((await page.evaluate(() => sessionStorage.getItem('contact-form-draft'))) ?? '{}');
  expect(Object.values(kept.draft ?? {}).filter((value) => value !== '' && value !== false)).toEqual([]);
  await page.getByRole('button', { name: f.sent.again }).click();
  await expect(controls(form, OTHER).name).toHaveValue('');
  // The form was left open, so once the app has started after the reload it opens again by itself
  // (the draft's `open`), as a visitor sees it: no tap on "Show", which would race that reopening.
  await page.reload();
  await expect(page.getByRole('button', { name: copy(OTHER).hide })).toHaveAttribute('aria-expanded', 'true');
  await expect(form).toBeVisible();
  await expect(controls(form, OTHER).message).toHaveValue('');
});

test.describe('when sending fails', () => {
  test('the server answers 500: the error shows, every field is kept, the email is written out; a retry sends @desktop', async ({
    page,
    endpoint,
  }) => {
    const f = copy(OTHER).form;
    endpoint.answer = 'error';
    await page.clock.install();
    const form = await openForm(page, OTHER);
    await fillIn(form, OTHER, ENTRY[OTHER]);
    await page.clock.fastForward(MIN_FILL_MS);
    await controls(form, OTHER).submit.click();
    const failure = form.locator('div[tabindex="-1"]', { has: page.getByRole('heading', { name: f.failed.heading }) });
    await expect(failure).toBeFocused();
    await expect(failure).toContainText(f.failed.body);
    await expectKept(form, OTHER, ENTRY[OTHER]);
    await expectEmailRoute(form, OTHER, ENTRY[OTHER]);
    expect(await axeViolations(page)).toEqual([]);
    endpoint.answer = 'ok';
    await controls(form, OTHER).submit.click();
    await expect(page.getByRole('heading', { name: f.sent.heading })).toBeFocused();
    expect(endpoint.posts.map((request) => request.fields)).toEqual([
      sentFields(ENTRY[OTHER], OTHER),
      sentFields(ENTRY[OTHER], OTHER),
    ]);
  });

  test('the server is down: the error shows, every field is kept, the email is written out @desktop', async ({
    page,
    endpoint,
  }) => {
    const f = copy(DEFAULT_LANG).form;
    await endpoint.down();
    await page.clock.install();
    const form = await openForm(page, DEFAULT_LANG);
    await fillIn(form, DEFAULT_LANG, ENTRY[DEFAULT_LANG]);
    await page.clock.fastForward(MIN_FILL_MS);
    await controls(form, DEFAULT_LANG).submit.click();
    await expect(form.getByRole('heading', { name: f.failed.heading })).toBeVisible();
    await expectKept(form, DEFAULT_LANG, ENTRY[DEFAULT_LANG]);
    await expectEmailRoute(form, DEFAULT_LANG, ENTRY[DEFAULT_LANG]);
    await endpoint.up();
    await controls(form, DEFAULT_LANG).submit.click();
    await expect(page.getByRole('heading', { name: f.sent.heading })).toBeFocused();
    expect(endpoint.posts.map((request) => request.fields)).toEqual([sentFields(ENTRY[DEFAULT_LANG], DEFAULT_LANG)]);
  });

  test('no answer within 15 s: the error shows and every field is kept @phone', async ({ page, endpoint }) => {
    const f = copy(DEFAULT_LANG).form;
    endpoint.answer = 'hang';
    await page.clock.install();
    const form = await openForm(page, DEFAULT_LANG);
    await fillIn(form, DEFAULT_LANG, ENTRY[DEFAULT_LANG]);
    await page.clock.fastForward(MIN_FILL_MS);
    await controls(form, DEFAULT_LANG).submit.click();
    const sending = form.getByRole('button', { name: f.sending });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await expect.poll(() => endpoint.posts.length).toBe(1);
    await page.clock.fastForward(SEND_TIMEOUT_MS - 1000);
    await expect(sending).toBeVisible();
    await page.clock.fastForward(1000);
    await expect(form.getByRole('heading', { name: f.failed.heading })).toBeVisible();
    await expectKept(form, DEFAULT_LANG, ENTRY[DEFAULT_LANG]);
  });
});

test.describe('spam', () => {
  test('a form sent sooner than a person could fill it gets the thanks and is not sent @desktop', async ({ page, endpoint }) => {
    await page.clock.install();
    const form = await openForm(page, DEFAULT_LANG);
    // Time stands still from here: whatever the machine's speed, this is filled in no time.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await fillIn(form, DEFAULT_LANG, ENTRY[DEFAULT_LANG]);
    await controls(form, DEFAULT_LANG).submit.click();
    await expect(page.getByRole('heading', { name: copy(DEFAULT_LANG).form.sent.heading })).toBeVisible();
    expect(endpoint.posts).toEqual([]);
  });

  test('a filled-in honeypot gets the thanks and is not sent; people never reach it @phone', async ({ page, endpoint }) => {
    const f = copy(OTHER).form;
    await page.clock.install();
    const form = await openForm(page, OTHER);
    await expect(page.getByRole('textbox', { name: f.honeypot })).toHaveCount(0);
    await fillIn(form, OTHER, ENTRY[OTHER]);
    await page.locator('#contact-honeypot').fill('https://spam.example', { force: true });
    await page.clock.fastForward(MIN_FILL_MS);
    await controls(form, OTHER).submit.click();
    await expect(page.getByRole('heading', { name: f.sent.heading })).toBeVisible();
    expect(endpoint.posts).toEqual([]);
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });
  test('the form shows and posts as plain HTML @desktop', async ({ page, endpoint }) => {
    const c = copy(DEFAULT_LANG);
    await page.goto(`/${DEFAULT_LANG}/contact`);
    await expect(page.getByRole('button', { name: c.show })).toBeHidden();
    const form = page.getByRole('form', { name: c.form.heading });
    await expect(form).toBeVisible();
    // Empty, the browser's own checks stop it.
    await controls(form, DEFAULT_LANG).submit.click();
    await fillIn(form, DEFAULT_LANG, ENTRY[DEFAULT_LANG]);
    await controls(form, DEFAULT_LANG).submit.click();
    await expect(page.getByRole('heading', { name: 'Message received' })).toBeVisible();
    expect(endpoint.posts).toHaveLength(1);
    const [request] = endpoint.posts;
    expect(request!.headers.accept).toMatch(/text\/html/);
    // A browser sends a textarea's line breaks as CRLF.
    expect({ ...request!.fields, message: request!.fields.message?.replace(/\r\n/g, '\n') }).toEqual(
      sentFields(ENTRY[DEFAULT_LANG], DEFAULT_LANG),
    );
  });
});

test.describe('nothing typed is lost', () => {
  for (const privateMode of [false, true]) {
    test(`closing the form, a validation error, switching language${privateMode ? ' (storage throws: kept in memory) @phone' : ', reloading'}`, async ({
      page,
      isMobile,
    }) => {
      const problems = watchConsole(page);
      if (privateMode) {
        await page.addInitScript(() => {
          Object.defineProperty(window, 'sessionStorage', {
            get() {
              throw new DOMException('The operation is insecure.', 'SecurityError');
            },
          });
        });
      }
      const source = copy(DEFAULT_LANG);
      const form = await openForm(page, DEFAULT_LANG);
      const entry = { ...ENTRY[DEFAULT_LANG], message: 'Too short' };
      await fillIn(form, DEFAULT_LANG, entry);
      await controls(form, DEFAULT_LANG).submit.click();
      await expect(form.getByRole('link', { name: source.form.errors.message.tooShort })).toBeVisible();
      await expectKept(form, DEFAULT_LANG, entry);

      await page.getByRole('button', { name: source.hide }).click();
      await expect(form).toBeHidden();
      await page.getByRole('button', { name: source.show }).click();
      await expectKept(form, DEFAULT_LANG, entry);

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      if (isMobile) await page.getByRole('button', { name: text(DEFAULT_LANG, 'nav.menuToggle'), exact: true }).click();
      await page
        .getByRole('banner')
        .getByRole('link', { name: languageInfo(OTHER).nativeName })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${OTHER}/contact$`));
      const otherForm = page.getByRole('form', { name: copy(OTHER).form.heading });
      await expect(otherForm).toBeVisible();
      await expectKept(otherForm, OTHER, entry);

      if (!privateMode) {
        await page.reload();
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        await expect(otherForm).toBeVisible();
        await expectKept(otherForm, OTHER, entry);
      }
      expect(problems).toEqual([]);
    });
  }
});

test("the form's code loads only once the form is wanted, and what was typed before it arrived is kept @desktop", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const chunk = /\/StoredContactForm-[\w-]+\.js$/;
  const requested: string[] = [];
  page.on('request', (request) => {
    if (chunk.test(request.url())) requested.push(request.url());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  const c = copy(DEFAULT_LANG);
  await openPage(page, `/${DEFAULT_LANG}/contact`);
  const form = page.getByRole('form', { name: c.form.heading });
  await expect(form).toBeHidden();
  expect(requested, 'the page started without the form').toEqual([]);

  // Opened while its code is held back: the prerendered form shows and takes what is typed.
  await page.getByRole('button', { name: c.show }).click();
  await expect(form).toBeVisible();
  await expect.poll(() => requested.length).toBe(1);
  const entry = { ...ENTRY[DEFAULT_LANG], message: 'Too short' };
  await fillIn(form, DEFAULT_LANG, entry);
  await expect(form).not.toHaveAttribute('novalidate');

  const arrived = page.waitForResponse(chunk);
  release();
  await arrived;
  await expect(form).toHaveAttribute('novalidate', '');
  await expectKept(form, DEFAULT_LANG, entry);
  await controls(form, DEFAULT_LANG).submit.click();
  await expect(form.getByRole('link', { name: c.form.errors.message.tooShort })).toBeVisible();

  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(form).toBeVisible();
  await expectKept(form, DEFAULT_LANG, entry);
  expect(problems).toEqual([]);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
