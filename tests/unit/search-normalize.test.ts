import { describe, expect, it } from 'vitest';
import { indexedCopy } from '../../scripts/search/indexed-copy';
import { correctQuery, typosAllowed } from '../../src/lib/search/engine';
import { toHit, withoutAddedWords } from '../../src/lib/search/hits';
import { knownWords, queryVariants, type Lexicon } from '../../src/lib/search/lexicon';
import { arabicStemStart, matchKey, normalizeText, pagefindForm } from '../../src/lib/search/normalize';
import { type Lang } from '../support/locales';

// Search's spelling (src/lib/search/normalize.ts), names and synonyms (lexicon.ts) and typos
// (engine.ts), as docs/search.md describes them. What they find on the built site is measured by
// tests/e2e/search-quality.spec.ts.

/** Whether search treats two spellings as one word. */
const same = (a: string, b: string) => normalizeText(a) === normalizeText(b);

describe('Arabic normalisation', () => {
  it('writes the alef with hamza or madda, and alef wasla, as a bare alef', () => {
    expect(normalizeText('أإآٱ')).toBe('اااا');
    expect(same('الأمن', 'الامن')).toBe(true);
    expect(same('إمكانية', 'امكانية')).toBe(true);
    expect(same('ٱلتسويق', 'التسويق')).toBe(true);
  });

  it('reads ة and ه alike at the end of a word, and only there', () => {
    expect(same('الحوسبه السحابيه', 'الحوسبة السحابية')).toBe(true);
    expect(same('جوده', 'جودة')).toBe(true);
    // Inside a word, ه stays ه: «مهنية» is not «مةنية».
    expect(normalizeText('مهنية')).toBe('مهنية');
    expect(normalizeText('هيئة')).toBe('هيية');
  });

  it('reads ى and ي alike at the end of a word', () => {
    expect(same('الحربى', 'الحربي')).toBe(true);
    expect(same('السيبرانى', 'السيبراني')).toBe(true);
    expect(same('مستوى', 'مستوي')).toBe(true);
  });

  it('keeps the short words whose last letter makes another word', () => {
    // على is not the name علي, إلى not آلي (automatic), لدى not لدي, منه not منّة, عليه not علية.
    expect(same('على', 'علي')).toBe(false);
    expect(same('إلى', 'آلي')).toBe(false);
    expect(same('لدى', 'لدي')).toBe(false);
    expect(same('وعلى', 'وعلي')).toBe(false);
    expect(same('منه', 'منة')).toBe(false);
    expect(same('عليه', 'علية')).toBe(false);
    // Two letters are too few to tell: له stays له.
    expect(normalizeText('له')).toBe('له');
  });

  it('writes ؤ and ئ as people type them without the hamza, and مسئول as مسؤول', () => {
    expect(same('مسؤول', 'مسوول')).toBe(true);
    expect(same('مسئول', 'مسؤول')).toBe(true);
    expect(same('شئون', 'شؤون')).toBe(true);
    expect(same('قائمة', 'قايمة')).toBe(true);
    expect(same('رؤية', 'روية')).toBe(true);
  });

  it('drops tatweel and diacritics, and reads Arabic-Indic and Persian digits as 0-9', () => {
    expect(same('الأمـن السيـبرانـي', 'الأمن السيبراني')).toBe(true);
    expect(same('الأَمْنُ السِّيبَرَانِيُّ', 'الأمن السيبراني')).toBe(true);
    expect(same('متدرّب', 'متدرب')).toBe(true);
    expect(normalizeText('٢٠٢٥ و۱۲')).toBe('2025 و12');
  });

  it('merges no two words that differ otherwise', () => {
    const distinct = [
      ['مسؤول', 'مسول'],
      ['سأل', 'سعل'],
      ['التعليم', 'العليم'],
      ['خدمات', 'خدمة'],
      ['البيانات', 'البيئات'],
      ['جزء', 'جز'],
      ['قهوة', 'قوة'],
      ['2025', '2024'],
      ['علي', 'على'],
      ['حلول', 'حلوى'],
    ];
    for (const [a, b] of distinct) expect(same(a!, b!), `${a} / ${b}`).toBe(false);
  });

  it('leaves Latin words as they are (Pagefind lowercases them), and makes presentation forms plain letters', () => {
    expect(normalizeText('  Python   React ')).toBe('Python React');
    expect(normalizeText('ﻻ')).toBe('لا');
    expect(normalizeText('Ｗｅｂ3')).toBe('Web3');
  });
});

describe('the forms search compares', () => {
  it('pagefindForm: lowercase letters and digits without diacritics, as Pagefind indexes a word', () => {
    expect(pagefindForm('«الأمن»،')).toBe('الامن');
    expect(pagefindForm('Python,')).toBe('python');
  });

  it('matchKey: names and phrases with or without spaces, article or hyphen compare equal', () => {
    expect(matchKey('Chat GPT')).toBe(matchKey('ChatGPT'));
    expect(matchKey('البلوك تشين')).toBe(matchKey('بلوكتشين'));
    expect(matchKey('ديف أوبس')).toBe(matchKey('ديف اوبس'));
    expect(matchKey('E-commerce')).toBe(matchKey('ecommerce'));
    expect(matchKey('للشركات')).toBe(matchKey('شركات'));
  });

  it('arabicStemStart: the start of the stem the Arabic index holds', () => {
    expect(arabicStemStart('المدونة')).toBe('مدون');
    expect(arabicStemStart('الخصوصية')).toBe('خصوص');
    expect(arabicStemStart('فصول')).toBe('فصول');
  });
});

const LEXICON: Lexicon = {
  names: [
    { keys: ['python', 'بايثون', 'بيثون'], en: ['Python'], ar: ['Python'] },
    { keys: ['blockchain', 'بلوكتشين'], en: ['blockchain'], ar: ['البلوك تشين'] },
    { keys: ['ai', 'artificialintelligence', 'ذكاءاصطناعي'], en: ['AI', 'artificial intelligence'], ar: ['الذكاء الاصطناعي'] },
  ],
  synonyms: {
    en: [{ term: 'cloud services', keys: ['cloudcomputing'] }],
    ar: [{ term: 'الخدمات السحابية', keys: ['حوسبةسحابية'] }],
  },
  spellings: [{ from: 'optimiz', to: 'optimis' }],
};
const variants = (query: string, lang: Lang) =>
  queryVariants(normalizeText(query), lang, LEXICON).map((v) => `${v.via}: ${v.query}`);

describe('names and synonyms', () => {
  it('searches a name typed in the other script as the copy writes it, and not as typed', () => {
    expect(variants('بايثون', 'en')).toEqual(['names: python']);
    expect(variants('تعلم بايثون', 'ar')).toEqual(['names: تعلم python']);
    expect(variants('blockchain', 'ar')).toEqual(['names: البلوك تشين']);
    expect(variants('بلوك تشين', 'en')).toEqual(['names: blockchain']);
  });

  it('asks the query as typed when it already is the copy’s form, and the preferred form besides', () => {
    expect(variants('Python', 'en')).toEqual(['typed: Python']);
    expect(variants('artificial intelligence', 'en')).toEqual(['typed: artificial intelligence', 'names: ai']);
  });

  it('adds a synonym’s term to the query as typed', () => {
    expect(variants('cloud computing', 'en')).toEqual(['typed: cloud computing', 'synonyms: cloud services']);
    expect(variants('الحوسبه السحابيه', 'ar')).toEqual(['typed: الحوسبة السحابية', 'synonyms: الخدمات السحابية']);
  });

  it('writes US spellings as the English copy does', () => {
    expect(variants('optimization', 'en')).toEqual(['names: optimisation']);
    expect(variants('optimization', 'ar')).toEqual(['typed: optimization']);
  });

  it('knows which words of a query are names or synonyms (never corrected as typos)', () => {
    expect(knownWords('cloud computing costs', 'en', LEXICON)).toEqual([true, true, false]);
  });
});

describe('typos', () => {
  // As the index build writes it: an Arabic word without its article.
  const vocabulary = ['cybersecurity', 'security', 'python', 'internships', 'تسويق', 'رقمي', 'عادة', 'خيارات', 'جرافيكي'];

  it('allows one mistake from five letters and two from eight; an Arabic word needs one letter more', () => {
    expect([4, 5, 7, 8].map((n) => typosAllowed('x'.repeat(n)))).toEqual([0, 1, 1, 2]);
    expect(typosAllowed('عيادة')).toBe(0);
    expect(typosAllowed('التسوبق')).toBe(1);
  });

  it('corrects a long word that no word of the pages starts with to the nearest one', () => {
    expect(correctQuery('cybersecurty', vocabulary)).toBe('cybersecurity');
    expect(correctQuery('pyhton', vocabulary)).toBe('python');
    expect(correctQuery('internshps', vocabulary)).toBe('internships');
    expect(correctQuery('التسوبق الرقمي', vocabulary)).toBe('التسويق الرقمي');
    expect(correctQuery('الجرافكي', vocabulary)).toBe('الجرافيكي');
  });

  it('counts a neighbouring key or a misplaced dot as one mistake, another letter as two', () => {
    // ب and ي differ by their dots; س and خ by neither: السيارات stays, though الخيارات is a word.
    expect(correctQuery('السيارات', vocabulary)).toBeNull();
    expect(correctQuery('pythkn', vocabulary)).toBe('python');
    expect(correctQuery('pythan', vocabulary)).toBeNull();
  });

  it('leaves short words, words the pages have, and names alone', () => {
    expect(correctQuery('عيادة', vocabulary)).toBeNull();
    expect(correctQuery('secur', vocabulary)).toBeNull();
    expect(correctQuery('pyhton', vocabulary, [true])).toBeNull();
  });
});

describe('the words added for the index', () => {
  it('follow each word whose normalised spelling differs, marked, in the text only', () => {
    const html =
      '<html><head><title>المحتوى</title></head><body><main data-pagefind-body><h1 title="المحتوى">المحتوى الأولى</h1>' +
      '<p>نص «مستوى» و٢٠٢٥ Python منها</p><img src="/x.png" alt="صورة"><script>var a = "المحتوى";</script></main></body></html>';
    const copy = indexedCopy(html);
    expect(copy).toContain('<title>المحتوى</title>');
    expect(copy).toContain('<h1 title="المحتوى">المحتوى ^المحتوي الأولى ^الاولي</h1>');
    expect(copy).toContain('<p>نص «مستوى» ^مستوي و٢٠٢٥ ^و2025 Python منها</p>');
    expect(copy).toContain('<img data-pagefind-ignore="all" src="/x.png" alt="صورة">');
    expect(copy).toContain('<script>var a = "المحتوى";</script>');
  });

  it('are dropped from excerpts and titles; where one matched, the word before it is marked', () => {
    expect(withoutAddedWords('نص «مستوى» <mark>^مستوي</mark> منها')).toBe('نص <mark>«مستوى»</mark> منها');
    expect(withoutAddedWords('<mark>المحتوى</mark> <mark>^المحتوي</mark>')).toBe('<mark>المحتوى</mark>');
    expect(toHit({ url: '/ar/x/', excerpt: 'أ <mark>^ا</mark>', meta: { title: 'المحتوى ^المحتوي' } })).toMatchObject({
      title: 'المحتوى',
      excerpt: [{ text: 'أ', mark: true }],
    });
  });
});
