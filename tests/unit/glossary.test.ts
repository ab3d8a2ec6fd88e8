import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  glossaryFindings,
  loadGlossary,
  parseGlossary,
  type GlossaryFinding,
  type LocaleTexts,
} from '../../scripts/i18n/glossary';
import { flatten } from '../../scripts/lib/translation-rules';

/**
 * The glossary (locales/glossary.json, scripts/i18n/glossary.ts): the project holds to it, and each kind of
 * problem is reported with file, key and fix, in the function and in `npm run i18n:check`.
 */
const root = path.resolve(import.meta.dirname, '../..');
const fixture = 'tests/unit/fixtures/i18n/glossary';

/** Every locale file of a language under `dir`, as the check reads them. */
function texts(dir: string, lang: string): LocaleTexts {
  const base = path.join(root, dir, lang);
  const out: Record<string, ReadonlyMap<string, unknown>> = {};
  for (const file of readdirSync(base, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.json'))
      out[file.split(path.sep).join('/')] = flatten(JSON.parse(readFileSync(path.join(base, file), 'utf8'))).leaves;
  }
  return out;
}

const leaves = (record: Record<string, string>) => new Map(Object.entries(record));
const find = (findings: GlossaryFinding[], key: string) => findings.filter((f) => f.key === key);

describe('the glossary', () => {
  // The project's own texts are held to the glossary by `npm run i18n:check`, in every target
  // language (a step of `npm test`); the tests below show the rules on a fixture.
  // The glossary is the translators' file: which terms it holds is theirs to change, so this checks
  // its shape, not its terms.
  it('loads, and every term has an id of its own', () => {
    const { terms } = loadGlossary();
    expect(terms.length).toBeGreaterThan(0);
    expect(new Set(terms.map((t) => t.id)).size).toBe(terms.length);
  });

  describe('on a fixture', () => {
    const glossary = loadGlossary(path.join(root, fixture, 'locales/glossary.json'));
    const findings = glossaryFindings(glossary, texts(`${fixture}/locales`, 'en'), texts(`${fixture}/locales`, 'ar'), 'ar');

    it('reports a forbidden rendering, with the fix', () => {
      expect(find(findings, 'learn')).toEqual([
        expect.objectContaining({ lang: 'ar', file: 'common.json', term: 'python', kind: 'forbidden', found: 'بايثون' }),
      ]);
      expect(find(findings, 'learn')[0]!.message).toContain('write «Python»');
    });

    it('reports an Arabic value without any of the renderings its English calls for', () => {
      expect(find(findings, 'design')).toEqual([
        expect.objectContaining({ lang: 'ar', term: 'architecture', kind: 'missing', found: 'architecture' }),
      ]);
      expect(find(findings, 'design')[0]!.message).toContain('«البنية» or «بنية»');
    });

    it('does not report an allow-listed exception', () => {
      expect(find(findings, 'tips')).toEqual([]);
    });

    it('reports an English spelling the glossary rules out', () => {
      expect(find(findings, 'social')).toEqual([
        expect.objectContaining({
          lang: 'en',
          term: 'x',
          kind: 'forbidden',
          found: 'Twitter',
          message: expect.stringContaining('write "X"'),
        }),
      ]);
    });

    it('accepts renderings with clitics in front and endings after («وللبنية», «بنيتها»)', () => {
      expect(find(findings, 'clitics')).toEqual([]);
    });

    it('finds nothing else', () => {
      expect(findings).toHaveLength(3);
    });
  });

  it('matches English forms as whole words, case-insensitively unless the term says otherwise', () => {
    const glossary = parseGlossary({
      terms: [
        { id: 'erp', en: ['ERP'], ar: ['تخطيط موارد المؤسسات'] },
        { id: 'x', en: ['X'], caseSensitive: true, ar: ['إكس'] },
      ],
      exceptions: [],
    });
    const en = { 'a.json': leaves({ one: 'enterprise software', two: 'an erp system', three: '40 x 3', four: 'on X' }) };
    const ar = { 'a.json': leaves({ one: 'برمجيات المؤسسات', two: 'نظام مخصص', three: '40 × 3', four: 'على منصة أخرى' }) };
    expect(glossaryFindings(glossary, en, ar, 'ar').map((f) => `${f.key} ${f.term}`)).toEqual(['two erp', 'four x']);
  });

  it('fixes a UK spelling word by word, keeping the ending and the capital', () => {
    const glossary = parseGlossary({
      terms: [{ id: 'uk-organise', enForbidden: ['organiz*'], use: 'organis*' }],
      exceptions: [],
    });
    const findings = glossaryFindings(glossary, { 'a.json': leaves({ k: 'Organized teams, organizations' }) }, {}, 'ar');
    expect(findings.map((f) => f.message)).toEqual([
      expect.stringContaining('"Organized": write "Organised"'),
      expect.stringContaining('"organizations": write "organisations"'),
    ]);
  });

  it('reports an exception that excuses nothing', () => {
    const glossary = parseGlossary({
      terms: [{ id: 'python', en: ['Python'], ar: ['Python'] }],
      exceptions: [{ file: 'a.json', key: 'gone', lang: 'ar', term: 'python', reason: 'the key was renamed since' }],
    });
    expect(glossaryFindings(glossary, {}, {}, 'ar')).toEqual([
      expect.objectContaining({ kind: 'unused-exception', key: 'gone' }),
    ]);
  });

  it('rejects an invalid glossary, saying where', () => {
    // A glossary for Arabic alone: the message names its one target language.
    expect(() =>
      parseGlossary(
        {
          terms: [{ id: 'python', en: ['Python'] }],
          exceptions: [{ file: 'a.json', key: 'k', lang: 'ar', term: 'pyton', reason: 'short' }],
        },
        ['ar'],
      ),
    ).toThrow(/terms\.0: "en" needs the Arabic renderings.*exceptions\.0\.reason: say why.*exceptions\.0\.term: no term "pyton"/);
  });
});

describe('npm run i18n:check with a glossary', () => {
  let run: { code: number; stdout: string };
  beforeAll(async () => {
    run = await new Promise((resolve) => {
      execFile(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/i18n-check.ts',
          '--locales',
          `${fixture}/locales`,
          '--src',
          `${fixture}/src`,
          '--schemas',
          `${fixture}/schemas.ts`,
        ],
        { cwd: root, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8' },
        (error, stdout) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout }),
      );
    });
  }, 60_000);

  it('prints each finding as an error under its file, with the key and the fix, and fails', () => {
    const lines = run.stdout.split('\n').map((line) => line.trim());
    const arFile = lines.indexOf(`${fixture}/locales/ar/common.json`);
    const enFile = lines.indexOf(`${fixture}/locales/en/common.json`);
    expect(arFile).toBeGreaterThanOrEqual(0);
    expect(enFile).toBeGreaterThanOrEqual(0);
    expect(lines).toContainEqual(expect.stringMatching(/^✖ glossary\s+learn\s+«بايثون» .*write «Python» \(glossary: python\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/^✖ glossary\s+design\s+the English has "architecture".*«البنية»/));
    expect(lines).toContainEqual(expect.stringMatching(/^✖ glossary\s+social\s+"Twitter": write "X"/));
    expect(run.stdout).not.toMatch(/glossary\s+tips/);
    expect(run.stdout).toContain('✖ 3 errors in 2 files: 3 glossary issues');
    expect(run.code).toBe(1);
  });
});
