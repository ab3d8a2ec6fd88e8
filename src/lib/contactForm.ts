import { SERVICE_SLUGS, type ServiceSlug } from '../content/services';

/*
 * The site's own contact form, without React: its fields and limits, validation, the
 * email it composes when no endpoint is configured (or sending failed), the body it posts, the spam
 * checks and the draft kept in sessionStorage. src/sections/contact/ draws it.
 */

/** What a message can be about: one of the 17 services (by slug), a final-year project, or something else. */
export const SERVICE_TOPICS = SERVICE_SLUGS;
export const OTHER_TOPICS = ['final-year-project', 'other'] as const;
export const TOPICS = [...SERVICE_TOPICS, ...OTHER_TOPICS] as const;
export type Topic = (typeof TOPICS)[number];
export const isServiceTopic = (topic: Topic): topic is ServiceSlug => (SERVICE_SLUGS as readonly string[]).includes(topic);
/** A select's value as a topic; '' for the "choose" option or anything unknown. */
export const asTopic = (value: string): Topic | '' => TOPICS.find((topic) => topic === value) ?? '';

/** The visible fields, in the form's order (the error summary lists errors in this order). */
export const FIELDS = ['name', 'email', 'phone', 'company', 'service', 'message', 'consent'] as const;
export type Field = (typeof FIELDS)[number];

/** What the visitor typed; `service` is '' until a topic is chosen. */
export interface ContactDraft {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: Topic | '';
  message: string;
  consent: boolean;
}

export const EMPTY_DRAFT: ContactDraft = {
  name: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  message: '',
  consent: false,
};

/**
 * The fields of a drawn form that hold something other than `draft`: what was typed into the
 * prerendered form before its code arrived (React keeps it on screen while it hydrates, then draws
 * the draft over it).
 */
export function typedInto(data: FormData, draft: ContactDraft): Partial<ContactDraft> {
  const text = (field: string) => {
    const value = data.get(field);
    return typeof value === 'string' ? value : '';
  };
  const found: ContactDraft = {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    service: asTopic(text('service')),
    message: text('message'),
    consent: data.has('consent'),
  };
  return Object.fromEntries(FIELDS.filter((field) => found[field] !== draft[field]).map((field) => [field, found[field]]));
}

/** Lengths in UTF-16 code units, as the browser's own minlength and maxlength count them. */
export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  companyMax: 120,
  messageMin: 20,
  messageMax: 5000,
} as const;

/** A visitor typing faster than this since the form first showed is taken for a bot (ms). */
export const MIN_FILL_MS = 3000;
/** Sending gives up after this long (ms) and says so. */
export const SEND_TIMEOUT_MS = 15_000;
/** The hidden field people never fill in. Formspree discards a post that has it filled. */
export const HONEYPOT_FIELD = '_gotcha';
/** Formats the phone hint shows, written left to right in both languages. */
export const PHONE_EXAMPLES = ['05X XXX XXXX', '+966 5X XXX XXXX'] as const;

/** An error by field and kind; its message is `errors.<error>` in locales/<lang>/contact-form.json. */
export type FieldError =
  | 'name.required'
  | 'name.tooLong'
  | 'email.required'
  | 'email.format'
  | 'phone.format'
  | 'company.tooLong'
  | 'service.required'
  | 'message.required'
  | 'message.tooShort'
  | 'message.tooLong'
  | 'consent.required';
export type FieldErrors = Partial<Record<Field, FieldError>>;

/** Arabic-Indic and Eastern Arabic-Indic digits (٠١٢…, ۰۱۲…) as Western ones. */
export function westernDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/**
 * A Saudi number (mobile 05X XXX XXXX or 5X XXX XXXX, landline 01X XXX XXXX, 800 and 9200 numbers,
 * or any of them after +966 / 00966) or an international one (+ or 00, then 7 to 15 digits).
 * Spaces, hyphens, dots and brackets may separate the digits; Arabic-Indic digits count.
 */
export function isPhoneNumber(value: string): boolean {
  const compact = westernDigits(value.trim()).replace(/[\s\u00a0\-.()]/g, '');
  if (!/^(\+|00)?\d+$/.test(compact)) return false;
  const saudi = /^(?:\+|00)?966(\d+)$/.exec(compact);
  if (saudi) return /^0?(5\d{8}|1\d{8}|800\d{7}|9200\d{5})$/.test(saudi[1]!);
  if (/^(\+|00)/.test(compact)) return /^(\+|00)[1-9]\d{6,14}$/.test(compact);
  return /^(0?5\d{8}|01\d{8}|800\d{7}|9200\d{5})$/.test(compact);
}

/** name@domain.tld, nothing else around it: catches the usual slips, not a full RFC 5322 parser. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** The error of one field, or null when it is fine. */
export function validateField(field: Field, draft: ContactDraft): FieldError | null {
  switch (field) {
    case 'name': {
      const name = draft.name.trim();
      if (!name) return 'name.required';
      return name.length > LIMITS.nameMax ? 'name.tooLong' : null;
    }
    case 'email': {
      const email = draft.email.trim();
      if (!email) return 'email.required';
      return email.length > LIMITS.emailMax || !isEmailAddress(email) ? 'email.format' : null;
    }
    case 'phone': {
      const phone = draft.phone.trim();
      if (!phone) return null;
      return phone.length > LIMITS.phoneMax || !isPhoneNumber(phone) ? 'phone.format' : null;
    }
    case 'company':
      return draft.company.trim().length > LIMITS.companyMax ? 'company.tooLong' : null;
    case 'service':
      return draft.service ? null : 'service.required';
    case 'message': {
      const message = draft.message.trim();
      if (!message) return 'message.required';
      if (message.length < LIMITS.messageMin) return 'message.tooShort';
      return draft.message.length > LIMITS.messageMax ? 'message.tooLong' : null;
    }
    case 'consent':
      return draft.consent ? null : 'consent.required';
  }
}

/** Every field's error, in the form's order; empty when the draft can be sent. */
export function validateDraft(draft: ContactDraft): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const error = validateField(field, draft);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The email's words in one language: `form.mail` of locales/<lang>/contact.json. */
export interface MailText {
  /** With {{service}}: the topic's name. */
  subject: string;
  intro: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
  notGiven: string;
}

/**
 * The email the form writes when it cannot post (no endpoint, or sending failed): the subject names
 * the topic, the body holds every field, labelled in the page's language. `topicName` is the
 * chosen topic's name in that language.
 */
export function composeMail(draft: ContactDraft, text: MailText, topicName: string): { subject: string; body: string } {
  const optional = (value: string) => value.trim() || text.notGiven;
  const subject = text.subject.replace('{{service}}', topicName);
  const body = [
    text.intro,
    '',
    `${text.name}: ${draft.name.trim()}`,
    `${text.email}: ${draft.email.trim()}`,
    `${text.phone}: ${optional(draft.phone)}`,
    `${text.company}: ${optional(draft.company)}`,
    `${text.service}: ${topicName}`,
    '',
    `${text.message}:`,
    draft.message.trim(),
  ].join('\n');
  return { subject, body };
}

/** A mailto: link with subject and body, line breaks as CRLF (RFC 6068). */
export function mailtoHref(address: string, { subject, body }: { subject: string; body: string }): string {
  const encode = (value: string) => encodeURIComponent(value.replace(/\r?\n/g, '\r\n'));
  return `mailto:${address}?subject=${encode(subject)}&body=${encode(body)}`;
}

/**
 * The form-encoded body sent to the endpoint, with the same names the form posts without scripts:
 * every field as typed, `consent=yes`, the page's language, and the (empty) honeypot.
 */
export function formBody(draft: ContactDraft, lang: string): URLSearchParams {
  return new URLSearchParams([
    ['name', draft.name],
    ['email', draft.email],
    ['phone', draft.phone],
    ['company', draft.company],
    ['service', draft.service],
    ['message', draft.message],
    ['consent', draft.consent ? 'yes' : ''],
    ['language', lang],
    [HONEYPOT_FIELD, ''],
  ]);
}

/** A bot fills in the hidden field, or submits sooner than a person could type the form. */
export function looksLikeBot({ honeypot, startedAt, now }: { honeypot: string; startedAt: number; now: number }): boolean {
  return honeypot !== '' || now - startedAt < MIN_FILL_MS;
}

/** What is kept between pages and reloads of one tab. */
export interface StoredDraft {
  draft: ContactDraft;
  /** When the form first showed for this draft (Date.now()): the minimum fill time counts from it. */
  startedAt: number | null;
  /** Whether the form was open, so that it opens again (after a language switch, say). */
  open: boolean;
}

const STORAGE_KEY = 'contact-form-draft';

/** sessionStorage, or null where it is missing or throws (private modes, storage turned off). */
function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A stored draft read back, field by field: anything malformed is dropped, not trusted. */
export function parseStoredDraft(json: string | null): StoredDraft | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const stored: Record<string, unknown> = { ...value };
  const fields: Record<string, unknown> = typeof stored.draft === 'object' && stored.draft !== null ? { ...stored.draft } : {};
  const string = (key: string, max: number) => {
    const field = fields[key];
    return typeof field === 'string' ? field.slice(0, max) : '';
  };
  const service = asTopic(string('service', 40));
  return {
    draft: {
      name: string('name', 1000),
      email: string('email', 1000),
      phone: string('phone', 1000),
      company: string('company', 1000),
      service,
      message: string('message', LIMITS.messageMax * 4),
      consent: fields.consent === true,
    },
    startedAt: typeof stored.startedAt === 'number' && Number.isFinite(stored.startedAt) ? stored.startedAt : null,
    open: stored.open === true,
  };
}

function loadDraft(): StoredDraft | null {
  try {
    return parseStoredDraft(session()?.getItem(STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Keeps the draft for this tab; where storage fails, it simply lives in memory. */
function saveDraft(stored: StoredDraft): void {
  try {
    session()?.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    /* full or forbidden: the draft stays in the page's state */
  }
}

function clearDraft(): void {
  try {
    session()?.removeItem(STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
}

const NOTHING_TYPED: StoredDraft = { draft: EMPTY_DRAFT, startedAt: null, open: false };
let current: StoredDraft | undefined;
const listeners = new Set<() => void>();

/**
 * The draft of this page load, for useSyncExternalStore: above every component (so closing the
 * form, a language switch or a remount loses nothing), kept in sessionStorage for reloads and pages
 * visited in between, or in memory alone where storage fails. The server, and hydration, see
 * nothing typed; the browser's first own render reads what the tab kept.
 */
export const draftStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): StoredDraft {
    return (current ??= loadDraft() ?? NOTHING_TYPED);
  },
  getServer(): StoredDraft {
    return NOTHING_TYPED;
  },
  set(next: StoredDraft): void {
    current = next;
    saveDraft(next);
    for (const listener of listeners) listener();
  },
  /** After a successful send: nothing kept in storage; the form stays as open as it was. */
  clear(): void {
    current = { ...NOTHING_TYPED, open: draftStore.get().open };
    clearDraft();
    for (const listener of listeners) listener();
  },
};
