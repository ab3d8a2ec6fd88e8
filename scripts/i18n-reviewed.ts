// `npm run i18n:reviewed`: records that translated values have been reviewed against the current
// English, in the review records of their language, locales/records/reviews/<lang>/ (one file per
// namespace or article, scripts/i18n/fingerprints.ts; only the files whose records change are
// written). `npm run i18n:check` then stops listing them as outdated or not reviewed, until their
// English changes again. Records of texts that no longer exist (a key, a segment, a removed post's
// article) are dropped on the way.
//
//   npm run i18n:reviewed -- ar home.hero.title        one key (or every key under it; a plural group by its base key)
//   npm run i18n:reviewed -- ar home                   a whole namespace (also home.json, locales/ar/home.json)
//   npm run i18n:reviewed -- ar blog-posts/<slug>      an article
//   npm run i18n:reviewed -- ar home.hero about        several at once
//   npm run i18n:reviewed -- --all                     everything (bootstrapping, or after a review of all)
//   npm run i18n:reviewed -- --lang fr --all           the language as an option (fr home.hero is the same as --lang fr home.hero)
//
// The language (first, or --lang) may be left out with --all while LANGUAGE_LIST has one language
// besides English, or a --locales folder other than the site's has one. Options: --locales <dir> (default locales/), --fingerprints <dir> (default
// <locales>/records/reviews/<lang>).
import path from 'node:path';
import { chosenTarget, HELP_OPTION, knownTarget, LOCALE_OPTIONS, parseCommand, shown, usageError } from './i18n/cli';
import {
  fingerprintPath,
  markReviewed,
  readFingerprints,
  resolveSelector,
  writeFingerprints,
  type Selection,
} from './i18n/fingerprints';
import { loadLocales, localeTargets } from './i18n/locales';
import { languageName, SOURCE, TARGETS } from './lib/translation-rules';

const LANG = TARGETS.length === 1 ? TARGETS[0]! : '<lang>';
const USAGE = `usage: npm run i18n:reviewed -- ${LANG} <namespace>[.<key>] | ${LANG} blog-posts/<slug> | [${LANG}] --all
       [--lang <lang>] [--locales <dir>] [--fingerprints <dir>]`;

const { values: options, positionals } = parseCommand(USAGE, {
  allowPositionals: true,
  options: {
    ...LOCALE_OPTIONS,
    all: { type: 'boolean', default: false },
    ...HELP_OPTION,
  },
});
const fail = (message: string) => usageError(message, USAGE);

// The language: the first argument when it names a language (the source is refused), else --lang, else the only one.
const languages: readonly string[] = [SOURCE, ...TARGETS];
const named = languages.includes(positionals[0] ?? '') ? positionals[0] : undefined;
const selectors = named === undefined ? positionals : positionals.slice(1);
if (named !== undefined && options.lang !== undefined && named !== options.lang)
  fail(`"${named}" and --lang ${options.lang}: say one language.`);
if (named === undefined && options.lang === undefined && !options.all) fail('Say which language and what to mark.');
const lang = named === undefined ? chosenTarget(options, USAGE, localeTargets(options.locales)) : knownTarget(named, USAGE);
if (options.all && selectors.length) fail('--all marks everything; give either --all or what to mark.');
if (!options.all && selectors.length === 0) fail('Say what to mark: a key, a namespace or an article, or --all.');

const tree = loadLocales(options.locales, lang);
if ((tree.files[SOURCE] ?? []).length === 0) fail(`No locale files in ${shown(path.join(tree.dir, SOURCE))}.`);
for (const e of tree.jsonErrors)
  console.warn(
    `⚠ ${shown(path.join(tree.dir, e.lang, e.file))} is not valid JSON (${e.message}): its records are kept as they are.`,
  );

const dir = path.resolve(options.fingerprints ?? fingerprintPath(tree.dir, lang));
const records = readFingerprints(dir);
if ('error' in records) {
  console.error(`${shown(dir)}: ${records.error}. Fix it (git checkout it), or run with --all to write it anew.`);
  if (!options.all) process.exit(1);
}
const before = 'fingerprints' in records ? records.fingerprints : {};

const selections: Selection[] = [];
for (const selector of selectors) {
  const resolved = resolveSelector(tree, lang, selector);
  if ('error' in resolved) fail(resolved.error);
  else selections.push(resolved);
}

const { fingerprints, summary } = markReviewed(tree, before, options.all ? 'all' : selections);
const changed = writeFingerprints(dir, tree, fingerprints);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const was = [
  summary.wasOutdated && `${summary.wasOutdated} were outdated`,
  summary.wasUnreviewed && `${summary.wasUnreviewed} had no review on record`,
].filter(Boolean);
console.log(
  `✔ ${plural(summary.marked, 'value')} marked reviewed${was.length ? ` (${was.join(', ')})` : ''}: ${options.all ? 'everything' : selectors.join(', ')} → ${shown(dir)} (${plural(changed.length, 'file')} changed)`,
);
if (summary.missing.length) {
  const list = summary.missing.slice(0, 10).join('; ');
  console.log(
    `⚠ not marked, no ${languageName(lang)} yet: ${list}${summary.missing.length > 10 ? ` and ${summary.missing.length - 10} more` : ''}`,
  );
}
