// The search test set (tests/search/queries.json) run through the site's search
// (src/lib/search/engine.ts) over the built index: hit@3 per group and language, and each miss.
// tests/e2e/search-quality.spec.ts runs it in `npm test`; docs/search.md has the figures.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES, isLang, type Lang } from '../../src/lib/language/languages';
import { runSearch, type SearchAnswer } from '../../src/lib/search/engine';
import type { SearchSources } from '../../src/lib/search/pagefind';

export interface TestQuery {
  group: string;
  q: string;
  /** Pages that must all be among the first three; none for a query that must find nothing. */
  expect: string[];
  /** The first expected page must be the first result. */
  first?: boolean;
  /** The expected pages are the other language's, offered because this one has nothing. */
  other?: boolean;
}

/** The queries of each language that has a set; a language of the list may have none yet. */
export type TestSet = Partial<Record<Lang, TestQuery[]>>;

const querySchema = z.strictObject({
  group: z.string().min(1),
  q: z.string().min(1),
  expect: z.array(z.string().startsWith('/')),
  first: z.boolean().optional(),
  other: z.boolean().optional(),
});

/**
 * tests/search/queries.json: `about`, and a list of queries under a language code of
 * LANGUAGE_LIST; any other key is refused, with the file and the key named.
 */
export function loadTestSet(file = path.resolve(import.meta.dirname, 'queries.json')): TestSet {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const schema = z
    .object({ about: z.string().optional() })
    .catchall(z.array(querySchema))
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value))
        if (key !== 'about' && !isLang(key))
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `"${key}" is not a language of LANGUAGE_LIST (${LANGUAGES.join(', ')})`,
          });
    });
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw new Error(
      `${path.relative(process.cwd(), file)}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  return Object.fromEntries(LANGUAGES.flatMap((lang) => (parsed.data[lang] ? [[lang, parsed.data[lang]]] : [])));
}

export interface Outcome {
  query: TestQuery;
  hit: boolean;
  /** What search gave: the first three paths, with the language when it is the other one. */
  got: string;
}

/** Whether search's answer meets what the query expects. */
export function judge(query: TestQuery, lang: Lang, answer: SearchAnswer | null): boolean {
  const paths = (answer?.hits ?? []).slice(0, 3).map((hit) => hit.url.split('#')[0]);
  if (query.expect.length === 0) return !answer || answer.lang !== lang || answer.total === 0;
  if ((answer?.lang === lang) === Boolean(query.other)) return false;
  if (query.first && paths[0] !== query.expect[0]) return false;
  return query.expect.every((page) => paths.includes(page));
}

export async function evaluate(lang: Lang, queries: readonly TestQuery[], sources: SearchSources): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const query of queries) {
    const answer = await runSearch(query.q, sources);
    const top = (answer?.hits ?? []).slice(0, 3).map((hit) => hit.url);
    const note = answer?.corrected ? ` (as “${answer.corrected}”)` : '';
    const got = answer && answer.total ? `${answer.lang === lang ? '' : `${answer.lang}: `}${top.join(', ')}${note}` : 'nothing';
    outcomes.push({ query, hit: judge(query, lang, answer), got });
  }
  return outcomes;
}

export interface GroupScore {
  lang: Lang;
  group: string;
  hits: number;
  total: number;
}

/** hit@3 per group of each language, in the order the groups first appear. */
export function scores(results: Partial<Record<Lang, Outcome[]>>): GroupScore[] {
  return LANGUAGES.flatMap((lang) => {
    const outcomes = results[lang] ?? [];
    const groups = [...new Set(outcomes.map((o) => o.query.group))];
    return groups.map((group) => {
      const inGroup = outcomes.filter((o) => o.query.group === group);
      return { lang, group, hits: inGroup.filter((o) => o.hit).length, total: inGroup.length };
    });
  });
}

export const percent = (score: GroupScore) => (100 * score.hits) / score.total;
