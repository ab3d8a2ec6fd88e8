import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_SECTION_IDS } from '../../src/content/accessibility';
import { PRIVACY_SECTION_IDS } from '../../src/content/privacy';

/**
 * The document pages' commitments are numbers written in the copy: the privacy notice's 24 and 12
 * months, 90 days and answer within 30 days; the accessibility statement's WCAG 2.2, 400% zoom,
 * 320 px and answer within 5 working days. Both languages must promise the same, topic by topic,
 * and the summary at the top must not promise anything the topics do not.
 */
const locale = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${lang}/${ns}.json`), 'utf8'));
const numbers = (value: unknown) => [...JSON.stringify(value).matchAll(/\d+/g)].map((m) => Number(m[0])).sort((a, b) => a - b);

const DOCUMENTS = [
  { ns: 'privacy', ids: PRIVACY_SECTION_IDS },
  { ns: 'accessibility', ids: ACCESSIBILITY_SECTION_IDS },
] as const;

describe.each(DOCUMENTS)('$ns numbers', ({ ns, ids }) => {
  const en = locale('en', ns);
  const ar = locale('ar', ns);

  it.each(ids)('are the same in both languages: %s', (id) => {
    expect(numbers(ar.sections[id])).toEqual(numbers(en.sections[id]));
  });

  it('are the same in both summaries, and each is stated in the topics', () => {
    expect(numbers(ar.summary)).toEqual(numbers(en.summary));
    for (const lang of [en, ar]) {
      const stated = new Set(numbers(lang.sections));
      for (const n of numbers(lang.summary)) expect(stated, String(n)).toContain(n);
    }
  });
});

describe('the promises each document makes', () => {
  it('privacy: the retention periods and the 30-day answer', () => {
    const en = locale('en', 'privacy');
    expect(numbers(en.sections.retention)).toEqual(expect.arrayContaining([12, 24, 90]));
    expect(numbers(en.sections.rights)).toContain(30);
  });

  it('accessibility: the standard, and answers within 5 and 10 working days', () => {
    const en = locale('en', 'accessibility');
    expect(JSON.stringify(en.sections.status)).toContain('WCAG 2.2 at level AA');
    expect(numbers(en.sections.feedback)).toEqual(expect.arrayContaining([5, 10]));
  });
});
