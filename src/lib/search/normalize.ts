/**
 * How search spells Arabic (docs/search.md, "Normalisation"): one form for the ways a word is
 * typed, used on both sides, for the query (src/lib/search/engine.ts) and for the index
 * (scripts/search-index.ts, which indexes each word whose form differs from what Pagefind makes of
 * it a second time in this form). Pagefind itself lowercases, drops diacritics (so أ إ آ ؤ ئ lose
 * their hamza) and stems Arabic; what it leaves is done here:
 * - أ إ آ ٱ → ا; ؤ → و; ئ → ي, and ئو → وو (مسئول, مسؤول and مسوول are one word);
 * - at the end of a word, ى → ي and ه → ة (السيبرانى finds السيبراني, الحوسبه finds الحوسبة), except
 *   in the short words where that would make another word (على is not the name علي, منه not منّة);
 * - tatweel and diacritics removed; Arabic-Indic and Persian digits → 0-9; Persian ک ی → ك ي.
 * Nothing else changes: a word that differs in any other letter stays a different word.
 */

const MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed\u0640]/g;
const ALEFS = /[\u0622\u0623\u0625\u0671\u0672\u0673]/g;
const ARABIC_LETTER = /[\u0621-\u064a\u0671-\u06d3]/;
const DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Words whose last letter is kept as it is: changing it would make another word. */
const KEEP_ALEF_MAQSURA = new Set(['على', 'الى', 'لدى', 'متى', 'حتى', 'مدى', 'سوى']);
const KEEP_HEH = new Set(['منه', 'عنه', 'فيه', 'عليه', 'اليه', 'لديه']);

/** True when the text has an Arabic letter. */
export const hasArabic = (text: string) => ARABIC_LETTER.test(text);

/** The word without a leading و or ف (the conjunctions), for the lists above. */
const bareOfConjunction = (word: string) => (word.length > 3 && /^[وف]/.test(word) ? word.slice(1) : word);

/** One Arabic word (letters only, no spaces) in search's form. */
function normalizeArabicWord(word: string): string {
  let w = word
    .replace(MARKS, '')
    .replace(ALEFS, 'ا')
    .replace(/ئ(?=و)/g, 'و')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/ی/g, 'ي')
    .replace(/ک/g, 'ك')
    .replace(/ۀ/g, 'ة');
  const bare = bareOfConjunction(w);
  if (w.endsWith('ى')) {
    if (!KEEP_ALEF_MAQSURA.has(bare)) w = `${w.slice(0, -1)}ي`;
  } else if (w.endsWith('ه') && w.length >= 3 && !KEEP_HEH.has(bare)) w = `${w.slice(0, -1)}ة`;
  // An alef maqsura inside a word is a slip for ي.
  return w.replace(/ى(?=.)/g, 'ي');
}

/**
 * A text in search's form: NFKC (Arabic presentation forms, ligatures and full-width Latin become
 * plain letters), digits → 0-9, and each Arabic word as above. Latin text keeps its case (Pagefind
 * lowercases) and punctuation; spaces are collapsed.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(DIGIT, (digit) => String((digit.codePointAt(0)! - (digit >= '\u06f0' ? 0x06f0 : 0x0660)) % 10))
    .replace(/[\u0621-\u065f\u066e-\u06d3\u06d5-\u06ed\u06fa-\u06ff\u0640]+/g, (word) =>
      hasArabic(word) ? normalizeArabicWord(word) : word,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A word as Pagefind's index keeps it before stemming: lowercased, without diacritics, letters and
 * digits only. The index build compares it with normalizeText's form to know which words need it.
 */
export function pagefindForm(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** An Arabic word without the article and the letters that come before it (والـ, بالـ, للـ). */
export const withoutArticle = (word: string) => word.replace(/^(?:[وفبك]?ال|لل)(?=\p{L}{2})/u, '');

/**
 * An Arabic word without its article and its commonest ending (ية ات ين ون ة ه ي): the start of
 * the stem Pagefind's Arabic stemmer gives it (المدونة → مدون), for searching the Arabic index with
 * another language's stemmer (src/lib/search/pagefind.ts).
 */
export function arabicStemStart(word: string): string {
  const bare = withoutArticle(word);
  const ending = /(?:يات|ات|ية|ين|ون|ها|ة|ه|ي)$/.exec(bare);
  return ending && bare.length - ending[0].length >= 3 ? bare.slice(0, -ending[0].length) : bare;
}

/**
 * A word or phrase as the name lists (src/lib/search/lexicon.ts) compare them: in search's form,
 * lowercased, the Arabic article (ال, and وال بال كال فال لل) off each word, and nothing but
 * letters and digits, spaces included: "Chat GPT" and "ChatGPT", «البلوك تشين» and «بلوكتشين»
 * compare equal.
 */
export function matchKey(text: string): string {
  return normalizeText(text)
    .toLowerCase()
    .split(' ')
    .map(withoutArticle)
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '');
}
