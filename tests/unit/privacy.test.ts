import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRIVACY_SECTION_IDS } from '../../src/content/privacy';

/**
 * The privacy notice's commitments are numbers written in the copy (24 and 12 months, 90 days,
 * answered within 30 days). Both languages must promise the same, topic by topic, and the summary
 * at the top must not promise anything the topics do not.
 */
const locale = (lang: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${lang}/privacy.json`), 'utf8'));
const numbers = (value: unknown) => [...JSON.stringify(value).matchAll(/\d+/g)].map((m) => Number(m[0])).sort((a, b) => a - b);

describe('privacy notice numbers', () => {
  const en = locale('en');
  const ar = locale('ar');

  it.each(PRIVACY_SECTION_IDS)('are the same in both languages: %s', (id) => {
    expect(numbers(ar.sections[id])).toEqual(numbers(en.sections[id]));
  });

  it('are the same in both summaries, and each is stated in the topics', () => {
    expect(numbers(ar.summary)).toEqual(numbers(en.summary));
    for (const lang of [en, ar]) {
      const stated = new Set(numbers(lang.sections));
      for (const n of numbers(lang.summary)) expect(stated, String(n)).toContain(n);
    }
  });

  it('include the retention periods and the 30-day answer', () => {
    expect(numbers(en.sections.retention)).toEqual(expect.arrayContaining([12, 24, 90]));
    expect(numbers(en.sections.rights)).toContain(30);
  });
});
