import { execFile } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * scripts/i18n-check.ts (`npm run i18n:check`) against a broken fixture: what a translator reads. The
 * rules themselves are tested in tests/unit/translation-rules.test.ts; the project's own texts are
 * checked by `npm run i18n:check` itself, a step of `npm test`.
 */
const root = path.resolve(import.meta.dirname, '../..');
const fixture = 'tests/unit/fixtures/i18n/broken';
const en = `${fixture}/locales/en`;
const ar = `${fixture}/locales/ar`;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  /** Output lines of each file section ("locales/ar/common.json" → its problem lines). */
  files: Map<string, string[]>;
}

function check(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/i18n-check.ts', ...args],
      { cwd: root, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const files = new Map<string, string[]>();
        let current: string[] | undefined;
        for (const line of stdout.split('\n')) {
          if (/^\S.*\.json$/.test(line)) files.set(line, (current = []));
          else if (line.startsWith('  ') && current) current.push(line.trim());
          else current = undefined;
        }
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr, files });
      },
    );
  });
}

/** The problem line of `file` of the given kind and JSON path, if reported. */
function problem(run: Run, file: string, kind: string, key: string): string | undefined {
  return run.files.get(file)?.find((line) => new RegExp(`^. ${kind}\\s+${key.replace(/[.*]/g, '\\$&')}(\\s|$)`).test(line));
}

describe('npm run i18n:check', () => {
  let broken: Run;
  beforeAll(async () => {
    broken = await check('--locales', `${fixture}/locales`, '--src', `${fixture}/src`, '--schemas', `${fixture}/schemas.ts`);
  }, 60_000);

  it('fails on the broken fixture, without a stack trace', () => {
    expect(broken.code).toBe(1);
    expect(broken.stderr).toBe('');
    expect(broken.stdout).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(broken.stdout).toMatch(
      /✖ 10 errors in 5 files: 1 missing file, 2 missing keys, 1 extra key, 2 texts outside their length limits, 2 untranslated values, 2 keys used in code but not defined/,
    );
  });

  it('reports a key missing in Arabic, with the English text', () => {
    expect(problem(broken, `${ar}/common.json`, 'missing key', 'nav.about')).toContain('"About us"');
  });

  it('reports a namespace of the schemas without its file', () => {
    expect(problem(broken, `${en}/widgets.json`, 'missing file', '')).toContain('has a schema for the namespace "widgets"');
  });

  it('reports a key only Arabic has', () => {
    expect(problem(broken, `${ar}/common.json`, 'extra key', 'nav.extra')).toBeDefined();
  });

  it('reports each missing Arabic plural form, and only those', () => {
    expect(problem(broken, `${ar}/common.json`, 'missing key', 'cart.items_few')).toContain('six plural forms');
    for (const form of ['zero', 'one', 'two', 'many', 'other']) {
      expect(broken.stdout).not.toContain(`cart.items_${form}`);
    }
  });

  it('reports untranslated Arabic: no Arabic letters, or the English value copied', () => {
    expect(problem(broken, `${ar}/common.json`, 'untranslated', 'footer.contact')).toContain('no Arabic letters: "Kontakt"');
    expect(problem(broken, `${ar}/common.json`, 'untranslated', 'footer.note')).toContain('same as English');
  });

  it('accepts pure templates', () => {
    expect(broken.stdout).not.toContain('meta.titleTemplate');
  });

  it('reports keys used in code but missing in English, with where they are used', () => {
    expect(problem(broken, `${en}/common.json`, 'used, not defined', 'nav.contact')).toContain(`${fixture}/src/Widget.tsx:19`);
    expect(problem(broken, `${en}/common.json`, 'used, not defined', 'missing.*')).toContain(`${fixture}/src/Widget.tsx:20`);
  });

  it('reports unused keys as warnings, following wildcards, renamed t, ns: prefixes, plurals and $t(...)', () => {
    expect(problem(broken, `${en}/common.json`, 'unused key', 'old.banner')).toBeDefined();
    expect(problem(broken, `${en}/common.json`, 'unused key', 'brand.homeLink')).toBeDefined();
    expect(broken.stdout).toMatch(/⚠ unused key/);
    // items.${id}.title, tCommon('nav.about'), t('common:nav.home'), t('cart.items', { count }), $t(brand.name)
    for (const used of ['items.alpha.title', 'items.beta.title', 'nav.home', 'cart.items', 'brand.name ']) {
      expect(broken.files.get(`${en}/common.json`)?.join('\n')).not.toContain(used);
    }
  });

  it('reports length limits of the schemas (the article schema of src/content/schemas.ts)', () => {
    for (const lang of [en, ar]) {
      expect(problem(broken, `${lang}/blog-posts/hello.json`, 'length limit', 'body.hello-1')).toContain(
        'at least 3000 characters',
      );
    }
  });
});
