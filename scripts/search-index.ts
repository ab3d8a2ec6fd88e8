// The site's search index, after the prerender: Pagefind reads every prerendered page
// of both languages and writes dist/pagefind/, one index per language (from each page's
// <html lang>), which src/lib/search.ts loads once a visitor opens search.
// - What is indexed: each page's <main> (`data-pagefind-body`, src/app/Layout.tsx), so never the
//   navbar, the footer or the loading overlay; not the not-found pages, the entry pages, redirect
//   pages or the search page itself (only the pages listed here are read).
// - Each page's kind (article, service, position …) is `data-pagefind-filter` in the page
//   (src/app/routes.tsx): a filter, as Pagefind searches metadata; its title is its h1, which
//   Pagefind searches with a person's role (`data-pagefind-meta`, src/pages/TeamMemberPage.tsx).
//   FAQ questions are headings with ids (faq-1 …), so a match in an answer can lead to that question.
// - Arabic: Pagefind stems Arabic («التعليم» finds «تعليم») and ignores diacritics; Latin words in
//   Arabic text (Python, React) are indexed as they are. Pagefind reads each page with the words
//   whose spelling search normalises added in that spelling (scripts/search/indexed-copy.ts); the
//   served page is not changed.
// - Beside the index, in dist/pagefind/: lexicon.json (names in either script and synonyms,
//   scripts/search/lexicon.ts) and vocabulary.<lang>.json (each language's words, an Arabic word
//   without its article, the commonest first: they tell search which words of a query the pages
//   have, and correct typos).
//   docs/search.md describes the whole.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { isListed, pageTargets } from '../src/app/prerenderPaths';
import { LANGUAGES, type Lang } from '../src/lib/language/languages';
import { localizedPath } from '../src/lib/paths';
import { pageFile } from './lib/routing';
import { indexedCopy, pageWords } from './search/indexed-copy';
import { buildLexicon } from './search/lexicon';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const output = path.join(dist, 'pagefind');

const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
let pages = 0;
/** How often each word occurs in each language's pages. */
const counts = Object.fromEntries(LANGUAGES.map((lang) => [lang, new Map<string, number>()])) as Record<
  Lang,
  Map<string, number>
>;
const targets = pageTargets().filter((target) => target.id !== 'search' && isListed(target));
try {
  for (const lang of LANGUAGES) {
    for (const target of targets) {
      const url = localizedPath(lang, target);
      const html = await readFile(path.join(dist, pageFile(url)), 'utf8');
      const added = await index.addHTMLFile({ url, content: indexedCopy(html) });
      if (added.errors.length) throw new Error(`${url}: ${added.errors.join('; ')}`);
      for (const word of pageWords(html)) counts[lang].set(word, (counts[lang].get(word) ?? 0) + 1);
      pages += 1;
    }
  }
  await rm(output, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath: output });
  if (written.errors.length) throw new Error(written.errors.join('; '));
} finally {
  await pagefind.close();
}
await writeFile(path.join(output, 'lexicon.json'), JSON.stringify(buildLexicon()));
for (const lang of LANGUAGES) {
  const words = [...counts[lang]].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
  await writeFile(path.join(output, `vocabulary.${lang}.json`), JSON.stringify(words));
}
console.log(`search index: ${pages} pages in ${LANGUAGES.length} languages → dist/pagefind/`);
