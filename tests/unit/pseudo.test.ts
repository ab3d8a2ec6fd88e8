import { describe, expect, it } from 'vitest';
import { LANGUAGES, locale } from '../support/locales';
import { PDF, PSEUDO_CLOSE, PSEUDO_OPEN, RLE, accented, pseudoTree, rightToLeft } from '../../scripts/lib/pseudo';

describe('pseudo-locales', () => {
  it('en-xa accents, brackets and pads a string to about 140%', () => {
    const text = 'Contact Us about your project';
    const pseudo = accented(text);
    expect(pseudo.startsWith(PSEUDO_OPEN) && pseudo.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(pseudo).toContain('Çöñtåçt Üs åböüt ýöür pröjéçt');
    expect(pseudo.length / text.length).toBeGreaterThanOrEqual(1.35);
    expect(pseudo.length / text.length).toBeLessThanOrEqual(1.55);
    // Only Latin-1 letters, which the site's Latin font has.
    expect([...pseudo].every((ch) => ch.charCodeAt(0) <= 0xff)).toBe(true);
  });

  it('keeps what a program reads: placeholders, nestings, tags, link targets, code, addresses', () => {
    const text =
      'Hello {{name}}, $t(common:brand.name) <0>says</0> [read](https://example.com/a-page) `npm test` or write to info@example.com';
    const pseudo = accented(text);
    for (const kept of [
      '{{name}}',
      '$t(common:brand.name)',
      '<0>',
      '</0>',
      '](https://example.com/a-page)',
      '`npm test`',
      'info@example.com',
    ])
      expect(pseudo).toContain(kept);
    expect(pseudo).toContain('Héllö');
  });

  it('qaa-plocm is the same text in a right-to-left embedding', () => {
    expect(rightToLeft('Menu')).toBe(`${RLE}${accented('Menu')}${PDF}`);
    expect(rightToLeft('')).toBe('');
  });

  it('makes every string of a real locale file pseudo, and nothing else', () => {
    const common = locale(LANGUAGES[0]!, 'common');
    const tree = pseudoTree(common, 'en-xa');
    const strings = (node: unknown): string[] =>
      typeof node === 'string' ? [node] : typeof node === 'object' && node !== null ? Object.values(node).flatMap(strings) : [];
    const before = strings(common);
    const after = strings(tree);
    expect(after).toHaveLength(before.length);
    expect(after.every((text, i) => (before[i] === '' ? text === '' : text.startsWith(PSEUDO_OPEN)))).toBe(true);
  });

  it("gives a plural every form of the language's rules, from English's other", () => {
    const english = { months_one: '{{count}} month', months_other: '{{count}} months' };
    expect(pseudoTree(english, 'en-xa')).toEqual({
      months_one: accented('{{count}} month'),
      months_other: accented('{{count}} months'),
    });
    const arabic = pseudoTree(english, 'qaa-plocm', new Intl.PluralRules('ar')) as Record<string, string>;
    expect(Object.keys(arabic).sort()).toEqual([
      'months_few',
      'months_many',
      'months_one',
      'months_other',
      'months_two',
      'months_zero',
    ]);
    expect(arabic.months_few).toBe(rightToLeft('{{count}} months'));
    expect(arabic.months_one).toBe(rightToLeft('{{count}} month'));
  });
});
