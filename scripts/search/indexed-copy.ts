// The copy of a page that Pagefind indexes (scripts/search-index.ts): the page as served, with each
// word whose spelling search normalises (src/lib/search/normalize.ts) followed by that spelling,
// marked with ADDED_WORD («المحتوى ^المحتوي», «منها» unchanged). The query is normalised the same way,
// so the two meet whatever the visitor typed, with the page's own weights (a word in a heading
// counts as a heading), and the excerpts drop the added words again (src/lib/search/hits.ts). The
// served page is not changed: nothing of this reaches visitors or assistive technology.
// Where one element ends and the next begins with no space between them («</span><span>», a quote
// and its caption), a space is put, as the page shows them apart: Pagefind would read one word
// across the two (a testimonial's name run into the person's position).
// Images are left out altogether (`data-pagefind-ignore="all"`): Pagefind would take a page's first
// image as its `image` metadata, which it searches, so that «custom web app» found the Arabic
// article by its picture's file name.
import { ADDED_WORD } from '../../src/lib/search/hits';
import { normalizeText, pagefindForm, withoutArticle } from '../../src/lib/search/normalize';

/** Elements whose text is not page text. */
const NOT_TEXT = /^<(script|style|template|noscript|textarea)\b/i;

/** Each text of the page (between tags, outside script and style) through `edit`. */
export function mapText(html: string, edit: (text: string) => string): string {
  let skipping: string | null = null;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (skipping && new RegExp(`^</${skipping}\\b`, 'i').test(part)) skipping = null;
        else if (!skipping) skipping = NOT_TEXT.exec(part)?.[1]?.toLowerCase() ?? null;
        return part;
      }
      return skipping ? part : edit(part);
    })
    .join('');
}

/** The words of a text, as Pagefind splits it (at white space), with their spelling in search's form when it differs. */
function withNormalised(text: string): string {
  return text.replace(/\S+/g, (word) => {
    const form = pagefindForm(word);
    if (!form) return word;
    const normalised = pagefindForm(normalizeText(word));
    return normalised && normalised !== form ? `${word} ${ADDED_WORD}${normalised}` : word;
  });
}

/** The page as Pagefind indexes it. */
export function indexedCopy(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < 0) return html;
  const main = mapText(html.slice(start, end), withNormalised)
    .replace(/(<\/[a-z][\w-]*>)(?=<[a-z])/gi, '$1 ')
    .replace(/<(img|picture|svg)\b/g, '<$1 data-pagefind-ignore="all"');
  return html.slice(0, start) + main + html.slice(end);
}

/**
 * The words of a page's main content as search's vocabulary has them (src/lib/search/engine.ts):
 * in search's form, as Pagefind indexes them, an Arabic word without its article.
 */
export function pageWords(html: string): string[] {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  const words: string[] = [];
  mapText(html.slice(Math.max(start, 0), end < 0 ? undefined : end), (text) => {
    for (const word of text.split(/\s+/)) {
      const form = withoutArticle(pagefindForm(normalizeText(word.replace(/&[#\w]+;/g, ' '))));
      if (form) words.push(form);
    }
    return text;
  });
  return words;
}
