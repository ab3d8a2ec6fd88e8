// What is wrong with the translations, key by key: the one list `npm run i18n:check` prints and
// `npm run i18n:report` shows. Pure over a loaded locale tree (scripts/i18n/locales.ts); the check adds
// what concerns the code (keys used, unused) on its own.
//
// More rules over the locales plug in as a Finder in FINDERS (one line each); the glossary
// (scripts/i18n/glossary.ts) is one, with findings of kind 'glossary'. A finder imports its
// types from scripts/i18n/types.ts, not from this file (no import cycle).
import {
  keyProblems,
  namespaceOf,
  schemaFor,
  schemaProblems,
  SOURCE,
  TARGET,
  untranslatedProblems,
  type LocaleSchemas,
  type RuleProblem,
} from '../lib/translation-rules';
import { reviewState, selectorOf, type Fingerprints } from './fingerprints';
import { allFiles, treeUnits, type LocaleTree } from './locales';
import { glossaryFinder } from './glossary';
import { exemptCoverage, qaFindings, type LocalEditions } from './qa';
import type { Finder, Finding } from './types';

/** Further rules, run by both the check and the report. */
export const FINDERS: readonly Finder[] = [glossaryFinder];

export interface FindingOptions {
  /** The zod schemas to validate against (none: no schema or length findings). */
  schemas?: LocaleSchemas;
  /** How the schemas module is named in messages. */
  schemasName?: string;
  /** The review records of the Arabic (none: no outdated or unreviewed findings). */
  fingerprints?: Fingerprints;
  /** How a locale file is named in messages; default "<lang>/<file>". */
  name?: (lang: string, file: string) => string;
  /** Rules beyond FINDERS (tests). */
  finders?: readonly Finder[];
  /** The Arabic's declared local editions (scripts/i18n/qa.ts). */
  editions?: LocalEditions;
}

const quoteLong = (text: string, max = 200) => {
  const s = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(s.length > max ? `${s.slice(0, max - 1)}…` : s);
};

/** Every finding of the tree, in file order. */
export function collectFindings(tree: LocaleTree, options: FindingOptions = {}): Finding[] {
  const name = options.name ?? ((lang: string, file: string) => `${lang}/${file}`);
  const findings: Finding[] = [];
  const add = (lang: string, file: string, list: readonly RuleProblem[]) => {
    for (const p of list) findings.push({ lang, file, key: p.key, kind: p.kind, message: p.message });
  };
  const enFiles = tree.files[SOURCE] ?? [];
  const arFiles = tree.files[TARGET] ?? [];
  const leaves = (lang: string, file: string) => tree.flat[lang]?.[file]?.leaves;

  for (const e of tree.jsonErrors) findings.push({ lang: e.lang, file: e.file, key: '', kind: 'json', message: e.message });
  for (const file of enFiles) {
    if (!arFiles.includes(file))
      findings.push({ lang: TARGET, file, key: '', kind: 'file', message: `${name(SOURCE, file)} has no Arabic counterpart` });
  }
  for (const file of arFiles) {
    if (!enFiles.includes(file)) {
      const message = `no ${name(SOURCE, file)}: remove it or add the English file`;
      findings.push({ lang: TARGET, file, key: '', kind: 'extra-file', message });
    }
  }

  // Key parity, plural forms, Arabic letters, differs from English.
  for (const file of enFiles) {
    const en = leaves(SOURCE, file);
    const ar = leaves(TARGET, file);
    if (en && ar) add(TARGET, file, keyProblems(en, ar, name(SOURCE, file)));
  }
  for (const file of arFiles) {
    const ar = leaves(TARGET, file);
    if (ar) add(TARGET, file, untranslatedProblems(file, leaves(SOURCE, file), ar));
  }

  // An article in one language only is a missing or extra file, as above; that every article has its
  // record is the build's check (src/content/postFiles.ts).

  // Schemas: structure, and the length limits (kind "length").
  const { schemas } = options;
  if (schemas) {
    const schemasName = options.schemasName ?? 'the schemas';
    // A namespace of the schemas without its English file (the Arabic one is then reported as missing too).
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
    for (const lang of [SOURCE, TARGET]) {
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
        const mark = `npm run i18n:reviewed -- ${TARGET} ${selectorOf(file, unit.key)}`;
        if (state.state === 'unreviewed') {
          findings.push({
            lang: TARGET,
            file,
            key: unit.key,
            kind: 'unreviewed',
            message: `no review on record; once checked: ${mark}`,
          });
        } else if (state.state === 'outdated') {
          const message = `the English changed since the Arabic was reviewed; update the Arabic, then: ${mark}`;
          findings.push({
            lang: TARGET,
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

/** The old and new English of an outdated finding (a key, or one segment of an article) as lines to print. */
export function outdatedLines(finding: Finding): string[] {
  if (!finding.english) return [];
  return [`was: ${quoteLong(finding.english.old)}`, `now: ${quoteLong(finding.english.now)}`];
}
