// Quality checks on every translation pair (a key, or an article's segment), as translators' QA
// tools (Xbench, Verifika, memoQ QA) run them, with what this site knows besides: each finding names
// the key and what differs.
//   - numbers: every number, percentage, year, amount and range of one side is on the other side;
//     Arabic-Indic digits count as the Western ones («١٧» is 17), thousands separators are ignored;
//   - kept names: a Latin name the translation keeps in Latin anywhere (React, Python, ISO, …) is on
//     both sides of every pair that has it (in a language written in another script than English:
//     Arabic, not French);
//   - links and addresses: the same URLs, email addresses and phone numbers;
//   - markup and placeholders: the same {{placeholders}}, $t(…) references, HTML-like tags, markdown
//     marks (bold, italic, code, links) and block marker ("## ", "- ", "1. ", "> ");
//   - order: an article's segments in the English order;
//   - length: a pair whose length ratio lies far outside the site's usual range (a warning).
// A segment the translator declared a local edition, with a reason (locales/<lang>.local-editions.json:
// locales/ar.local-editions.json for Arabic), is exempt from the numbers, names and links checks; a
// whole article declared so is exempt from
// the coverage of its segments too (missing, extra and order), not from its figures.
import path from 'node:path';
import { z } from 'zod';
import { isExempt, keepsLatinNames, languageName, ownLetters, SOURCE } from '../lib/translation-rules';
import { termMatchers, treeGlossary } from './glossary';
import { allFiles, isArticle, readSideFile, treeUnits, type LocaleTree, type Unit } from './locales';
import type { Finding } from './types';

// ——— local editions ———

const editionsSchema = z.strictObject({
  comment: z.string().optional(),
  files: z.record(z.string(), z.record(z.string(), z.string().trim().min(10, 'expected a reason of a sentence'))),
});

/** Declared local editions by file (relative to <locales>/<lang>) and key; "" is the whole article. */
export type LocalEditions = Record<string, Record<string, string>>;

/** <locales>/<lang>.local-editions.json, beside the review records. */
export const localEditionsPath = (localesDir: string, lang: string): string =>
  path.join(localesDir, `${lang}.local-editions.json`);

export function readLocalEditions(file: string): { editions: LocalEditions } | { error: string } {
  const read = readSideFile(file, editionsSchema, { files: {} });
  return 'error' in read ? read : { editions: read.value.files };
}

// ——— what a text holds ———

const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const westernDigits = (text: string) =>
  text
    .replace(ARABIC_DIGITS, (d) => String(((d.codePointAt(0)! - 0x0660) % 0x90) % 16))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');

const URL_PATTERN = /\bhttps?:\/\/[^\s)\]»"'<>]+[^\s)\]»"'<>.,;:!?،؛]/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PHONE = /\+\d[\d\s-]{7,}\d/g;
const PLACEHOLDER = /\{\{\s*[\w.-]+\s*(?:,[^}]*)?\}\}/g;
const NESTING = /\$t\([^)]*\)/g;
const TAG = /<\/?[a-z][\w-]*\s*\/?>/gi;

/** A text without its URLs, addresses and placeholders: where numbers and names are looked for. */
function prose(text: string): string {
  return westernDigits(text)
    .replace(URL_PATTERN, ' ')
    .replace(EMAIL, ' ')
    .replace(PLACEHOLDER, ' ')
    .replace(NESTING, ' ')
    .replace(/\]\([^)]*\)/g, ']');
}

/** The numbers of a text, as strings without thousands separators: "250,000" → "250000", "3.12". */
export function numbersOf(text: string): string[] {
  const source = prose(text).replace(PHONE, ' ');
  const out: string[] = [];
  // Not the digits of a name ("B2B", "H2", "MP4"): those are the names check's.
  for (const m of source.matchAll(/(?<![A-Za-z\d])\d+(?:[.,]\d+)*(?![A-Za-z])/g)) {
    const raw = m[0];
    // A comma followed by three digits groups thousands; a dot (or a lone comma) is a decimal point.
    const grouped = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(raw);
    out.push(grouped ? raw.replace(/,/g, '') : raw.replace(/,/g, '.'));
  }
  return out;
}

const sorted = (list: readonly string[]) => [...list].sort();
const unique = (list: readonly string[]) => [...new Set(list)];
/** What `a` has that `b` has not, as a set. */
const without = (a: readonly string[], b: readonly string[]) => unique(a.filter((x) => !b.includes(x)));

/** Latin-script runs of a text ("React 19 و Node" → "React", "Node"), outside URLs and code. */
const latinWords = (text: string) =>
  [
    ...prose(text)
      .replace(/`[^`]*`/g, ' ')
      .matchAll(/[A-Za-z][A-Za-z0-9+#.&-]*[A-Za-z0-9+#]|[A-Za-z]/g),
  ].map((m) => m[0]);

/** The markdown marks of a text, by kind. */
function marks(text: string): Record<string, number | string> {
  const links = [...text.matchAll(/\[[^\]]+\]\(([^)]+)\)/g)];
  const rest = text.replace(/\[[^\]]+\]\([^)]+\)/g, ' ').replace(/`[^`]*`/g, (code) => code.replace(/\*/g, ''));
  return {
    'block marker': /^(#{1,6} |[-*+] |\d+[.)] |> |```)/.exec(text)?.[1]?.replace(/\d+/, '1') ?? '(paragraph)',
    bold: (rest.match(/\*\*[^*]+\*\*/g) ?? []).length,
    italic: (rest.replace(/\*\*[^*]+\*\*/g, ' ').match(/(?<![*\w])\*(?!\s)[^*]+\*(?!\*)/g) ?? []).length,
    'code spans': (text.match(/`[^`]+`/g) ?? []).length,
    links: links.length,
  };
}

// ——— the checks ———

export interface QaOptions {
  /** Declared local editions of the target language (none: every pair is checked in full). */
  editions?: LocalEditions;
}

/**
 * The pairs the QA looks at: both texts there, the translation translated (one that is not is
 * reported as untranslated: an Arabic one without Arabic letters, one the same as the English), and
 * not an exempt value.
 */
function pairsOf(tree: LocaleTree, file: string) {
  const own = ownLetters(tree.target);
  return treeUnits(tree, file).filter(
    (unit): unit is Pair =>
      strings(unit) && (own ? own.letter.test(unit.target) : unit.target !== unit.en) && !isExempt(file, unit.key),
  );
}

/** The runs of Latin words with a capital letter in a text: "React Native", "ISO", "Google Play". */
const nameRuns = (text: string) =>
  [
    ...prose(text)
      .replace(/`[^`]*`/g, ' ')
      .matchAll(/(?<![A-Za-z0-9])[A-Za-z0-9+#.&-]*[A-Z][A-Za-z0-9+#&-]*(?: [A-Za-z0-9+#&-]*[A-Z][A-Za-z0-9+#&-]*)*/g),
  ].map((m) => m[0].replace(/[.&-]+$/, ''));

/**
 * The names the translation keeps in Latin, anywhere: "React", "Python", "ISO", "Google Play". A
 * name has a capital letter, and is not an English word that only starts a sentence ("Read"). None
 * in a language written in Latin letters too, where a capital starts its own words.
 */
function keptNames(tree: LocaleTree): Set<string> {
  const lower = new Set<string>();
  const names = new Set<string>();
  if (!keepsLatinNames(tree.target)) return names;
  for (const file of allFiles(tree))
    for (const unit of pairsOf(tree, file)) {
      for (const word of latinWords(unit.en)) if (!/[A-Z]/.test(word)) lower.add(word);
      for (const run of nameRuns(unit.target)) names.add(run);
    }
  for (const name of names) if (lower.has(name.toLowerCase())) names.delete(name);
  return names;
}

/**
 * The one-word names (of `names`) that `text` has as whole words, and not as the start or end of a
 * longer name: each word of the text's name runs, looked up once.
 */
function namesIn(text: string, names: ReadonlySet<string>): string[] {
  const words = new Set(nameRuns(text).flatMap((run) => run.split(' ')));
  return [...names].filter((name) => !name.includes(' ') && words.has(name));
}

/** The glossary's terms in the tree's target: "MVP" ↔ «المنتج الأولي», "QA" ↔ «ضمان الجودة», "Web3" ↔ «الويب 3», … */
function glossaryTerms(tree: LocaleTree): ReturnType<typeof termMatchers> {
  const read = treeGlossary(tree);
  // An invalid glossary is the glossary check's finding.
  return read && 'glossary' in read ? termMatchers(read.glossary, tree.target) : [];
}

/** A unit with both texts. */
type Pair = Unit & { en: string; target: string };
const strings = (unit: Unit): unit is Pair => unit.en !== undefined && unit.target !== undefined;

/** The length ratio (translated characters per English one) of the pairs long enough to say something. */
const ratioOf = (unit: Pair) => (unit.en.length >= 40 ? unit.target.length / unit.en.length : undefined);

/** The usual range of the length ratio: its 5th and 95th percentiles, and where "far outside" starts. */
export interface RatioRange {
  pairs: number;
  p5: number;
  median: number;
  p95: number;
  low: number;
  high: number;
}

export function ratioRange(tree: LocaleTree): RatioRange | undefined {
  const ratios = allFiles(tree)
    .flatMap((file) =>
      pairsOf(tree, file)
        .filter((unit) => !unit.plural)
        .map(ratioOf),
    )
    .filter((r): r is number => r !== undefined)
    .sort((a, b) => a - b);
  if (ratios.length < 20) return undefined;
  const at = (q: number) => ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))]!;
  const [p5, median, p95] = [at(0.05), at(0.5), at(0.95)];
  // Far outside: beyond the usual range by half of it again, on a log scale (a ratio of 2 is as far
  // from 1 as one of 0.5).
  const spread = Math.log(p95 / p5) / 2;
  return { pairs: ratios.length, p5, median, p95, low: p5 / Math.exp(spread), high: p95 * Math.exp(spread) };
}

const list = (items: readonly string[]) => items.map((i) => `«${i}»`).join(', ');

/** Every QA finding of the tree's target language, pair by pair. */
export function qaFindings(tree: LocaleTree, { editions = {} }: QaOptions = {}): Finding[] {
  const { target } = tree;
  const language = languageName(target);
  const findings: Finding[] = [];
  const names = keptNames(tree);
  const terms = glossaryTerms(tree);
  // A name is there in a language when a term of the glossary that has it is there in any of its forms.
  const rendered = (name: string, side: 'en' | 'target', text: string) =>
    terms.some((term) => term[side === 'en' ? 'target' : 'en'].includes(name) && term.has(side, text));
  // A term whose forms hold digits ("Web3", «الويب 3») is a name, not a number: left out of both sides.
  // An Arabic form loses its article after a clitic («للويب 3»), so it is looked for without it.
  const digitForms = terms
    .flatMap((term) => [...term.en, ...term.target.map((form) => form.replace(/^ال/, ''))])
    .filter((form) => /\d/.test(form));
  const figures = (text: string) => numbersOf(digitForms.reduce((out, form) => out.split(form).join(' '), text));
  const range = ratioRange(tree);
  for (const file of allFiles(tree)) {
    const declared = editions[file] ?? {};
    const add = (key: string, message: string, kind: Finding['kind'] = 'qa') =>
      findings.push({ lang: target, file, key, kind, message });
    for (const unit of pairsOf(tree, file)) {
      const { en, target: tr, key } = unit;
      const local = declared[key];
      if (!local) {
        const [enNumbers, trNumbers] = [figures(en), figures(tr)];
        const lost = without(enNumbers, trNumbers);
        const added = without(trNumbers, enNumbers);
        if (lost.length || added.length)
          add(
            key,
            `numbers differ: ${[lost.length ? `English has ${list(lost)} and the ${language} not` : '', added.length ? `the ${language} has ${list(added)} and the English not` : ''].filter(Boolean).join('; ')}`,
          );
        // A Latin gloss in brackets after an Arabic term («منتج أولي (MVP)») adds nothing to check.
        const glossed = tr.replace(/\((?:[A-Za-z0-9+#./&-]+ ?)+\)/g, ' ');
        const [enNames, trNames, trUnglossed] = [en, tr, glossed].map((text) => namesIn(text, names));
        // A name the glossary renders in the target language is there when one of its renderings is.
        const lostNames = without(enNames!, trNames!).filter((name) => !rendered(name, 'target', tr));
        const addedNames = without(trUnglossed!, enNames!).filter((name) => !rendered(name, 'en', en));
        if (lostNames.length || addedNames.length)
          add(
            key,
            `names kept in Latin differ: ${[lostNames.length ? `English has ${list(lostNames)} and the ${language} not` : '', addedNames.length ? `the ${language} has ${list(addedNames)} and the English not` : ''].filter(Boolean).join('; ')}`,
          );
        for (const [what, pattern] of [
          ['links', URL_PATTERN],
          ['email addresses', EMAIL],
          ['phone numbers', PHONE],
        ] as const) {
          const [a, b] = [en, tr].map((text) =>
            sorted((westernDigits(text).match(pattern) ?? []).map((x) => x.replace(/[\s-]/g, ''))),
          );
          if (a!.join('\n') !== b!.join('\n'))
            add(key, `${what} differ: English ${list(a!) || '(none)'}, ${language} ${list(b!) || '(none)'}`);
        }
      }
      for (const [what, pattern] of [
        ['placeholders', PLACEHOLDER],
        ['$t() references', NESTING],
        ['tags', TAG],
      ] as const) {
        // As sets: a plural group's forms (six in Arabic) repeat what the English's two have.
        const [a, b] = [en, tr].map((text) => sorted(unique((text.match(pattern) ?? []).map((x) => x.replace(/\s+/g, '')))));
        if (a!.join('\n') !== b!.join('\n'))
          add(key, `${what} differ: English ${list(a!) || '(none)'}, ${language} ${list(b!) || '(none)'}`);
      }
      if (isArticle(file) && key.startsWith('body.')) {
        const [m, n] = [marks(en), marks(tr)];
        const differing = Object.keys(m).filter((k) => m[k] !== n[k]);
        if (differing.length)
          add(
            key,
            `markdown differs: ${differing.map((k) => `${k} ${JSON.stringify(m[k])} in English, ${JSON.stringify(n[k])} in ${language}`).join('; ')}`,
          );
      }
      const ratio = unit.plural ? undefined : ratioOf(unit);
      if (range && ratio !== undefined && !local && (ratio < range.low || ratio > range.high))
        add(
          key,
          `length: the ${language} is ${ratio.toFixed(2)}× the English (the site's usual range is ${range.p5.toFixed(2)}–${range.p95.toFixed(2)}×): a sentence dropped or added?`,
          'ratio',
        );
    }
    // An article's segments in the English order (unless the whole article is a local edition).
    if (isArticle(file) && !declared['']) {
      const order = (lang: string) => [...(tree.flat[lang]?.[file]?.leaves.keys() ?? [])].filter((k) => k.startsWith('body.'));
      const [enOrder, trOrder] = [order(SOURCE), order(target)];
      const shared = enOrder.filter((k) => trOrder.includes(k));
      const trShared = trOrder.filter((k) => enOrder.includes(k));
      const first = shared.findIndex((k, i) => trShared[i] !== k);
      if (first >= 0) add(trShared[first]!, `segment out of order: the English has ${shared[first]} here`);
    }
  }
  // Declarations that name nothing.
  for (const [file, keys] of Object.entries(editions))
    for (const key of Object.keys(keys))
      if (key !== '' && !treeUnits(tree, file).some((u) => u.key === key))
        findings.push({
          lang: target,
          file,
          key,
          kind: 'qa',
          message: `declared a local edition in ${target}.local-editions.json, but there is no such text`,
        });
  return findings;
}

/** The coverage findings (missing, extra) a whole-article local edition makes expected. */
export function exemptCoverage(findings: readonly Finding[], editions: LocalEditions): Finding[] {
  return findings.filter(
    (f) => !((f.kind === 'missing' || f.kind === 'extra') && f.key.startsWith('body.') && editions[f.file]?.[''] !== undefined),
  );
}
