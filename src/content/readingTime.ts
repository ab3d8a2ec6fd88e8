/**
 * An article's reading time, from its words: what "5 min read" at the top of a post says. Computed
 * by the build from each language's text (src/content/postFiles.ts), never typed by hand, so that
 * two articles of the same length say the same and a translation says what its own words take.
 *
 * Words are counted by the script they are written in, each at its own silent-reading rate, so an
 * Arabic article's Latin terms ("Python", "API") count as Latin words; a language added to the list
 * needs nothing here unless its script reads at a rate of its own (add it to READING_RATES).
 */

/**
 * Silent reading, in words a minute, by script (a Unicode script name, as `\p{Script=…}` takes it).
 *
 * - Latin, 238: Brysbaert (2019), "How many words do we read per minute? A review and meta-analysis
 *   of reading rate", Journal of Memory and Language 109: adults reading English non-fiction
 *   silently, over 190 studies.
 * - Arabic, 180: fewer words a minute than English, since an Arabic word often carries its article,
 *   a conjunction, a preposition or a pronoun («وبمدارسهم», "and in their schools") and so says
 *   more. Read aloud, the International Reading Speed Texts measured Arabic at 138 words a minute
 *   against English's 228, the same texts in each language (Trauzettel-Klosinski & Dietz 2012,
 *   IOVS 53(9)); read silently the gap is smaller, as the reader need not voice the short vowels
 *   the script leaves out. 180 is about three quarters of the English rate.
 *
 * Any other script is read at DEFAULT_RATE.
 */
export const READING_RATES: Readonly<Record<string, number>> = { Latin: 238, Arabic: 180 };
const DEFAULT_RATE = 238;

const WORD = /[\p{L}\p{N}]/u;
const SCRIPTS = Object.keys(READING_RATES).map((script) => ({
  script,
  test: new RegExp(`\\p{Script=${script}}`, 'u'),
}));

/** The script a word is read at: the first of READING_RATES' scripts it has a letter of, else "". */
function scriptOf(word: string): string {
  return SCRIPTS.find(({ test }) => test.test(word))?.script ?? '';
}

/** How many words of each script a plain text has (a word: a run between spaces with a letter or digit). */
export function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.split(/\s+/)) {
    if (!WORD.test(word)) continue;
    const script = scriptOf(word);
    counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  return counts;
}

/**
 * Minutes to read a plain text (markup already taken out: postFiles.ts → articleWords), rounded up
 * and at least one: a reader is never promised less time than the words take.
 */
export function readingMinutes(text: string): number {
  let minutes = 0;
  for (const [script, count] of wordCounts(text)) minutes += count / (READING_RATES[script] ?? DEFAULT_RATE);
  // A sum of fractions can land a hair above a whole number (4.000000001): that is still 4.
  return Math.max(1, Math.ceil(minutes - 1e-9));
}
