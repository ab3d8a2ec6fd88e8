import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as projectSchemas from '../../src/content/schemas';
import { contextPath, readContext } from '../../scripts/i18n/context';
import { collectFindings } from '../../scripts/i18n/findings';
import { fingerprintPath, hashOf, readFingerprints, type Fingerprints } from '../../scripts/i18n/fingerprints';
import { loadGlossary } from '../../scripts/i18n/glossary';
import { loadLocales } from '../../scripts/i18n/locales';
import { localEditionsPath, readLocalEditions } from '../../scripts/i18n/qa';
import {
  alignIds,
  exportUnits,
  exportXliff,
  fromPieces,
  importXliff,
  lengthLimits,
  toPieces,
  xliffUnits,
  type ExportOptions,
  type ImportOutcome,
  type NoteSources,
} from '../../scripts/i18n/xliff';
import { PLURAL_FORMS, pluralBase, TARGETS } from '../../scripts/lib/translation-rules';

/**
 * The XLIFF 1.2 export and import for translators' CAT tools (scripts/i18n/xliff.ts,
 * `npm run i18n:export`, `npm run i18n:import`), on copies of the project's locales, for its Arabic
 * (a target language with all six plural forms and review records; --lang ar, whatever else the
 * list has; every target language's texts in "inline codes"): the round trip
 * is byte-identical, an edited target marked final changes exactly its value and its review record,
 * every kind of broken file is refused with nothing written, and real tools read the export:
 * translate-toolkit's xliff2po, and xmllint against the official XLIFF 1.2 schema.
 *
 * The tools are Debian packages that `npm test` installs as root (scripts/test.ts); nothing is
 * skipped without them: the tests that need them fail and say how to install them.
 */
const root = path.resolve(import.meta.dirname, '../..');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}
function run(command: string, args: readonly string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: root, env: { ...process.env, NO_COLOR: '1', ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}
const script = (name: string, ...args: string[]) => run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args]);

// ——— the Debian tools, found as tests/e2e/server.spec.ts finds nginx ———

const HOW_TO_INSTALL =
  '`npm test` installs them as root on Debian (scripts/test.ts); else run `apt-get install -y translate-toolkit libxml2-utils`';

/** A program: $<ENV>, /usr/bin, /usr/local/bin, then $PATH. */
function findProgram(name: string, env: string): string {
  const fromPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name));
  const found = [process.env[env], `/usr/bin/${name}`, `/usr/local/bin/${name}`, ...fromPath].find(
    (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
  );
  if (!found) throw new Error(`No ${name} (set ${env}, or install its Debian package): ${HOW_TO_INSTALL}.`);
  return found;
}

/**
 * The official XLIFF 1.2 strict schema (OASIS), with the W3C's xml.xsd it imports beside it (found
 * through a catalog: no network); fixtures/xliff/SOURCE.md says where the copies come from.
 */
const SCHEMA_DIR = path.resolve(import.meta.dirname, 'fixtures/xliff');
function findSchema(): { xsd: string; xmlXsd: string } {
  const xsd = process.env.XLIFF_SCHEMA ?? path.join(SCHEMA_DIR, 'xliff-core-1.2-strict.xsd');
  const xmlXsd = path.join(path.dirname(xsd), 'xml.xsd');
  if (!existsSync(xsd) || !existsSync(xmlXsd))
    throw new Error(`No XLIFF 1.2 schema at ${xsd} (with xml.xsd beside it; or set XLIFF_SCHEMA): ${HOW_TO_INSTALL}.`);
  return { xsd, xmlXsd };
}

// ——— copies of the locales ———

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};

/** A copy of the project's locales/ (locale files, review records, glossary, context notes). */
function copyLocales(): string {
  const dir = path.join(tempDir('xliff-'), 'locales');
  cpSync(path.join(root, 'locales'), dir, { recursive: true });
  return dir;
}

/** Every file under `dir`, by relative path, as bytes. */
function snapshot(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (sub: string) => {
    for (const entry of readdirSync(sub, { withFileTypes: true })) {
      const full = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.set(path.relative(dir, full), readFileSync(full));
    }
  };
  walk(dir);
  return out;
}

/** The files that differ between two snapshots (added, removed or changed). */
function changed(before: Map<string, Buffer>, after: Map<string, Buffer>): string[] {
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  return names.filter((name) => !before.get(name)?.equals(after.get(name) ?? Buffer.alloc(0)) || !after.has(name));
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
/** Writes JSON as the locale files are written, keeping the file's final newline or its absence. */
function writeJsonLike(file: string, value: unknown) {
  const old = readFileSync(file, 'utf8');
  writeFileSync(file, `${JSON.stringify(value, null, 2)}${old.endsWith('\n') ? '\n' : ''}`);
}
function setIn(value: unknown, key: string, text: string | undefined) {
  const parts = key.split('.');
  const parent = parts
    .slice(0, -1)
    .reduce<Record<string, unknown>>((node, part) => node[part] as Record<string, unknown>, value as Record<string, unknown>);
  if (text === undefined) delete parent[parts.at(-1)!];
  else parent[parts.at(-1)!] = text;
}

function records(dir: string, lang = 'ar'): Fingerprints {
  const read = readFingerprints(fingerprintPath(dir, lang));
  if (!('fingerprints' in read)) throw new Error(`no review records of ${lang} in ${dir}`);
  return read.fingerprints;
}

/** What the export's notes come from, as `npm run i18n:export` reads them. */
function noteSources(dir: string): NoteSources {
  const context = readContext(contextPath(dir));
  return {
    context: 'context' in context ? context.context : {},
    glossary: loadGlossary(path.join(dir, 'glossary.json')),
    schemas: projectSchemas,
  };
}
const exportOf = (dir: string, options: ExportOptions = {}) =>
  exportXliff(loadLocales(dir, 'ar'), records(dir), noteSources(dir), options);
function importInto(dir: string, xml: string): ImportOutcome {
  const editions = readLocalEditions(localEditionsPath(dir, 'ar'));
  return importXliff(xml, loadLocales(dir, 'ar'), {
    schemas: projectSchemas,
    editions: 'editions' in editions ? editions.editions : {},
  });
}

// ——— the export's trans-units, as text ———

interface Block {
  file: string;
  id: string;
  start: number;
  end: number;
  text: string;
}
function blocks(xml: string): Block[] {
  const out: Block[] = [];
  for (const file of xml.matchAll(/<file original="([^"]+)"[\s\S]*?<\/file>/g)) {
    for (const unit of file[0].matchAll(/<trans-unit id="([^"]+)"[\s\S]*?<\/trans-unit>/g)) {
      const start = file.index + unit.index;
      out.push({ file: file[1]!, id: unit[1]!, start, end: start + unit[0].length, text: unit[0] });
    }
  }
  return out;
}
function block(xml: string, file: string, id: string): Block {
  const found = blocks(xml).find((b) => b.file === file && b.id === id);
  if (!found) throw new Error(`no trans-unit ${file} → ${id} in the export`);
  return found;
}
/** The document with one trans-unit rewritten. */
function edit(xml: string, file: string, id: string, change: (unit: string) => string): string {
  const b = block(xml, file, id);
  const next = change(b.text);
  if (next === b.text) throw new Error(`the edit of ${file} → ${id} changed nothing`);
  return xml.slice(0, b.start) + next + xml.slice(b.end);
}
const targetOf = (unit: string) => /<target[^>]*>([\s\S]*?)<\/target>/.exec(unit)?.[1];

// ——— tests ———

describe('inline codes', () => {
  it('every text of the project is its pieces again; an unchanged translation has its source’s codes, except plural forms that say the number in words', () => {
    const locales = path.join(root, 'locales');
    const differing: string[] = [];
    for (const lang of TARGETS) {
      const tree = loadLocales(locales, lang);
      // A language with no review records yet (none recorded) has its units all the same.
      const fingerprints = 'absent' in readFingerprints(fingerprintPath(locales, lang)) ? {} : records(locales, lang);
      for (const file of tree.files.en ?? [])
        for (const unit of xliffUnits(tree, fingerprints, file)) {
          const source = toPieces(unit.source, unit.markdown);
          expect(fromPieces(source)).toBe(unit.source);
          if (unit.target === undefined) continue;
          const target = alignIds(source, toPieces(unit.target, unit.markdown));
          expect(fromPieces(target)).toBe(unit.target);
          const codes = (pieces: typeof source) =>
            pieces
              .flatMap((p) => (typeof p === 'string' ? [] : [`${p.kind} ${p.id} ${p.code}`]))
              .sort()
              .join('\n');
          if (codes(source) !== codes(target)) differing.push(`${lang} ${unit.id}`);
        }
    }
    for (const id of differing) expect(id).toMatch(/_(zero|one|two)$/);
  });

  it('protects placeholders, $t() references, tags, and in articles block marks, code, bold, italic and links', () => {
    expect(toPieces('Hi {{name}}, <b>see</b> $t(brand.name)', false)).toEqual([
      'Hi ',
      { kind: 'ph', id: '1', ctype: 'x-placeholder', code: '{{name}}' },
      ', ',
      { kind: 'ph', id: '2', ctype: 'x-tag', code: '<b>' },
      'see',
      { kind: 'ph', id: '3', ctype: 'x-tag', code: '</b>' },
      ' ',
      { kind: 'ph', id: '4', ctype: 'x-nesting', code: '$t(brand.name)' },
    ]);
    // Outside an article, asterisks are text.
    expect(toPieces('Required *', false)).toEqual(['Required *']);
    expect(toPieces('- **Bold [a *link*](https://x.example/a_(b))** and `npm i` _it_', true)).toEqual([
      { kind: 'ph', id: '1', ctype: 'x-markdown-block', code: '- ' },
      { kind: 'bpt', id: '2', ctype: 'bold', code: '**' },
      'Bold ',
      { kind: 'bpt', id: '3', ctype: 'link', code: '[' },
      'a ',
      { kind: 'bpt', id: '4', ctype: 'italic', code: '*' },
      'link',
      { kind: 'ept', id: '4', code: '*' },
      { kind: 'ept', id: '3', code: '](https://x.example/a_(b))' },
      { kind: 'ept', id: '2', code: '**' },
      ' and ',
      { kind: 'ph', id: '5', ctype: 'x-code', code: '`npm i`' },
      ' ',
      { kind: 'bpt', id: '6', ctype: 'italic', code: '_' },
      'it',
      { kind: 'ept', id: '6', code: '_' },
    ]);
    // The target's codes take the ids of the same codes of the source, in whatever order.
    const source = toPieces('{{a}} then {{b}}', false);
    expect(alignIds(source, toPieces('{{b}} ثم {{a}} {{c}}', false))).toEqual([
      { kind: 'ph', id: '2', ctype: 'x-placeholder', code: '{{b}}' },
      ' ثم ',
      { kind: 'ph', id: '1', ctype: 'x-placeholder', code: '{{a}}' },
      ' ',
      { kind: 'ph', id: '3', ctype: 'x-placeholder', code: '{{c}}' },
    ]);
  });

  it('reads the length limits of a key from the zod schemas', () => {
    const { namespaceSchemas, blogPostSchema } = projectSchemas;
    expect(lengthLimits(namespaceSchemas.about, 'meta.description')).toEqual({ max: 170 });
    expect(lengthLimits(namespaceSchemas.about, 'meta.title')).toEqual({});
    expect(lengthLimits(namespaceSchemas['service-details'], 'items.web.summary')).toEqual({ min: 120 });
    expect(lengthLimits(blogPostSchema, 'body.any-segment')).toEqual({});
    expect(lengthLimits(namespaceSchemas.about, 'no.such.key')).toEqual({});
  });
});

// Each test runs the commands as a translator does (a tsx process each, 1-3 s here, more on a busy
// machine): a bound for a hang, not for speed.
describe('npm run i18n:export and i18n:import', { timeout: 60_000 }, () => {
  let dir: string;
  let original: Map<string, Buffer>;
  let xml: string;
  let exported: Run;
  let imported: Run;
  beforeAll(async () => {
    dir = copyLocales();
    original = snapshot(dir);
    const out = path.join(path.dirname(dir), 'ar.xlf');
    exported = await script('i18n-export', '--format', 'xliff', '--lang', 'ar', '--locales', dir, '--out', out);
    xml = readFileSync(out, 'utf8');
    imported = await script('i18n-import', out, '--locales', dir);
  }, 60_000);

  it('export everything, import it unchanged: every file under locales/ is byte-identical', () => {
    expect(exported.stderr).toBe('');
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(
      /^✔ \d+ units in \d+ files \(\d+ new, \d+ to review again, \d+ not yet reviewed, \d+ final\) → /,
    );
    expect(imported.stderr).toBe('');
    expect(imported.stdout).toMatch(/✔ .*ar\.xlf: 0 values updated, 0 review records updated \(\d+ units read\)\n$/);
    expect(imported.code).toBe(0);
    expect(changed(original, snapshot(dir))).toEqual([]);
    expect(original.size).toBeGreaterThan(40);
  });

  it('has one <file> per locale file and one <trans-unit> per unit (a plural group: one per Arabic form)', () => {
    const tree = loadLocales(dir, 'ar');
    const files = [
      ...xml.matchAll(/<file original="([^"]+)" source-language="en" target-language="ar" datatype="plaintext"/g),
    ].map((m) => m[1]);
    expect(files).toEqual(tree.files.en);
    const units = blocks(xml);
    for (const file of tree.files.en ?? []) {
      const leaves = [...(tree.flat.en?.[file]?.leaves.keys() ?? [])];
      const plural = (key: string) => leaves.includes(`${pluralBase(key)}_other`) && pluralBase(key) !== key;
      const expected = [
        ...new Set(leaves.flatMap((key) => (plural(key) ? PLURAL_FORMS.map((f) => `${pluralBase(key)}_${f}`) : [key]))),
      ];
      expect(units.filter((u) => u.file === file).map((u) => u.id)).toEqual(expected);
    }
    // A plural form: its source is the English "other" form (or "one"), its notes say which numbers it is for.
    const few = units.find((u) => u.id.endsWith('_few'))!;
    const base = pluralBase(few.id);
    const en = tree.flat.en?.[few.file]?.leaves;
    expect(sourceText(few.text)).toBe(en?.get(`${base}_other`));
    expect(few.text).toContain(`<note from="plural">Arabic plural form "few" of ${base}, used for the numbers 3–10, 103–110`);
    const one = units.find((u) => u.file === few.file && u.id === `${base}_one`)!;
    expect(one.text).toContain('the source is the English "one" form');
    // Resname is the key; notes: where it shows, a length limit with maxwidth.
    const description = block(xml, 'about.json', 'meta.description').text;
    expect(description).toMatch(
      /^<trans-unit id="meta\.description" resname="meta\.description"( approved="yes")? maxwidth="170" size-unit="char">/,
    );
    expect(description).toContain('<note from="location">locales/ar/about.json → meta.description</note>');
    expect(description).toMatch(
      /<note from="length">The site allows at most 170 characters here \(the English has \d+\)\.<\/note>/,
    );
    // Glossary terms found in the English, with their Arabic renderings.
    expect(xml).toMatch(/<note from="glossary">"[^"]+"( \/ "[^"]+")* → «[^»]+»/);
    // Inline codes: placeholders as <ph>, in both the source and the target.
    expect(xml).toMatch(/<source>[^<]*<ph id="1" ctype="x-placeholder">\{\{\w+\}\}<\/ph>/);
    expect(xml).toMatch(/<target state="[a-z-]+"><ph id="\d+" ctype="x-markdown-block">## <\/ph>/);
  });

  it('a changed target marked final: only that value and its review record change; an outdated unit is exported with needs-review-translation and the old English', () => {
    const copy = copyLocales();
    const tree = loadLocales(copy, 'ar');
    // A namespace text with a current review: its English changes, so its Arabic is outdated.
    const units = xliffUnits(tree, records(copy), 'about.json');
    const unit = units.find(
      (u) => u.state === 'final' && !u.plural && u.source.length > 5 && units.filter((v) => v.source === u.source).length === 1,
    )!;
    const enFile = path.join(copy, 'en/about.json');
    const en = readJson(enFile);
    const newEnglish = `${unit.source} (revised)`;
    setIn(en, unit.id, newEnglish);
    writeJsonLike(enFile, en);
    const before = snapshot(copy);

    const doc = exportOf(copy, { only: 'about.json' });
    const exportedUnit = block(doc, 'about.json', unit.id).text;
    expect(exportedUnit).toContain(`<target state="needs-review-translation">`);
    expect(exportedUnit).toContain(
      `<note from="review">The English changed since the Arabic was reviewed. It was reviewed against: ${unit.source}</note>`,
    );
    expect(exportedUnit).not.toContain('approved="yes"');

    // A figure the English does not have: imported, and the QA says so.
    const arabic = 'نص عربي مراجَع 4242';
    const outcome = importInto(
      copy,
      edit(doc, 'about.json', unit.id, (u) =>
        u.replace(/<target state="needs-review-translation">[\s\S]*?<\/target>/, `<target state="final">${arabic}</target>`),
      ),
    );
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome.ok) return;
    expect(outcome.plan.changes).toEqual([{ file: 'about.json', key: unit.id, before: unit.target, after: arabic }]);
    expect(outcome.plan.records).toEqual([{ file: 'about.json', unit: unit.id }]);
    expect(outcome.findings).toContainEqual(
      expect.objectContaining({ file: 'about.json', key: unit.id, kind: 'qa', message: expect.stringContaining('«4242»') }),
    );
    expect(outcome.findings.every((f) => f.file === 'about.json' && f.key === unit.id)).toBe(true);

    const after = snapshot(copy);
    expect(changed(before, after)).toEqual(['ar/about.json', 'records/reviews/ar/about.json']);
    // The Arabic file: that value, nothing else, keys in their order.
    const arBefore = before.get('ar/about.json')!.toString('utf8');
    const expected = JSON.parse(arBefore) as unknown;
    setIn(expected, unit.id, arabic);
    expect(after.get('ar/about.json')!.toString('utf8')).toBe(
      `${JSON.stringify(expected, null, 2)}${arBefore.endsWith('\n') ? '\n' : ''}`,
    );
    // The records: that unit's, now against the new English.
    const old = JSON.parse(before.get('records/reviews/ar/about.json')!.toString('utf8')) as { units: Fingerprints[string] };
    const now = JSON.parse(after.get('records/reviews/ar/about.json')!.toString('utf8')) as { units: Fingerprints[string] };
    expect(now.units[unit.id]).toEqual({ hash: hashOf(newEnglish), en: newEnglish });
    now.units[unit.id] = old.units[unit.id]!;
    expect(now).toEqual(old);
  });

  it('a unit with no Arabic (a key, plural forms) is exported without a target; its translation goes back where the English has it', () => {
    const copy = copyLocales();
    const start = snapshot(copy);
    const tree = loadLocales(copy, 'ar');
    const fingerprints = records(copy);
    // The middle key of a namespace, and one form of a plural group.
    const plain = xliffUnits(tree, fingerprints, 'about.json').filter((u) => !u.plural);
    const key = plain[Math.floor(plain.length / 2)]!;
    // The first and a middle form of a plural group.
    const forms = (tree.files.en ?? [])
      .flatMap((file) => xliffUnits(tree, fingerprints, file))
      .filter((u, _, all) => u.plural && ['zero', 'few'].includes(u.plural.form) && all.find((v) => v.plural)?.unit === u.unit);
    expect(forms).toHaveLength(2);
    const missing = [key, ...forms];
    for (const unit of missing) {
      const file = path.join(copy, 'ar', unit.file);
      const value = readJson(file);
      setIn(value, unit.id, undefined);
      writeJsonLike(file, value);
    }
    const doc = exportOf(copy, { changed: true });
    expect(blocks(doc).map((b) => `${b.file} ${b.id}`)).toEqual(expect.arrayContaining(missing.map((u) => `${u.file} ${u.id}`)));
    let translated = doc;
    for (const unit of missing) {
      expect(block(doc, unit.file, unit.id).text).not.toContain('<target');
      translated = edit(translated, unit.file, unit.id, (u) =>
        u.replace(/(<\/source>)/, `$1\n        <target state="translated">${toXmlText(unit.target!)}</target>`),
      );
    }
    const outcome = importInto(copy, translated);
    expect(outcome).toMatchObject({ ok: true, plan: { records: [] } });
    // Translated (not final): no record changes; and each key is back in its place, byte for byte.
    expect(changed(start, snapshot(copy))).toEqual([]);
  });

  it('--changed selects what has no Arabic or no current review; --only one namespace or article', () => {
    const copy = copyLocales();
    // One English changed (outdated), one record removed (unreviewed), one Arabic removed (missing).
    const enFile = path.join(copy, 'en/common.json');
    const en = readJson(enFile) as { skipLink: string };
    en.skipLink += ' now';
    writeJsonLike(enFile, en);
    const recordFile = Object.keys(records(copy)).find((file) => file.startsWith('blog-posts/'))!;
    const recordPath = path.join(fingerprintPath(copy, 'ar'), recordFile);
    const fp = JSON.parse(readFileSync(recordPath, 'utf8')) as { units: Fingerprints[string] };
    const recordKey = Object.keys(fp.units)[0]!;
    delete fp.units[recordKey];
    writeFileSync(recordPath, `${JSON.stringify(fp, null, 2)}\n`);
    const arFile = path.join(copy, 'ar/home.json');
    const ar = readJson(arFile) as { hero: Record<string, string> };
    delete ar.hero.title;
    writeJsonLike(arFile, ar);

    const tree = loadLocales(copy, 'ar');
    const fingerprints = records(copy);
    const ids = (options: ExportOptions) =>
      exportUnits(tree, fingerprints, {}, options)
        .flatMap((f) => f.units.map((u) => `${u.file} ${u.id}`))
        .sort();
    // What the check reports as outdated, not reviewed or missing, a plural group as its six forms.
    const expected = collectFindings(tree, { fingerprints })
      .filter((f) => ['outdated', 'unreviewed', 'missing'].includes(f.kind))
      .flatMap((f) => {
        const forms = tree.flat.en?.[f.file]?.leaves.has(`${f.key}_other`);
        return forms && f.kind !== 'missing' ? PLURAL_FORMS.map((form) => `${f.file} ${f.key}_${form}`) : [`${f.file} ${f.key}`];
      });
    expect(ids({ changed: true })).toEqual([...new Set(expected)].sort());
    expect(ids({ changed: true })).toEqual(
      expect.arrayContaining(['common.json skipLink', 'home.json hero.title', `${recordFile} ${recordKey}`]),
    );

    const all = ids({}).length;
    const common = ids({ only: 'common.json' });
    expect(common.length).toBe(xliffUnits(tree, fingerprints, 'common.json').length);
    expect(common.every((id) => id.startsWith('common.json '))).toBe(true);
    const article = (tree.files.en ?? []).find((f) => f.startsWith('blog-posts/'))!;
    const articleIds = ids({ only: article });
    expect(articleIds.length).toBeGreaterThan(20);
    expect(articleIds.every((id) => id.startsWith(`${article} `))).toBe(true);
    expect(ids({ only: article, changed: true }).every((id) => id.startsWith(`${article} `))).toBe(true);
    expect(all).toBeGreaterThan(common.length + articleIds.length);

    // The document of --changed --only: that file only.
    const doc = exportOf(copy, { changed: true, only: 'common.json' });
    expect([...doc.matchAll(/<file original="([^"]+)"/g)].map((m) => m[1])).toEqual(['common.json']);
    expect(blocks(doc).map((b) => b.id)).toEqual(['skipLink']);
  });

  describe('refuses, with nothing written', () => {
    let copy: string;
    let base: string;
    let before: Map<string, Buffer>;
    /** A unit of `file` whose source and target have a code (a placeholder…), by its text. */
    const withCode = (doc: string, pattern: RegExp) => {
      const found = blocks(doc).find(
        (b) => pattern.test(/<source>[\s\S]*?<\/source>/.exec(b.text)?.[0] ?? '') && pattern.test(targetOf(b.text) ?? ''),
      );
      if (!found) throw new Error(`no unit with ${pattern} in its source and target`);
      return found;
    };
    beforeAll(() => {
      copy = copyLocales();
      // A link in an article's segment, in both languages.
      const article = loadLocales(copy, 'ar').files.en!.find((f) => f.startsWith('blog-posts/'))!;
      const [enFile, arFile] = ['en', 'ar'].map((lang) => path.join(copy, lang, article));
      const [en, ar] = [readJson(enFile!), readJson(arFile!)] as { body: Record<string, string> }[];
      const segment = Object.keys(en!.body).find((id) => !/^(#|-|\d|>)/.test(en!.body[id]!) && ar!.body[id] !== undefined)!;
      en!.body[segment] += ' See [the guide](https://example.com/guide).';
      ar!.body[segment] += ' انظر [الدليل](https://example.com/guide).';
      writeJsonLike(enFile!, en);
      writeJsonLike(arFile!, ar);
      base = exportOf(copy);
      before = snapshot(copy);
    });

    const refused = (doc: string, message: RegExp) => {
      const outcome = importInto(copy, doc);
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.rejections.join('\n')).toMatch(message);
      expect(changed(before, snapshot(copy))).toEqual([]);
      return outcome;
    };

    it('malformed XML, with where', () => {
      refused(base.slice(0, Math.floor(base.length / 2)), /^not well-formed XML: line \d+, column \d+: /);
      refused(base.replace('</source>', '</sourc>'), /not well-formed XML/);
      refused(base.replace('<xliff version="1.2"', '<xliff version="2.0"'), /not an XLIFF 1\.2 document/);
    });

    it('a file whose target-language is not ar, or whose source-language is not en', () => {
      refused(base.replace('target-language="ar"', 'target-language="fr"'), /target-language is "fr", not ar/);
      refused(base.replace('source-language="en"', 'source-language="de"'), /source-language is "de", not en/);
    });

    it('unknown file or unit ids', () => {
      refused(
        base.replace('<file original="common.json"', '<file original="nope.json"'),
        /<file original="nope\.json"> \(line \d+\): no such locale file/,
      );
      const unit = blocks(base).find((b) => b.file === 'common.json')!;
      refused(
        edit(base, 'common.json', unit.id, (u) => u.replace(`id="${unit.id}"`, `id="${unit.id}-typo"`)),
        new RegExp(`common\\.json → ${unit.id.replace(/\./g, '\\.')}-typo \\(line \\d+\\): unknown unit id`),
      );
    });

    it('a source that is no longer the English (the English changed since the export)', () => {
      const enFile = path.join(copy, 'en/common.json');
      const text = readFileSync(enFile, 'utf8');
      const en = readJson(enFile) as { skipLink: string };
      en.skipLink += ' (changed)';
      writeJsonLike(enFile, en);
      before = snapshot(copy);
      try {
        refused(
          base,
          /common\.json → skipLink \(line \d+\): the English changed since the export: the file's source is «[^»]+», locales\/en\/common\.json now has «[^»]+\(changed\)»; export again/,
        );
      } finally {
        writeFileSync(enFile, text);
        before = snapshot(copy);
      }
    });

    it('a placeholder removed, altered or added in a target', () => {
      const unit = withCode(base, /ctype="x-placeholder">\{\{\w+\}\}</);
      const target = targetOf(unit.text)!;
      const ph = /<ph id="(\d+)" ctype="x-placeholder">(\{\{\w+\}\})<\/ph>/.exec(target)!;
      const removed = edit(base, unit.file, unit.id, (u) => u.replace(target, target.replace(ph[0], '')));
      refused(
        removed,
        new RegExp(
          `${unit.id.replace(/\./g, '\\.')} \\(line \\d+\\): broken placeholders or markup in the target: missing «${ph[2]!.replace(/[{}]/g, '\\$&')}»`,
        ),
      );
      const altered = edit(base, unit.file, unit.id, (u) =>
        u.replace(target, target.replace(ph[0], ph[0].replace(ph[2]!, '{{other}}'))),
      );
      refused(altered, /was altered: «\{\{\w+\}\}» became «\{\{other\}\}»/);
      const added = edit(base, unit.file, unit.id, (u) =>
        u.replace(target, `${target}<ph id="99" ctype="x-placeholder">{{extra}}</ph>`),
      );
      refused(added, /<ph id="99"> «\{\{extra\}\}» was added/);
      // Typed as text instead of the tag: the same placeholder is fine, another is not.
      const typed = edit(base, unit.file, unit.id, (u) => u.replace(target, target.replace(ph[0], '{{typo}}')));
      refused(typed, /missing «\{\{\w+\}\}»; added «\{\{typo\}\}»/);
    });

    it("a markdown link's target changed, or a bold mark dropped", () => {
      const unit = withCode(base, /ctype="link">\[<\/bpt>/);
      const target = targetOf(unit.text)!;
      const changedLink = edit(base, unit.file, unit.id, (u) =>
        u.replace(target, target.replace('](https://example.com/guide)', '](https://evil.example/)')),
      );
      refused(
        changedLink,
        /<ept id="\d+"> was altered: «\]\(https:\/\/example\.com\/guide\)» became «\]\(https:\/\/evil\.example\/\)»/,
      );
      // The link typed as text, with another target: the pair is missing, another added.
      const typed = edit(base, unit.file, unit.id, (u) =>
        u.replace(
          target,
          target.replace(
            /<bpt id="(\d+)" ctype="link">\[<\/bpt>([^<]*)<ept id="\1">\]\(https:\/\/example\.com\/guide\)<\/ept>/,
            '[$2](https://evil.example/)',
          ),
        ),
      );
      refused(typed, /missing «\[…\]\(https:\/\/example\.com\/guide\)»; added «\[…\]\(https:\/\/evil\.example\/\)»/);
      const bold = withCode(base, /ctype="bold">\*\*<\/bpt>/);
      const boldTarget = targetOf(bold.text)!;
      const dropped = edit(base, bold.file, bold.id, (u) =>
        u.replace(boldTarget, boldTarget.replace(/<ept id="(\d+)">\*\*<\/ept>/, '')),
      );
      refused(dropped, /missing «\*\*…\*\*»/);
    });

    it('every problem of the file at once; the command exits with 1, or 2 when used wrongly', async () => {
      const twice = base
        .replace('target-language="ar"', 'target-language="fr"')
        .replace('<file original="common.json"', '<file original="nope.json"');
      const outcome = refused(twice, /target-language is "fr"/);
      if (!outcome.ok) expect(outcome.rejections.length).toBeGreaterThanOrEqual(2);
      const file = path.join(path.dirname(copy), 'broken.xlf');
      writeFileSync(file, base.slice(0, 5000));
      const [broken, none, only] = await Promise.all([
        script('i18n-import', file, '--locales', copy),
        script('i18n-import', '--locales', copy),
        script('i18n-export', '--lang', 'ar', '--locales', copy, '--only', 'nope'),
      ]);
      expect(broken.stderr).toMatch(
        /^✖ .*broken\.xlf was not imported, no file was changed: 1 problem\n {2}not well-formed XML: line \d+, column \d+: /,
      );
      expect(broken.code).toBe(1);
      expect(none.stderr).toContain('Say which XLIFF file to import.\nusage: npm run i18n:import');
      expect(only.stderr).toMatch(/--only "nope": no such namespace or article \(namespaces: .*common/);
      for (const r of [none, only]) expect(r.code).toBe(2);
      expect(changed(before, snapshot(copy))).toEqual([]);
    }, 60_000);
  });

  describe('real tools read the export', () => {
    let file: string;
    beforeAll(() => {
      file = path.join(tempDir('xliff-tools-'), 'ar.xlf');
      writeFileSync(file, xml);
    });

    it("translate-toolkit's xliff2po: one PO entry per unit, located by its id", async () => {
      const xliff2po = findProgram('xliff2po', 'XLIFF2PO_PATH');
      const po = path.join(path.dirname(file), 'ar.po');
      const result = await run(xliff2po, ['--progress=none', file, po]);
      expect(result.code, result.stderr).toBe(0);
      const entries = poEntries(readFileSync(po, 'utf8'));
      // Gettext keeps one entry per context and English: units of two files with the same id and
      // English ("tags.0": "AI" in two articles) may be one entry. Otherwise each unit is an entry,
      // whose location is the unit's id and whose English is the unit's source, codes and all.
      const units = blocks(xml).map((b) => ({ ...b, source: sourceText(b.text), final: b.text.includes('approved="yes"') }));
      const pairs = (list: { id: string; source: string }[]) => [...new Set(list.map((u) => `${u.id}\0${u.source}`))].sort();
      const distinct = pairs(units);
      expect(pairs(entries.flatMap((e) => e.locations.map((id) => ({ id, source: e.msgid }))))).toEqual(distinct);
      expect(entries.every((e) => e.locations.length === 1)).toBe(true);
      expect(entries.length).toBeGreaterThanOrEqual(distinct.length);
      expect(entries.length).toBeLessThanOrEqual(units.length);
      // A unit not final is fuzzy in PO (the export marks final ones approved="yes").
      const byKey = new Map(entries.map((e) => [`${e.locations[0]}\0${e.msgid}`, e] as const));
      for (const unit of units) {
        const shared = units.filter((u) => u.id === unit.id && u.source === unit.source).length > 1;
        if (!shared) expect(byKey.get(`${unit.id}\0${unit.source}`)?.fuzzy, `${unit.file} → ${unit.id}`).toBe(!unit.final);
      }
    }, 60_000);

    it('xmllint: well-formed, and valid against the official XLIFF 1.2 strict schema', async () => {
      const xmllint = findProgram('xmllint', 'XMLLINT_PATH');
      const { xsd, xmlXsd } = findSchema();
      const catalog = path.join(path.dirname(file), 'catalog.xml');
      writeFileSync(
        catalog,
        `<?xml version="1.0"?>\n<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">\n` +
          `  <uri name="http://www.w3.org/2001/xml.xsd" uri="file://${xmlXsd}"/>\n` +
          `  <system systemId="http://www.w3.org/2001/xml.xsd" uri="file://${xmlXsd}"/>\n</catalog>\n`,
      );
      const invalid = path.join(path.dirname(file), 'invalid.xlf');
      writeFileSync(invalid, xml.replace('<trans-unit id=', '<trans-unit state="final" id='));
      const env = { XML_CATALOG_FILES: catalog };
      const [wellFormed, valid, notValid] = await Promise.all([
        run(xmllint, ['--noout', file]),
        run(xmllint, ['--noout', '--nonet', '--schema', xsd, file], env),
        run(xmllint, ['--noout', '--nonet', '--schema', xsd, invalid], env),
      ]);
      expect(wellFormed).toMatchObject({ code: 0, stderr: '' });
      expect(valid.stderr).toBe(`${file} validates\n`);
      expect(valid.code).toBe(0);
      // The schema is really applied: an attribute XLIFF does not have fails.
      expect(notValid.stderr).toMatch(/The attribute 'state' is not allowed/);
      expect(notValid.code).not.toBe(0);
    }, 60_000);
  });
});

/** A text as XML character data. */
const toXmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A trans-unit's source as text: its inline elements' codes in place, entities read. */
function sourceText(unit: string): string {
  const inner = /<source>([\s\S]*?)<\/source>/.exec(unit)?.[1] ?? '';
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The entries of a PO file (not its header): locations, whether fuzzy, and the English. */
function poEntries(po: string): { locations: string[]; fuzzy: boolean; msgid: string }[] {
  const field = (lines: string[], name: string) => {
    const start = lines.findIndex((l) => l.startsWith(`${name} "`));
    if (start < 0) return undefined;
    const parts = [lines[start]!.slice(name.length + 1)];
    for (let i = start + 1; i < lines.length && lines[i]!.startsWith('"'); i++) parts.push(lines[i]!);
    return parts.map((p) => JSON.parse(p) as string).join('');
  };
  return po
    .split(/\n{2,}/)
    .map((entry) => entry.split('\n'))
    .map((lines) => ({
      locations: lines.filter((l) => l.startsWith('#: ')).flatMap((l) => l.slice(3).split(' ')),
      fuzzy: lines.some((l) => l.startsWith('#,') && l.includes('fuzzy')),
      msgid: field(lines, 'msgid') ?? '',
    }))
    .filter((entry) => entry.msgid !== '');
}
