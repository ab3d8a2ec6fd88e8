import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTexts } from '../support/records';
import { collectFindings, readTarget, targetFindings, type TargetFiles } from '../../scripts/i18n/findings';
import { fingerprintPath, readFingerprints } from '../../scripts/i18n/fingerprints';
import { glossaryFindings, parseGlossary } from '../../scripts/i18n/glossary';
import { loadLocales, localeTargets } from '../../scripts/i18n/locales';
import { buildReport, reportData } from '../../scripts/i18n/report';
import { loadSchemas } from '../../scripts/i18n/schemas';
import type { Finding } from '../../scripts/i18n/types';
import { exportXliff, importXliff, languageIn, xliffLanguage } from '../../scripts/i18n/xliff';
import { SOURCE, TARGETS, type LocaleSchemas } from '../../scripts/lib/translation-rules';

/**
 * The translators' tools with more than one target language. LANGUAGE_LIST cannot change in a test,
 * so the target languages are given to the functions the commands run (the commands pass TARGETS):
 * a copy of the workbench fixture (English and Arabic, with Arabic review records) and a French
 * folder beside them, with a few texts and neither review records nor local editions.
 *
 * French here: common.json only (its article is missing); cart.items has _one and _other, not the
 * _many French needs; hero.subtitle is the English copied; the rest is translated. The glossary
 * has Arabic renderings only, and an English exception that excuses nothing (a finding about the
 * English: it must be reported once, not once per language).
 */
const root = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(root, 'tests/unit/fixtures/i18n/workbench');

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

const FRENCH = {
  meta: { title: 'Acmé', description: 'Des logiciels pour la Province orientale.' },
  nav: { home: 'Accueil', about: 'À propos' },
  hero: { title: 'Construire ensemble votre avenir numérique', subtitle: 'Software that moves your business forward.' },
  footer: { contact: 'Nous écrire' },
  cart: { items_one: '{{count}} article', items_other: '{{count}} articles' },
};

const GLOSSARY = {
  terms: [{ id: 'software', en: ['software'], ar: ['البرمجيات'] }],
  exceptions: [{ file: 'common.json', key: 'nav.gone', lang: 'en', term: 'software', reason: 'the key was renamed since' }],
};

/** The workbench's locales with a French folder (and a glossary) beside them, in a temporary directory. */
function locales(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'i18n-targets-'));
  temps.push(dir);
  cpSync(path.join(fixture, 'locales'), dir, { recursive: true });
  mkdirSync(path.join(dir, 'fr'));
  writeFileSync(path.join(dir, 'fr/common.json'), `${JSON.stringify(FRENCH, null, 2)}\n`);
  writeFileSync(path.join(dir, 'glossary.json'), `${JSON.stringify(GLOSSARY, null, 2)}\n`);
  return dir;
}

const lines = (findings: readonly Finding[]) => findings.map((f) => `${f.lang} ${f.kind} ${f.file} ${f.key}`).sort();

describe('the check and the report, for ar and fr', () => {
  let dir: string;
  let schemas: LocaleSchemas | undefined;
  let targets: TargetFiles[];
  let findings: Finding[];
  beforeAll(async () => {
    dir = locales();
    ({ schemas } = await loadSchemas(`${fixture}/schemas.ts`, (f) => f));
    targets = ['ar', 'fr'].map((target) => readTarget(dir, target));
    findings = targetFindings(targets, { schemas });
  });

  it('reads each language’s own review records; a language without them has none, and no local editions', () => {
    const [ar, fr] = targets;
    expect(ar!.fingerprintsFile).toBe(fingerprintPath(dir, 'ar'));
    expect(Object.keys(ar!.fingerprints ?? {}).sort()).toEqual(['blog-posts/hello.json', 'common.json']);
    expect(fr!.fingerprintsFile).toBe(fingerprintPath(dir, 'fr'));
    expect(fr).toMatchObject({ absent: true, fingerprints: undefined, editions: {}, errors: {} });
  });

  it('finds what is wrong with the French, by the rules of French', () => {
    const french = findings.filter((f) => f.lang === 'fr');
    expect(lines(french)).toEqual([
      'fr file blog-posts/hello.json ',
      'fr missing common.json cart.items_many',
      'fr untranslated common.json hero.subtitle',
    ]);
    const message = (key: string) => french.find((f) => f.key === key)?.message;
    expect(message('')).toBe('en/blog-posts/hello.json has no French counterpart');
    expect(message('cart.items_many')).toBe('French needs its 3 plural forms (_one, _many, _other); English: "{{count}} items"');
    expect(message('hero.subtitle')).toBe('same as English: "Software that moves your business forward."');
  });

  it('finds for the Arabic what it finds with Arabic alone, and says what concerns the English once', () => {
    const alone = collectFindings(loadLocales(dir, 'ar'), { schemas, fingerprints: targets[0]!.fingerprints });
    expect(lines(findings.filter((f) => f.lang !== 'fr'))).toEqual(lines(alone));
    // The glossary holds the Arabic to its renderings; French, which it has none of, to nothing.
    expect(lines(alone)).toContain('ar glossary common.json hero.subtitle');
    expect(findings.filter((f) => f.lang === 'en')).toEqual([
      expect.objectContaining({ kind: 'glossary', key: 'nav.gone', message: expect.stringContaining('excuses nothing') }),
    ]);
  });

  it('the report of the French: its column, its language and direction, its rows', () => {
    const tree = targets[1]!.tree;
    const french = findings.filter((f) => f.lang === 'fr' || f.lang === 'en');
    const html = buildReport(tree, french, { sources: ['fixture'] });
    expect(html).toContain('<h1>Translation report: English and French</h1>');
    expect(html).toContain('<th scope="col">English</th><th scope="col">French</th>');
    expect(html).toContain('<td lang="fr" dir="ltr"><div class="text">Accueil</div></td>');
    expect(html).not.toContain('lang="ar"');
    expect(html).toContain('npm run i18n:reviewed -- fr &lt;namespace&gt;');
    const counts = Object.fromEntries(reportData(tree, french).map((f) => [f.file, f.counts]));
    expect(counts['common.json']).toMatchObject({ missing: 1, untranslated: 1, fine: 6 });
    expect(counts['blog-posts/hello.json']).toMatchObject({ missing: 4, fine: 0 });
  });
});

describe('the target languages of a folder of locale files', () => {
  it('are those it has a folder for in another folder than the site’s, in the order given', () => {
    const dir = locales();
    expect(localeTargets(dir, ['de', 'fr', 'ar'])).toEqual(['fr', 'ar']);
    expect(localeTargets(dir, ['de'])).toEqual([]);
  });

  it('are every one given in the site’s own, with its folder or not yet', () => {
    expect(localeTargets(path.join(root, 'locales'), ['de', ...TARGETS])).toEqual(['de', ...TARGETS]);
  });
});

describe('XLIFF for fr beside ar', () => {
  it('exports French with its target-language and its three plural forms, and imports it into French only', () => {
    const dir = locales();
    const xml = exportXliff(loadLocales(dir, 'fr'), {}, {});
    expect(xml.match(/target-language="[^"]*"/g)).toEqual(['target-language="fr"', 'target-language="fr"']);
    expect([...xml.matchAll(/<trans-unit id="(cart\.items_\w+)"/g)].map((m) => m[1])).toEqual([
      'cart.items_one',
      'cart.items_many',
      'cart.items_other',
    ]);
    expect(xml).toContain('<note from="plural">French plural form "many" of cart.items, used for the numbers 1000000;');
    expect(xml).toContain('<note from="location">locales/fr/common.json → nav.home</note>');
    expect(xliffLanguage(xml)).toBe('fr');

    // The translator adds the missing form and marks it final.
    const translated = xml.replace(
      /(<trans-unit id="cart\.items_many"[^>]*>\s*<source>(<ph [^>]*>\{\{count\}\}<\/ph>) items<\/source>)/,
      '$1<target state="final">$2 d’articles</target>',
    );
    expect(translated).not.toBe(xml);
    const arabic = readFileSync(path.join(dir, 'ar/common.json'), 'utf8');
    const arabicRecords = recordTexts(fingerprintPath(dir, 'ar'));

    // Not into the Arabic: the document is French.
    expect(importXliff(translated, loadLocales(dir, 'ar'))).toMatchObject({
      ok: false,
      rejections: [
        expect.stringContaining('target-language is "fr", not ar'),
        expect.stringContaining('target-language is "fr", not ar'),
      ],
    });

    const outcome = importXliff(translated, loadLocales(dir, 'fr'));
    if (!outcome.ok) throw new Error(outcome.rejections.join('\n'));
    expect(outcome.written).toEqual([path.join(dir, 'fr/common.json')]);
    expect(outcome.plan.notRecorded).toEqual([
      'common.json → cart.items: a plural group is recorded as reviewed when all its 3 forms are final',
    ]);
    const french = JSON.parse(readFileSync(path.join(dir, 'fr/common.json'), 'utf8')) as typeof FRENCH;
    expect(Object.entries(french.cart)).toEqual([
      ['items_one', '{{count}} article'],
      ['items_many', '{{count}} d’articles'],
      ['items_other', '{{count}} articles'],
    ]);
    expect(existsSync(fingerprintPath(dir, 'fr'))).toBe(false);
    expect(readFileSync(path.join(dir, 'ar/common.json'), 'utf8')).toBe(arabic);
    expect(recordTexts(fingerprintPath(dir, 'ar'))).toEqual(arabicRecords);
    expect('fingerprints' in readFingerprints(fingerprintPath(dir, 'ar'))).toBe(true);
  });

  it('finds the listed language a target-language names', () => {
    expect(languageIn('ar-SA', ['ar', 'fr'])).toBe('ar');
    expect(languageIn('FR', ['ar', 'fr'])).toBe('fr');
    expect(languageIn('en-XA', ['ar', 'en-xa'])).toBe('en-xa');
    expect(languageIn('de', ['ar', 'fr'])).toBeUndefined();
    expect(languageIn(undefined, ['ar'])).toBeUndefined();
  });
});

describe('the glossary, per target language', () => {
  const value = {
    terms: [{ id: 'home', en: ['Home'], ar: ['الرئيسية'], fr: ['Accueil'], frForbidden: ['Maison'] }],
    exceptions: [],
  };
  const en = { 'common.json': new Map([['nav.home', 'Home']]) };

  it('holds each language to its own renderings, whole words whatever the case in a Latin script', () => {
    const glossary = parseGlossary(value, ['ar', 'fr']);
    const find = (lang: string, text: string) =>
      glossaryFindings(glossary, en, { 'common.json': new Map([['nav.home', text]]) }, lang).map((f) => f.message);
    expect(find('fr', "Page d'accueil")).toEqual([]);
    expect(find('fr', 'Début')).toEqual(['the English has "Home": the French should say «Accueil» (glossary: home)']);
    expect(find('fr', 'La maison')).toEqual([
      '«maison» is not the glossary\'s rendering of "Home": write «Accueil» (glossary: home)',
    ]);
    expect(find('ar', 'الرئيسية')).toEqual([]);
    expect(find('ar', 'البداية')).toEqual([expect.stringContaining('the Arabic should say «الرئيسية»')]);
  });

  it('knows the fields of the target languages only', () => {
    expect(() => parseGlossary(value, ['ar'])).toThrow(/terms\.0: Unrecognized keys: "fr", "frForbidden"/);
    expect(() => parseGlossary({ terms: [{ id: 'x', en: ['X'] }], exceptions: [] }, ['ar', 'fr'])).toThrow(
      /terms\.0: "en" needs the renderings of a target language in "ar" or "fr"/,
    );
  });
});

describe('the commands take --lang', () => {
  function run(script: string, ...args: string[]): Promise<{ code: number; stderr: string }> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', `scripts/${script}.ts`, ...args],
        { cwd: root, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8' },
        (error, _stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stderr }),
      );
    });
  }

  it('refuses a language LANGUAGE_LIST does not translate into, naming those it does', async () => {
    const [exported, reviewed] = await Promise.all([
      run('i18n-export', '--lang', 'fr', '--locales', `${fixture}/locales`),
      run('i18n-reviewed', '--lang', SOURCE, '--all', '--locales', `${fixture}/locales`),
    ]);
    // Those of LANGUAGE_LIST, not only those the fixture has a folder for (a language may be exported before it has one).
    const translated = (lang: string) =>
      `"${lang}": the translated language${TARGETS.length === 1 ? ' is' : 's are'} ${TARGETS.join(', ')} (${SOURCE} is the source).`;
    expect(exported.stderr).toContain(translated('fr'));
    expect(reviewed.stderr).toContain(translated(SOURCE));
    for (const r of [exported, reviewed]) expect(r.code).toBe(2);
  }, 30_000);
});
