// `npm run i18n:check`: the translators' check. Compares locales/en with locales/ar and the code:
//   - missing and extra files and keys (plural keys compared by base key; Arabic needs all six forms),
//   - schema errors against the zod schemas of src/content/schemas.ts,
//   - untranslated Arabic (no Arabic letters, or the English value copied unchanged),
//   - keys the code uses that English lacks, and keys nothing uses (warnings only, see below),
//   - the glossary, locales/glossary.json (scripts/i18n/glossary.ts), when the locales folder has one.
// The rules themselves are in scripts/lib/translation-rules.ts, which the unit tests use too; this
// file reads the files, scans the code (scripts/lib/code-keys.ts) and prints. Prints one line per
// problem, grouped by file, then a summary; exits 1 on any error, 0 otherwise.
//
//   node --import tsx scripts/i18n-check.ts [--locales <dir>] [--src <dir>] [--schemas <module>] [--strict-unused]
//
// --locales defaults to locales/, --src to src/ (both relative to the current directory), --schemas to
// this project's src/content/schemas.ts (another module with the same exports: a test fixture's).
//
// Unused keys are warnings by default: code is read statically (t('key'), t(`a.${x}.b`), t('ns:key'),
// $t(...) nesting), so a key reached in a way the scan cannot see (a computed key, a key read from the
// JSON outside src/) would be flagged wrongly. --strict-unused turns them into errors; it is not used by
// `npm test`. Whatever the scan cannot follow is listed as a note, and the unused keys of the namespaces
// it concerns are then only counted, not listed.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as projectSchemas from '../src/content/schemas';
import { glossaryFindings, loadGlossary } from './i18n/glossary';
import { nestedUses, scanCode, type KeyUse, type Unfollowed } from './lib/code-keys';
import {
  flatten,
  keyProblems,
  namespaceOf,
  PLURAL_SUFFIX,
  pluralBase,
  POSTS_DIR,
  schemaFor,
  schemaProblems,
  SOURCE,
  TARGET,
  untranslatedProblems,
  type Flat,
  type LocaleSchemas,
  type RuleProblem,
} from './lib/translation-rules';

const ROOT = path.resolve(import.meta.dirname, '..');
/** i18next's defaultNS (src/lib/i18n.ts): useTranslation() without a namespace. */
const DEFAULT_NS = 'common';
const SCHEMAS_MODULE = 'src/content/schemas.ts';

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------
const USAGE = 'usage: npm run i18n:check -- [--locales <dir>] [--src <dir>] [--schemas <module>] [--strict-unused]';
let options: { locales: string; src: string; schemas?: string; 'strict-unused': boolean; help: boolean };
try {
  options = parseArgs({
    options: {
      locales: { type: 'string', default: path.join(ROOT, 'locales') },
      src: { type: 'string', default: path.join(ROOT, 'src') },
      schemas: { type: 'string' },
      'strict-unused': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const LOCALES = path.resolve(options.locales);
const SRC = path.resolve(options.src);
for (const [name, dir] of [
  ['--locales', LOCALES],
  ['--src', SRC],
] as const) {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(`${name}: ${dir} is not a directory.\n${USAGE}`);
    process.exit(2);
  }
}

/** Paths as the reader will type them: relative to the current directory, with forward slashes. */
const shown = (file: string) => (path.relative(process.cwd(), file) || '.').split(path.sep).join('/');
const localeFile = (lang: string, rel: string) => shown(path.join(LOCALES, lang, rel));

// ---------------------------------------------------------------------------------------------
// Problems
// ---------------------------------------------------------------------------------------------
type Severity = 'error' | 'warning' | 'note';
/** Kinds in the order they are listed within a file; `label` is what the reader sees. */
const KINDS = {
  json: { label: 'invalid JSON', counted: 'invalid JSON file', severity: 'error' },
  file: { label: 'missing file', counted: 'missing file', severity: 'error' },
  'extra-file': { label: 'extra file', counted: 'extra file', severity: 'error' },
  missing: { label: 'missing key', counted: 'missing key', severity: 'error' },
  extra: { label: 'extra key', counted: 'extra key', severity: 'error' },
  schema: { label: 'schema', counted: 'schema error', severity: 'error' },
  untranslated: { label: 'untranslated', counted: 'untranslated value', severity: 'error' },
  undefined: {
    label: 'used, not defined',
    counted: 'key used in code but not defined',
    counted2: 'keys used in code but not defined',
    severity: 'error',
  },
  unused: { label: 'unused key', counted: 'unused key', severity: options['strict-unused'] ? 'error' : 'warning' },
  glossary: { label: 'glossary', counted: 'glossary issue', severity: 'error' },
  scan: { label: 'scan failed', counted: 'failed code scan', severity: 'error' },
  dynamic: { label: 'not followed', counted: 'note', severity: 'note' },
} satisfies Record<string, { label: string; counted: string; counted2?: string; severity: Severity }>;
type Kind = keyof typeof KINDS;
interface Problem {
  file: string;
  kind: Kind;
  key: string;
  message: string;
}
const problems: Problem[] = [];
function report(file: string, kind: Kind, key: string, message: string) {
  problems.push({ file, kind, key, message });
}
const reportAll = (file: string, list: readonly RuleProblem[]) => {
  for (const p of list) report(file, p.kind, p.key, p.message);
};

// ---------------------------------------------------------------------------------------------
// Locale files
// ---------------------------------------------------------------------------------------------
/** Every *.json under locales/<lang>, as paths relative to it ("common.json", "blog-posts/x.json"). */
function jsonFiles(lang: string): string[] {
  const base = path.join(LOCALES, lang);
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) out.push(path.relative(base, full).split(path.sep).join('/'));
    }
  };
  walk(base);
  return out.sort();
}

/** Parsed JSON, or undefined after reporting where the syntax error is. */
function readJson(lang: string, rel: string): unknown {
  const text = readFileSync(path.join(LOCALES, lang, rel), 'utf8').replace(/^\uFEFF/, '');
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message.replace(/\s*\(line \d+ column \d+\)$/, '');
    const position = /position (\d+)/.exec(message);
    let where = '';
    if (position) {
      const before = text.slice(0, Number(position[1]));
      const line = before.split('\n').length;
      where = `line ${line}, column ${before.length - before.lastIndexOf('\n')}: `;
    }
    report(localeFile(lang, rel), 'json', '', `${where}${message.replace(/ in JSON at position \d+/, '')}`);
    return undefined;
  }
}

const enFiles = jsonFiles(SOURCE);
const arFiles = jsonFiles(TARGET);
if (enFiles.length === 0) {
  console.error(`No locale files in ${shown(path.join(LOCALES, SOURCE))}.`);
  process.exit(1);
}
for (const rel of enFiles)
  if (!arFiles.includes(rel)) report(localeFile(TARGET, rel), 'file', '', `${localeFile(SOURCE, rel)} has no Arabic counterpart`);
for (const rel of arFiles)
  if (!enFiles.includes(rel))
    report(localeFile(TARGET, rel), 'extra-file', '', `no ${localeFile(SOURCE, rel)}: remove it or add the English file`);

/** data[lang][rel] = parsed JSON (undefined when it does not parse); flat[lang][rel] = its nodes and leaves. */
const data: Record<string, Record<string, unknown>> = { [SOURCE]: {}, [TARGET]: {} };
const flat: Record<string, Record<string, Flat>> = { [SOURCE]: {}, [TARGET]: {} };
for (const [lang, files] of [
  [SOURCE, enFiles],
  [TARGET, arFiles],
] as const) {
  for (const rel of files) {
    const value = readJson(lang, rel);
    data[lang]![rel] = value;
    if (value !== undefined) flat[lang]![rel] = flatten(value);
  }
}

// ---------------------------------------------------------------------------------------------
// The translation rules: key parity, plural forms, Arabic letters, differs from English
// ---------------------------------------------------------------------------------------------
for (const rel of enFiles) {
  const en = flat[SOURCE]![rel]?.leaves;
  const ar = flat[TARGET]![rel]?.leaves;
  if (en && ar) reportAll(localeFile(TARGET, rel), keyProblems(en, ar, localeFile(SOURCE, rel)));
}
for (const rel of arFiles) {
  const ar = flat[TARGET]![rel]?.leaves;
  if (ar) reportAll(localeFile(TARGET, rel), untranslatedProblems(rel, flat[SOURCE]![rel]?.leaves, ar));
}

// Every article listed in blog.json → items has a body file in each language, and nothing else.
const blogItems = (data[SOURCE]!['blog.json'] as { items?: unknown } | undefined)?.items;
if (blogItems && typeof blogItems === 'object') {
  const slugs = Object.keys(blogItems);
  for (const lang of [SOURCE, TARGET]) {
    const files = (lang === SOURCE ? enFiles : arFiles).filter((f) => f.startsWith(`${POSTS_DIR}/`));
    for (const slug of slugs) {
      const rel = `${POSTS_DIR}/${slug}.json`;
      // A missing Arabic file that has an English one is already reported above.
      if (!files.includes(rel) && !(lang === TARGET && enFiles.includes(rel))) {
        report(localeFile(lang, rel), 'file', '', `blog.json lists items.${slug} but its article body is missing`);
      }
    }
    for (const rel of files) {
      const slug = rel.slice(POSTS_DIR.length + 1, -'.json'.length);
      if (!slugs.includes(slug))
        report(localeFile(lang, rel), 'extra-file', '', `no items.${slug} in ${localeFile(SOURCE, 'blog.json')}`);
    }
  }
}

// The glossary (scripts/i18n/glossary.ts): one rendering per term, one English spelling.
const GLOSSARY = path.join(LOCALES, 'glossary.json');
if (existsSync(GLOSSARY)) {
  const leaves = (lang: string) => Object.fromEntries(Object.entries(flat[lang]!).map(([rel, f]) => [rel, f.leaves]));
  try {
    for (const g of glossaryFindings(loadGlossary(GLOSSARY), leaves(SOURCE), leaves(TARGET))) {
      if (g.kind === 'unused-exception') report(shown(GLOSSARY), 'glossary', `${g.lang}/${g.file} → ${g.key}`, g.message);
      else report(localeFile(g.lang, g.file), 'glossary', g.key, g.message);
    }
  } catch (error) {
    report(shown(GLOSSARY), 'glossary', '', (error as Error).message);
  }
}

// ---------------------------------------------------------------------------------------------
// Keys used in code (src/**/*.ts(x)) and in $t(...) nesting
// ---------------------------------------------------------------------------------------------
/** Namespaces: the top-level English files (article bodies are not namespaces). */
const NAMESPACES = enFiles.flatMap((f) => namespaceOf(f) ?? []);
const uses: KeyUse[] = [];
const dynamic: Unfollowed[] = [];

// $t(key) / $t(ns:key) / $t(key, {…}) inside locale values: in the namespace of the file by default.
for (const lang of [SOURCE, TARGET]) {
  for (const ns of NAMESPACES) {
    for (const [key, value] of flat[lang]![`${ns}.json`]?.leaves ?? []) {
      if (typeof value === 'string') uses.push(...nestedUses(value, ns, `${localeFile(lang, `${ns}.json`)} → ${key}`));
    }
  }
}

let scanned = true;
try {
  const scan = scanCode(SRC, shown, DEFAULT_NS);
  uses.push(...scan.uses);
  dynamic.push(...scan.dynamic);
} catch (error) {
  scanned = false;
  report(shown(SRC), 'scan', '', `the code could not be scanned (${String((error as Error).message).split('\n')[0]})`);
}

// Match uses against the English files: a used node marks its whole subtree (and plural forms) used.
const used = new Map(NAMESPACES.map((ns) => [ns, new Set<string>()]));
const undefinedUses = new Map<string, { ns: string; shown: string; wheres: string[] }>(); // "ns\0shown" → …
for (const use of uses) {
  const english = flat[SOURCE]![`${use.ns}.json`];
  const matches = (p: string) => {
    const base = PLURAL_SUFFIX.test(p) ? pluralBase(p) : p;
    const candidates = use.context ? [p, base, p.replace(/_[^._]+$/, ''), base.replace(/_[^._]+$/, '')] : [p, base];
    return candidates.some((c) => (use.pattern ? use.pattern.test(c) : c === use.key));
  };
  const hits = english ? [...english.nodes.keys()].filter(matches) : [];
  if (hits.length === 0) {
    if (!english && enFiles.includes(`${use.ns}.json`)) continue; // an unparsable file, reported above
    const id = `${use.ns}\0${use.shown}`;
    const entry = undefinedUses.get(id) ?? { ns: use.ns, shown: use.shown, wheres: [] };
    entry.wheres.push(use.where);
    undefinedUses.set(id, entry);
    continue;
  }
  for (const hit of hits) {
    for (const leaf of english!.leaves.keys()) if (leaf === hit || leaf.startsWith(`${hit}.`)) used.get(use.ns)?.add(leaf);
  }
}
for (const { ns, shown: key, wheres } of undefinedUses.values()) {
  const file = localeFile(SOURCE, `${ns}.json`);
  const exists = enFiles.includes(`${ns}.json`);
  const list = wheres.length > 3 ? `${wheres.slice(0, 3).join(', ')} and ${wheres.length - 3} more` : wheres.join(', ');
  report(file, 'undefined', key, `${exists ? '' : `no namespace file ${file}; `}used in ${list}`);
}

const uncertain = new Set(dynamic.map((d) => d.ns));
for (const d of dynamic) report(shown(SRC), 'dynamic', d.where, d.what);
/** Locale files the code imports whole and shows every key of, never through t(): the error screen's (src/app/ErrorBoundary.tsx). */
const IMPORTED_WHOLE = new Set(['errors']);
if (scanned) {
  for (const ns of NAMESPACES) {
    if (IMPORTED_WHOLE.has(ns)) continue;
    const leaves = flat[SOURCE]![`${ns}.json`]?.leaves;
    if (!leaves) continue;
    const unusedKeys = [...leaves.keys()].filter((key) => !used.get(ns)?.has(key));
    if (unusedKeys.length === 0) continue;
    if (uncertain.has('*') || uncertain.has(ns)) {
      // Listing them would be guesswork: the code reads this namespace in ways the scan does not follow.
      const n = unusedKeys.length;
      report(
        localeFile(SOURCE, `${ns}.json`),
        'dynamic',
        '',
        `${n} key${n === 1 ? '' : 's'} not reached by the keys the scan sees; not listed as unused because of the code under "not followed"`,
      );
      continue;
    }
    for (const key of unusedKeys)
      report(localeFile(SOURCE, `${ns}.json`), 'unused', key, 'no t(…) in the code or $t(…) in a locale file reaches it');
  }
}

// ---------------------------------------------------------------------------------------------
// Schema errors
// ---------------------------------------------------------------------------------------------
/** The project's schemas, or the module given with --schemas (undefined after reporting why not). */
async function loadSchemas(): Promise<{ schemas?: LocaleSchemas; file: string }> {
  if (!options.schemas) return { schemas: projectSchemas, file: shown(path.join(ROOT, SCHEMAS_MODULE)) };
  const file = path.resolve(options.schemas);
  try {
    const mod = (await import(pathToFileURL(file).href)) as Partial<LocaleSchemas>;
    if (!mod.namespaceSchemas || !mod.blogPostSchema) throw new Error('it exports no namespaceSchemas and blogPostSchema');
    return { schemas: { namespaceSchemas: mod.namespaceSchemas, blogPostSchema: mod.blogPostSchema }, file: shown(file) };
  } catch (error) {
    report(shown(file), 'schema', '', `could not load the schemas (${String((error as Error).message).split('\n')[0]})`);
    return { file: shown(file) };
  }
}

const { schemas, file: schemasFile } = await loadSchemas();
if (schemas) {
  // A namespace of the schemas without its English file (the Arabic one is then reported as missing too).
  for (const ns of Object.keys(schemas.namespaceSchemas)) {
    if (!enFiles.includes(`${ns}.json`))
      report(localeFile(SOURCE, `${ns}.json`), 'file', '', `${schemasFile} has a schema for the namespace "${ns}"`);
  }
  // Schema issues already reported as a missing or extra key are not repeated.
  const known = new Set(problems.filter((p) => p.kind === 'missing' || p.kind === 'extra').map((p) => `${p.file}\0${p.key}`));
  for (const lang of [SOURCE, TARGET]) {
    for (const [rel, value] of Object.entries(data[lang]!)) {
      if (value === undefined) continue;
      const file = localeFile(lang, rel);
      const schema = schemaFor(schemas, rel);
      if (!schema) {
        report(file, 'schema', '', `no schema for the namespace "${namespaceOf(rel)}" in ${schemasFile} (namespaceSchemas)`);
        continue;
      }
      reportAll(
        file,
        schemaProblems(schema, value).filter((p) => !known.has(`${file}\0${p.key}`)),
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number, s: string) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
const MARK: Record<Severity, string> = { error: paint(31, '✖'), warning: paint(33, '⚠'), note: paint(36, 'ℹ') };
const kindOrder = Object.keys(KINDS) as Kind[];
const severity = (kind: Kind): Severity => KINDS[kind].severity;
const collator = new Intl.Collator('en', { numeric: true });

const byFile = new Map<string, Problem[]>();
for (const p of problems) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
const labelWidth = Math.max(...Object.values(KINDS).map((k) => k.label.length));
console.log(
  `Translations: ${shown(path.join(LOCALES, SOURCE))} ↔ ${shown(path.join(LOCALES, TARGET))}; keys used in ${shown(SRC)}\n`,
);
for (const [file, list] of [...byFile].sort(([a], [b]) => collator.compare(a, b))) {
  console.log(paint(1, file));
  list.sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || collator.compare(a.key, b.key));
  const keyWidth = Math.min(40, Math.max(...list.map((p) => p.key.length)));
  for (const p of list) {
    const key = p.key ? `${p.key.padEnd(keyWidth)}  ` : '';
    console.log(`  ${MARK[severity(p.kind)]} ${KINDS[p.kind].label.padEnd(labelWidth)}  ${key}${paint(2, p.message)}`);
  }
  console.log('');
}

const withSeverity = (s: Severity) => problems.filter((p) => severity(p.kind) === s);
const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
const tally = (list: Problem[]) => {
  const n = new Map(kindOrder.map((kind) => [kind, 0]));
  for (const p of list) n.set(p.kind, (n.get(p.kind) ?? 0) + 1);
  return [...n]
    .filter(([, k]) => k > 0)
    .map(([kind, k]) => {
      const info: { counted: string; counted2?: string } = KINDS[kind];
      return plural(k, info.counted, info.counted2);
    })
    .join(', ');
};
const errors = withSeverity('error');
const warnings = withSeverity('warning');
const notes = withSeverity('note');
const parts = [
  errors.length
    ? paint(
        31,
        `✖ ${plural(errors.length, 'error')} in ${plural(new Set(errors.map((p) => p.file)).size, 'file')}: ${tally(errors)}`,
      )
    : paint(32, '✔ no errors'),
];
if (warnings.length)
  parts.push(
    paint(33, `⚠ ${plural(warnings.length, 'warning')} (${tally(warnings)}; unused keys are only warnings, see README)`),
  );
if (notes.length) parts.push(paint(36, `ℹ ${plural(notes.length, 'note')} (code the scan does not follow)`));
console.log(`${parts.join(' · ')} — ${enFiles.length} English and ${arFiles.length} Arabic files checked`);
process.exit(errors.length ? 1 : 0);
