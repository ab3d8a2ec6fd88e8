import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERNSHIPS } from '../../src/content/careers';
import { SPEC } from '../../src/lib/constants';
import { DEFAULT_LANG, LANGUAGES } from '../support/locales';

/**
 * Numbers that the copy writes as text, in both languages (Western digits), agree with the constants
 * the pages compute with (src/lib/constants.ts): changing one without the other fails here.
 */
const locale = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${lang}/${ns}.json`), 'utf8'));
const numbers = (text: string) => [...text.matchAll(/\d+/g)].map((m) => Number(m[0])).sort((a, b) => a - b);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('marketing numbers in the copy', () => {
  const c = SPEC.marketingClaims;

  it.each([...LANGUAGES])('are those of SPEC.marketingClaims (%s)', (lang) => {
    const home = locale(lang, 'home').special.items;
    const about = locale(lang, 'about').journey.story.body;
    expect(numbers(home.worldClass.description)).toEqual(
      sorted([c.staff, c.staffInTopPercentShare, c.topPercent, c.seniorManagementTopPercent]),
    );
    expect(numbers(home.expertise.description)).toEqual(sorted([c.projects, c.countries]));
    expect(numbers(about)).toEqual(sorted([c.staff, c.projects, c.countries]));
  });
});

describe('internship duration', () => {
  // The FAQ says how long internships typically last ("2 to 3 months"); the records say how long each
  // one is. A range the FAQ states that no internship falls in is a contradiction on the site.
  it('the range the internships FAQ states is the length of at least one internship', () => {
    const faq: { answer: string }[] = locale(DEFAULT_LANG, 'careers').faq.internships;
    const ranges = faq.flatMap(({ answer }) =>
      [...answer.matchAll(/(\d+) to (\d+) months/g)].map((m) => [Number(m[1]), Number(m[2])]),
    );
    for (const [min, max] of ranges) {
      const within = INTERNSHIPS.filter((internship) => internship.durationMonths >= min! && internship.durationMonths <= max!);
      if (INTERNSHIPS.length)
        expect(
          within.length,
          `locales/${DEFAULT_LANG}/careers.json faq.internships says ${min} to ${max} months; no internship of locales/records/positions.json (durationMonths) is`,
        ).toBeGreaterThan(0);
    }
  });
});
