import { describe, expect, it } from 'vitest';
import { buildLexicon, loadSynonyms } from '../../scripts/search/lexicon';
import { queryVariants } from '../../src/lib/search/lexicon';
import { normalizeText } from '../../src/lib/search/normalize';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_LANG, type Lang } from '../support/locales';

// The lexicon search loads (scripts/search/lexicon.ts) as the project's lists make it: the
// glossary's names and spellings, the team's names, the synonyms (docs/search.md).

const lexicon = buildLexicon();
/** What a language's pages are asked for a query. */
const asked = (query: string, lang: Lang) => queryVariants(normalizeText(query), lang, lexicon).map((v) => v.query);

describe('the site’s lexicon', () => {
  it('reads the synonyms file', () => {
    const synonyms = loadSynonyms();
    expect(synonyms.en?.length).toBeGreaterThan(3);
    expect(synonyms.ar?.length).toBeGreaterThan(3);
  });

  it('takes a list under any language of the list, and names the file and the key that is none', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'synonyms-'));
    const file = path.join(dir, 'search-synonyms.json');
    const list = [{ term: 'cloud services', typed: ['cloud computing'] }];
    writeFileSync(file, JSON.stringify({ about: '', [DEFAULT_LANG]: list }));
    expect(loadSynonyms(file)).toEqual({ [DEFAULT_LANG]: list });
    writeFileSync(file, JSON.stringify({ [DEFAULT_LANG]: list, 'xx-no-such': list }));
    expect(() => loadSynonyms(file)).toThrow(
      /search-synonyms\.json: xx-no-such: "xx-no-such" is not a language of LANGUAGE_LIST/,
    );
    rmSync(dir, { recursive: true });
  });

  it('finds names in either script, as each language’s copy writes them', () => {
    expect(asked('بايثون', 'en')).toEqual(['python']);
    expect(asked('رياكت', 'ar')).toEqual(['react']);
    expect(asked('جافاسكربت', 'en')).toEqual(['javascript']);
    expect(asked('ديف أوبس', 'ar')).toEqual(['devops']);
    expect(asked('بلوك تشين', 'en')).toEqual(['blockchain']);
    expect(asked('بلوكتشين', 'ar')).toEqual(['البلوك تشين']);
    expect(asked('شات جي بي تي', 'ar')).toEqual(['chatgpt']);
    expect(asked('آيفون', 'en')).toEqual(['iphone']);
  });

  it('finds the team by name in the other script, whole or by one word', () => {
    expect(asked('Omar Al-Harbi', 'ar')).toEqual(['عمر الحربي']);
    expect(asked('الحربي', 'en')).toEqual(['al-harbi']);
  });

  it('adds the site’s term for the words visitors use, in both languages', () => {
    expect(asked('cloud computing', 'en')).toContain('cloud services');
    expect(asked('phone apps', 'en')).toContain('mobile apps');
    expect(asked('online store', 'en')).toContain('e-commerce');
    expect(asked('training', 'en')).toContain('internships');
    expect(asked('الحوسبة السحابية', 'ar')).toContain('الخدمات السحابية');
    expect(asked('تطبيقات الهاتف', 'ar')).toContain('تطبيقات الجوال');
    expect(asked('متجر الكتروني', 'ar')).toContain('التجارة الإلكترونية');
    expect(asked('تدريب تعاوني', 'ar')).toContain('التدريب');
  });

  it('writes US spellings as the English copy does (the glossary’s enForbidden)', () => {
    expect(asked('organization', 'en')).toEqual(['organisation']);
  });
});
