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

const files = readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));

describe('locale files', () => {
  it('exist in pairs', () => {
    expect(readdirSync(path.join(dir, 'ar')).sort()).toEqual([...files].sort());
  });

  it.each(files)('%s has the same keys in en and ar', (file) => {
    const en = [...leaves(load('en', file)).keys()].sort();
    const ar = [...leaves(load('ar', file)).keys()].sort();
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
});
