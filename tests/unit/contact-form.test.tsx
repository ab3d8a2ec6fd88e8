import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SERVICE_SLUGS } from '../../src/content/services';
import { draftStore, parseStoredDraft } from '../../src/lib/contact/draftStore';
import {
  EMPTY_DRAFT,
  FIELDS,
  LIMITS,
  OTHER_TOPICS,
  TOPICS,
  typedInto,
  type ContactDraft,
  type Topic,
} from '../../src/lib/contact/fields';
import { composeMail, mailtoHref } from '../../src/lib/contact/mail';
import { MIN_FILL_MS, formBody, looksLikeBot } from '../../src/lib/contact/send';
import {
  isEmailAddress,
  isPhoneNumber,
  validateDraft,
  validateField,
  westernDigits,
  type FieldError,
} from '../../src/lib/contact/validate';
import { getI18n } from '../../src/lib/i18n';
import { LangProvider } from '../../src/lib/language/lang';
import type { Lang } from '../../src/lib/language/languages';
import { ContactForm } from '../../src/sections/contact/ContactForm';
import { LANGUAGES, locale, perLanguage } from '../support/locales';

/** The contact form's logic (src/lib/contact/) with the real locale files of every language of the list. */
const LOCALES = perLanguage((lang) => ({
  form: locale(lang, 'contact-form'),
  services: locale(lang, 'services'),
  contact: locale(lang, 'contact'),
  common: locale(lang, 'common'),
}));
const LANGS = LANGUAGES;

const topicName = (lang: Lang, topic: Topic) =>
  topic === 'final-year-project' || topic === 'other'
    ? LOCALES[lang].form.service[topic]
    : LOCALES[lang].services.items[topic].title;

const FULL: ContactDraft = {
  name: 'Dana Al-Harbi',
  email: 'dana@example.org',
  phone: '+966 50 123 4567',
  company: 'Harbi & Sons',
  service: 'web',
  message: 'We need a new website.\nBudget: 50,000 SAR & a launch in March?',
  consent: true,
};

describe('validation', () => {
  it('asks for name, email, topic, message and consent; phone and company are optional', () => {
    expect(validateDraft(EMPTY_DRAFT)).toEqual({
      name: 'name.required',
      email: 'email.required',
      service: 'service.required',
      message: 'message.required',
      consent: 'consent.required',
    });
    expect(validateDraft(FULL)).toEqual({});
    expect(validateDraft({ ...FULL, phone: '', company: '' })).toEqual({});
  });

  it('lists errors in the order of the form', () => {
    expect(Object.keys(validateDraft(EMPTY_DRAFT))).toEqual(FIELDS.filter((field) => validateField(field, EMPTY_DRAFT)));
  });

  it(`takes a message of ${LIMITS.messageMin} to ${LIMITS.messageMax} characters`, () => {
    const message = (text: string) => validateField('message', { ...FULL, message: text });
    expect(message('   \n ')).toBe('message.required');
    expect(message('x'.repeat(LIMITS.messageMin - 1))).toBe('message.tooShort');
    // Spaces around do not count towards the minimum.
    expect(message(`   ${'x'.repeat(LIMITS.messageMin - 1)}   `)).toBe('message.tooShort');
    expect(message('x'.repeat(LIMITS.messageMin))).toBeNull();
    expect(message('ب'.repeat(LIMITS.messageMax))).toBeNull();
    expect(message('x'.repeat(LIMITS.messageMax + 1))).toBe('message.tooLong');
  });

  it('limits name and company', () => {
    expect(validateField('name', { ...FULL, name: 'x'.repeat(LIMITS.nameMax + 1) })).toBe('name.tooLong');
    expect(validateField('company', { ...FULL, company: 'x'.repeat(LIMITS.companyMax + 1) })).toBe('company.tooLong');
  });

  it.each([
    '0501234567',
    '050 123 4567',
    '050-123-4567',
    '501234567',
    '+966 50 123 4567',
    '+966501234567',
    '00966 50 123 4567',
    '+966 050 123 4567',
    '013 812 3456',
    '+966 13 812 3456',
    '800 123 4567',
    '920012345',
    '٠٥٠ ١٢٣ ٤٥٦٧',
    '۰۵۰۱۲۳۴۵۶۷',
    '+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧',
    '+44 20 7946 0958',
    '+1 (202) 555-0100',
    '0044 20 7946 0958',
  ])('accepts the phone number %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
    expect(validateField('phone', { ...FULL, phone })).toBeNull();
  });

  it.each([
    '12345',
    '050123456',
    '05012345678',
    '+966 50 123',
    '+966 60 123 4567',
    '+0 123 456 789',
    '+1234567890123456',
    'call me',
    '050 123 456a',
  ])('rejects the phone number %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
    expect(validateField('phone', { ...FULL, phone })).toBe('phone.format');
  });

  it('reads Arabic-Indic digits as Western ones', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });

  it.each(['name@example.com', 'first.last+tag@sub.example.co.uk', 'نورة@مثال.السعودية', ' dana@example.org '])(
    'accepts the email address %s',
    (email) => expect(isEmailAddress(email)).toBe(true),
  );

  it.each(['name', 'name@', 'name@example', 'name@example.', 'na me@example.com', '@example.com', 'a@b@c.com'])(
    'rejects the email address %s',
    (email) => expect(validateField('email', { ...FULL, email })).toBe('email.format'),
  );
});

describe.each(LANGS)('copy in %s', (lang) => {
  const { form } = LOCALES[lang];

  it('has a message for every error', () => {
    const errors: FieldError[] = [
      'name.required',
      'name.tooLong',
      'email.required',
      'email.format',
      'phone.format',
      'company.tooLong',
      'service.required',
      'message.required',
      'message.tooShort',
      'message.tooLong',
      'consent.required',
    ];
    const messages: Record<string, string | Record<string, string>> = form.errors;
    for (const error of errors) {
      const [field = '', kind = ''] = error.split('.');
      const group = messages[field];
      expect(typeof group === 'object' ? group[kind] : undefined, error).toBeTruthy();
    }
  });

  it('names every topic: the 17 services, a final-year project, something else', () => {
    expect(TOPICS).toHaveLength(SERVICE_SLUGS.length + OTHER_TOPICS.length);
    const names = TOPICS.map((topic) => topicName(lang, topic));
    for (const name of names) expect(name.trim()).not.toBe('');
    expect(new Set(names).size).toBe(TOPICS.length);
  });

  it('states the limits the form applies', () => {
    const numbers = (text: string) => [...text.matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replace(/,/g, '')));
    const { messageMin, messageMax, nameMax, companyMax } = LIMITS;
    expect(numbers(form.message.hint)).toEqual([messageMin, messageMax]);
    expect(numbers(form.errors.message.tooShort)).toEqual([messageMin]);
    expect(numbers(form.errors.message.tooLong)).toEqual([messageMax]);
    expect(numbers(form.errors.name.tooLong)).toEqual([nameMax]);
    expect(numbers(form.errors.company.tooLong)).toEqual([companyMax]);
  });
});

describe.each(LANGS)('the email the form writes (%s)', (lang) => {
  const { form } = LOCALES[lang];

  it('names the topic in the subject and holds every field in the body', () => {
    for (const topic of TOPICS) {
      const { subject, body } = composeMail({ ...FULL, service: topic }, form.mail, topicName(lang, topic));
      expect(subject).toBe(form.mail.subject.replace('{{service}}', topicName(lang, topic)));
      expect(body.split('\n')).toEqual([
        form.mail.intro,
        '',
        `${form.mail.name}: ${FULL.name}`,
        `${form.mail.email}: ${FULL.email}`,
        `${form.mail.phone}: ${FULL.phone}`,
        `${form.mail.company}: ${FULL.company}`,
        `${form.mail.service}: ${topicName(lang, topic)}`,
        '',
        `${form.mail.message}:`,
        ...FULL.message.split('\n'),
      ]);
    }
  });

  it('says so where an optional field was left empty', () => {
    const { body } = composeMail({ ...FULL, phone: ' ', company: '' }, form.mail, topicName(lang, 'other'));
    expect(body).toContain(`${form.mail.phone}: ${form.mail.notGiven}`);
    expect(body).toContain(`${form.mail.company}: ${form.mail.notGiven}`);
  });

  it('survives the mailto: link intact, Arabic and line breaks included', () => {
    const draft: ContactDraft = {
      ...FULL,
      name: 'نورة القحطاني',
      company: 'مؤسسة الأفق & شركاه',
      message: 'السلام عليكم،\nنحتاج إلى تطبيق؟ الميزانية = 100% #1 🙂',
    };
    const mail = composeMail(draft, form.mail, topicName(lang, 'final-year-project'));
    const href = mailtoHref('hello@example.com', mail);
    expect(href).toMatch(/^mailto:hello@example\.com\?subject=[^&]+&body=[^&]+$/);
    // RFC 6068: line breaks as CRLF; nothing left unencoded that a mail program could misread.
    expect(href).toContain('%0D%0A');
    expect(href).not.toMatch(/[\s#]/u);
    expect(href.split('&')).toHaveLength(2);
    const url = new URL(href);
    expect(url.pathname).toBe('hello@example.com');
    expect(url.searchParams.get('subject')).toBe(mail.subject);
    expect(url.searchParams.get('body')).toBe(mail.body.replace(/\n/g, '\r\n'));
  });
});

describe('what is sent', () => {
  it('posts every field as typed, form-encoded, with the same names the plain HTML form uses', () => {
    const draft = { ...FULL, name: 'نورة & شركاه = 100%' };
    const lang = LANGUAGES.at(-1)!;
    const body = formBody(draft, lang);
    expect(Object.fromEntries(new URLSearchParams(body.toString()))).toEqual({
      name: draft.name,
      email: FULL.email,
      phone: FULL.phone,
      company: FULL.company,
      service: 'web',
      message: FULL.message,
      consent: 'yes',
      language: lang,
      _gotcha: '',
    });
  });

  it('treats a filled-in honeypot, or a form filled too fast, as a bot', () => {
    const startedAt = 1_000_000;
    expect(looksLikeBot({ honeypot: '', startedAt, now: startedAt + MIN_FILL_MS })).toBe(false);
    expect(looksLikeBot({ honeypot: '', startedAt, now: startedAt + MIN_FILL_MS - 1 })).toBe(true);
    expect(looksLikeBot({ honeypot: 'https://spam.example', startedAt, now: startedAt + 60_000 })).toBe(true);
  });
});

describe('the kept draft', () => {
  it('reads back what was stored, and drops what is malformed', () => {
    const stored = { draft: FULL, startedAt: 5, open: true };
    expect(parseStoredDraft(JSON.stringify(stored))).toEqual(stored);
    expect(parseStoredDraft(null)).toBeNull();
    expect(parseStoredDraft('{not json')).toBeNull();
    expect(parseStoredDraft('"text"')).toBeNull();
    expect(
      parseStoredDraft(JSON.stringify({ draft: { name: 7, email: 'a@b.co', service: 'nope', consent: 'yes' }, startedAt: 'x' })),
    ).toEqual({ draft: { ...EMPTY_DRAFT, email: 'a@b.co' }, startedAt: null, open: false });
  });

  it('lives in memory where there is no sessionStorage, and is cleared after sending', () => {
    const seen: string[] = [];
    const unsubscribe = draftStore.subscribe(() => seen.push(draftStore.get().draft.name));
    expect(draftStore.getServer().draft).toEqual(EMPTY_DRAFT);
    draftStore.set({ draft: FULL, startedAt: 1, open: true });
    expect(draftStore.get()).toEqual({ draft: FULL, startedAt: 1, open: true });
    draftStore.clear();
    expect(draftStore.get()).toEqual({ draft: EMPTY_DRAFT, startedAt: null, open: true });
    unsubscribe();
    expect(seen).toEqual([FULL.name, '']);
  });

  it('takes what was typed into the prerendered form before its code arrived, and only that', () => {
    const data = new FormData();
    for (const [field, value] of Object.entries({ ...EMPTY_DRAFT, name: FULL.name, service: 'other', message: '' })) {
      if (typeof value === 'string') data.set(field, value);
    }
    data.set('consent', 'yes');
    data.set('language', LANGUAGES.at(-1)!);
    expect(typedInto(data, EMPTY_DRAFT)).toEqual({ name: FULL.name, service: 'other', consent: true });
    expect(typedInto(data, { ...EMPTY_DRAFT, name: FULL.name, service: 'other', consent: true })).toEqual({});
    data.set('service', 'no-such-topic');
    expect(typedInto(data, EMPTY_DRAFT).service).toBeUndefined();
  });
});

/** The form as prerendered: what a visitor without scripts gets, with and without an endpoint. */
describe.each(LANGS)('the prerendered form (%s)', (lang) => {
  const { form, services, contact, common } = LOCALES[lang];
  const i18n = getI18n(lang, { [lang]: { common, contact, services, 'contact-form': form } });
  const render = (endpoint: string) =>
    renderToString(
      <I18nextProvider i18n={i18n}>
        <LangProvider lang={lang}>
          <MemoryRouter>
            <ContactForm
              endpoint={endpoint}
              turnstileSiteKey=""
              email="hello@example.com"
              draft={EMPTY_DRAFT}
              startedAt={null}
              onChange={() => {}}
              onSent={() => {}}
            />
          </MemoryRouter>
        </LangProvider>
      </I18nextProvider>,
    );
  const attribute = (html: string, name: string) => new RegExp(`<form[^>]* ${name}="([^"]*)"`, 'i').exec(html)?.[1];
  const decode = (text: string) => text.replace(/&amp;/g, '&');

  it('without an endpoint, says it will open an email; without scripts, shows the address instead', () => {
    const html = render('');
    expect(html).toContain(form.mailNote);
    expect(html).toContain(form.submitMail);
    // public/noscript.css hides the form and shows this: nothing could write the email from the fields.
    const fallback = /<p class="contact-form-noscript hidden[^"]*">(.*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(fallback).toContain(form.noScript);
    expect(decode(fallback)).toContain(
      `href="mailto:hello@example.com?subject=${encodeURIComponent(form.mail.subjectNoScript)}" dir="ltr"`,
    );
    expect(attribute(html, 'class')).toContain('contact-form-needs-script');
    const action = decode(attribute(html, 'action') ?? '');
    expect(action).toBe(`mailto:hello@example.com?subject=${encodeURIComponent(form.mail.subjectNoScript)}`);
    expect(attribute(html, 'enctype')).toBe('text/plain');
    expect(attribute(html, 'method')).toBe('post');
    expect(html).not.toContain('name="_gotcha"');
  });

  it('with an endpoint, posts there, form-encoded, with the honeypot and the language', () => {
    const html = render('https://forms.example/f/abc');
    expect(html).not.toContain(form.mailNote);
    expect(html).not.toContain('contact-form-noscript');
    expect(attribute(html, 'class')).not.toContain('contact-form-needs-script');
    expect(html).toContain(form.submit);
    expect(attribute(html, 'action')).toBe('https://forms.example/f/abc');
    expect(attribute(html, 'enctype')).toBeUndefined();
    expect(html).toContain('name="_gotcha"');
    expect(html).toContain(`name="language" value="${lang}"`);
  });

  it('lets the browser check the fields when no script runs, with labels, autocomplete and input types', () => {
    const html = render('https://forms.example/f/abc');
    expect(html).not.toContain('novalidate');
    // One tag per field, its attributes in any order (HTML attribute names are case-insensitive).
    const tag = (element: string, name: string) => new RegExp(`<${element}[^>]* name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
    for (const [name, type, autocomplete] of [
      ['name', 'text', 'name'],
      ['email', 'email', 'email'],
      ['phone', 'tel', 'tel'],
      ['company', 'text', 'organization'],
    ]) {
      expect(tag('input', name!)).toMatch(new RegExp(`type="${type}"`));
      expect(tag('input', name!)).toMatch(new RegExp(`autocomplete="${autocomplete}"`, 'i'));
    }
    expect(tag('input', 'name')).toMatch(/ required=""/);
    expect(tag('input', 'email')).toMatch(/ dir="ltr"/);
    expect(tag('input', 'phone')).toMatch(/ dir="ltr"/);
    expect(tag('input', 'phone')).toMatch(/ inputmode="tel"/i);
    expect(tag('input', 'consent')).toMatch(/type="checkbox"[^>]* required=""/);
    expect(tag('select', 'service')).toMatch(/ required=""/);
    expect(html).toMatch(/<textarea[^>]* required="" minLength="20" maxLength="5000"/i);
    expect(html).toContain(`href="/${lang}/privacy"`);
    for (const field of ['name', 'email', 'phone', 'company', 'service', 'message', 'consent']) {
      expect(html).toContain(`for="contact-${field}"`);
    }
  });
});
