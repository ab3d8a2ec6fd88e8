import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectFindings } from '../../scripts/i18n/findings';
import { loadLocales } from '../../scripts/i18n/locales';
import { numbersOf, qaFindings, ratioRange, readLocalEditions, type LocalEditions } from '../../scripts/i18n/qa';

/*
 * The translation QA (scripts/i18n/qa.ts) on a scratch locale tree: each pair below differs from its
 * English in one way the QA must name, or agrees in a way it must accept.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tree(en: Record<string, unknown>, ar: Record<string, unknown>, article?: { en: object; ar: object }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'qa-'));
  dirs.push(dir);
  for (const [lang, value] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    mkdirSync(path.join(dir, lang, 'blog-posts'), { recursive: true });
    writeFileSync(path.join(dir, lang, 'page.json'), JSON.stringify(value));
    if (article) writeFileSync(path.join(dir, lang, 'blog-posts', 'post.json'), JSON.stringify({ body: article[lang] }));
  }
  return loadLocales(dir, 'ar');
}

const messages = (found: ReturnType<typeof qaFindings>) =>
  found.filter((f) => f.kind === 'qa').map((f) => `${f.key}: ${f.message}`);

describe('numbers', () => {
  it('reads Western and Arabic-Indic digits alike, and thousands separators away', () => {
    expect(numbersOf('250,000 SAR, 1.5 days, 3.12, 15–20%')).toEqual(['250000', '1.5', '3.12', '15', '20']);
    expect(numbersOf('٢٥٠٬٠٠٠ ريال و١٧ شهرًا')).toEqual(['250000', '17']);
    expect(numbersOf('B2B and H2 and Web3 are names')).toEqual([]);
    expect(numbersOf('call +966 50 000 0000 at https://x.example/2024')).toEqual([]);
  });

  it('names a number one side has and the other not, both ways; «١٧» is 17', () => {
    const found = qaFindings(
      tree(
        { a: 'Payback in about 17 months.', b: 'Restore twice a year.', c: 'Meet in 2025.', d: 'Weeks 9–12.' },
        { a: 'يسترد تكلفته في نحو ١٧ شهرًا.', b: 'اختبر الاستعادة كل 3 أشهر.', c: 'نلتقي في عام 2026.', d: 'الأسابيع 9–12.' },
      ),
    );
    expect(messages(found)).toEqual([
      'b: numbers differ: the Arabic has «3» and the English not',
      'c: numbers differ: English has «2025» and the Arabic not; the Arabic has «2026» and the English not',
    ]);
  });
});

describe('names, links, markup and placeholders', () => {
  // "React" and "Node" are names the Arabic copy keeps in Latin (in b); "Read" starts a sentence.
  const en = {
    a: 'Built with React 19 and Node.',
    b: 'React, Node, Python and ISO 27001.',
    c: 'Write to hello@example.com or visit https://example.com/docs.',
    d: 'Hello {{name}}, you have {{count}} items.',
    e: 'Read <strong>this</strong> first.',
  };
  const ar = {
    a: 'مبني بـ React 18 وNode.',
    b: 'React وNode وPython و ISO 27001.',
    c: 'راسلنا على hello@example.org أو زر https://example.com/docs.',
    d: 'مرحبًا {{nam}}، لديك {{count}} عناصر.',
    e: 'اقرأ <strong>هذا</strong> أولًا.',
  };

  it('names what differs, pair by pair, and accepts what agrees', () => {
    expect(messages(qaFindings(tree(en, ar)))).toEqual([
      'a: numbers differ: English has «19» and the Arabic not; the Arabic has «18» and the English not',
      'c: email addresses differ: English «hello@example.com», Arabic «hello@example.org»',
      'd: placeholders differ: English «{{count}}», «{{name}}», Arabic «{{count}}», «{{nam}}»',
    ]);
  });

  it('a name kept in Latin elsewhere must be on both sides', () => {
    const found = qaFindings(tree({ ...en, f: 'Our Python course.' }, { ...ar, f: 'دورة بايثون لدينا.' }));
    expect(messages(found)).toContain('f: names kept in Latin differ: English has «Python» and the Arabic not');
  });

  it("an article's segment keeps its block marker, bold, italic, code and links", () => {
    const found = qaFindings(
      tree(
        {},
        {},
        {
          en: { h: '## Why', p: '- **Bold** and *italic*, `npm test` and [a link](https://example.com).' },
          ar: { h: 'لماذا', p: '- **عريض** ومائل، `npm test` و[رابط](https://example.com).' },
        },
      ),
    );
    expect(messages(found)).toEqual([
      'body.h: markdown differs: block marker "## " in English, "(paragraph)" in Arabic',
      'body.p: markdown differs: italic 1 in English, 0 in Arabic',
    ]);
  });

  it("an article's segments keep the English order", () => {
    const found = qaFindings(tree({}, {}, { en: { one: 'One line.', two: 'Two lines.' }, ar: { two: 'سطران.', one: 'سطر.' } }));
    expect(messages(found)).toEqual(['body.two: segment out of order: the English has body.one here']);
  });
});

describe('local editions', () => {
  const article = {
    en: { intro: 'The threshold applies to everyone.', costs: 'It costs SAR 150 a month.' },
    ar: { costs: 'يكلف 150 ريالًا شهريًا.', intro: 'ينطبق الحد على الجميع، وهو 375,000 ريال.' },
  };

  it('a segment declared a local edition, with its reason, is not compared for its figures', () => {
    const locales = tree({}, {}, article);
    expect(messages(qaFindings(locales))).toEqual([
      'body.intro: numbers differ: the Arabic has «375000» and the English not',
      'body.costs: segment out of order: the English has body.intro here',
    ]);
    const editions: LocalEditions = {
      'blog-posts/post.json': { 'body.intro': 'Adds the Saudi VAT threshold, a correct local detail.' },
    };
    expect(messages(qaFindings(locales, { editions }))).toEqual([
      'body.costs: segment out of order: the English has body.intro here',
    ]);
  });

  it('a whole article declared so keeps its own order and segments, and still has its figures checked', () => {
    const locales = tree(
      {},
      {},
      {
        en: { ...article.en, extra: 'Only in English.' },
        ar: { costs: 'يكلف 200 ريال شهريًا.', intro: 'ينطبق الحد على الجميع.' },
      },
    );
    const editions: LocalEditions = { 'blog-posts/post.json': { '': 'Written for Saudi readers in its own order.' } };
    const found = collectFindings(locales, { editions });
    expect(found.filter((f) => f.kind === 'missing')).toEqual([]);
    expect(messages(found)).toEqual([
      'body.costs: numbers differ: English has «150» and the Arabic not; the Arabic has «200» and the English not',
    ]);
    expect(
      messages(qaFindings(locales, { editions: { 'blog-posts/post.json': { 'body.nope': 'A reason that names nothing.' } } })),
    ).toContain('body.nope: declared a local edition in ar.local-editions.json, but there is no such text');
  });

  it("the project's declarations are readable, each with its reason", () => {
    const read = readLocalEditions(path.resolve(import.meta.dirname, '../../locales/ar.local-editions.json'));
    expect(read).toHaveProperty('editions');
    if (!('editions' in read)) return;
    for (const reasons of Object.values(read.editions))
      for (const reason of Object.values(reasons)) expect(reason.length).toBeGreaterThan(20);
  });
});

describe('length', () => {
  it("reports the site's usual range, and a pair far outside it as a warning", () => {
    const en: Record<string, string> = {};
    const ar: Record<string, string> = {};
    for (let i = 0; i < 30; i++) {
      en[`k${i}`] = `An English sentence of a fair length, number ${'x'.repeat(i % 5)}.`;
      ar[`k${i}`] = `جملة عربية بطول معقول، رقمها ${'س'.repeat(i % 5)}، تقريبًا.`;
    }
    en.short = 'A long English sentence that the Arabic has cut down to almost nothing at all.';
    ar.short = 'جملة.';
    const locales = tree(en, ar);
    const range = ratioRange(locales)!;
    expect(range.p5).toBeGreaterThan(0.6);
    expect(range.p95).toBeLessThan(1.3);
    const found = qaFindings(locales).filter((f) => f.kind === 'ratio');
    expect(found.map((f) => f.key)).toEqual(['short']);
    expect(found[0]!.message).toMatch(/the Arabic is 0\.\d\d× the English \(the site's usual range is /);
  });
});
