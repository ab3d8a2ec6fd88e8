// The site's search index (issue 16), after the prerender: Pagefind reads every prerendered page
// of both languages and writes dist/pagefind/, one index per language (from each page's
// <html lang>), which src/lib/search.ts loads once a visitor opens search.
// - What is indexed: each page's <main> (`data-pagefind-body`, src/app/Layout.tsx), so never the
//   navbar, the footer or the loading overlay; not the not-found pages, the entry pages, redirect
//   pages or the search page itself (only the pages listed here are read).
// - Each page's kind (article, service, position …) is `data-pagefind-meta` in the page
//   (src/app/routes.tsx); its title is its h1. FAQ questions are headings with ids (faq-1 …), so a
//   match in an answer can lead to that question.
// - Arabic: Pagefind stems Arabic («التعليم» finds «تعليم») and ignores diacritics; Latin words in
//   Arabic text (Python, React) are indexed as they are.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { pageTargets } from '../src/app/prerenderPaths';
import { LANGUAGES } from '../src/lib/language/languages';
import { localizedPath } from '../src/lib/paths';
import { pageFile } from './lib/routing';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const output = path.join(dist, 'pagefind');

const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
let pages = 0;
try {
  for (const lang of LANGUAGES) {
    for (const target of pageTargets()) {
      if (target.id === 'search') continue;
      const url = localizedPath(lang, target);
      const content = await readFile(path.join(dist, pageFile(url)), 'utf8');
      const added = await index.addHTMLFile({ url, content });
      if (added.errors.length) throw new Error(`${url}: ${added.errors.join('; ')}`);
      pages += 1;
    }
  }
  await rm(output, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath: output });
  if (written.errors.length) throw new Error(written.errors.join('; '));
} finally {
  await pagefind.close();
}
console.log(`search index: ${pages} pages in ${LANGUAGES.length} languages → dist/pagefind/`);
