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

/**
 * A markdown block's mark at the start of an article's segment (a heading's "## ", a list item's
 * "- " or "1. ", a quote's "> "): kept before the brackets, so that the block stays what it is.
 */
const BLOCK_MARK = /^(#{1,6} |[-*+] |\d+[.)] |> )/;

/** Padding words of middle dots: about 40% more text, at most `room` characters, breakable where words are. */
function padding(length: number, room: number): string {
  const extra = Math.min(Math.ceil(length * 0.4), room);
  if (extra < 2) return '';
  const words: string[] = [];
  for (let left = extra - 1; left > 0; left -= 6) words.push('·'.repeat(Math.min(5, left)));
  return ` ${words.join(' ')}`;
}

/**
 * A string made pseudo: its block mark, then `open`, the text accented in brackets, padded, and
 * `close`; padded less where the whole would be longer than `max` (a length limit of its schema,
 * which a translator keeps to as well).
 */
function pseudo(text: string, max: number, open: string, close: string): string {
  if (!text) return text;
  const mark = BLOCK_MARK.exec(text)?.[1] ?? '';
  const parts = text.slice(mark.length).split(KEPT);
  let body = parts.map((part, i) => (i % 2 ? part : part.replace(/[A-Za-z]/g, (ch) => ACCENTS[ch] ?? ch))).join('');
  const readable = parts.filter((_, i) => i % 2 === 0).join('').length;
  // A text that fills its limit already has no room for the brackets: its last words give way, as a
  // translator shortens a text to its limit; only plain text at its end, never what a program reads.
  const over = `${mark}${open}${PSEUDO_OPEN}${body}${PSEUDO_CLOSE}${close}`.length - max;
  if (over > 0 && (parts.at(-1)?.length ?? 0) > over) body = body.slice(0, -over);
  const unpadded = `${mark}${open}${PSEUDO_OPEN}${body}${PSEUDO_CLOSE}${close}`;
  return `${mark}${open}${PSEUDO_OPEN}${body}${padding(readable, max - unpadded.length)}${PSEUDO_CLOSE}${close}`;
}

/** en-xa: "Contact Us" → "[Çöñtåçt Üs ····]", at most `max` characters long if it can. Empty strings stay empty. */
export function accented(text: string, max = Infinity): string {
  return pseudo(text, max, '', '');
}

/** qaa-plocm: the en-xa text in a right-to-left embedding. */
export function rightToLeft(text: string, max = Infinity): string {
  return pseudo(text, max, RLE, PDF);
}

export type PseudoLang = 'en-xa' | 'qaa-plocm';

const PLURAL_KEY = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * A locale file's tree with every string made pseudo; everything else as it is. A plural gets every
 * form the language's plural rules ask for, as a translator would write them (Intl's rules for its
 * tag; for a tag Intl has no data for, the runtime's default's, as in the browser): a form English
 * lacks is made from its "other". `plurals`: other rules to follow instead. `limits`: the most
 * characters a string may have, by its JSON path ("meta.description", "items.0.title"), where its
 * schema sets one.
 */
export function pseudoTree(
  tree: unknown,
  lang: PseudoLang,
  plurals = new Intl.PluralRules(lang),
  limits: ReadonlyMap<string, number> = new Map(),
): unknown {
  const make = lang === 'en-xa' ? accented : rightToLeft;
  const forms = plurals.resolvedOptions().pluralCategories;
  const walk = (node: unknown, at: string): unknown => {
    if (typeof node === 'string') return make(node, limits.get(at));
    if (Array.isArray(node)) return node.map((item, i) => walk(item, `${at}${at ? '.' : ''}${i}`));
    if (typeof node !== 'object' || node === null) return node;
    const entries = Object.entries(node);
    const keys = new Set(entries.map(([key]) => key));
    const out: [string, unknown][] = [];
    const under = (key: string) => `${at}${at ? '.' : ''}${key}`;
    for (const [key, value] of entries) {
      out.push([key, walk(value, under(key))]);
      const plural = PLURAL_KEY.exec(key);
      if (plural?.[2] !== 'other') continue;
      for (const form of forms)
        if (!keys.has(`${plural[1]}_${form}`)) out.push([`${plural[1]}_${form}`, walk(value, under(`${plural[1]}_${form}`))]);
    }
    return Object.fromEntries(out);
  };
  return walk(tree, '');
}
