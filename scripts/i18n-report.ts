// `npm run i18n:report`: writes the translators' report, one self-contained HTML file per target
// language (scripts/i18n/report.ts), and prints its path. Same findings as `npm run i18n:check` (without
// the code scan: keys used or unused), and the translators' descriptions of <locales>/context.json under
// their keys (scripts/i18n/context.ts).
//
//   npm run i18n:report -- [--lang <code>] [--out <file>] [--locales <dir>] [--fingerprints <dir>] [--schemas <module>]
//
// --lang reports on one target language (default: every one; in a --locales folder other than the
// site's, every one it has a folder for). --out defaults to
// .build/i18n-report.html (git-ignored); with several languages each report is <out>.<lang>.html
// (.build/i18n-report.ar.html, …). The other options are the check's.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chosenTargets, HELP_OPTION, LOCALE_OPTIONS, parseCommand, ROOT, shown, usageError } from './i18n/cli';
import { contextPath, readContext } from './i18n/context';
import { readTarget, targetFindings } from './i18n/findings';
import { localeTargets, type LocaleTree } from './i18n/locales';
import { ratioRange } from './i18n/qa';
import { buildReport, reportData, STATUS_ORDER, STATUSES } from './i18n/report';
import { loadSchemas } from './i18n/schemas';
import { languageName, SOURCE } from './lib/translation-rules';

const USAGE =
  'usage: npm run i18n:report -- [--lang <code>] [--out <file>] [--locales <dir>] [--fingerprints <dir>] [--schemas <module>]';

const options = parseCommand(USAGE, {
  options: {
    out: { type: 'string', default: path.join(ROOT, '.build/i18n-report.html') },
    ...LOCALE_OPTIONS,
    schemas: { type: 'string' },
    ...HELP_OPTION,
  },
}).values;
/** The target languages of the folder (localeTargets): every one in the site's, those it has in another. */
const present = localeTargets(options.locales);
/** The target languages reported on: --lang's, or all of the folder's. */
const chosen = chosenTargets(options, USAGE, present);

const targets = chosen.map((target) => readTarget(options.locales, target, options.fingerprints));
const { dir } = targets[0]!.tree;
if ((targets[0]!.tree.files[SOURCE] ?? []).length === 0) {
  usageError(`No locale files in ${shown(path.join(dir, SOURCE))}.`, USAGE);
}
const { schemas, file: schemasFile, error: schemasError } = await loadSchemas(options.schemas, shown);
if (schemasError) console.warn(`⚠ ${schemasFile}: ${schemasError}; no schema or length findings.`);
const contextFile = contextPath(dir);
const context = readContext(contextFile);
if ('error' in context) console.warn(`⚠ ${shown(contextFile)}: ${context.error}; no descriptions shown.`);

/** The site's usual length of the translation against the English, which the length findings are measured against. */
function lengthRange(locales: LocaleTree): string[] {
  const range = ratioRange(locales);
  if (!range) return [];
  return [
    `Length of the ${languageName(locales.target)} against the English, over ${range.pairs} pairs of 40 characters or more: usually ${range.p5.toFixed(2)}–${range.p95.toFixed(2)}× (median ${range.median.toFixed(2)}×); a pair below ${range.low.toFixed(2)}× or above ${range.high.toFixed(2)}× is marked "length"`,
  ];
}

const out = path.resolve(options.out);
for (const target of targets) {
  const { tree, fingerprintsFile: recordsFile, absent, errors } = target;
  // With several languages in the folder, the command needs to be told which.
  const all = present.length > 1 ? `${tree.target} --all` : '--all';
  const notice =
    errors.fingerprints !== undefined
      ? `${shown(recordsFile)} cannot be read (${errors.fingerprints}): outdated translations are not shown.`
      : absent
        ? `No review records (${shown(recordsFile)}): outdated translations cannot be shown. Record the current ones: npm run i18n:reviewed -- ${all}`
        : undefined;
  if (errors.editions !== undefined)
    console.warn(`⚠ ${tree.target}.local-editions.json: ${errors.editions}; every pair is checked in full.`);
  const findings = targetFindings([target], {
    schemas,
    schemasName: schemasFile,
    name: (lang, file) => shown(path.join(tree.dir, lang, file)),
  });
  const html = buildReport(tree, findings, {
    sources: [
      `Locales: ${shown(tree.dir)}`,
      `Review records: ${shown(recordsFile)}`,
      `Descriptions: ${shown(contextFile)}`,
      ...lengthRange(tree),
      `Written ${new Date().toISOString()}`,
    ],
    notice,
    context: 'context' in context ? context.context : undefined,
  });
  // One language: the file --out names; several: one beside it for each.
  const file = targets.length === 1 ? out : out.replace(/(\.html?)?$/, (ext) => `.${tree.target}${ext || '.html'}`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);

  const counts = reportData(tree, findings).reduce<Record<string, number>>((all, f) => {
    for (const s of STATUS_ORDER) all[s] = (all[s] ?? 0) + f.counts[s];
    return all;
  }, {});
  const line = STATUS_ORDER.filter((s) => counts[s])
    .map((s) => `${counts[s]} ${STATUSES[s]}`)
    .join(', ');
  console.log(targets.length === 1 ? line : `${tree.target}: ${line}`);
  console.log(shown(file));
  console.log(pathToFileURL(file).href);
}
