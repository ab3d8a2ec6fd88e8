// `npm run i18n:report`: writes the translators' report, one self-contained HTML file (scripts/i18n/report.ts),
// and prints its path. Same findings as `npm run i18n:check` (without the code scan: keys used or unused),
// and the translators' descriptions of <locales>/context.json under their keys (scripts/i18n/context.ts).
//
//   npm run i18n:report -- [--out <file>] [--locales <dir>] [--fingerprints <file>] [--schemas <module>]
//
// --out defaults to .build/i18n-report.html (git-ignored); the other options are the check's.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HELP_OPTION, LOCALE_OPTIONS, parseCommand, ROOT, shown, usageError } from './i18n/cli';
import { contextPath, readContext } from './i18n/context';
import { collectFindings } from './i18n/findings';
import { fingerprintPath, readFingerprints } from './i18n/fingerprints';
import { loadLocales } from './i18n/locales';
import { localEditionsPath, ratioRange, readLocalEditions } from './i18n/qa';
import { buildReport, reportData, STATUS_ORDER, STATUSES } from './i18n/report';
import { loadSchemas } from './i18n/schemas';
import { SOURCE, TARGET } from './lib/translation-rules';

const USAGE = 'usage: npm run i18n:report -- [--out <file>] [--locales <dir>] [--fingerprints <file>] [--schemas <module>]';

const options = parseCommand(USAGE, {
  options: {
    out: { type: 'string', default: path.join(ROOT, '.build/i18n-report.html') },
    ...LOCALE_OPTIONS,
    schemas: { type: 'string' },
    ...HELP_OPTION,
  },
}).values;

const tree = loadLocales(options.locales);
if ((tree.files[SOURCE] ?? []).length === 0) {
  usageError(`No locale files in ${shown(path.join(tree.dir, SOURCE))}.`, USAGE);
}
const recordsFile = path.resolve(options.fingerprints ?? fingerprintPath(tree.dir, TARGET));
const records = readFingerprints(recordsFile);
const notice =
  'error' in records
    ? `${shown(recordsFile)} cannot be read (${records.error}): outdated translations are not shown.`
    : 'absent' in records
      ? `No review records (${shown(recordsFile)}): outdated translations cannot be shown. Record the current ones: npm run i18n:reviewed -- --all`
      : undefined;
const { schemas, file: schemasFile, error: schemasError } = await loadSchemas(options.schemas, shown);
if (schemasError) console.warn(`⚠ ${schemasFile}: ${schemasError}; no schema or length findings.`);

const declared = readLocalEditions(localEditionsPath(tree.dir, TARGET));
if ('error' in declared) console.warn(`⚠ ${TARGET}.local-editions.json: ${declared.error}; every pair is checked in full.`);
const findings = collectFindings(tree, {
  editions: 'editions' in declared ? declared.editions : {},
  schemas,
  schemasName: schemasFile,
  fingerprints: 'fingerprints' in records ? records.fingerprints : undefined,
  name: (lang, file) => shown(path.join(tree.dir, lang, file)),
});
const contextFile = contextPath(tree.dir);
const context = readContext(contextFile);
if ('error' in context) console.warn(`⚠ ${shown(contextFile)}: ${context.error}; no descriptions shown.`);
/** The site's usual length of the Arabic against the English, which the length findings are measured against. */
function lengthRange(locales: typeof tree): string[] {
  const range = ratioRange(locales);
  if (!range) return [];
  return [
    `Length of the Arabic against the English, over ${range.pairs} pairs of 40 characters or more: usually ${range.p5.toFixed(2)}–${range.p95.toFixed(2)}× (median ${range.median.toFixed(2)}×); a pair below ${range.low.toFixed(2)}× or above ${range.high.toFixed(2)}× is marked "length"`,
  ];
}
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
const out = path.resolve(options.out);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, html);

const counts = reportData(tree, findings).reduce<Record<string, number>>((all, f) => {
  for (const s of STATUS_ORDER) all[s] = (all[s] ?? 0) + f.counts[s];
  return all;
}, {});
console.log(
  STATUS_ORDER.filter((s) => counts[s])
    .map((s) => `${counts[s]} ${STATUSES[s]}`)
    .join(', '),
);
console.log(shown(out));
console.log(pathToFileURL(out).href);
