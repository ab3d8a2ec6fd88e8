/*
 * The leads as CSV for the sales team (RFC 4180, UTF-8 with a byte-order mark so that Excel reads
 * Arabic), safe to open in a spreadsheet: a cell that starts with =, +, -, @, a tab or a carriage
 * return is prefixed with an apostrophe, so `=HYPERLINK(…)` stays text (OWASP's CSV injection advice).
 */
import type { StoredLead } from './leads';

const COLUMNS = [
  ['id', 'id'],
  ['received_at', 'receivedAt'],
  ['delete_after', 'deleteAfter'],
  ['language', 'language'],
  ['name', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['company', 'company'],
  ['service', 'service'],
  ['message', 'message'],
  ['suspect', 'suspect'],
] as const satisfies readonly (readonly [string, keyof StoredLead])[];

/** One cell: never read as a formula, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function leadsCsv(leads: readonly StoredLead[]): string {
  const lines = [COLUMNS.map(([header]) => header).join(',')];
  for (const lead of leads) lines.push(COLUMNS.map(([, key]) => csvCell(lead[key])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
