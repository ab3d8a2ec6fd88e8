// What is wrong with the translations, key by key: the one list `npm run i18n:check` prints and
// `npm run i18n:report` shows. Pure over a loaded locale tree (scripts/i18n/locales.ts); the check adds
// what concerns the code (keys used, unused) on its own.
//
// More rules over the locales plug in as a Finder in FINDERS (one line each); the glossary
// (scripts/i18n/glossary.ts) is one, with findings of kind 'glossary'. A finder imports its
// types from scripts/i18n/types.ts, not from this file (no import cycle).
//
// A locale tree pairs the English with one target language; readTarget reads a target's tree with
// its review records and local editions, and targetFindings collects the findings of several.
import path from 'node:path';
import {
  keyProblems,
  languageName,
  namespaceOf,
  schemaFor,
  schemaProblems,
  SOURCE,
  untranslatedProblems,
  type LocaleSchemas,
  type RuleProblem,
} from '../lib/translation-rules';
import { fingerprintPath, readFingerprints, reviewState, selectorOf, type Fingerprints } from './fingerprints';
import { allFiles, loadLocales, treeUnits, type LocaleTree } from './locales';
import { glossaryFinder } from './glossary';
import { exemptCoverage, localEditionsPath, qaFindings, readLocalEditions, type LocalEditions } from './qa';
import type { Finder, Finding } from './types';

/** Further rules, run by both the check and the report. */
export const FINDERS: readonly Finder[] = [glossaryFinder];

export interface FindingOptions {
  /** The zod schemas to validate against (none: no schema or length findings). */
  schemas?: LocaleSchemas;
  /** How the schemas module is named in messages. */
  schemasName?: string;
  /** The review records of the target language (none: no outdated or unreviewed findings). */
  fingerprints?: Fingerprints;
  /** How a locale file is named in messages; default "<lang>/<file>". */
  name?: (lang: string, file: string) => string;
  /** Rules beyond FINDERS (tests). */
  finders?: readonly Finder[];
  /** The target's declared local editions (scripts/i18n/qa.ts). */
  editions?: LocalEditions;
}

const quoteLong = (text: string, max = 200) => {
  const s = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(s.length > max ? `${s.slice(0, max - 1)}…` : s);
};

/** Every finding of the tree (the English and its target language), in file order. */
export function collectFindings(tree: LocaleTree, options: FindingOptions = {}): Finding[] {
  const name = options.name ?? ((lang: string, file: string) => `${lang}/${file}`);
  const { target } = tree;
  const findings: Finding[] = [];
  const add = (lang: string, file: string, list: readonly RuleProblem[]) => {
    for (const p of list) findings.push({ lang, file, key: p.key, kind: p.kind, message: p.message });
  };
  const enFiles = tree.files[SOURCE] ?? [];
  const targetFiles = tree.files[target] ?? [];
  const leaves = (lang: string, file: string) => tree.flat[lang]?.[file]?.leaves;

  for (const e of tree.jsonErrors) findings.push({ lang: e.lang, file: e.file, key: '', kind: 'json', message: e.message });
  for (const file of enFiles) {
    if (!targetFiles.includes(file)) {
      const message = `${name(SOURCE, file)} has no ${languageName(target)} counterpart`;
      findings.push({ lang: target, file, key: '', kind: 'file', message });
    }
  }
  for (const file of targetFiles) {
    if (!enFiles.includes(file)) {
      const message = `no ${name(SOURCE, file)}: remove it or add the English file`;
      findings.push({ lang: target, file, key: '', kind: 'extra-file', message });
    }
  }

  // Key parity, plural forms, own letters, differs from English.
  for (const file of enFiles) {
    const en = leaves(SOURCE, file);
    const translated = leaves(target, file);
    if (en && translated) add(target, file, keyProblems(en, translated, name(SOURCE, file), target));
  }
  for (const file of targetFiles) {
    const translated = leaves(target, file);
    if (translated) add(target, file, untranslatedProblems(file, leaves(SOURCE, file), translated, target));
  }

  // An article in one language only is a missing or extra file, as above; that every article has its
  // record is the build's check (src/content/postFiles.ts).

  // Schemas: structure, and the length limits (kind "length").
  const { schemas } = options;
  if (schemas) {
    const schemasName = options.schemasName ?? 'the schemas';
    // A namespace of the schemas without its English file (the target's is then reported as missing too).
    for (const ns of Object.keys(schemas.namespaceSchemas)) {
      if (!enFiles.includes(`${ns}.json`)) {
        const message = `${schemasName} has a schema for the namespace "${ns}"`;
        findings.push({ lang: SOURCE, file: `${ns}.json`, key: '', kind: 'file', message });
      }
    }
    // Schema issues already reported as a missing or extra key are not repeated.
    const known = new Set(
      findings.filter((f) => f.kind === 'missing' || f.kind === 'extra').map((f) => `${f.lang}\0${f.file}\0${f.key}`),
    );
    for (const lang of [SOURCE, target]) {
      for (const [file, value] of Object.entries(tree.data[lang] ?? {})) {
        if (value === undefined) continue;
        const schema = schemaFor(schemas, file);
        if (!schema) {
          const message = `no schema for the namespace "${namespaceOf(file)}" in ${schemasName} (namespaceSchemas)`;
          findings.push({ lang, file, key: '', kind: 'schema', message });
          continue;
        }
        add(
          lang,
          file,
          schemaProblems(schema, value).filter((p) => !known.has(`${lang}\0${file}\0${p.key}`)),
        );
      }
    }
  }

  // Outdated and not yet reviewed translations (scripts/i18n/fingerprints.ts).
  const { fingerprints } = options;
  if (fingerprints) {
    for (const file of allFiles(tree)) {
      if (tree.jsonErrors.some((e) => e.file === file)) continue;
      for (const unit of treeUnits(tree, file)) {
        const state = reviewState(fingerprints, file, unit);
        const mark = `npm run i18n:reviewed -- ${target} ${selectorOf(file, unit.key)}`;
        if (state.state === 'unreviewed') {
          findings.push({
            lang: target,
            file,
            key: unit.key,
            kind: 'unreviewed',
            message: `no review on record; once checked: ${mark}`,
          });
        } else if (state.state === 'outdated') {
          const language = languageName(target);
          const message = `the English changed since the ${language} was reviewed; update the ${language}, then: ${mark}`;
          findings.push({
            lang: target,
            file,
            key: unit.key,
            kind: 'outdated',
            message,
            english: { old: state.old, now: state.now },
          });
        }
      }
    }
  }

  for (const finder of [...FINDERS, ...(options.finders ?? [])]) findings.push(...finder(tree));
  findings.push(...qaFindings(tree, { editions: options.editions }));
  return exemptCoverage(findings, options.editions ?? {});
}

/** One target language as the check and the report read it: its locale tree and its side files. */
export interface TargetFiles {
  tree: LocaleTree;
  /** The folder of its review records, <locales>/records/reviews/<lang>, or the one given instead. */
  fingerprintsFile: string;
  /**
   * Its review records; undefined when the folder does not exist (nothing reviewed yet, and so no
   * outdated or unreviewed findings: see `absent`) or one of its files cannot be read.
   */
  fingerprints?: Fingerprints;
  /** There is no review records folder: nothing of the language is recorded as reviewed yet. */
  absent: boolean;
  /** <locales>/<lang>.local-editions.json. */
  editionsFile: string;
  /** Its declared local editions: none when the file does not exist or cannot be read. */
  editions: LocalEditions;
  /** Why a side file cannot be read. */
  errors: { fingerprints?: string; editions?: string };
}

/** Reads a target language's locale tree, review records and local editions (those of the folder `fingerprintsFile` instead of its own). */
export function readTarget(dir: string, target: string, fingerprintsFile?: string): TargetFiles {
  const tree = loadLocales(dir, target);
  const recordsFile = path.resolve(fingerprintsFile ?? fingerprintPath(tree.dir, target));
  const records = readFingerprints(recordsFile);
  const editionsFile = localEditionsPath(tree.dir, target);
  const declared = readLocalEditions(editionsFile);
  return {
    tree,
    fingerprintsFile: recordsFile,
    fingerprints: 'fingerprints' in records ? records.fingerprints : undefined,
    absent: 'absent' in records,
    editionsFile,
    editions: 'editions' in declared ? declared.editions : {},
    errors: {
      ...('error' in records ? { fingerprints: records.error } : {}),
      ...('error' in declared ? { editions: declared.error } : {}),
    },
  };
}

/**
 * The findings of several target languages, each with its own review records and local editions:
 * what concerns a target, for each; what concerns the English (its JSON, its schemas, its
 * glossary spellings), once.
 */
export function targetFindings(
  targets: readonly TargetFiles[],
  options: Omit<FindingOptions, 'fingerprints' | 'editions'> = {},
): Finding[] {
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const { tree, fingerprints, editions } of targets) {
    for (const finding of collectFindings(tree, { ...options, fingerprints, editions })) {
      if (finding.lang === SOURCE) {
        const id = [finding.file, finding.key, finding.kind, finding.message].join('\0');
        if (seen.has(id)) continue;
        seen.add(id);
      }
      findings.push(finding);
    }
  }
  return findings;
}

/** The old and new English of an outdated finding (a key, or one segment of an article) as lines to print. */
export function outdatedLines(finding: Finding): string[] {
  if (!finding.english) return [];
  return [`was: ${quoteLong(finding.english.old)}`, `now: ${quoteLong(finding.english.now)}`];
}
