import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../../locales');
const load = (lang: string, file: string) => JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8')) as unknown;

/** Every leaf of a JSON value as "a.b.0.c" → value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else out.set(prefix, value);
  return out;
}

const files = [
  ...readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json')),
  ...readdirSync(path.join(dir, 'en', 'blog-posts')).map((f) => `blog-posts/${f}`),
];
/** Plural forms differ by language (en: one/other; ar: zero…other): compare their base key. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('locale files', () => {
  it('exist in pairs', () => {
    const ar = [
      ...readdirSync(path.join(dir, 'ar')).filter((f) => f.endsWith('.json')),
      ...readdirSync(path.join(dir, 'ar', 'blog-posts')).map((f) => `blog-posts/${f}`),
    ];
    expect(ar.sort()).toEqual([...files].sort());
  });

  it('give Arabic every plural form it needs wherever English has a plural', () => {
    const missing: string[] = [];
    for (const file of files) {
      const en = [...leaves(load('en', file)).keys()].filter((k) => k.endsWith('_other')).map(base);
      const ar = new Set(leaves(load('ar', file)).keys());
      for (const key of en) {
        for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
          if (!ar.has(`${key}_${form}`)) missing.push(`${file} → ${key}_${form}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(files)('%s has the same keys in en and ar', (file) => {
    const en = [...new Set([...leaves(load('en', file)).keys()].map(base))].sort();
    const ar = [...new Set([...leaves(load('ar', file)).keys()].map(base))].sort();
    expect({ file, missingInAr: en.filter((k) => !ar.includes(k)), extraInAr: ar.filter((k) => !en.includes(k)) }).toEqual({
      file,
      missingInAr: [],
      extraInAr: [],
    });
  });

  it.each(files)('%s has Arabic text in every Arabic value', (file) => {
    const untranslated = [...leaves(load('ar', file))]
      .filter(([, v]) => typeof v === 'string' && !/[\u0600-\u06FF]/.test(v))
      // Pure templates ("{{page}} | $t(brand.name)") carry no words of their own.
      .filter(([, v]) => /[A-Za-z]/.test((v as string).replace(/\{\{\w+\}\}|\$t\([\w.:]+\)/g, '')))
      // The switcher names the other language in that language.
      .filter(([k]) => !(file === 'common.json' && k.startsWith('language.')))
      .map(([k]) => k);
    expect(untranslated).toEqual([]);
  });

  // Proper nouns and technology names may read the same in both languages; nothing else may.
  const SAME_IN_BOTH = new Set(['{{page}} | $t(brand.name)', '{{index}} of {{total}}']);

  it.each(files)('%s has no English value copied unchanged into Arabic', (file) => {
    const ar = leaves(load('ar', file));
    const same = [...leaves(load('en', file))]
      .filter(([key, value]) => typeof value === 'string' && ar.get(key) === value && !SAME_IN_BOTH.has(value))
      .map(([key]) => key);
    expect(same).toEqual([]);
  });
});

