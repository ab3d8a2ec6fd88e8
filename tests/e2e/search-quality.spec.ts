import { expect, test } from '@playwright/test';
import { LANGUAGES, type Lang } from '../../src/lib/language/languages';
import { evaluate, loadTestSet, percent, scores, type Outcome } from '../search/evaluate';
import { nodeSearchSources } from './support/pagefind-node';

// How well search finds what people type (docs/search.md): the test set
// (tests/search/queries.json), each query searched as on a page of its language, through the
// site's own search code over the built index (Pagefind's pagefind.js and WebAssembly, in Node: no
// browser is needed, and the ~170 queries take a few seconds). Prints hit@3 per group and
// language and each miss; fails when a group is below 90%.

const THRESHOLD = 90;

test('the search test set: hit@3 of at least 90% in every group of both languages @desktop', async () => {
  const set = loadTestSet();
  const results = {} as Record<Lang, Outcome[]>;
  for (const lang of LANGUAGES) {
    expect(set[lang].length, `${lang}: at least 40 queries`).toBeGreaterThanOrEqual(40);
    results[lang] = await evaluate(lang, set[lang], await nodeSearchSources(lang));
  }
  const table = scores(results);
  const lines = table.map(
    (s) => `  ${s.lang}  ${s.group.padEnd(14)} ${String(s.hits).padStart(3)}/${s.total}  ${percent(s).toFixed(0)}%`,
  );
  const misses = LANGUAGES.flatMap((lang) =>
    results[lang]
      .filter((o) => !o.hit)
      .map((o) => `  ${lang} [${o.query.group}] “${o.query.q}”: ${o.got} (expected ${o.query.expect.join(', ') || 'nothing'})`),
  );
  console.log(['search hit@3 per group:', ...lines, misses.length ? 'misses:' : 'no misses', ...misses].join('\n'));
  expect(table.filter((s) => percent(s) < THRESHOLD).map((s) => `${s.lang} ${s.group}: ${percent(s).toFixed(0)}%`)).toEqual([]);
});
