import { expect, test } from '@playwright/test';
import { LANGUAGES, type Lang } from '../../src/lib/language/languages';
import { evaluate, loadTestSet, percent, scores, type Outcome } from '../search/evaluate';
import { nodeSearchSources } from './support/pagefind-node';

// How well search finds what people type (docs/search.md): the test set
// (tests/search/queries.json), each query searched as on a page of its language, through the
// site's own search code over the built index (Pagefind's pagefind.js and WebAssembly, in Node: no
// browser is needed, and the ~170 queries take a few seconds). Prints hit@3 per group and
// language and each miss; fails when a group is below 90%. A language of the list with no queries
// in the set is not measured, and the output and the test's annotations name it.

const THRESHOLD = 90;

test('the search test set: hit@3 of at least 90% in every group of every language that has a set @desktop', async () => {
  const set = loadTestSet();
  // A language with no queries yet (just added, its translators have not written a set) is not
  // measured, and the report says so; one that has a set must have enough for a figure to mean something.
  const measured = LANGUAGES.filter((lang) => set[lang]);
  const unmeasured = LANGUAGES.filter((lang) => !set[lang]);
  for (const lang of unmeasured)
    test.info().annotations.push({ type: 'not measured', description: `${lang}: no queries in tests/search/queries.json` });
  expect(measured, 'at least one language has a test set').not.toEqual([]);
  const results: Partial<Record<Lang, Outcome[]>> = {};
  for (const lang of measured) {
    const queries = set[lang] ?? [];
    expect(queries.length, `${lang}: at least 40 queries`).toBeGreaterThanOrEqual(40);
    results[lang] = await evaluate(lang, queries, await nodeSearchSources(lang));
  }
  const table = scores(results);
  const lines = table.map(
    (s) => `  ${s.lang}  ${s.group.padEnd(14)} ${String(s.hits).padStart(3)}/${s.total}  ${percent(s).toFixed(0)}%`,
  );
  const misses = measured.flatMap((lang) =>
    (results[lang] ?? [])
      .filter((o) => !o.hit)
      .map((o) => `  ${lang} [${o.query.group}] “${o.query.q}”: ${o.got} (expected ${o.query.expect.join(', ') || 'nothing'})`),
  );
  const skipped = unmeasured.length ? [`not measured (no queries in tests/search/queries.json): ${unmeasured.join(', ')}`] : [];
  console.log(['search hit@3 per group:', ...lines, misses.length ? 'misses:' : 'no misses', ...misses, ...skipped].join('\n'));
  expect(table.filter((s) => percent(s) < THRESHOLD).map((s) => `${s.lang} ${s.group}: ${percent(s).toFixed(0)}%`)).toEqual([]);
});
