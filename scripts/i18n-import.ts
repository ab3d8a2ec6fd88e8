// `npm run i18n:import -- <file.xlf>`: a translated XLIFF 1.2 file (from `npm run i18n:export`, back
// from the CAT tool) into locales/<lang>/*.json, and the review records (locales/records/reviews/<lang>/)
// of the units it marks `final` or `signed-off`, and only those (scripts/i18n/xliff.ts). The language
// is the document's target-language (ar: locales/ar/), which must be a target language of
// LANGUAGE_LIST; --lang <code> says which it must be.
//
// All or nothing: a document that is not well-formed, a file whose languages are not en → <lang>, a file
// or unit id the locales do not have, a source that is no longer the English (the English changed
// since the export), or a target whose placeholders or markup were broken, and nothing is written:
// every problem is listed and the command exits with 1. Otherwise the values are set in place (keys
// keep their order; a new key goes where the English has it), each changed file written as it was
// written (JSON, two spaces, its own final newline), the translation QA (npm run i18n:check's
// findings, on the files as they now are) shown for the units imported, and one line says what
// changed.
//
// Options: --lang <code>, --locales <dir> (default locales/), --fingerprints <dir> (default
// <locales>/records/reviews/<lang>).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HELP_OPTION, knownTarget, LOCALE_OPTIONS, parseCommand, shown, usageError } from './i18n/cli';
import { loadLocales, localeTargets } from './i18n/locales';
import { localEditionsPath, readLocalEditions } from './i18n/qa';
import { loadSchemas } from './i18n/schemas';
import { importXliff, languageIn, parseXml, xliffLanguage } from './i18n/xliff';
import { SOURCE, TARGETS } from './lib/translation-rules';

const USAGE = `usage: npm run i18n:import -- <file.xlf> [--lang ${TARGETS.join('|')}] [--locales <dir>] [--fingerprints <dir>]`;

const { values: options, positionals } = parseCommand(USAGE, {
  allowPositionals: true,
  options: { ...LOCALE_OPTIONS, ...HELP_OPTION },
});
const fail = (message: string) => usageError(message, USAGE);
if (positionals.length !== 1) fail(positionals.length ? 'Give one XLIFF file.' : 'Say which XLIFF file to import.');
const input = path.resolve(positionals[0]!);
if (!existsSync(input)) fail(`No such file: ${shown(input)}.`);

const text = readFileSync(input, 'utf8');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** Says why the document was not imported, and exits with 1. */
function refuse(rejections: readonly string[]): never {
  console.error(`✖ ${shown(input)} was not imported, no file was changed: ${plural(rejections.length, 'problem')}`);
  for (const problem of rejections) console.error(`  ${problem}`);
  process.exit(1);
}
// A document that is not XML names no language: that is what to say, whatever the language.
const parsed = parseXml(text);
if ('error' in parsed) refuse([`not well-formed XML: ${parsed.error}`]);

// The language to import into: --lang's; else the one the document's target-language names, a
// target language of LANGUAGE_LIST; else the only one of the locale folder (localeTargets). A
// document in another language than the one chosen is refused below.
const named = xliffLanguage(text);
const present = localeTargets(options.locales);
const target =
  options.lang !== undefined
    ? knownTarget(options.lang, USAGE)
    : (languageIn(named, TARGETS) ??
      (present.length === 1
        ? present[0]!
        : fail(
            named === undefined
              ? `${shown(input)} names no target-language: say which language with --lang (${TARGETS.join(', ')}).`
              : `${shown(input)}: its target-language "${named}" is not a language the site is translated into (${TARGETS.join(', ')}).`,
          )));
const tree = loadLocales(options.locales, target);
if ((tree.files[SOURCE] ?? []).length === 0) fail(`No locale files in ${shown(path.join(tree.dir, SOURCE))}.`);

const { schemas } = await loadSchemas(undefined, shown);
const editions = readLocalEditions(localEditionsPath(tree.dir, target));
const outcome = importXliff(text, tree, {
  fingerprints: options.fingerprints,
  schemas,
  editions: 'editions' in editions ? editions.editions : {},
});
if (!outcome.ok) refuse(outcome.rejections);

const { plan, findings } = outcome;
for (const f of findings) console.log(`⚠ ${f.file} → ${f.key}: ${f.kind}: ${f.message}`);
for (const note of plan.notRecorded) console.log(`⚠ not recorded as reviewed: ${note}`);
const files = new Set(plan.changes.map((c) => c.file)).size;
console.log(
  `✔ ${shown(input)}: ${plural(plan.changes.length, 'value')} updated${files ? ` in ${plural(files, 'file')}` : ''}, ` +
    `${plural(plan.records.length, 'review record')} updated (${plural(plan.units, 'unit')} read` +
    `${findings.length ? `; ${plural(findings.length, 'QA finding')} above` : ''})`,
);
