/*
 * A submission read from a request's body, form-encoded (the form, with or without scripts) or
 * JSON, and checked by the same rules as the form itself (src/lib/contact/validate.ts), plus what
 * only a receiver sees: unknown or repeated fields, control characters that would split a header
 * or a CSV row, a language the site does not have.
 */
import { asTopic, EMPTY_DRAFT, type ContactDraft } from '../src/lib/contact/fields';
import { HONEYPOT_FIELD } from '../src/lib/contact/send';
import { validateDraft, type FieldErrors } from '../src/lib/contact/validate';
import { isLang } from '../src/lib/language/languages';

/** The fields a submission may carry; anything else is refused. */
const KNOWN = new Set([
  'name',
  'email',
  'phone',
  'company',
  'service',
  'message',
  'consent',
  'language',
  HONEYPOT_FIELD,
  'cf-turnstile-response',
]);
/** Fields of one line: a line break in them would split an email header or a CSV row. */
const ONE_LINE = ['name', 'email', 'phone', 'company'] as const;
// Control characters but tab, line feed and carriage return (which only the message may hold).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

interface Submission {
  draft: ContactDraft;
  language: string;
  honeypot: string;
  turnstileToken: string;
}

export type Parsed =
  | { ok: true; submission: Submission }
  | { ok: false; error: 'malformed' | 'invalid'; fields?: FieldErrors | Record<string, string> };

/** The fields of a body, each given once as a string; null when the body is not such a list. */
function fieldsOf(body: string, type: 'form' | 'json'): Map<string, string> | null {
  const fields = new Map<string, string>();
  if (type === 'form') {
    for (const [name, value] of new URLSearchParams(body)) {
      if (fields.has(name)) return null;
      fields.set(name, value);
    }
    return fields;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'boolean' && name === 'consent') fields.set(name, value ? 'yes' : '');
    else if (typeof value === 'string') fields.set(name, value);
    else return null;
  }
  return fields;
}

export function parseSubmission(body: string, type: 'form' | 'json'): Parsed {
  const fields = fieldsOf(body, type);
  if (!fields) return { ok: false, error: 'malformed' };
  const unknown = [...fields.keys()].filter((name) => !KNOWN.has(name));
  if (unknown.length)
    return { ok: false, error: 'malformed', fields: Object.fromEntries(unknown.map((name) => [name, 'unknown'])) };
  const text = (name: string) => fields.get(name) ?? '';
  const service = asTopic(text('service'));
  const draft: ContactDraft = {
    ...EMPTY_DRAFT,
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    service,
    message: text('message'),
    consent: ['yes', 'on', 'true'].includes(text('consent')),
  };
  const errors: Record<string, string> = { ...validateDraft(draft) };
  if (text('service') && !service) errors.service = 'service.unknown';
  for (const name of ONE_LINE) if (LINE_BREAK.test(draft[name]) || CONTROL.test(draft[name])) errors[name] = `${name}.control`;
  if (CONTROL.test(draft.message)) errors.message = 'message.control';
  const language = text('language');
  if (!isLang(language)) errors.language = 'language.unknown';
  if (Object.keys(errors).length) return { ok: false, error: 'invalid', fields: errors };
  return {
    ok: true,
    submission: { draft, language, honeypot: text(HONEYPOT_FIELD), turnstileToken: text('cf-turnstile-response') },
  };
}
