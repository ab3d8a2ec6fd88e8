// XLIFF 1.2 for translators' CAT tools (Trados, memoQ, Phrase): `npm run i18n:export` writes the
// translation units of the locale files (scripts/i18n/locales.ts) as one XLIFF document,
// `npm run i18n:import` reads one back into locales/<lang>/*.json (locales/ar/ for Arabic) and the
// review records. One document is for one target language, its `target-language`.
//
//   <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
//     <file original="common.json" source-language="en" target-language="ar" datatype="plaintext" xml:space="preserve">
//       <body>
//         <trans-unit id="footer.copyright" resname="footer.copyright">
//           <source>© <ph id="1" ctype="x-placeholder">{{year}}</ph> <ph id="2" ctype="x-nesting">$t(brand.name)</ph></source>
//           <target state="final">© <ph id="1" ctype="x-placeholder">{{year}}</ph> <ph id="2" ctype="x-nesting">$t(brand.name)</ph></target>
//           <note from="location">locales/ar/common.json → footer.copyright</note>
//         </trans-unit>
//
// One <file> per locale file, one <trans-unit> per unit: a key, an article's segment ("body.<id>"),
// or one form of a plural (below). id and resname are the key.
//
// State (on <target>): "final" when the review record is current, "translated" when there is no
// record, "needs-review-translation" when the English changed since the review (a note gives the
// English it was reviewed against). A unit with no translation has no <target>: XLIFF 1.2 carries `state`
// on <target> only, and a CAT tool shows a unit without one as new (not started).
//
// Plurals. English has two forms (one, other), the target language those of its plural rules
// (Intl.PluralRules): Arabic six (zero, one, two, few, many, other). XLIFF 1.2 has no plural
// construct (gettext's <group restype="x-gettext-plurals"> is translate-toolkit's convention, which
// Trados and memoQ show as unrelated units with a 2-to-6 mismatch), so each form of the target is a
// unit of its own, id = the form's key ("labels.readTime_few"), whose source is the English `_one`
// for the `one` form and the English `_other` for the others, with a note naming the category and
// the numbers it is used for. Every CAT tool shows six ordinary segments for Arabic, a translation
// memory matches each, and each maps to exactly one JSON key, so the round trip is exact. A form used
// for one number only (Arabic's zero, one and two) may leave out the number's placeholder when its
// words say the number («شهر واحد», «شهران»); the others keep every placeholder. The group's review
// record is updated when all its forms come back final.
//
// Inline codes are protected as XLIFF inline elements, each carrying its original text, so that a
// CAT tool shows them as tags a translator moves but cannot edit: {{placeholders}}, $t(…)
// references, HTML-like tags and `code` spans as <ph>; in an article's segments the block mark
// ("## ", "- ", "1. ", "> ") as <ph>, and **bold**, *italic* and [links](target) as <bpt>/<ept>
// pairs around the translatable text (the link's target is in the <ept>: "](https://…)"). The
// markdown is read as the site's renderer reads it (src/lib/richText.ts). On import every element
// becomes its text again, and the target must have the codes its source has (or those the translation
// already had): a code missing, added or altered rejects the file.
//
// XML is read and written by libraries, never by string templates: saxes (the conformant XML 1.0
// parser jsdom uses) reads, so a file that is not well-formed is refused with the line and column;
// @xmldom/xmldom builds a DOM and serializes it, escaping text and attributes exactly. Neither
// xml-js (already here, for the feeds) nor the `xliff` package (built on it) would do: xml-js's
// writer turns a text's "&amp;" into "&" (a lossy round trip), its reader accepts a truncated
// document, and the `xliff` package writes no `state` and reads no note's `from`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOMImplementation, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import { SaxesParser } from 'saxes';
import { z } from 'zod';
import {
  flatten,
  languageName,
  PLURAL_FORMS,
  pluralBase,
  pluralForms,
  schemaFor,
  SOURCE,
  type LocaleSchemas,
  type PluralForm,
} from '../lib/translation-rules';
import { contextOf, type Context } from './context';
import { collectFindings } from './findings';
import {
  fingerprintPath,
  hashOf,
  readFingerprints,
  reviewState,
  writeFingerprints,
  type Fingerprints,
  type ReviewState,
} from './fingerprints';
import { termMatchers, type Glossary } from './glossary';
import { isArticle, treeUnits, type LocaleTree } from './locales';
import type { LocalEditions } from './qa';
import type { Finding } from './types';

export const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:1.2';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

// ——— inline codes ———

/** A protected piece of a text: its original characters are `code`. */
export type InlineCode =
  | { kind: 'ph'; id: string; ctype: string; code: string }
  | { kind: 'bpt'; id: string; ctype: string; code: string }
  | { kind: 'ept'; id: string; code: string };
/** A text as translatable runs and inline codes. */
export type Piece = string | InlineCode;

const PLACEHOLDER = String.raw`\{\{[^{}]*\}\}`;
const NESTING = String.raw`\$t\([^)]*\)`;
const TAG = String.raw`<\/?(?:[A-Za-z][\w-]*|\d+)(?:\s+[\w:-]+(?:="[^"]*")?)*\s*\/?>`;
/** Any text: placeholders, $t() references, tags. */
const PLAIN = new RegExp(`(${PLACEHOLDER})|(${NESTING})|(${TAG})`, 'g');
/** An article's segment besides: code spans, and the renderer's bold, italic and links (src/lib/richText.ts). */
const MARKDOWN = new RegExp(
  `(${PLACEHOLDER})|(${NESTING})|(${TAG})|(\`[^\`]+\`)` +
    String.raw`|\*\*(.+?)\*\*|\*(?!\s)(.+?)\*|(?<![\w])_(?!\s)(.+?)_(?![\w])|\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)`,
  'g',
);
const BLOCK_MARK = /^(#{1,6} |[-*+] |\d+[.)] |> )/;
const PH_TYPES = ['x-placeholder', 'x-nesting', 'x-tag', 'x-code'] as const;

/**
 * A text as pieces: `markdown` for an article's segment. Inline codes are numbered from 1 in order;
 * a <bpt> and its <ept> share their id. `fromPieces(toPieces(t))` is `t`.
 */
export function toPieces(text: string, markdown: boolean): Piece[] {
  let n = 0;
  const next = () => String(++n);
  const out: Piece[] = [];
  let rest = text;
  const block = markdown ? BLOCK_MARK.exec(text)?.[1] : undefined;
  if (block) {
    out.push({ kind: 'ph', id: next(), ctype: 'x-markdown-block', code: block });
    rest = text.slice(block.length);
  }
  const walk = (part: string) => {
    let last = 0;
    for (const m of part.matchAll(new RegExp(markdown ? MARKDOWN : PLAIN))) {
      if (m.index > last) out.push(part.slice(last, m.index));
      last = m.index + m[0].length;
      const ph = [1, 2, 3, 4].find((i) => m[i] !== undefined);
      if (ph !== undefined) {
        out.push({ kind: 'ph', id: next(), ctype: PH_TYPES[ph - 1]!, code: m[0] });
        continue;
      }
      const [ctype, open, inner, close] =
        m[5] !== undefined
          ? ['bold', '**', m[5], '**']
          : m[6] !== undefined || m[7] !== undefined
            ? ['italic', m[0][0]!, (m[6] ?? m[7])!, m[0][0]!]
            : ['link', '[', m[8]!, `](${m[9]!})`];
      const id = next();
      out.push({ kind: 'bpt', id, ctype, code: open });
      walk(inner);
      out.push({ kind: 'ept', id, code: close });
    }
    if (last < part.length) out.push(part.slice(last));
  };
  walk(rest);
  return out;
}

export const fromPieces = (pieces: readonly Piece[]): string => pieces.map((p) => (typeof p === 'string' ? p : p.code)).join('');

/** The closing code of each pair, by id. */
const closings = (pieces: readonly Piece[]) =>
  new Map(pieces.flatMap((p) => (typeof p !== 'string' && p.kind === 'ept' ? [[p.id, p.code] as const] : [])));

/** What a code is, whatever its id: a <ph>'s text, or a pair's opening and closing texts. */
function signatures(pieces: readonly Piece[]): { id: string; signature: string; shown: string }[] {
  const close = closings(pieces);
  return pieces.flatMap((p) => {
    if (typeof p === 'string' || p.kind === 'ept') return [];
    if (p.kind === 'ph') return [{ id: p.id, signature: `ph ${p.code}`, shown: `«${p.code}»` }];
    const end = close.get(p.id) ?? '';
    return [{ id: p.id, signature: `${p.ctype} ${p.code}\0${end}`, shown: `«${p.code}…${end}»` }];
  });
}

/**
 * The target's pieces with the ids of the source's codes: each code takes the id of the first code
 * of the source that is the same (same text; a pair: same kind, opening and closing), others the
 * ids after the source's last.
 */
export function alignIds(source: readonly Piece[], target: readonly Piece[]): Piece[] {
  const free = signatures(source);
  let fresh = Math.max(0, ...free.map((s) => Number(s.id)));
  const ids = new Map<string, string>();
  for (const { id, signature } of signatures(target)) {
    const i = free.findIndex((s) => s.signature === signature);
    ids.set(id, i >= 0 ? free.splice(i, 1)[0]!.id : String(++fresh));
  }
  return target.map((p) => (typeof p === 'string' ? p : { ...p, id: ids.get(p.id) ?? p.id }));
}

/** What `b` lacks of `a`, and what it has beyond, as multisets of codes. */
function codeDifference(a: readonly Piece[], b: readonly Piece[]): { missing: string[]; added: string[] } {
  const rest = signatures(b);
  const missing: string[] = [];
  for (const s of signatures(a)) {
    const i = rest.findIndex((r) => r.signature === s.signature);
    if (i >= 0) rest.splice(i, 1);
    else missing.push(s.shown);
  }
  return { missing, added: rest.map((r) => r.shown) };
}

// ——— units ———

export type UnitState = 'new' | 'needs-review-translation' | 'translated' | 'final';

/** One <trans-unit>: a translation unit, or one form of a plural group in the target language. */
export interface XliffUnit {
  /** The target language. */
  lang: string;
  file: string;
  /** The trans-unit's id and resname: the key, or the plural form's key ("labels.readTime_few"). */
  id: string;
  /** The translation unit it belongs to (a plural group's base key), as the review records name it. */
  unit: string;
  /** A plural form: which, and the English form its source is. */
  plural?: { form: PluralForm; english: 'one' | 'other' };
  /** An article's segment: its text is markdown. */
  markdown: boolean;
  source: string;
  /** The translation; undefined when there is none. */
  target?: string;
  state: UnitState;
  /** The review state of its translation unit (a plural group's for each form). */
  review: ReviewState;
}

const stateOf = (target: string | undefined, review: ReviewState): UnitState =>
  target === undefined
    ? 'new'
    : review.state === 'outdated'
      ? 'needs-review-translation'
      : review.state === 'reviewed'
        ? 'final'
        : 'translated';

/** The trans-units of a file, in English order: what has English text (a key only the target has is not one). */
export function xliffUnits(tree: LocaleTree, fingerprints: Fingerprints, file: string): XliffUnit[] {
  const en = tree.flat[SOURCE]?.[file]?.leaves;
  const lang = tree.target;
  const translated = tree.flat[lang]?.[file]?.leaves;
  if (!en) return [];
  const text = (leaves: ReadonlyMap<string, unknown> | undefined, key: string) => {
    const value = leaves?.get(key);
    return typeof value === 'string' ? value : undefined;
  };
  const out: XliffUnit[] = [];
  for (const unit of treeUnits(tree, file)) {
    if (unit.en === undefined) continue;
    const review = reviewState(fingerprints, file, unit);
    const markdown = isArticle(file) && unit.key.startsWith('body.');
    if (unit.plural) {
      for (const form of pluralForms(lang)) {
        const english = form === 'one' && en.has(`${unit.key}_one`) ? 'one' : 'other';
        const source = text(en, `${unit.key}_${english}`);
        if (source === undefined) continue;
        const id = `${unit.key}_${form}`;
        const target = text(translated, id);
        out.push({
          lang,
          file,
          id,
          unit: unit.key,
          plural: { form, english },
          markdown,
          source,
          target,
          state: stateOf(target, review),
          review,
        });
      }
      continue;
    }
    const source = text(en, unit.key);
    if (source === undefined) continue;
    const target = text(translated, unit.key);
    out.push({ lang, file, id: unit.key, unit: unit.key, markdown, source, target, state: stateOf(target, review), review });
  }
  return out;
}

/** Whether a unit is one `--changed` selects: no translation, or no current review. */
export const isChanged = (unit: XliffUnit): boolean =>
  unit.target === undefined || unit.review.state === 'outdated' || unit.review.state === 'unreviewed';

// ——— notes ———

export interface Note {
  from: 'location' | 'context' | 'glossary' | 'length' | 'plural' | 'review';
  text: string;
}

export interface LengthLimits {
  min?: number;
  max?: number;
}

/** The length limits of the string at `key` in a zod schema (src/content/schemas.ts): a minimum above 1, a maximum. */
export function lengthLimits(schema: z.ZodType, key: string): LengthLimits {
  const unwrap = (s: z.ZodType): z.ZodType => {
    for (;;) {
      if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) s = s.unwrap() as z.ZodType;
      else if (s instanceof z.ZodPipe) s = s.in as z.ZodType;
      else return s;
    }
  };
  let node: z.ZodType | undefined = schema;
  for (const part of key.split('.')) {
    const s: z.ZodType = unwrap(node);
    if (s instanceof z.ZodObject) node = (s.shape as Record<string, z.ZodType>)[part];
    else if (s instanceof z.ZodRecord) node = s.valueType as z.ZodType;
    else if (s instanceof z.ZodArray) node = s.element as z.ZodType;
    else node = undefined;
    if (!node) return {};
  }
  const leaf = unwrap(node);
  if (!(leaf instanceof z.ZodString)) return {};
  return {
    ...(leaf.minLength !== null && leaf.minLength > 1 ? { min: leaf.minLength } : {}),
    ...(leaf.maxLength !== null ? { max: leaf.maxLength } : {}),
  };
}

/** The numbers each plural category of a language is used for (CLDR), as ranges, where a list of examples would not say it. */
const PLURAL_NUMBERS: Readonly<Record<string, Readonly<Record<PluralForm, string>>>> = {
  ar: {
    zero: '0',
    one: '1',
    two: '2',
    few: '3–10, 103–110, 203–210, …',
    many: '11–99, 111–199, 211–299, …',
    other: '100–102, 200–202, 300–302, … and fractions',
  },
};

const samples = new Map<string, { whole: number[]; fractions: boolean }>();
/** Numbers a plural form of a language is used for: whole numbers up to 1000 and a million, and whether fractions. */
function pluralSamples(lang: string, form: PluralForm): { whole: number[]; fractions: boolean } {
  const id = `${lang}\0${form}`;
  if (!samples.has(id)) {
    const rules = new Intl.PluralRules(lang);
    const whole = [...Array.from({ length: 1001 }, (_, n) => n), 1_000_000].filter((n) => rules.select(n) === form);
    samples.set(id, { whole, fractions: [0.5, 1.5, 2.5, 10.5].some((n) => rules.select(n) === form) });
  }
  return samples.get(id)!;
}

/** The numbers a plural form is used for, in a note: PLURAL_NUMBERS's, else the first few of them. */
function pluralNumbers(lang: string, form: PluralForm): string {
  const listed = PLURAL_NUMBERS[lang]?.[form];
  if (listed) return listed;
  const { whole, fractions } = pluralSamples(lang, form);
  const shown = whole.slice(0, 6).join(', ') + (whole.length > 6 ? ', …' : '');
  return [shown, fractions ? 'fractions' : ''].filter(Boolean).join(' and ') || 'no whole number';
}

/** Whether a plural form is used for one number only (Arabic's zero, one, two): its words may say the number. */
const saysOneNumber = (lang: string, form: PluralForm): boolean => {
  const { whole, fractions } = pluralSamples(lang, form);
  return whole.length === 1 && !fractions;
};

const BLOCKS: [RegExp, string][] = [
  [/^#{1,6} /, 'a heading'],
  [/^[-*+] /, 'an item of a bulleted list'],
  [/^\d+[.)] /, 'an item of a numbered list'],
  [/^> /, 'a quotation'],
];

export interface NoteSources {
  context?: Context;
  glossary?: Glossary;
  schemas?: LocaleSchemas;
}

/** The glossary's terms as matchers, compiled once per glossary and target language. */
const compiled = new WeakMap<Glossary, Map<string, ReturnType<typeof termMatchers>>>();
function matchersOf(glossary: Glossary, lang: string): ReturnType<typeof termMatchers> {
  const byLanguage = compiled.get(glossary) ?? new Map<string, ReturnType<typeof termMatchers>>();
  compiled.set(glossary, byLanguage);
  if (!byLanguage.has(lang)) byLanguage.set(lang, termMatchers(glossary, lang));
  return byLanguage.get(lang)!;
}

/** A unit's length limits in the schemas. */
export function limitsOf(unit: XliffUnit, sources: NoteSources): LengthLimits {
  const schema = sources.schemas && schemaFor(sources.schemas, unit.file);
  return schema ? lengthLimits(schema, unit.id) : {};
}

/** The notes of a unit: where it shows, its description, glossary terms, length limits, plural form, the English of its last review. */
export function notesOf(unit: XliffUnit, sources: NoteSources): Note[] {
  const notes: Note[] = [];
  const language = languageName(unit.lang);
  let where = `locales/${unit.lang}/${unit.file} → ${unit.id}`;
  if (unit.markdown) {
    const block = BLOCKS.find(([pattern]) => pattern.test(unit.source))?.[1] ?? 'a paragraph';
    where += ` (a segment of the article ${unit.file.replace(/^.*\/|\.json$/g, '')}: ${block}, in markdown)`;
  }
  notes.push({ from: 'location', text: where });
  const description = sources.context && contextOf(sources.context, unit.file, unit.id);
  if (description) notes.push({ from: 'context', text: description });
  if (unit.plural) {
    const { form, english } = unit.plural;
    const words = saysOneNumber(unit.lang, form)
      ? ' It may say the number in words and leave out its placeholder.'
      : ' Keep every placeholder.';
    notes.push({
      from: 'plural',
      text: `${language} plural form "${form}" of ${unit.unit}, used for the numbers ${pluralNumbers(unit.lang, form)}; the source is the English "${english}" form.${words}`,
    });
  }
  if (sources.glossary) {
    const { glossary } = sources;
    const english = unit.source.replace(/`[^`]*`/g, ' ');
    matchersOf(glossary, unit.lang).forEach((matcher, i) => {
      const term = glossary.terms[i]!;
      // A term without renderings in the target language says nothing about its translation.
      if (!matcher.en.length || !matcher.target.length || !matcher.has('en', english)) return;
      const excepted = glossary.exceptions.some(
        (e) => e.lang === unit.lang && e.file === unit.file && e.key === unit.id && e.term === term.id,
      );
      if (excepted) return;
      const form = (f: string) => `"${f.replace(/\*$/, '…')}"`;
      const forbidden = term.forbidden[unit.lang] ?? [];
      const avoid = forbidden.length ? `; not ${forbidden.map((f) => `«${f}»`).join(', ')}` : '';
      notes.push({
        from: 'glossary',
        text: `${matcher.en.map(form).join(' / ')} → ${matcher.target.map((f) => `«${f}»`).join(' or ')}${avoid}`,
      });
    });
  }
  const { min, max } = limitsOf(unit, sources);
  if (min !== undefined || max !== undefined) {
    const limit =
      min !== undefined && max !== undefined
        ? `between ${min} and ${max}`
        : max !== undefined
          ? `at most ${max}`
          : `at least ${min}`;
    notes.push({
      from: 'length',
      text: `The site allows ${limit} characters here (the English has ${unit.source.trim().length}).`,
    });
  }
  if (unit.review.state === 'outdated' && unit.target !== undefined) {
    let old = unit.review.old;
    // A plural group's record holds its forms, one per line ("one: …"): the line of this source's form.
    if (unit.plural)
      old =
        old
          .split('\n')
          .find((line) => line.startsWith(`${unit.plural!.english}: `))
          ?.slice(unit.plural.english.length + 2) ?? old;
    notes.push({
      from: 'review',
      text: `The English changed since the ${language} was reviewed. It was reviewed against: ${old}`,
    });
  }
  return notes;
}

// ——— writing ———

export interface ExportOptions {
  /** Only units with no translation or no current review. */
  changed?: boolean;
  /** Only this file ("common.json", "blog-posts/<slug>.json"). */
  only?: string;
}

export interface ExportFile {
  /** The target language. */
  lang: string;
  file: string;
  units: (XliffUnit & { notes: Note[]; limits: LengthLimits })[];
}

/** The files and units an export holds: every English file that parses, or the one of `only`. */
export function exportUnits(
  tree: LocaleTree,
  fingerprints: Fingerprints,
  sources: NoteSources,
  options: ExportOptions = {},
): ExportFile[] {
  return (tree.files[SOURCE] ?? [])
    .filter((file) => options.only === undefined || file === options.only)
    .map((file) => ({
      lang: tree.target,
      file,
      units: xliffUnits(tree, fingerprints, file)
        .filter((unit) => !options.changed || isChanged(unit))
        .map((unit) => ({ ...unit, notes: notesOf(unit, sources), limits: limitsOf(unit, sources) })),
    }))
    .filter((f) => f.units.length > 0);
}

/** The inline pieces as children of `parent`. */
function appendPieces(doc: Document, parent: Element, pieces: readonly Piece[]) {
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      parent.appendChild(doc.createTextNode(piece));
      continue;
    }
    const element = doc.createElementNS(XLIFF_NS, piece.kind);
    element.setAttribute('id', piece.id);
    if (piece.kind !== 'ept') element.setAttribute('ctype', piece.ctype);
    element.appendChild(doc.createTextNode(piece.code));
    parent.appendChild(element);
  }
}

/** The XLIFF 1.2 document of the files, indented (inside <source>, <target> and <note> every character is the text's). */
export function writeXliff(files: readonly ExportFile[]): string {
  const doc = new DOMImplementation().createDocument(XLIFF_NS, 'xliff', null);
  const root = doc.documentElement!;
  root.setAttribute('version', '1.2');
  const add = (parent: Element, name: string, depth: number, attributes: Record<string, string> = {}) => {
    parent.appendChild(doc.createTextNode(`\n${'  '.repeat(depth)}`));
    const element = doc.createElementNS(XLIFF_NS, name);
    for (const [attribute, value] of Object.entries(attributes)) {
      if (attribute.startsWith('xml:')) element.setAttributeNS(XML_NS, attribute, value);
      else element.setAttribute(attribute, value);
    }
    parent.appendChild(element);
    return element;
  };
  const close = (element: Element, depth: number) => element.appendChild(doc.createTextNode(`\n${'  '.repeat(depth)}`));
  for (const { lang, file, units } of files) {
    const fileElement = add(root, 'file', 1, {
      original: file,
      'source-language': SOURCE,
      'target-language': lang,
      datatype: 'plaintext',
      'xml:space': 'preserve',
    });
    const body = add(fileElement, 'body', 2);
    for (const unit of units) {
      const maxwidth = unit.limits.max === undefined ? undefined : String(unit.limits.max);
      const element = add(body, 'trans-unit', 3, {
        id: unit.id,
        resname: unit.id,
        // XLIFF 1.2's "approved": the translation passed its final review (gettext tools read it as not fuzzy).
        ...(unit.state === 'final' ? { approved: 'yes' } : {}),
        ...(maxwidth ? { maxwidth, 'size-unit': 'char' } : {}),
      });
      const sourcePieces = toPieces(unit.source, unit.markdown);
      appendPieces(doc, add(element, 'source', 4), sourcePieces);
      if (unit.target !== undefined)
        appendPieces(
          doc,
          add(element, 'target', 4, { state: unit.state }),
          alignIds(sourcePieces, toPieces(unit.target, unit.markdown)),
        );
      for (const note of unit.notes) add(element, 'note', 4, { from: note.from }).appendChild(doc.createTextNode(note.text));
      close(element, 3);
    }
    close(body, 2);
    close(fileElement, 1);
  }
  close(root, 0);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc)}\n`;
}

// ——— reading ———

/** An element of a parsed document: its local name, namespace, attributes and children. */
export interface XmlElement {
  name: string;
  uri: string;
  /** By name ("id"), "xml:lang" for the xml namespace's, "{uri}name" for other namespaced ones. */
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
  line: number;
}

/** A parsed document's root element, or where it is not well-formed XML. */
export function parseXml(text: string): { root: XmlElement } | { error: string } {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let error: string | undefined;
  parser.on('error', (e) => {
    error ??= e.message;
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) {
      if (typeof attribute === 'string') continue;
      if (attribute.prefix === 'xmlns' || attribute.name === 'xmlns') continue;
      const name = !attribute.uri
        ? attribute.local
        : attribute.uri === XML_NS
          ? `xml:${attribute.local}`
          : `{${attribute.uri}}${attribute.local}`;
      attributes[name] = attribute.value;
    }
    const element: XmlElement = { name: tag.local ?? tag.name, uri: tag.uri ?? '', attributes, children: [], line: parser.line };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('closetag', () => void stack.pop());
  const addText = (text: string) => {
    const parent = stack.at(-1);
    if (!parent) return;
    const last = parent.children.at(-1);
    if (typeof last === 'string') parent.children[parent.children.length - 1] = last + text;
    else parent.children.push(text);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch (e) {
    error ??= e instanceof Error ? e.message : String(e);
  }
  // saxes says where as "line:column: …".
  if (error !== undefined) return { error: error.replace(/^(\d+):(\d+): /, 'line $1, column $2: ') };
  if (!root) return { error: 'no root element' };
  return { root };
}

const elements = (parent: XmlElement, name?: string) =>
  parent.children.filter((c): c is XmlElement => typeof c !== 'string' && (name === undefined || c.name === name));

/** The target-language of a document's first <file>, if it is well-formed and says one: what `npm run i18n:import` imports into. */
export function xliffLanguage(text: string): string | undefined {
  const parsed = parseXml(text);
  if ('error' in parsed) return undefined;
  return elements(parsed.root, 'file')[0]?.attributes['target-language'];
}

/** An inline element's text (a <ph>'s, <bpt>'s…): only text is allowed in it. */
function codeText(element: XmlElement): string | { error: string } {
  if (element.children.some((c) => typeof c !== 'string'))
    return {
      error: `<${element.name} id="${element.attributes.id ?? ''}"> holds elements (only its original text may be there)`,
    };
  return element.children.join('');
}

/**
 * The text of a <source> or <target>: its text, and each inline element as the code of the reference
 * (the exported source's and target's codes, by id). A <ph>, <bpt>, <ept> or <it> carries its code;
 * <x>, <bx>, <ex> and <g> (what some tools turn them into) take it from the reference; <mrk> is
 * unwrapped. Reports codes whose id the export did not have (added) or whose text differs (altered).
 */
function readInline(
  parent: XmlElement,
  reference: ReadonlyMap<string, { code: string; close?: string }>,
  problems: string[],
): string {
  let out = '';
  for (const child of parent.children) {
    if (typeof child === 'string') {
      out += child;
      continue;
    }
    const id = child.attributes.id ?? child.attributes.rid ?? '';
    const known = reference.get(id);
    const tag = `<${child.name}${id ? ` id="${id}"` : ''}>`;
    if (child.uri !== XLIFF_NS) {
      problems.push(`${tag} is not an XLIFF element`);
      continue;
    }
    switch (child.name) {
      case 'mrk':
        out += readInline(child, reference, problems);
        break;
      case 'ph':
      case 'it':
      case 'bpt':
      case 'ept': {
        const text = codeText(child);
        if (typeof text !== 'string') {
          problems.push(text.error);
          break;
        }
        const expected = child.name === 'ept' ? known?.close : known?.code;
        if (expected === undefined) problems.push(`${tag} «${text}» was added: the export has no such code`);
        else if (text !== expected) problems.push(`${tag} was altered: «${expected}» became «${text}»`);
        out += text;
        break;
      }
      case 'x':
      case 'bx':
      case 'ex': {
        const code = child.name === 'ex' ? known?.close : known?.code;
        if (code === undefined) problems.push(`${tag} was added: the export has no such code`);
        else out += code;
        break;
      }
      case 'g': {
        if (known?.close === undefined) problems.push(`${tag} was added: the export has no such pair of codes`);
        out += `${known?.code ?? ''}${readInline(child, reference, problems)}${known?.close ?? ''}`;
        break;
      }
      default:
        problems.push(`${tag} is not an inline element this import knows`);
    }
  }
  return out;
}

/** The codes of pieces by id, for readInline. */
function referenceOf(...lists: (readonly Piece[])[]): Map<string, { code: string; close?: string }> {
  const map = new Map<string, { code: string; close?: string }>();
  for (const pieces of lists) {
    const close = closings(pieces);
    for (const p of pieces) {
      if (typeof p === 'string' || p.kind === 'ept' || map.has(p.id)) continue;
      map.set(p.id, p.kind === 'bpt' ? { code: p.code, close: close.get(p.id) } : { code: p.code });
    }
  }
  return map;
}

// ——— import ———

/**
 * The language of `langs` a language tag names: the same tag in any case ("ar", "en-XA"), or a
 * language's region or script variant ("ar-SA" → "ar"); undefined when none.
 */
export function languageIn(tag: string | undefined, langs: readonly string[]): string | undefined {
  const lower = tag?.toLowerCase().replace(/_/g, '-');
  return langs.find((lang) => lang === lower) ?? langs.find((lang) => lang === lower?.split('-')[0]);
}

/** A value set in a locale file: its JSON path and its text before (undefined: it had none) and after. */
export interface Change {
  file: string;
  key: string;
  before?: string;
  after: string;
}

export interface ImportPlan {
  /** Why the file cannot be imported; nothing may be written when there is any. */
  rejections: string[];
  /** The translated values the file changes. */
  changes: Change[];
  /** Translated files whose content changes: their new value. */
  data: Record<string, unknown>;
  /** The locale tree as it would be. */
  tree: LocaleTree;
  /** The review records as they would be. */
  fingerprints: Fingerprints;
  /** Units whose review record is new or different. */
  records: { file: string; unit: string }[];
  /** Units marked final that could not be recorded as reviewed, and why. */
  notRecorded: string[];
  /** The translation units whose value or review record changes (file and unit key), for the QA's findings. */
  imported: { file: string; unit: string }[];
  /** How many trans-units the file has. */
  units: number;
}

const REVIEWED_STATES = new Set(['final', 'signed-off']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Sets the text at `key` (a JSON path) in a translated file's parsed JSON (of the language named
 * `language`), in place: an existing key keeps its place; a new one (and any object or list it
 * needs) goes where the English has it.
 */
function setValue(
  arRoot: unknown,
  enRoot: unknown,
  key: string,
  value: string,
  language: string,
): { root: unknown } | { error: string } {
  const parts = key.split('.');
  const root: unknown = arRoot ?? (Array.isArray(enRoot) ? [] : {});
  let ar: unknown = root;
  let en: unknown = enRoot;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const last = i === parts.length - 1;
    const enChild = isObject(en) || Array.isArray(en) ? (en as Record<string, unknown>)[part] : undefined;
    const fresh = last ? value : Array.isArray(enChild) ? [] : {};
    if (Array.isArray(ar)) {
      const index = Number(part);
      if (!Number.isInteger(index) || index > ar.length) return { error: `cannot add item ${part} to a list of ${ar.length}` };
      if (last || ar[index] === undefined) ar[index] = fresh;
      ar = ar[index];
    } else if (isObject(ar)) {
      if (!Object.hasOwn(ar, part)) insertOrdered(ar, part, fresh, en);
      else if (last) ar[part] = value;
      ar = ar[part];
    } else return { error: `${parts.slice(0, i).join('.')} is not an object or a list in the ${language} file` };
    en = enChild;
  }
  return { root };
}

/** Adds `key` to `object` where the English object has it (a plural form beside its group's other forms). */
function insertOrdered(object: Record<string, unknown>, key: string, value: unknown, en: unknown) {
  const enKeys = isObject(en) || Array.isArray(en) ? Object.keys(en) : [];
  const order = (k: string) => {
    // A plural form: where its group's first English form is, then in the order of PLURAL_FORMS.
    const base = pluralBase(k);
    const form = PLURAL_FORMS.indexOf(k.slice(base.length + 1) as PluralForm);
    if (base !== k && form >= 0 && enKeys.includes(`${base}_other`)) {
      const first = enKeys.findIndex((e) => e !== base && pluralBase(e) === base);
      return first + form / 10;
    }
    const i = enKeys.indexOf(k);
    return i >= 0 ? i : Infinity;
  };
  const entries = Object.entries(object);
  const at = entries.findIndex(([k]) => order(k) > order(key));
  entries.splice(at < 0 ? entries.length : at, 0, [key, value]);
  for (const k of Object.keys(object)) delete object[k];
  for (const [k, v] of entries) object[k] = v;
}

/** The tree with some translated files replaced. */
function withTranslations(tree: LocaleTree, data: Record<string, unknown>): LocaleTree {
  const { target } = tree;
  const files = [...new Set([...(tree.files[target] ?? []), ...Object.keys(data)])].sort();
  return {
    ...tree,
    files: { ...tree.files, [target]: files },
    data: { ...tree.data, [target]: { ...tree.data[target], ...data } },
    flat: {
      ...tree.flat,
      [target]: { ...tree.flat[target], ...Object.fromEntries(Object.entries(data).map(([f, v]) => [f, flatten(v)])) },
    },
  };
}

const short = (text: string, max = 80) => {
  const s = text.replace(/\s+/g, ' ');
  return `«${s.length > max ? `${s.slice(0, max - 1)}…` : s}»`;
};

/**
 * What importing a parsed XLIFF document would do: the values it sets, the review records it
 * updates (units whose target is `final` or `signed-off`), or why it cannot be imported.
 */
export function planImport(tree: LocaleTree, fingerprints: Fingerprints, root: XmlElement): ImportPlan {
  const rejections: string[] = [];
  const plan: ImportPlan = {
    rejections,
    changes: [],
    data: {},
    tree,
    fingerprints,
    records: [],
    notRecorded: [],
    imported: [],
    units: 0,
  };
  if (root.name !== 'xliff' || root.uri !== XLIFF_NS || root.attributes.version !== '1.2') {
    rejections.push(
      `not an XLIFF 1.2 document: its root is <${root.name}>${root.uri ? ` in ${root.uri}` : ''}${root.attributes.version ? ` version ${root.attributes.version}` : ''}, not <xliff version="1.2"> in ${XLIFF_NS}`,
    );
    return plan;
  }
  const enFiles = tree.files[SOURCE] ?? [];
  const seenFiles = new Set<string>();
  /** Targets read, by file and trans-unit id. */
  const read: { unit: XliffUnit; target?: string; state?: string }[] = [];
  for (const element of elements(root)) {
    if (element.name !== 'file') {
      rejections.push(`line ${element.line}: <${element.name}> where a <file> was expected`);
      continue;
    }
    const file = element.attributes.original ?? '';
    const where = `<file original="${file}"> (line ${element.line})`;
    const sourceLanguage = element.attributes['source-language'];
    const targetLanguage = element.attributes['target-language'];
    if (languageIn(sourceLanguage, [SOURCE]) !== SOURCE) {
      rejections.push(`${where}: source-language is "${sourceLanguage ?? ''}", not ${SOURCE}`);
      continue;
    }
    if (languageIn(targetLanguage, [tree.target]) !== tree.target) {
      rejections.push(`${where}: target-language is "${targetLanguage ?? '(none)'}", not ${tree.target}`);
      continue;
    }
    if (!enFiles.includes(file)) {
      rejections.push(`${where}: no such locale file (locales/${SOURCE}/${file})`);
      continue;
    }
    if (tree.jsonErrors.some((e) => e.file === file)) {
      rejections.push(`${where}: locales/…/${file} is not valid JSON now; fix it first`);
      continue;
    }
    if (seenFiles.has(file)) {
      rejections.push(`${where}: the file is in the document twice`);
      continue;
    }
    seenFiles.add(file);
    const units = new Map(xliffUnits(tree, fingerprints, file).map((u) => [u.id, u]));
    const seenUnits = new Set<string>();
    const transUnits: XmlElement[] = [];
    const collect = (parent: XmlElement) => {
      for (const child of elements(parent)) {
        if (child.name === 'trans-unit') transUnits.push(child);
        else if (child.name === 'group') collect(child);
        else rejections.push(`${file}, line ${child.line}: <${child.name}> is not a translation unit`);
      }
    };
    for (const child of elements(element)) {
      if (child.name === 'body') collect(child);
      else if (child.name !== 'header') rejections.push(`${file}, line ${child.line}: unexpected <${child.name}>`);
    }
    for (const transUnit of transUnits) {
      plan.units += 1;
      const id = transUnit.attributes.id ?? '';
      const at = `${file} → ${id || '(no id)'} (line ${transUnit.line})`;
      const unit = units.get(id);
      if (!unit) {
        rejections.push(`${at}: unknown unit id: locales/${SOURCE}/${file} has no such text`);
        continue;
      }
      if (seenUnits.has(id)) {
        rejections.push(`${at}: the unit is in the file twice`);
        continue;
      }
      seenUnits.add(id);
      const [source] = elements(transUnit, 'source');
      const [target] = elements(transUnit, 'target');
      const sourcePieces = toPieces(unit.source, unit.markdown);
      const exported = unit.target === undefined ? [] : alignIds(sourcePieces, toPieces(unit.target, unit.markdown));
      if (!source) {
        rejections.push(`${at}: no <source>`);
        continue;
      }
      const sourceProblems: string[] = [];
      const sourceText = readInline(source, referenceOf(sourcePieces), sourceProblems);
      if (sourceText !== unit.source || sourceProblems.length) {
        rejections.push(
          `${at}: the English changed since the export: the file's source is ${short(sourceText)}, locales/${SOURCE}/${file} now has ${short(unit.source)}; export again`,
        );
        continue;
      }
      if (!target) {
        read.push({ unit });
        continue;
      }
      const problems: string[] = [];
      const text = readInline(target, referenceOf(sourcePieces, exported), problems);
      if (text !== '') {
        // The codes the text has, read as the export reads them, against the source's (or those the translation already had).
        const pieces = toPieces(text, unit.markdown);
        const vsSource = codeDifference(sourcePieces, pieces);
        const vsBefore = unit.target === undefined ? undefined : codeDifference(exported, pieces);
        const words = unit.plural && saysOneNumber(unit.lang, unit.plural.form);
        const fits = (d: { missing: string[]; added: string[] }) =>
          d.added.length === 0 && (d.missing.length === 0 || (words && d.missing.every((m) => /^«\{\{/.test(m))));
        if (!fits(vsSource) && !(vsBefore && fits(vsBefore))) {
          if (vsSource.missing.length) problems.push(`missing ${vsSource.missing.join(', ')}`);
          if (vsSource.added.length) problems.push(`added ${vsSource.added.join(', ')}`);
        }
      }
      if (problems.length) {
        rejections.push(`${at}: broken placeholders or markup in the target: ${[...new Set(problems)].join('; ')}`);
        continue;
      }
      read.push({ unit, target: text === '' ? undefined : text, state: target.attributes.state });
    }
  }
  if (rejections.length) return plan;

  // The values.
  const data: Record<string, unknown> = {};
  for (const { unit, target } of read) {
    if (target === undefined || target === unit.target) continue;
    const file = unit.file;
    if (!(file in data)) data[file] = structuredClone(tree.data[tree.target]?.[file]);
    const set = setValue(data[file], tree.data[SOURCE]?.[file], unit.id, target, languageName(tree.target));
    if ('error' in set) {
      rejections.push(`${file} → ${unit.id}: ${set.error}`);
      continue;
    }
    data[file] = set.root;
    plan.changes.push({ file, key: unit.id, before: unit.target, after: target });
  }
  if (rejections.length) return plan;
  plan.data = data;
  plan.tree = withTranslations(tree, data);

  // The review records: units marked final (a plural group when all its forms are: six in Arabic).
  const next: Fingerprints = structuredClone(fingerprints);
  const groups = new Map<string, { unit: XliffUnit; final: boolean; target: boolean }[]>();
  for (const { unit, target, state } of read) {
    const group = `${unit.file}\0${unit.unit}`;
    if (!groups.has(group)) groups.set(group, []);
    groups
      .get(group)!
      .push({ unit, final: REVIEWED_STATES.has(state ?? ''), target: target !== undefined || unit.target !== undefined });
  }
  for (const entries of groups.values()) {
    const { file, unit: key } = entries[0]!.unit;
    if (plan.changes.some((c) => c.file === file && entries.some((e) => e.unit.id === c.key)))
      plan.imported.push({ file, unit: key });
    if (!entries.some((e) => e.final)) continue;
    const name = `${file} → ${key}`;
    const forms = pluralForms(tree.target).length;
    if (entries[0]!.unit.plural && (entries.length < forms || !entries.every((e) => e.final))) {
      plan.notRecorded.push(`${name}: a plural group is recorded as reviewed when all its ${forms} forms are final`);
      continue;
    }
    if (!entries.every((e) => e.target)) {
      plan.notRecorded.push(`${name}: final without ${article(languageName(tree.target))} text`);
      continue;
    }
    const english = treeUnits(plan.tree, file).find((u) => u.key === key)?.en;
    if (english === undefined) continue;
    const record = { hash: hashOf(english), en: english };
    const old = fingerprints[file]?.[key];
    if (old?.hash === record.hash && old.en === record.en) continue;
    (next[file] ??= {})[key] = record;
    plan.records.push({ file, unit: key });
    if (!plan.imported.some((u) => u.file === file && u.unit === key)) plan.imported.push({ file, unit: key });
  }
  plan.fingerprints = next;
  return plan;
}

// ——— the commands' work, in-process ———

/** The XLIFF document of the units `options` selects. */
export const exportXliff = (
  tree: LocaleTree,
  fingerprints: Fingerprints,
  sources: NoteSources,
  options: ExportOptions = {},
): string => writeXliff(exportUnits(tree, fingerprints, sources, options));

/** "an Arabic", "a French": the indefinite article of a language's name. */
const article = (name: string) => `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;

export interface ImportOptions {
  /** The review records' folder (default <locales>/records/reviews/<lang>). */
  fingerprints?: string;
  /** For the QA: the schemas and the declared local editions. */
  schemas?: LocaleSchemas;
  editions?: LocalEditions;
}

export type ImportOutcome =
  | { ok: false; rejections: string[] }
  | {
      ok: true;
      plan: ImportPlan;
      /** The files written, absolute. */
      written: string[];
      /** The QA's findings (npm run i18n:check's) about the units imported. */
      findings: Finding[];
    };

/**
 * Imports an XLIFF document into the locales of `tree`, for its target language: all or nothing.
 * The document's target-language must be the tree's. Each translated file that
 * changes is written as it was (its byte order mark, JSON with two spaces, its final newline or
 * none), and the review records when one changes (as `npm run i18n:reviewed` writes them).
 */
export function importXliff(text: string, tree: LocaleTree, options: ImportOptions = {}): ImportOutcome {
  const recordsFile = path.resolve(options.fingerprints ?? fingerprintPath(tree.dir, tree.target));
  const records = readFingerprints(recordsFile);
  if ('error' in records) return { ok: false, rejections: [`${recordsFile}: ${records.error}; fix it (git checkout it) first`] };
  const parsed = parseXml(text);
  if ('error' in parsed) return { ok: false, rejections: [`not well-formed XML: ${parsed.error}`] };
  const plan = planImport(tree, 'fingerprints' in records ? records.fingerprints : {}, parsed.root);
  if (plan.rejections.length) return { ok: false, rejections: plan.rejections };

  const written: string[] = [];
  for (const [file, value] of Object.entries(plan.data)) {
    const target = path.join(tree.dir, tree.target, file);
    const old = existsSync(target) ? readFileSync(target, 'utf8') : '\n';
    const bom = old.startsWith('\uFEFF') ? '\uFEFF' : '';
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `${bom}${JSON.stringify(value, null, 2)}${old.endsWith('\n') ? '\n' : ''}`);
    written.push(target);
  }
  if (plan.records.length) written.push(...writeFingerprints(recordsFile, plan.tree, plan.fingerprints));

  const imported = new Set(plan.imported.map((u) => `${u.file}\0${u.unit}`));
  const findings = plan.imported.length
    ? collectFindings(plan.tree, {
        schemas: options.schemas,
        fingerprints: plan.fingerprints,
        editions: options.editions,
      }).filter(
        (f) => f.lang === tree.target && (imported.has(`${f.file}\0${f.key}`) || imported.has(`${f.file}\0${pluralBase(f.key)}`)),
      )
    : [];
  return { ok: true, plan, written, findings };
}
