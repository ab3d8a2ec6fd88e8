import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERNSHIPS } from '../../src/content/careers';
import { SPEC } from '../../src/lib/constants';
import { LANGUAGES } from '../support/locales';

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
  const { faqMinMonths, faqMaxMonths } = SPEC.internship;

  it('is within the range the internships FAQ states', () => {
    const answer: string = locale('en', 'careers').faq.internships[0].answer;
    expect(answer).toContain(`${faqMinMonths} to ${faqMaxMonths} months`);
    for (const internship of INTERNSHIPS) {
      expect(internship.durationMonths).toBeGreaterThanOrEqual(faqMinMonths);
      expect(internship.durationMonths).toBeLessThanOrEqual(faqMaxMonths);
    }
  });
});
