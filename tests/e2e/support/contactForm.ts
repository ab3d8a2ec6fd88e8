import { expect, type Locator, type Page } from '@playwright/test';
import { formatNumber } from '../../../src/lib/format';
import { scriptOf } from '../../../scripts/lib/translation-rules';
import { brand, locale, text, type Lang } from '../../support/locales';
import { openPage } from '../helpers';

/*
 * The site's own contact form as a visitor meets it, for the specs that fill it in
 * (contact-form.spec.ts against a form service, contact-receiver.spec.ts against the site's own
 * receiver): its words in a language, what a visitor of that language types, and its controls by
 * role and name.
 */

export function copy(lang: Lang) {
  const form = locale(lang, 'contact-form');
  const section = locale(lang, 'contact').section;
  const brand = locale(lang, 'common').brand.name;
  const services = locale(lang, 'services').items;
  return {
    form,
    show: section.showForm,
    hide: section.hideForm,
    emailInstead: section.emailInstead,
    whatsappInstead: section.whatsappInstead,
    consent: form.consent.label.replace('$t(common:brand.name)', brand),
    topic: (slug: string): string =>
      slug in services ? text(lang, `services:items.${slug}.title`) : text(lang, `contact-form:service.${slug}`),
    /** The character count's text for `left` characters remaining (negative: too many). */
    count(left: number): string {
      const n = Math.abs(left);
      const key = `${left >= 0 ? 'remaining' : 'over'}_${new Intl.PluralRules(lang).select(n)}`;
      return text(lang, `contact-form:count.${key}`, { n: formatNumber(n, lang) });
    },
  };
}

export interface Entry {
  name: string;
  email: string;
  phone: string;
  company: string;
  /** The topic's value (a service slug, final-year-project or other). */
  service: string;
  message: string;
}

/** Arabic-Indic digits for 0-9, as an Arabic keyboard types them. */
const arabicIndic = (text: string) => text.replace(/\d/g, (digit) => String.fromCodePoint(0x0660 + Number(digit)));

/**
 * What a visitor writing in `lang` types: words of that language's own copy (the team's names, the
 * home page's headline), so each field holds the language's script; the characters a form must
 * carry intact (& = % and an emoji); a phone number in Arabic-Indic digits in a language written
 * in Arabic script, as its keyboards type them.
 */
export function entryFor(lang: Lang, service: string): Entry {
  const [first, second] = Object.values(locale(lang, 'team').members);
  const arabicScript = scriptOf(lang) === 'Arab';
  return {
    name: first!.name,
    email: `visitor.${lang}@example.org`,
    phone: arabicScript ? arabicIndic('050 123 4567') : '+966 50 123 4567',
    company: `${second?.name ?? brand(lang)} & ${brand(lang)} = 100%`,
    service,
    message: `${text(lang, 'home:hero.subtitle')}\n${text(lang, 'home:hero.title')}: 50,000 & 100% 🙂`,
  };
}

export async function openForm(page: Page, lang: Lang): Promise<Locator> {
  const c = copy(lang);
  await openPage(page, `/${lang}/contact`);
  await page.getByRole('button', { name: c.show }).click();
  const form = page.getByRole('form', { name: c.form.heading });
  await expect(form).toBeVisible();
  return form;
}

export function controls(form: Locator, lang: Lang) {
  const { form: f, consent } = copy(lang);
  const optional = (label: string) => `${label} ${f.optional}`;
  return {
    name: form.getByRole('textbox', { name: f.name.label, exact: true }),
    email: form.getByRole('textbox', { name: f.email.label, exact: true }),
    phone: form.getByRole('textbox', { name: optional(f.phone.label), exact: true }),
    company: form.getByRole('textbox', { name: optional(f.company.label), exact: true }),
    service: form.getByRole('combobox', { name: f.service.label, exact: true }),
    message: form.getByRole('textbox', { name: f.message.label, exact: true }),
    consent: form.getByRole('checkbox', { name: consent, exact: true }),
    submit: form.getByRole('button', { name: f.submit, exact: true }),
  };
}

export async function fillIn(form: Locator, lang: Lang, entry: Entry) {
  const c = controls(form, lang);
  await c.name.fill(entry.name);
  await c.email.fill(entry.email);
  await c.phone.fill(entry.phone);
  await c.company.fill(entry.company);
  await c.service.selectOption({ label: copy(lang).topic(entry.service) });
  await c.message.fill(entry.message);
  await c.consent.check();
}
