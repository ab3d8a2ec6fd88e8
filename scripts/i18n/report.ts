// The translators' report (`npm run i18n:report`): one self-contained HTML page with, for every
// namespace and article, English and one target language (Arabic…) side by side and each pair's status, from the same
// findings as `npm run i18n:check` (scripts/i18n/findings.ts), and under each key what the text is
// for, when locales/context.json describes it (scripts/i18n/context.ts). No external requests: the fonts are
// data: URLs, the style and the filter script are inline, and a Content-Security-Policy forbids the
// rest, so it opens from file:// offline. Without the script every row is shown.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_LIST } from '../../src/lib/language/languages';
import { cssText, scriptRules } from '../../src/styles/scripts';
import { dirOfLanguage, languageName, ownLetters, SOURCE } from '../lib/translation-rules';
import { contextOf, type Context } from './context';
import type { Finding, FindingKind } from './types';
import { allFiles, isArticle, treeUnits, unitKeyOf, type LocaleTree, type Unit } from './locales';

const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * The site's own rules for the scripts of English and `target` (src/styles/scripts.ts: fonts, font
 * stacks, line heights, no letter-spacing where the script must not have it), the fonts embedded.
 */
const scriptStyle = (target: string) =>
  cssText(
    scriptRules(
      LANGUAGE_LIST.filter(({ code }) => code === SOURCE || code === target),
      (font) => `data:font/woff2;base64,${readFileSync(path.join(ROOT, 'src/assets/fonts', font.file)).toString('base64')}`,
    ),
  );

/** A row's statuses, in the order they are shown; "fine" when it has none of the others. */
export const STATUS_ORDER = [
  'missing',
  'untranslated',
  'outdated',
  'unreviewed',
  'glossary',
  'qa',
  'length',
  'other',
  'fine',
] as const;
export type Status = (typeof STATUS_ORDER)[number];
export const STATUSES: Record<Status, string> = {
  missing: 'missing',
  untranslated: 'untranslated',
  outdated: 'outdated',
  unreviewed: 'not reviewed',
  glossary: 'glossary issue',
  qa: 'differs (QA)',
  length: 'length',
  other: 'other error',
  fine: 'fine',
};
const noCounts = (): Record<Status, number> => ({
  missing: 0,
  untranslated: 0,
  outdated: 0,
  unreviewed: 0,
  glossary: 0,
  qa: 0,
  length: 0,
  other: 0,
  fine: 0,
});

const STATUS_OF: Record<FindingKind, Status> = {
  json: 'other',
  file: 'missing',
  'extra-file': 'other',
  missing: 'missing',
  extra: 'other',
  schema: 'other',
  length: 'length',
  untranslated: 'untranslated',
  glossary: 'glossary',
  qa: 'qa',
  ratio: 'length',
  outdated: 'outdated',
  unreviewed: 'unreviewed',
};
export const statusOf = (finding: Finding): Status => STATUS_OF[finding.kind];

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The id of a file's section ("home.json" → "f-home", "blog-posts/x.json" → "f-blog-posts-x"). */
const sectionId = (file: string) => `f-${file.replace(/\.json$/, '').replace(/[^\w-]+/g, '-')}`;

interface Row {
  unit: Unit;
  findings: Finding[];
  statuses: Status[];
}
interface FileReport {
  file: string;
  rows: Row[];
  /** Findings about the file as a whole, or a JSON path that is not one text (an array with too few items…). */
  fileFindings: Finding[];
  counts: Record<Status, number>;
}

const statusList = (findings: readonly Finding[]): Status[] =>
  STATUS_ORDER.filter((s) => findings.some((f) => statusOf(f) === s));

/** The rows of every file, with their findings and statuses. */
export function reportData(tree: LocaleTree, findings: readonly Finding[]): FileReport[] {
  // Namespaces first, then the articles.
  const files = allFiles(tree).sort((a, b) => Number(isArticle(a)) - Number(isArticle(b)) || a.localeCompare(b));
  return files.map((file) => {
    const units = treeUnits(tree, file);
    const en = tree.flat[SOURCE]?.[file]?.leaves;
    const mine = findings.filter((f) => f.file === file && (f.lang === tree.target || f.lang === SOURCE));
    const byUnit = new Map<string, Finding[]>(units.map((u) => [u.key, []]));
    const fileFindings: Finding[] = [];
    for (const f of mine) {
      const list = f.key === '' ? undefined : byUnit.get(unitKeyOf(f.key, en));
      if (list) list.push(f);
      else fileFindings.push(f);
    }
    const translatedFile = (tree.files[tree.target] ?? []).includes(file);
    const rows = units.map((unit): Row => {
      const list = byUnit.get(unit.key) ?? [];
      const statuses = statusList(list);
      // A whole missing translated file: each of its texts is missing too.
      if (unit.target === undefined && unit.en !== undefined && !statuses.includes('missing') && !translatedFile)
        statuses.unshift('missing');
      return { unit, findings: list, statuses: statuses.length ? statuses : ['fine'] };
    });
    const counts = noCounts();
    for (const row of rows) for (const s of row.statuses) counts[s] += 1;
    for (const s of statusList(fileFindings)) if (!rows.some((r) => r.statuses.includes(s))) counts[s] += 1;
    return { file, rows, fileFindings, counts };
  });
}

const STYLE = `
:root{color-scheme:light;--ok:#166534;--warn:#92400e;--err:#991b1b;--line:#d4d4d8}
body{margin:0;padding:1.5rem;color:#18181b;background:#fff}
[lang]{line-height:var(--script-line-height)}
main{max-width:110rem;margin:0 auto}
h1{font-size:1.6rem;margin:0 0 .25rem}h2{font-size:1.2rem;margin:2.5rem 0 .5rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}
th,td{border:1px solid var(--line);padding:.4rem .6rem;vertical-align:top;text-align:start}
thead th{background:#f4f4f5;position:sticky;top:0}
.pairs td.text,.pairs th[scope=row]{width:auto}
.pairs col.key{width:20%}.pairs col.status{width:14%}.pairs col.lang{width:33%}
.text{white-space:pre-wrap;overflow-wrap:anywhere}
.article .text{max-height:28rem;overflow:auto}
code{font-size:.85em;overflow-wrap:anywhere}
.context{display:block;margin-top:.3rem;font-size:.8rem;font-weight:400;line-height:1.4;color:#52525b}
.badge{display:inline-block;border-radius:.3rem;padding:0 .4rem;font-size:.8rem;font-weight:600;color:#fff;background:var(--err)}
.s-fine{background:var(--ok)}.s-unreviewed,.s-outdated{background:var(--warn)}
ul.findings{margin:0;padding:0;list-style:none}ul.findings li+li{margin-top:.35rem}
.msg{display:block;font-size:.8rem;color:#3f3f46}
dl.changed{margin:.5rem 0 0;padding:.4rem .6rem;background:#fffbeb;border-inline-start:3px solid var(--warn)}
dl.changed dt{font-size:.8rem;font-weight:600}dl.changed dd{margin:0 0 .3rem}
dl.forms{margin:0;display:grid;grid-template-columns:auto 1fr;gap:0 .6rem}dl.forms dt{font-size:.75rem;color:#52525b}dl.forms dd{margin:0}
del{background:#fee2e2}ins{background:#dcfce7;text-decoration:none}
.counts td{text-align:end}.counts td:first-of-type{text-align:start}
.zero{color:#a1a1aa}
#filter{border:1px solid var(--line);padding:.5rem .8rem;margin:1rem 0;position:sticky;top:0;background:#fff;z-index:1}
#filter label{margin-inline-end:1rem;white-space:nowrap}
`;

/** The filter: shows the rows that have one of the checked statuses; without script the form stays hidden. */
const SCRIPT = `
(() => {
  const form = document.getElementById('filter');
  form.hidden = false;
  const apply = () => {
    const on = new Set([...form.querySelectorAll('input:checked')].map((i) => i.value));
    for (const section of document.querySelectorAll('section[data-file]')) {
      let shown = 0;
      for (const row of section.querySelectorAll('tr[data-status]')) {
        row.hidden = !row.dataset.status.split(' ').some((s) => on.has(s));
        if (!row.hidden) shown++;
      }
      const none = section.querySelector('.none');
      if (none) none.hidden = shown > 0;
    }
  };
  form.addEventListener('change', apply);
  form.querySelector('[data-problems]').addEventListener('click', () => {
    for (const i of form.querySelectorAll('input')) i.checked = i.value !== 'fine';
    apply();
  });
  form.querySelector('[data-all]').addEventListener('click', () => {
    for (const i of form.querySelectorAll('input')) i.checked = true;
    apply();
  });
})();
`;

const badge = (status: Status) => `<span class="badge s-${status}">${escape(STATUSES[status])}</span>`;

/**
 * A text, escaped, with its {{placeholders}} and $t(…) references isolated as left-to-right runs: in
 * an Arabic sentence their brackets would otherwise be drawn as part of the right-to-left text
 * («$t(brand.name) على لينكدإن» read as «على لينكدإن (brand.name)t$»).
 */
const textHtml = (text: string) =>
  escape(text).replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, (token) => `<bdi dir="ltr" class="token">${token}</bdi>`);

function textCell(lang: string, text: string | undefined, plural: boolean, extra = ''): string {
  const dir = dirOfLanguage(lang);
  let body = text === undefined ? `<em lang="en" dir="ltr">(none)</em>` : `<div class="text">${textHtml(text)}</div>`;
  if (text !== undefined && plural) {
    // A plural group, form by form: the form's name (Latin) apart from the text, so that the two do not mix in right-to-left.
    const forms = text.split('\n').map((line) => {
      const colon = line.indexOf(': ');
      return `<dt lang="en" dir="ltr">${escape(line.slice(0, colon))}</dt><dd class="text">${textHtml(line.slice(colon + 2))}</dd>`;
    });
    body = `<dl class="forms">${forms.join('')}</dl>`;
  }
  return `<td lang="${lang}" dir="${dir}">${body}${extra}</td>`;
}

/** The old and new English of an outdated row (a key, or one segment of an article). */
function changedEnglish(english: { old: string; now: string }): string {
  return (
    `<dl class="changed" aria-label="English changed since review">` +
    `<dt>Reviewed against</dt><dd><del class="text">${escape(english.old)}</del></dd>` +
    `<dt>Now</dt><dd><ins class="text">${escape(english.now)}</ins></dd></dl>`
  );
}

/** A finding as a list item; `rowKey` is the key of its row (not repeated), undefined for a file-level finding. */
function findingItem(f: Finding, rowKey?: string): string {
  const where = [f.key && f.key !== rowKey ? `<code>${escape(f.key)}</code>` : '', f.lang === SOURCE ? 'in English' : '']
    .filter(Boolean)
    .join(' ');
  return `<li>${badge(statusOf(f))}<span class="msg">${where ? `${where}: ` : ''}${escape(f.message)}</span></li>`;
}

/** A row: its key (and under it, what the text is for), its statuses, the English and the translation in `target`. */
function rowHtml(row: Row, target: string, description?: string): string {
  const outdated = row.findings.find((f) => f.kind === 'outdated' && f.english);
  const status =
    row.findings.length === 0
      ? `<ul class="findings">${row.statuses.map((s) => `<li>${badge(s)}</li>`).join('')}</ul>`
      : `<ul class="findings">${row.findings.map((f) => findingItem(f, row.unit.key)).join('')}${row.statuses.includes('missing') && !row.findings.some((f) => statusOf(f) === 'missing') ? `<li>${badge('missing')}</li>` : ''}</ul>`;
  const key = row.unit.key;
  return (
    `<tr data-status="${row.statuses.join(' ')}"><th scope="row"><code>${escape(key)}</code>` +
    (description ? `<span class="context" lang="en" dir="ltr">${escape(description)}</span>` : '') +
    `</th><td>${status}</td>` +
    textCell(SOURCE, row.unit.en, row.unit.plural === true, outdated?.english ? changedEnglish(outdated.english) : '') +
    textCell(target, row.unit.target, row.unit.plural === true) +
    `</tr>`
  );
}

export interface ReportOptions {
  /** Shown under the title: the locales directory, the review records, the time. */
  sources: string[];
  /** A note about the review records (none, unreadable), shown at the top. */
  notice?: string;
  /** The translators' descriptions (locales/context.json), shown under their keys. */
  context?: Context;
}

/** The whole page: the English and the tree's target language. */
export function buildReport(tree: LocaleTree, findings: readonly Finding[], options: ReportOptions): string {
  const { target } = tree;
  const language = escape(languageName(target));
  const own = ownLetters(target);
  const files = reportData(tree, findings);
  const statuses = STATUS_ORDER;
  const total = noCounts();
  for (const f of files) for (const s of statuses) total[s] += f.counts[s];
  const num = (n: number) => `<td${n === 0 ? ' class="zero"' : ''}>${n}</td>`;
  const heading = (file: string) =>
    isArticle(file)
      ? `Article ${file
          .replace(/\.json$/, '')
          .split('/')
          .pop()}`
      : file.replace(/\.json$/, '');

  const countsTable =
    `<table class="counts"><caption>Texts by status, per namespace and article (a text can have several)</caption>` +
    `<thead><tr><th scope="col">File</th><th scope="col">Texts</th>${statuses.map((s) => `<th scope="col">${escape(STATUSES[s])}</th>`).join('')}</tr></thead><tbody>` +
    files
      .map(
        (f) =>
          `<tr><th scope="row"><a href="#${sectionId(f.file)}">${escape(f.file)}</a></th>${num(f.rows.length)}${statuses.map((s) => num(f.counts[s])).join('')}</tr>`,
      )
      .join('') +
    `</tbody><tfoot><tr><th scope="row">All</th>${num(files.reduce((n, f) => n + f.rows.length, 0))}${statuses.map((s) => num(total[s])).join('')}</tr></tfoot></table>`;

  const filter =
    `<form id="filter" hidden aria-label="Filter by status"><strong>Show:</strong> ` +
    statuses
      .map((s) => `<label><input type="checkbox" name="status" value="${s}" checked> ${escape(STATUSES[s])}</label>`)
      .join('') +
    ` <button type="button" data-problems>Problems only</button> <button type="button" data-all>All</button></form>`;

  const sections = files
    .map((f) => {
      const fileList = f.fileFindings.length
        ? `<p>About the file as a whole:</p><ul class="findings">${f.fileFindings.map((x) => findingItem(x)).join('')}</ul>`
        : '';
      const table = f.rows.length
        ? `<table class="pairs${isArticle(f.file) ? ' article' : ''}"><caption>${escape(f.file)}: English and ${language}, ${f.rows.length} text${f.rows.length === 1 ? '' : 's'}</caption>` +
          `<colgroup><col class="key"><col class="status"><col class="lang"><col class="lang"></colgroup>` +
          `<thead><tr><th scope="col">Key</th><th scope="col">Status</th><th scope="col">English</th><th scope="col">${language}</th></tr></thead>` +
          `<tbody>${f.rows.map((r) => rowHtml(r, target, options.context && contextOf(options.context, f.file, r.unit.key))).join('')}</tbody></table><p class="none" hidden>No text of this file has the statuses chosen.</p>`
        : '<p>No texts.</p>';
      return `<section id="${sectionId(f.file)}" data-file="${escape(f.file)}" aria-labelledby="h-${sectionId(f.file)}"><h2 id="h-${sectionId(f.file)}">${escape(heading(f.file))} <small><code>${escape(f.file)}</code></small></h2>${fileList}${table}</section>`;
    })
    .join('\n');

  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; font-src data:">
<title>Translation report</title>
<style>${scriptStyle(target)}${STYLE}</style>
</head>
<body>
<main>
<h1>Translation report: English and ${language}</h1>
<p>${options.sources.map(escape).join(' · ')}</p>
${options.notice ? `<p role="note"><strong>${escape(options.notice)}</strong></p>` : ''}
<p>Statuses: <em>missing</em> (no ${language}), <em>untranslated</em> (${language} copied from English${own ? ` or without ${escape(own.name)} letters` : ''}), <em>outdated</em> (the English changed since the ${language} was reviewed; old and new English shown), <em>not reviewed</em> (no review on record), <em>glossary issue</em>, <em>over length limit</em> (outside its schema's length limits), <em>other error</em> (structure), <em>fine</em>.${options.context && Object.keys(options.context).length ? ' Under a key, in grey: what the text is for and where it shows (locales/context.json).' : ''} After fixing a text: <code>npm run i18n:reviewed -- ${escape(target)} &lt;namespace&gt;.&lt;key&gt;</code>.</p>
<h2 id="counts">Counts</h2>
${countsTable}
${filter}
${sections}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
