import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTexts } from '../support/records';
import { contextPath, readContext } from '../../scripts/i18n/context';
import { collectFindings } from '../../scripts/i18n/findings';
import { fingerprintPath, readFingerprints, resolveSelector } from '../../scripts/i18n/fingerprints';
import { loadLocales, treeUnits } from '../../scripts/i18n/locales';
import { loadPosts } from '../../src/content/postFiles';
import { buildReport, reportData } from '../../scripts/i18n/report';
import { loadSchemas } from '../../scripts/i18n/schemas';
import type { Finding } from '../../scripts/i18n/types';
import { dirOfLanguage, TARGETS } from '../../scripts/lib/translation-rules';

/**
 * The translators' workbench: review records and outdated values (scripts/i18n/fingerprints.ts,
 * `npm run i18n:reviewed`), the findings `npm run i18n:check` prints, and the HTML report
 * (`npm run i18n:report`), against a fixture with one problem of each kind and against the project.
 *
 * The fixture (tests/unit/fixtures/i18n/workbench): its Arabic was reviewed, then the English of
 * common.json → hero.title and of the article hello changed; common.json → hero.subtitle has no review
 * record; nav.about has no Arabic; footer.contact is English in the Arabic file; meta.description is
 * over the fixture schema's 60 characters; nav.home, meta.title and the plural cart.items are fine.
 * Its locales/context.json describes meta.* (and meta.title apart), nav.home, cart.items and the article's segments.
 */
const root = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(root, 'tests/unit/fixtures/i18n/workbench');
const fixtureArgs = ['--src', `${fixture}/src`, '--schemas', `${fixture}/schemas.ts`];

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}
function run(script: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/${script}.ts`, ...args],
      { cwd: root, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

/** The problem line of a key in the check's output, with the lines printed under it (an outdated value's old and new English). */
function checkLines(out: string, label: string, key: string): string[] {
  const lines = out.split('\n');
  const i = lines.findIndex((line) => new RegExp(`^  . ${label}\\s+${key.replace(/[.*]/g, '\\$&')}(\\s|$)`).test(line));
  if (i === -1) return [];
  const detail = [];
  for (let j = i + 1; j < lines.length && /^ {6,}\S/.test(lines[j] ?? ''); j++) detail.push(lines[j]!.trim());
  return [lines[i]!, ...detail];
}

/** The report's rows by key: their statuses, the description under the key (its HTML) and the rest of the row's HTML. */
function rows(html: string, file: string): Map<string, { statuses: string[]; context: string; html: string }> {
  const section = html.split(/<section /).find((s) => s.includes(`data-file="${file}"`)) ?? '';
  const out = new Map<string, { statuses: string[]; context: string; html: string }>();
  for (const match of section.matchAll(
    /<tr data-status="([^"]*)"><th scope="row"><code>([^<]*)<\/code>(.*?)<\/th>(.*?)<\/tr>/gs,
  )) {
    out.set(match[2]!, { statuses: match[1]!.split(' '), context: match[3]!, html: match[4]! });
  }
  return out;
}

const temps: string[] = [];
/** A copy of the fixture's locales (with its review records) in a temporary directory. */
function copyFixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'i18n-workbench-'));
  temps.push(dir);
  cpSync(path.join(fixture, 'locales'), dir, { recursive: true });
  return dir;
}
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

const glossaryFinder = (): Finding[] => [
  {
    lang: 'ar',
    file: 'common.json',
    key: 'nav.home',
    kind: 'glossary',
    message: '«الصفحة الرئيسية» is the glossary’s rendering of "Home"',
  },
];

async function fixtureFindings(dir = path.join(fixture, 'locales')) {
  const tree = loadLocales(dir, 'ar');
  const records = readFingerprints(fingerprintPath(dir, 'ar'));
  if (!('fingerprints' in records)) throw new Error('the fixture has review records');
  const { schemas } = await loadSchemas(`${fixture}/schemas.ts`, (f) => f);
  return { tree, findings: collectFindings(tree, { schemas, fingerprints: records.fingerprints, finders: [glossaryFinder] }) };
}

describe('the fixture: one problem of each kind', () => {
  let check: Run;
  let strict: Run;
  let report: Run;
  let out: string;
  beforeAll(async () => {
    out = path.join(mkdtempSync(path.join(tmpdir(), 'i18n-report-')), 'report.html');
    temps.push(path.dirname(out));
    const locales = ['--locales', `${fixture}/locales`];
    [check, strict, report] = await Promise.all([
      run('i18n-check', ...locales, ...fixtureArgs),
      run('i18n-check', ...locales, ...fixtureArgs, '--strict'),
      run('i18n-report', ...locales, '--schemas', `${fixture}/schemas.ts`, '--out', out),
    ]);
  }, 60_000);

  it('the check reports each problem; outdated values are warnings, with the old and new English', () => {
    const ar = 'tests/unit/fixtures/i18n/workbench/locales/ar';
    expect(check.stderr).toBe('');
    expect(check.stdout).toContain(`${ar}/common.json`);
    expect(checkLines(check.stdout, 'missing key', 'nav.about')[0]).toContain('"About us"');
    expect(checkLines(check.stdout, 'untranslated', 'footer.contact')[0]).toContain('same as English: "Contact"');
    expect(checkLines(check.stdout, 'length limit', 'meta.description')[0]).toContain(
      'at most 60 characters allowed (it has 83)',
    );
    expect(checkLines(check.stdout, 'not reviewed', 'hero.subtitle')[0]).toContain(
      'npm run i18n:reviewed -- ar common.hero.subtitle',
    );
    expect(checkLines(check.stdout, 'outdated', 'hero.title')).toEqual([
      expect.stringContaining('npm run i18n:reviewed -- ar common.hero.title'),
      'was: "Empowering your digital future"',
      'now: "Building your digital future together"',
    ]);
    // The article, tracked by segment: exactly the segment whose English changed is outdated.
    const article = check.stdout.split(`${ar}/blog-posts/hello.json\n`)[1]?.split('\n\n')[0] ?? '';
    expect(checkLines(article, 'outdated', 'body.hello-2')).toEqual([
      expect.stringContaining('npm run i18n:reviewed -- ar blog-posts/hello:body.hello-2'),
      'was: "Our team works Sunday to Thursday, and our clients abroad work Monday to Friday: we share three working days."',
      'now: "Our team works Sunday to Thursday, and our clients abroad work Monday to Friday: we share four working days."',
    ]);
    for (const fine of ['body.hello ', 'body.hello-1', 'body.hello-3']) expect(article).not.toContain(fine);
    for (const fine of ['nav.home', 'meta.title', 'cart.items'])
      expect(check.stdout).not.toMatch(new RegExp(`  ${fine.replace('.', '\\.')}\\b`));
    expect(check.stdout).toMatch(
      /✖ 3 errors in 1 file: 1 missing key, 1 text outside its length limit, 1 untranslated value · ⚠ 3 warnings \(2 outdated values, 1 value not yet reviewed;/,
    );
    expect(check.code).toBe(1);
  });

  it('--strict makes outdated and unreviewed values errors', () => {
    expect(strict.stdout).toMatch(/✖ 6 errors in 2 files: .*2 outdated values, 1 value not yet reviewed/);
    expect(strict.stdout).toMatch(/✖ outdated +hero\.title/);
    expect(strict.code).toBe(1);
  });

  it('collectFindings gives the same problems, plus those of further finders (the glossary)', async () => {
    const { findings } = await fixtureFindings();
    const kinds = findings.map((f) => `${f.kind} ${f.file} ${f.key}`).sort();
    expect(kinds).toEqual(
      [
        'glossary common.json nav.home',
        'length common.json meta.description',
        'missing common.json nav.about',
        'outdated blog-posts/hello.json body.hello-2',
        'outdated common.json hero.title',
        'unreviewed common.json hero.subtitle',
        'untranslated common.json footer.contact',
      ].sort(),
    );
  });

  it('the report shows each problem in its row, the old and new English of an outdated one', async () => {
    const { tree, findings } = await fixtureFindings();
    const html = buildReport(tree, findings, { sources: ['fixture'] });
    const common = rows(html, 'common.json');
    expect([...common.keys()]).toEqual([
      'meta.title',
      'meta.description',
      'nav.home',
      'nav.about',
      'hero.title',
      'hero.subtitle',
      'footer.contact',
      'cart.items',
    ]);
    expect(common.get('nav.about')?.statuses).toEqual(['missing']);
    expect(common.get('nav.about')?.html).toMatch(/<td lang="ar" dir="rtl"><em lang="en" dir="ltr">\(none\)<\/em><\/td>$/);
    expect(common.get('footer.contact')?.statuses).toEqual(['untranslated']);
    expect(common.get('meta.description')?.statuses).toEqual(['length']);
    expect(common.get('meta.description')?.html).toContain('too long: at most 60 characters allowed (it has 83)');
    expect(common.get('nav.home')?.statuses).toEqual(['glossary']);
    expect(common.get('nav.home')?.html).toContain('glossary’s rendering');
    expect(common.get('hero.subtitle')?.statuses).toEqual(['unreviewed']);
    expect(common.get('meta.title')?.statuses).toEqual(['fine']);
    expect(common.get('cart.items')?.statuses).toEqual(['fine']);
    // Placeholders stay left-to-right runs inside the Arabic, so their brackets are not mirrored.
    expect(common.get('cart.items')?.html).toContain('<bdi dir="ltr" class="token">{{count}}</bdi>');
    const hero = common.get('hero.title');
    expect(hero?.statuses).toEqual(['outdated']);
    expect(hero?.html).toContain('<del class="text">Empowering your digital future</del>');
    expect(hero?.html).toContain('<ins class="text">Building your digital future together</ins>');
    expect(hero?.html).toContain('<td lang="ar" dir="rtl"><div class="text">نمكّن مستقبلك الرقمي</div></td>');
    const article = rows(html, 'blog-posts/hello.json').get('body.hello-2');
    expect(article?.statuses).toEqual(['outdated']);
    expect(article?.html).toContain('we share three working days.</del>');
    expect(article?.html).toContain('we share four working days.</ins>');
    // Counts per file at the top.
    const counts = reportData(tree, findings).find((f) => f.file === 'common.json')?.counts;
    expect(counts).toEqual({
      missing: 1,
      untranslated: 1,
      outdated: 1,
      unreviewed: 1,
      glossary: 1,
      qa: 0,
      length: 1,
      other: 0,
      fine: 2,
    });
    expect(html).toMatch(
      /<a href="#f-common">common\.json<\/a><\/th><td>8<\/td><td>1<\/td><td>1<\/td><td>1<\/td><td>1<\/td><td>1<\/td><td class="zero">0<\/td><td>1<\/td>/,
    );
  });

  it('the report shows each text’s description under its key: English, left to right, escaped', async () => {
    const { tree, findings } = await fixtureFindings();
    const read = readContext(contextPath(path.join(fixture, 'locales')));
    if (!('context' in read)) throw new Error(read.error);
    const html = buildReport(tree, findings, { sources: ['fixture'], context: read.context });
    const common = rows(html, 'common.json');
    const line = (text: string) => `<span class="context" lang="en" dir="ltr">${text}</span>`;
    expect(common.get('nav.home')?.context).toBe(line('Menu link to the home page.'));
    // An exact key beats a pattern that names it too; the pattern describes the rest.
    expect(common.get('meta.title')?.context).toBe(
      line('The page&#39;s title in the browser tab and in search results; &quot;Acme&quot; is the brand.'),
    );
    expect(common.get('meta.description')?.context).toBe(
      line('The page&#39;s title or description, in search results &amp; browser tabs &lt;head&gt;.'),
    );
    // A plural group's row, by its base key.
    expect(common.get('cart.items')?.context).toBe(line('How many items the cart holds; {{count}} becomes the number.'));
    // Rows without a description have none; the rest of the row is as before.
    for (const key of ['nav.about', 'hero.title', 'hero.subtitle', 'footer.contact']) expect(common.get(key)?.context).toBe('');
    expect(common.get('nav.home')?.statuses).toEqual(['glossary']);
    expect(common.get('nav.home')?.html).toMatch(/^<td><ul class="findings">/);
    expect(rows(html, 'blog-posts/hello.json').get('body.hello-2')?.context).toBe(line('One block of the article.'));
    expect(html).toContain('Under a key, in grey: what the text is for');
    // Without descriptions, no such line.
    const plain = buildReport(tree, findings, { sources: ['fixture'] });
    expect(plain).not.toContain('class="context"');
    expect(plain).not.toContain('Under a key, in grey');
  });

  it('npm run i18n:report writes one self-contained, accessible page and prints its path', () => {
    expect(report.code).toBe(0);
    expect(report.stdout.trim().split('\n')).toContain(`file://${out}`);
    expect(existsSync(out)).toBe(true);
    const html = readFileSync(out, 'utf8');
    // Offline: no URL other than data: and in-page anchors, and a policy that forbids the rest.
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; font-src data:"`);
    expect(html).not.toMatch(/\b(src|href)="(?!#)/);
    expect(html).not.toMatch(/url\((?!data:)/);
    expect(html.match(/src:url\(data:font\/woff2;base64,/g)).toHaveLength(2);
    expect(html).toContain("font-family:'Cairo Variable'");
    expect(html).toMatch(/\[lang='ar'\]\)\{--font-sans:'Cairo Variable'/);
    // Structure: language, headings, real tables with headers, the filter hidden until its script runs.
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('<h1>');
    expect(html).toMatch(/<h2 id="h-f-common">common/);
    expect(html).toContain('<th scope="col">English</th><th scope="col">Arabic</th>');
    expect(html).toContain('<form id="filter" hidden');
    expect(html).toMatch(/<script>[\s\S]*form\.hidden = false/);
    // The CLI's report has the same statuses (without the glossary finder of the test).
    expect(rows(html, 'common.json').get('hero.title')?.statuses).toEqual(['outdated']);
    expect(rows(html, 'common.json').get('footer.contact')?.statuses).toEqual(['untranslated']);
    // And the descriptions of <locales>/context.json under their keys.
    expect(rows(html, 'common.json').get('nav.home')?.context).toContain('Menu link to the home page.');
    expect(html).toContain('Descriptions: tests/unit/fixtures/i18n/workbench/locales/context.json');
  });
});

describe('npm run i18n:reviewed', () => {
  it('names what to mark: a key, a plural group, a namespace, a file, an article', () => {
    const tree = loadLocales(path.join(fixture, 'locales'), 'ar');
    const r = (s: string) => resolveSelector(tree, 'ar', s);
    expect(r('common.hero.title')).toEqual({ file: 'common.json', key: 'hero.title' });
    expect(r('common:hero.title')).toEqual({ file: 'common.json', key: 'hero.title' });
    expect(r('common.hero')).toEqual({ file: 'common.json', key: 'hero' });
    expect(r('common.cart.items')).toEqual({ file: 'common.json', key: 'cart.items' });
    expect(r('common')).toEqual({ file: 'common.json' });
    expect(r('common.json')).toEqual({ file: 'common.json' });
    expect(r(path.join(fixture, 'locales/ar/common.json'))).toEqual({ file: 'common.json' });
    expect(r('blog-posts/hello')).toEqual({ file: 'blog-posts/hello.json' });
    expect(r('blog-posts/hello:body.hello-2')).toEqual({ file: 'blog-posts/hello.json', key: 'body.hello-2' });
    expect(r('blog-posts/hello:body.nope')).toEqual({
      error: '"blog-posts/hello:body.nope": no key "body.nope" in blog-posts/hello.json',
    });
    expect(r('blog-posts/bye:body.hello')).toMatchObject({ error: expect.stringContaining('no article blog-posts/bye.json') });
    expect(r('common.hero.titel')).toEqual({ error: '"common.hero.titel": no key "hero.titel" in common.json' });
    expect(r('home.hero')).toMatchObject({ error: expect.stringContaining('no namespace "home" (namespaces: common;') });
  });

  it('marks a key, then an article, reviewed; a later English change is outdated again, old and new shown', async () => {
    const dir = copyFixture();
    const check = () => run('i18n-check', '--locales', dir, ...fixtureArgs);
    /** The outdated and unreviewed findings, in-process (the check's own output is looked at once, below). */
    const review = () => {
      const records = readFingerprints(fingerprintPath(dir, 'ar'));
      const findings = collectFindings(loadLocales(dir, 'ar'), {
        fingerprints: 'fingerprints' in records ? records.fingerprints : {},
      });
      return findings.filter((f) => f.kind === 'outdated' || f.kind === 'unreviewed').map((f) => `${f.kind} ${f.file} ${f.key}`);
    };
    const reviewed = (...args: string[]) => run('i18n-reviewed', '--locales', dir, ...args);

    const key = await reviewed('ar', 'common.hero.title');
    expect(key.stdout).toContain('✔ 1 value marked reviewed (1 were outdated): common.hero.title');
    expect(key.code).toBe(0);
    const records = readFingerprints(fingerprintPath(dir, 'ar'));
    expect('fingerprints' in records && records.fingerprints['common.json']?.['hero.title']?.en).toBe(
      'Building your digital future together',
    );
    expect(review()).toEqual(['outdated blog-posts/hello.json body.hello-2', 'unreviewed common.json hero.subtitle']);

    expect((await reviewed('ar', 'blog-posts/hello', 'common.hero')).code).toBe(0);
    expect(review()).toEqual([]);

    // The English changes: its Arabic twin is outdated, with the English it was reviewed against.
    const en = path.join(dir, 'en/common.json');
    writeFileSync(en, readFileSync(en, 'utf8').replace('"home": "Home"', '"home": "Start"'));
    const out = (await check()).stdout;
    expect(checkLines(out, 'outdated', 'nav.home')).toEqual([expect.stringContaining('outdated'), 'was: "Home"', 'now: "Start"']);

    // A whole namespace; the missing key is said not to be marked.
    const ns = await reviewed('ar', 'common');
    expect(ns.stdout).toContain('✔ 7 values marked reviewed (1 were outdated)');
    expect(ns.stdout).toContain('not marked, no Arabic yet: common.json → nav.about');
    expect(review()).toEqual([]);
  }, 60_000);

  it('refuses what it cannot resolve, and a language other than the translated one', async () => {
    const dir = copyFixture();
    const before = recordTexts(fingerprintPath(dir, 'ar'));
    const [typo, lang, none] = await Promise.all([
      run('i18n-reviewed', '--locales', dir, 'ar', 'common.nav.hom'),
      run('i18n-reviewed', '--locales', dir, 'en', 'common'),
      run('i18n-reviewed', '--locales', dir, 'ar'),
    ]);
    expect(typo.stderr).toContain('no key "nav.hom" in common.json');
    // The languages LANGUAGE_LIST translates into, whichever the fixture has a folder for.
    expect(lang.stderr).toContain(
      `"en": the translated language${TARGETS.length === 1 ? ' is' : 's are'} ${TARGETS.join(', ')} (en is the source).`,
    );
    expect(none.stderr).toContain('Say what to mark');
    for (const r of [typo, lang, none]) expect(r.code).toBe(2);
    expect(recordTexts(fingerprintPath(dir, 'ar'))).toEqual(before);
  }, 30_000);
});

describe('the project', () => {
  const locales = path.join(root, 'locales');

  it.each(TARGETS)(
    '--all on a copy of its locales records every translation into %s: nothing outdated or unreviewed',
    async (lang) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'i18n-project-'));
      temps.push(dir);
      cpSync(locales, dir, { recursive: true });
      rmSync(fingerprintPath(dir, lang), { recursive: true, force: true });
      const bootstrap = await run('i18n-reviewed', '--locales', dir, lang, '--all');
      expect(bootstrap.code).toBe(0);
      const records = readFingerprints(fingerprintPath(dir, lang));
      if (!('fingerprints' in records)) throw new Error('no records written');
      const tree = loadLocales(dir, lang);
      const findings = collectFindings(tree, { fingerprints: records.fingerprints });
      expect(findings.filter((f) => f.kind === 'outdated' || f.kind === 'unreviewed')).toEqual([]);
      // An article's records are its segments, each on its own, and each of its other texts.
      const articles = (tree.files[lang] ?? []).filter((file) => file.startsWith('blog-posts/'));
      expect(articles.length).toBeGreaterThan(0);
      for (const file of articles) {
        const keys = Object.keys(records.fingerprints[file] ?? {});
        const segments = [...(tree.flat.en?.[file]?.leaves.keys() ?? [])].filter((key) => key.startsWith('body.'));
        expect(segments.length).toBeGreaterThan(20);
        expect(keys.filter((key) => key.startsWith('body.'))).toEqual(segments);
        expect(
          keys.filter(
            (key) => !key.startsWith('body.') && !['title', 'summary', 'author'].includes(key) && !/^tags\.\d+$/.test(key),
          ),
        ).toEqual([]);
      }
    },
    30_000,
  );

  it.each(TARGETS)(
    'its committed review records of %s, where it has any, can be read (stale or missing records are only warnings of the check)',
    (lang) => {
      const records = fingerprintPath(locales, lang);
      expect(readFingerprints(records)).toHaveProperty(existsSync(records) ? 'fingerprints' : 'absent');
    },
  );

  it.each(TARGETS)('the report builds from its locales, every namespace and article in English and %s', async (lang) => {
    const tree = loadLocales(locales, lang);
    const records = readFingerprints(fingerprintPath(locales, lang));
    const { schemas } = await loadSchemas(undefined, (f) => f);
    const findings = collectFindings(tree, {
      schemas,
      fingerprints: 'fingerprints' in records ? records.fingerprints : undefined,
    });
    const html = buildReport(tree, findings, { sources: ['project'] });
    for (const file of tree.files.en ?? []) expect(html).toContain(`data-file="${file}"`);
    expect(html).toContain('<th scope="row"><code>hero.title</code></th>');
    const rowCount = (html.match(/<tr data-status=/g) ?? []).length;
    const units = (tree.files.en ?? []).reduce((n, file) => n + treeUnits(tree, file).length, 0);
    expect(rowCount).toBe(units);
    expect(html.match(new RegExp(`<td lang="${lang}" dir="${dirOfLanguage(lang)}">`, 'g'))?.length).toBe(units);
    for (const post of loadPosts().all) expect(html).toContain(`Article ${post.slug}`);
  });
});
