// The shape of a finding about the locale files, shared by scripts/i18n/findings.ts (which collects
// them), the rules that produce them (FINDERS there, e.g. the glossary) and the report.
import type { LocaleTree } from './locales';

export type FindingKind =
  | 'json'
  | 'file'
  | 'extra-file'
  | 'missing'
  | 'extra'
  | 'schema'
  | 'length'
  | 'untranslated'
  | 'glossary'
  /** The pair differs in numbers, kept names, links, markup or order (scripts/i18n/qa.ts). */
  | 'qa'
  /** The pair's length ratio lies far outside the site's usual range (a warning). */
  | 'ratio'
  | 'outdated'
  | 'unreviewed';

/** One problem of one key (or of a whole file, key ""). */
export interface Finding {
  /** The language of the file it concerns. */
  lang: string;
  /** Relative to <locales>/<lang>: "common.json", "blog-posts/x.json". */
  file: string;
  /** The JSON path ("nav.about"), a plural group's base key, or "" for the whole file or article. */
  key: string;
  kind: FindingKind;
  message: string;
  /** Outdated: the English the translation was reviewed against, and the English now. */
  english?: { old: string; now: string };
}

/** A rule of its own over the locales, e.g. the glossary: returns findings like the built-in ones. */
export type Finder = (tree: LocaleTree) => Finding[];
