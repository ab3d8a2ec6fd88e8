import { LANG_META, type Lang } from './languages';

// Intl formatters are slow to create (milliseconds each on a phone): one per language, reused.
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
const numberFormats = new Map<Lang, Intl.NumberFormat>();

/** "June 20, 2025" / "20 يونيو 2025": an ISO date shown in the page's language, in UTC. */
export function formatDate(iso: string, lang: Lang): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LANG_META[lang].intl, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}

/** A whole number in the page's language ("20", "1,000"). */
export function formatNumber(value: number, lang: Lang): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LANG_META[lang].intl);
    numberFormats.set(lang, format);
  }
  return format.format(value);
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
