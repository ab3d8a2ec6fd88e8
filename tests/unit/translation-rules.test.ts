import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EXEMPT,
  flatten,
  keyProblems,
  POSTS_DIR,
  schemaFor,
  schemaProblems,
  SOURCE,
  TARGETS,
  untranslatedProblems,
  type RuleProblem,
} from '../../scripts/lib/translation-rules';
import * as schemas from '../../src/content/schemas';
import { loadPosts } from '../../src/content/postFiles';

/** The rules of scripts/lib/translation-rules.ts (the same `npm run i18n:check` applies), on cases and on the project. */
const leaves = (value: unknown) => flatten(value).leaves;
const keys = (problems: RuleProblem[]) => problems.map((p) => `${p.kind} ${p.key}`);

describe('key parity and plural forms', () => {
  it('reports keys missing in Arabic and keys only Arabic has', () => {
    const en = leaves({ nav: { home: 'Home', about: 'About' }, list: ['a', 'b'] });
    const ar = leaves({ nav: { home: 'الرئيسية', extra: 'زائد' }, list: ['أ'] });
    expect(keys(keyProblems(en, ar, 'en/x.json', 'ar'))).toEqual(['missing nav.about', 'missing list.1', 'extra nav.extra']);
  });

  it('asks Arabic for all six plural forms where English has a plural, and only there', () => {
    const en = leaves({ items_one: '{{count}} item', items_other: '{{count}} items', title: 'Cart' });
    const ar = leaves({ items_zero: 'لا شيء', items_one: 'عنصر', items_other: 'عناصر', title: 'السلة', title_other: 'سلال' });
    expect(keys(keyProblems(en, ar, 'en/x.json', 'ar'))).toEqual([
      'missing items_two',
      'missing items_few',
      'missing items_many',
      'extra title_other',
    ]);
  });

  it('asks another language for its own plural forms (Intl.PluralRules), named in the message', () => {
    const en = leaves({ items_one: '{{count}} item', items_other: '{{count}} items' });
    const fr = keyProblems(en, leaves({ items_one: '{{count}} article' }), 'en/x.json', 'fr');
    expect(keys(fr)).toEqual(['missing items_many', 'missing items_other']);
    expect(fr[0]!.message).toMatch(/^French needs its 3 plural forms \(_one, _many, _other\); English: /);
    // Japanese has one form; English's `_one` is then no key of its own.
    expect(keys(keyProblems(en, leaves({ items_other: '{{count}} 件' }), 'en/x.json', 'ja'))).toEqual([]);
    const ar = keyProblems(en, leaves({}), 'en/x.json', 'ar');
    expect(ar.map((p) => p.key)).toEqual(['zero', 'one', 'two', 'few', 'many', 'other'].map((f) => `items_${f}`));
    expect(ar[0]!.message).toContain('Arabic needs all six plural forms (_zero, _one, _two, _few, _many, _other)');
  });
});

describe('Arabic letters and differs from English', () => {
  const en = leaves({ a: 'Contact', b: 'Made with care', c: '{{page}} | $t(brand.name)', d: 'Built with React' });

  it('reports a value without Arabic letters and a value copied from English', () => {
    const ar = leaves({ a: 'Kontakt', b: 'Made with care', c: '{{page}} | $t(brand.name)', d: 'مبني باستخدام React' });
    expect(untranslatedProblems('x.json', en, ar, 'ar')).toEqual([
      { kind: 'untranslated', key: 'a', message: 'no Arabic letters: "Kontakt"' },
      { kind: 'untranslated', key: 'b', message: 'same as English: "Made with care"' },
    ]);
  });

  it('exempts what EXEMPT lists, in its file only', () => {
    const ar = leaves({ member: { github: 'GitHub' } });
    expect(EXEMPT.map((e) => e.file)).toContain('team.json');
    expect(untranslatedProblems('team.json', undefined, ar, 'ar')).toEqual([]);
    expect(keys(untranslatedProblems('home.json', undefined, ar, 'ar'))).toEqual(['untranslated member.github']);
  });

  it('asks Arabic letters of the languages written in them, and of no language written in Latin letters', () => {
    const ur = leaves({ a: 'Kontakt', b: 'رابطہ' });
    expect(untranslatedProblems('x.json', en, ur, 'ur')).toEqual([
      { kind: 'untranslated', key: 'a', message: 'no Arabic letters: "Kontakt"' },
    ]);
    // French: only "differs from English".
    const fr = leaves({ a: 'Contact', b: 'Fait avec soin', c: '{{page}} | $t(brand.name)', d: 'Construit avec React' });
    expect(keys(untranslatedProblems('x.json', en, fr, 'fr'))).toEqual(['untranslated a']);
  });
});

describe('schemas', () => {
  it("name each offending JSON path in a translator's words", () => {
    const schema = z.strictObject({
      title: z.string().trim().min(1),
      tags: z.array(z.string()).min(2),
      body: z.string().min(10),
    });
    expect(schemaProblems(schema, { title: ' ', tags: ['a'], extra: 1 })).toEqual([
      { kind: 'schema', key: 'title', message: 'empty text' },
      { kind: 'schema', key: 'tags', message: 'too short: at least 2 items required' },
      { kind: 'schema', key: 'body', message: 'missing (the schema requires string)' },
      { kind: 'schema', key: 'extra', message: 'not allowed by the schema' },
    ]);
  });
});

describe.each(TARGETS)("the project's locale files in en and %s", (target) => {
  const dir = path.resolve(import.meta.dirname, '../../locales');
  const list = (lang: string) =>
    [
      ...readdirSync(path.join(dir, lang)).filter((f) => f.endsWith('.json')),
      ...readdirSync(path.join(dir, lang, POSTS_DIR)).map((f) => `${POSTS_DIR}/${f}`),
    ].sort();
  const files = list(SOURCE);
  const read = (lang: string, file: string): unknown => JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8'));

  it('are the same files in both languages: one per namespace schema and one article per blog slug', () => {
    expect(list(target)).toEqual(files);
    expect(files.filter((f) => !f.includes('/'))).toEqual(
      Object.keys(schemas.namespaceSchemas)
        .map((ns) => `${ns}.json`)
        .sort(),
    );
    expect(files.filter((f) => f.includes('/'))).toEqual(
      loadPosts()
        .all.map(({ slug }) => `${POSTS_DIR}/${slug}.json`)
        .sort(),
    );
  });

  it.each(files)('%s follows the translation rules and validates in both languages', (file) => {
    const en = read(SOURCE, file);
    const ar = read(target, file);
    const schema = schemaFor(schemas, file);
    expect(schema, file).toBeDefined();
    expect({
      keys: keyProblems(leaves(en), leaves(ar), file, target),
      untranslated: untranslatedProblems(file, leaves(en), leaves(ar), target),
      schemaEn: schemaProblems(schema!, en),
      schemaAr: schemaProblems(schema!, ar),
    }).toEqual({ keys: [], untranslated: [], schemaEn: [], schemaAr: [] });
  });
});
