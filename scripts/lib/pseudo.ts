/**
 * Pseudo-locales, made from English at test time and never shipped (the way Android and Chromium
 * test an interface before any translator starts):
 *
 * - `en-xa`: every string accented, in brackets, and padded to about 140% of its length, so that
 *   truncated text, a layout that cannot take longer words, and text that is not from the locale
 *   files (it has no brackets) all show;
 * - `qaa-plocm`: the same text in a right-to-left embedding, for a page in a right-to-left language
 *   written in Arabic script that is not Arabic, so that a mirroring bug, or a rule that only
 *   Arabic gets, shows without knowing Arabic.
 *
 * What a program reads in a string is kept as it is: `{{placeholders}}`, `$t(…)` nestings, tags,
 * markdown link targets and `code`, addresses and emails.
 */

/** Accented forms within Latin-1, which the site's Latin font (Inter's latin subset) has. */
const ACCENTS: Record<string, string> = {
  a: 'å',
  c: 'ç',
  e: 'é',
  i: 'î',
  n: 'ñ',
  o: 'ö',
  u: 'ü',
  y: 'ý',
  A: 'Å',
  C: 'Ç',
  E: 'É',
  I: 'Î',
  N: 'Ñ',
  O: 'Ö',
  U: 'Ü',
  Y: 'Ý',
};

/** The parts of a string that a program reads: left exactly as they are. */
const KEPT =
  /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+[^>]*>|\]\([^)]*\)|`[^`]*`|https?:\/\/[^\s)]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** The bracket pair around every pseudo string; the hard-coded-text check looks for them. */
export const PSEUDO_OPEN = '[';
export const PSEUDO_CLOSE = ']';
/** Right-to-left embedding and its end (Unicode's RLE and PDF). */
export const RLE = '\u202b';
export const PDF = '\u202c';

/** Padding words of middle dots: about 40% more text, breakable where words are. */
function padding(length: number): string {
  const extra = Math.ceil(length * 0.4);
  if (extra < 2) return '';
  const words: string[] = [];
  for (let left = extra - 1; left > 0; left -= 6) words.push('·'.repeat(Math.min(5, left)));
  return ` ${words.join(' ')}`;
}

/** en-xa: "Contact Us" → "[Çöñtåçt Üs ····]". Empty strings stay empty. */
export function accented(text: string): string {
  if (!text) return text;
  const parts = text.split(KEPT);
  const body = parts.map((part, i) => (i % 2 ? part : part.replace(/[A-Za-z]/g, (ch) => ACCENTS[ch] ?? ch))).join('');
  const readable = parts.filter((_, i) => i % 2 === 0).join('').length;
  return `${PSEUDO_OPEN}${body}${padding(readable)}${PSEUDO_CLOSE}`;
}

/** qaa-plocm: the en-xa text in a right-to-left embedding. */
export function rightToLeft(text: string): string {
  return text ? `${RLE}${accented(text)}${PDF}` : text;
}

export type PseudoLang = 'en-xa' | 'qaa-plocm';

const PLURAL_KEY = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * A locale file's tree with every string made pseudo; everything else as it is. A plural gets every
 * form the language's plural rules ask for, as a translator would write them (Intl's rules for its
 * tag; for a tag Intl has no data for, the runtime's default's, as in the browser): a form English
 * lacks is made from its "other". `plurals`: other rules to follow instead.
 */
export function pseudoTree(tree: unknown, lang: PseudoLang, plurals = new Intl.PluralRules(lang)): unknown {
  const make = lang === 'en-xa' ? accented : rightToLeft;
  const forms = plurals.resolvedOptions().pluralCategories;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return make(node);
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const entries = Object.entries(node);
    const keys = new Set(entries.map(([key]) => key));
    const out: [string, unknown][] = [];
    for (const [key, value] of entries) {
      out.push([key, walk(value)]);
      const plural = PLURAL_KEY.exec(key);
      if (plural?.[2] !== 'other') continue;
      for (const form of forms) if (!keys.has(`${plural[1]}_${form}`)) out.push([`${plural[1]}_${form}`, walk(value)]);
    }
    return Object.fromEntries(out);
  };
  return walk(tree);
}
