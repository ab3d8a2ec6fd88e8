// `npm run i18n:check`: the translators' check. Compares locales/en with the folder of every target
// language (every language of LANGUAGE_LIST but English: locales/ar, …) and the code:
//   - missing and extra files and keys (plural keys compared by base key; a target needs every plural
//     form of its language: all six in Arabic),
//   - schema errors against the zod schemas of src/content/schemas.ts,
//   - untranslated values (an Arabic one without Arabic letters, or the English value copied unchanged),
//   - texts outside their schema's length limits,
//   - the glossary, locales/glossary.json (scripts/i18n/glossary.ts): one rendering per term, one English spelling,
//   - outdated translations (their English changed since they were reviewed) and translations never
//     reviewed, from the review records of each language, locales/records/reviews/<lang>/
//     (scripts/i18n/fingerprints.ts; warnings, errors with --strict; no such folder: nothing reviewed yet),
//   - keys the code uses that English lacks, and keys nothing uses (warnings only, see below),
//   - the translators' context, locales/context.json (scripts/i18n/context.ts): a description that names
//     no English text is stale (a warning); a file that cannot be read is an error.
// The rules themselves are in scripts/lib/translation-rules.ts, which the unit tests use too; the
// findings about the locale files are collected by scripts/i18n/findings.ts (which `npm run i18n:report`
// shows too); this file adds the code scan (scripts/lib/code-keys.ts) and prints. Prints one line per
// problem, grouped by file, then a summary; exits 1 on any error, 0 otherwise.
//
//   node --import tsx scripts/i18n-check.ts [--lang <code>] [--locales <dir>] [--src <dir>] [--schemas <module>]
//                                           [--fingerprints <dir>] [--strict] [--strict-unused]
//
// --lang checks one target language only (default: every one; in a --locales folder other than the
// site's, every one it has a folder for). --locales defaults to locales/, --src
// to src/ (both relative to the current directory), --schemas to this project's src/content/schemas.ts
// (another module with the same exports: a test fixture's), --fingerprints (with one language) to
// <locales>/records/reviews/<lang>. --strict makes outdated and unreviewed values errors.
//
// Unused keys are warnings by default: code is read statically (t('key'), t(`a.${x}.b`), t('ns:key'),
// $t(...) nesting), so a key reached in a way the scan cannot see (a computed key, a key read from the
// JSON outside src/) would be flagged wrongly. --strict-unused turns them into errors; it is not used by
// `npm test`. Whatever the scan cannot follow is listed as a note, and the unused keys of the namespaces
// it concerns are then only counted, not listed.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { chosenTargets, HELP_OPTION, LOCALE_OPTIONS, parseCommand, ROOT, shown, usageError } from './i18n/cli';
import { contextPath, readContext, staleEntries } from './i18n/context';
import { outdatedLines, readTarget, targetFindings } from './i18n/findings';
import { localeTargets } from './i18n/locales';
import { ratioRange } from './i18n/qa';
import type { FindingKind } from './i18n/types';
import { loadSchemas } from './i18n/schemas';
import { nestedUses, scanCode, type KeyUse, type Unfollowed } from './lib/code-keys';
import { languageName, namespaceOf, PLURAL_SUFFIX, pluralBase, SOURCE, type Flat } from './lib/translation-rules';

/** i18next's defaultNS (src/lib/i18n.ts): useTranslation() without a namespace. */
const DEFAULT_NS = 'common';

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------
const USAGE =
  'usage: npm run i18n:check -- [--lang <code>] [--locales <dir>] [--src <dir>] [--schemas <module>] [--fingerprints <dir>] [--strict] [--strict-unused]';
const options = parseCommand(USAGE, {
  options: {
    ...LOCALE_OPTIONS,
    src: { type: 'string', default: path.join(ROOT, 'src') },
    schemas: { type: 'string' },
    strict: { type: 'boolean', default: false },
    'strict-unused': { type: 'boolean', default: false },
    ...HELP_OPTION,
  },
}).values;
const LOCALES = path.resolve(options.locales);
const SRC = path.resolve(options.src);
for (const [name, dir] of [
  ['--locales', LOCALES],
  ['--src', SRC],
] as const) {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    usageError(`${name}: ${dir} is not a directory.`, USAGE);
  }
}

/** The target languages of the folder (localeTargets): every one in the site's, those it has in another. */
const present = localeTargets(LOCALES);
/** The target languages checked: --lang's, or all of the folder's. */
const chosen = chosenTargets(options, USAGE, present);

/** A locale file's path for messages (see shown). */
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
  length: {
    label: 'length limit',
    counted: 'text outside its length limit',
    counted2: 'texts outside their length limits',
    severity: 'error',
  },
  untranslated: { label: 'untranslated', counted: 'untranslated value', severity: 'error' },
  glossary: { label: 'glossary', counted: 'glossary issue', severity: 'error' },
  qa: { label: 'QA', counted: 'pair that differs (QA)', counted2: 'pairs that differ (QA)', severity: 'error' },
  ratio: { label: 'length ratio', counted: 'unusual length ratio', counted2: 'unusual length ratios', severity: 'warning' },
  outdated: { label: 'outdated', counted: 'outdated value', severity: options.strict ? 'error' : 'warning' },
  unreviewed: {
    label: 'not reviewed',
    counted: 'value not yet reviewed',
    counted2: 'values not yet reviewed',
    severity: options.strict ? 'error' : 'warning',
  },
  reviews: { label: 'review records', counted: 'review records problem', severity: options.strict ? 'error' : 'warning' },
  'reviews-error': { label: 'review records', counted: 'unreadable review records', severity: 'error' },
  context: {
    label: 'stale context',
    counted: 'stale context description',
    counted2: 'stale context descriptions',
    severity: 'warning',
  },
  'context-error': { label: 'context', counted: 'unreadable context file', severity: 'error' },
  undefined: {
    label: 'used, not defined',
    counted: 'key used in code but not defined',
    counted2: 'keys used in code but not defined',
    severity: 'error',
  },
  unused: { label: 'unused key', counted: 'unused key', severity: options['strict-unused'] ? 'error' : 'warning' },
  scan: { label: 'scan failed', counted: 'failed code scan', severity: 'error' },
  dynamic: { label: 'not followed', counted: 'note', severity: 'note' },
} satisfies Record<string, { label: string; counted: string; counted2?: string; severity: Severity }>;
type Kind = keyof typeof KINDS;
// Every kind of finding of scripts/i18n/findings.ts has its line here (the type check says when one is missing).
const FINDING_KIND: Record<FindingKind, Kind> = {
  json: 'json',
  file: 'file',
  'extra-file': 'extra-file',
  missing: 'missing',
  extra: 'extra',
  schema: 'schema',
  length: 'length',
  untranslated: 'untranslated',
  glossary: 'glossary',
  qa: 'qa',
  ratio: 'ratio',
  outdated: 'outdated',
  unreviewed: 'unreviewed',
};
interface Problem {
  file: string;
  kind: Kind;
  key: string;
  message: string;
  /** Lines printed under the problem (an outdated value's old and new English). */
  detail?: string[];
}
const problems: Problem[] = [];
function report(file: string, kind: Kind, key: string, message: string, detail?: string[]) {
  problems.push({ file, kind, key, message, detail });
}

// ---------------------------------------------------------------------------------------------
// The locale files of each target language: key parity, plural forms, own letters, schemas and
// length limits, outdated and unreviewed values (scripts/i18n/findings.ts)
// ---------------------------------------------------------------------------------------------
// Each target's tree, review records and the segments its translators declared local editions (scripts/i18n/qa.ts).
const targets = chosen.map((target) => readTarget(LOCALES, target, options.fingerprints));
const { tree } = targets[0]!;
const enFiles = tree.files[SOURCE] ?? [];
if (enFiles.length === 0) {
  console.error(`No locale files in ${shown(path.join(LOCALES, SOURCE))}.`);
  process.exit(1);
}
for (const { tree: pair, fingerprintsFile, absent, editionsFile, errors } of targets) {
  if (errors.fingerprints) report(shown(fingerprintsFile), 'reviews-error', '', errors.fingerprints);
  // With several languages in the folder, the command needs to be told which.
  const all = present.length > 1 ? `${pair.target} --all` : '--all';
  if (absent)
    report(
      shown(fingerprintsFile),
      'reviews',
      '',
      `no review records, so outdated translations cannot be found; record the current ones: npm run i18n:reviewed -- ${all}`,
    );
  if (errors.editions) report(shown(editionsFile), 'schema', '', errors.editions);
}

const { schemas, file: schemasFile, error: schemasError } = await loadSchemas(options.schemas, shown);
if (schemasError) report(schemasFile, 'schema', '', schemasError);
for (const f of targetFindings(targets, { schemas, schemasName: schemasFile, name: localeFile })) {
  report(localeFile(f.lang, f.file), FINDING_KIND[f.kind], f.key, f.message, outdatedLines(f));
}

// ---------------------------------------------------------------------------------------------
// The translators' context (locales/context.json, scripts/i18n/context.ts): a description that
// names no English text any more (its key renamed or removed) is stale
// ---------------------------------------------------------------------------------------------
const contextFile = contextPath(LOCALES);
const context = readContext(contextFile);
if ('error' in context) report(shown(contextFile), 'context-error', '', `cannot be read: ${context.error}`);
else
  for (const entry of staleEntries(context.context, tree))
    report(
      shown(contextFile),
      'context',
      `${entry.file} → ${entry.pattern}`,
      `${entry.reason}; rename or remove the description`,
    );

// ---------------------------------------------------------------------------------------------
// Keys used in code (src/**/*.ts(x)) and in $t(...) nesting
// ---------------------------------------------------------------------------------------------
/** Namespaces: the top-level English files (article bodies are not namespaces). */
const NAMESPACES = enFiles.flatMap((f) => namespaceOf(f) ?? []);
const uses: KeyUse[] = [];
const dynamic: Unfollowed[] = [];

/** flat[lang][file]: the nodes and leaves of each parsed file, in English and in every target. */
const flat: Record<string, Record<string, Flat>> = { [SOURCE]: tree.flat[SOURCE] ?? {} };
for (const { tree: pair } of targets) flat[pair.target] = pair.flat[pair.target] ?? {};

// $t(key) / $t(ns:key) / $t(key, {…}) inside locale values: in the namespace of the file by default.
for (const [lang, files] of Object.entries(flat)) {
  for (const ns of NAMESPACES) {
    for (const [key, value] of files[`${ns}.json`]?.leaves ?? []) {
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
/**
 * Locale files read whole, every key of them, never through t(): the error screen's
 * (src/app/ErrorBoundary.tsx) and the sample text of a new post (scripts/new-post.ts).
 */
const READ_WHOLE = new Set(['errors', 'new-post']);
if (scanned) {
  for (const ns of NAMESPACES) {
    if (READ_WHOLE.has(ns)) continue;
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
  `Translations: ${shown(path.join(LOCALES, SOURCE))} ↔ ${chosen.map((target) => shown(path.join(LOCALES, target))).join(', ')}; keys used in ${shown(SRC)}\n`,
);
for (const [file, list] of [...byFile].sort(([a], [b]) => collator.compare(a, b))) {
  console.log(paint(1, file));
  list.sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || collator.compare(a.key, b.key));
  const keyWidth = Math.min(40, Math.max(...list.map((p) => p.key.length)));
  for (const p of list) {
    const key = p.key ? `${p.key.padEnd(keyWidth)}  ` : '';
    console.log(`  ${MARK[severity(p.kind)]} ${KINDS[p.kind].label.padEnd(labelWidth)}  ${key}${paint(2, p.message)}`);
    for (const line of p.detail ?? []) console.log(`      ${' '.repeat(labelWidth + 2)}${line}`);
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
    paint(
      33,
      `⚠ ${plural(warnings.length, 'warning')} (${tally(warnings)}; warnings do not fail the check, see docs/translating.md)`,
    ),
  );
if (notes.length) parts.push(paint(36, `ℹ ${plural(notes.length, 'note')} (code the scan does not follow)`));
const counted = [
  `${enFiles.length} English`,
  ...targets.map((t) => `${(t.tree.files[t.tree.target] ?? []).length} ${languageName(t.tree.target)}`),
];
console.log(`${parts.join(' · ')} — ${counted.slice(0, -1).join(', ')} and ${counted.at(-1)} files checked`);
for (const { tree: pair } of targets) {
  const range = ratioRange(pair);
  if (range)
    console.log(
      paint(
        2,
        `Length of the ${languageName(pair.target)} against the English, over ${range.pairs} pairs of 40 characters or more: usually ${range.p5.toFixed(2)}–${range.p95.toFixed(2)}× (median ${range.median.toFixed(2)}×); below ${range.low.toFixed(2)}× or above ${range.high.toFixed(2)}× is reported.`,
      ),
    );
}
// Not process.exit(): into a pipe, stdout is written asynchronously, and exiting would cut it short.
process.exitCode = errors.length ? 1 : 0;
