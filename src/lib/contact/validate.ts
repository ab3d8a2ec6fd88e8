/*
 * The contact form's checks, field by field: what each field must hold, and the error each one
 * shows when it does not.
 */
import { FIELDS, LIMITS, type ContactDraft, type Field } from './fields';

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

/** Formats the phone hint shows, written left to right in both languages. */
export const PHONE_EXAMPLES = ['05X XXX XXXX', '+966 5X XXX XXXX'] as const;

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
