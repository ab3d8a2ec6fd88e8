import { languageInfo, type Lang } from './language/languages';

/*
 * Dates and numbers are written without Intl in the browser where a language is written out here:
 * creating an Intl formatter for Arabic costs tens of milliseconds on a phone (locale data), during
 * hydration. The month names, date patterns and digit groups are what Intl writes for
 * languageInfo(lang).intl (Gregorian calendar, Western digits); tests/unit/records.test.ts compares
 * both for every language of the list. A language not written out here is formatted by Intl itself,
 * correct if slower to start.
 */
interface Written {
  months: readonly string[];
  date: (day: number, month: string, year: number) => string;
  /** What separates groups of three digits ("1,000"). */
  group: string;
}

const WRITTEN: Partial<Record<Lang, Written>> = {
  en: {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    date: (day, month, year) => `${day} ${month} ${year}`,
    group: ',',
  },
  ar: {
    months: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
    date: (day, month, year) => `${day} ${month} ${year}`,
    group: ',',
  },
};

/** "20 June 2025" / "20 يونيو 2025": an ISO date shown in the page's language, in UTC. */
export function formatDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  const written = WRITTEN[lang];
  if (!written) return new Intl.DateTimeFormat(languageInfo(lang).intl, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return written.date(date.getUTCDate(), written.months[date.getUTCMonth()]!, date.getUTCFullYear());
}

/** A whole number as the page's language writes it ("1,000" in English and Arabic, "1 000" in French). */
export function formatNumber(value: number, lang: Lang): string {
  const whole = Math.trunc(value);
  const written = WRITTEN[lang];
  if (!written) return new Intl.NumberFormat(languageInfo(lang).intl, { maximumFractionDigits: 0 }).format(whole);
  const digits = Math.abs(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, written.group);
  return whole < 0 ? `-${digits}` : digits;
}

/**
 * Cuts text to at most `max` characters on a word boundary and adds an ellipsis; shorter text is
 * returned as is. Empty or missing text gives `fallback` (spec: 'No summary available').
 */
export function truncate(text: string | undefined, max: number, fallback: string): string {
  const clean = text?.trim() ?? '';
  if (!clean) return fallback;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:،؛-]+$/u, '')}…`;
}
