/*
 * The contact form's email route: the email it writes in place of a post, and the mailto: link
 * that opens it in the visitor's mail program.
 */
import type { ContactDraft } from './fields';

/** The email's words in one language: `mail` of locales/<lang>/contact-form.json. */
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
