// `npm run i18n:export`: the translation units as XLIFF 1.2 for a CAT tool (Trados, memoQ, Phrase):
// one <file> per locale file, one <trans-unit> per unit, with its state, its notes (where it shows,
// its description, glossary terms, length limit, the English of its last review) and its inline
// codes protected (scripts/i18n/xliff.ts). `npm run i18n:import` reads the translated file back.
//
//   npm run i18n:export -- --format xliff --out ar.xlf                everything
//   npm run i18n:export -- --format xliff --out ar.xlf --changed      only what has no Arabic or no current review
//   npm run i18n:export -- --format xliff --out ar.xlf --only common  one namespace (or blog-posts/<slug>)
//   npm run i18n:export -- --lang fr --out fr.xlf                     another target language
//
// One document is for one target language: --lang, which may be left out while LANGUAGE_LIST has
// one language besides English (ar), or a --locales folder other than the site's has one. Without --out the document goes to standard output (with
// `npm run --silent`, so that npm's own lines stay out of it). Options: --locales <dir> (default
// locales/), --fingerprints <dir> (default <locales>/records/reviews/<lang>).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chosenTarget, HELP_OPTION, LOCALE_OPTIONS, parseCommand, shown, usageError } from './i18n/cli';
import { contextPath, readContext } from './i18n/context';
import { fingerprintPath, readFingerprints } from './i18n/fingerprints';
import { loadGlossary } from './i18n/glossary';
import { isArticle, loadLocales, localeTargets } from './i18n/locales';
import { loadSchemas } from './i18n/schemas';
import { exportUnits, writeXliff, type NoteSources } from './i18n/xliff';
import { POSTS_DIR, SOURCE, TARGETS } from './lib/translation-rules';

const USAGE = `usage: npm run i18n:export -- [--lang ${TARGETS.join('|')}] [--format xliff] [--out <file.xlf>] [--changed] [--only <namespace> | --only ${POSTS_DIR}/<slug>]
       [--locales <dir>] [--fingerprints <dir>]`;

const { values: options } = parseCommand(USAGE, {
  options: {
    ...LOCALE_OPTIONS,
    format: { type: 'string', default: 'xliff' },
    out: { type: 'string' },
    changed: { type: 'boolean', default: false },
    only: { type: 'string' },
    ...HELP_OPTION,
  },
});
const fail = (message: string) => usageError(message, USAGE);
if (options.format !== 'xliff') fail(`"${options.format}": the only format is xliff (XLIFF 1.2).`);

const tree = loadLocales(options.locales, chosenTarget(options, USAGE, localeTargets(options.locales)));
const enFiles = tree.files[SOURCE] ?? [];
if (enFiles.length === 0) fail(`No locale files in ${shown(path.join(tree.dir, SOURCE))}.`);

let only: string | undefined;
if (options.only !== undefined) {
  only = options.only.replace(/\.json$/, '') + '.json';
  if (!enFiles.includes(only)) {
    const namespaces = enFiles.filter((f) => !isArticle(f)).map((f) => f.replace(/\.json$/, ''));
    fail(
      `--only "${options.only}": no such namespace or article (namespaces: ${namespaces.join(', ')}; articles: ${POSTS_DIR}/<slug>).`,
    );
  }
}

// A file that does not parse cannot be exported: its units are unknown.
const broken = tree.jsonErrors.filter((e) => only === undefined || e.file === only);
if (broken.length) {
  for (const e of broken) console.error(`✖ ${shown(path.join(tree.dir, e.lang, e.file))} is not valid JSON: ${e.message}`);
  console.error('Nothing exported: fix the file(s) first (npm run i18n:check).');
  process.exit(1);
}

const recordsFile = path.resolve(options.fingerprints ?? fingerprintPath(tree.dir, tree.target));
const records = readFingerprints(recordsFile);
if ('error' in records) {
  console.error(`✖ ${shown(recordsFile)}: ${records.error}. Nothing exported: the units' states come from it.`);
  process.exit(1);
}
const fingerprints = 'fingerprints' in records ? records.fingerprints : {};

const sources: NoteSources = {};
const context = readContext(contextPath(tree.dir));
if ('error' in context) console.warn(`⚠ ${shown(contextPath(tree.dir))}: ${context.error}; the export has no descriptions.`);
else sources.context = context.context;
const glossaryFile = path.join(tree.dir, 'glossary.json');
try {
  sources.glossary = loadGlossary(glossaryFile);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (!/ENOENT/.test(message)) console.warn(`⚠ ${shown(glossaryFile)}: ${message}; the export has no glossary notes.`);
}
const schemas = await loadSchemas(undefined, shown);
if (schemas.schemas) sources.schemas = schemas.schemas;

const files = exportUnits(tree, fingerprints, sources, { changed: options.changed, only });
if (files.length === 0) {
  // XLIFF has at least one <file>: an empty selection is said, not written.
  console.error(`✔ Nothing to export: ${options.changed ? 'every unit selected has a current review' : 'no units'}.`);
  process.exit(0);
}
const xml = writeXliff(files);
const units = files.flatMap((f) => f.units);
const count = (state: string) => units.filter((u) => u.state === state).length;
const summary =
  `✔ ${units.length} units in ${files.length} file${files.length === 1 ? '' : 's'} (${count('new')} new, ${count('needs-review-translation')} to review again, ` +
  `${count('translated')} not yet reviewed, ${count('final')} final)`;
if (options.out) {
  writeFileSync(options.out, xml);
  console.log(`${summary} → ${shown(path.resolve(options.out))}`);
} else {
  process.stdout.write(xml);
  console.error(summary);
}
