// What each prerendered page's card shows, read from the page's own head, as PageHead wrote it
// (src/components/PageHead.tsx): the card's address (og:image), the title (og:image:alt: the page's
// title without the brand), the brand (og:site_name), the language (<html lang>), and for a detail
// page the list it belongs to (the next-to-last step of its BreadcrumbList). The page is the one
// source of what its card says.
import { isLang } from '../../src/lib/language/languages';
import { sharePath } from '../../src/lib/paths';
import type { CardSpec } from './draw';

/** The entities React writes in attribute values and text. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(Number(name.startsWith('#x') || name.startsWith('#X') ? `0${name.slice(1)}` : name.slice(1)))
      : (ENTITIES[name] ?? entity),
  );

const metaContent = (html: string, attribute: 'property' | 'name', key: string) => {
  const match = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1]!) : undefined;
};

interface BreadcrumbList {
  '@type': 'BreadcrumbList';
  itemListElement: { position: number; name: string }[];
}

/** The list a detail page belongs to: the step before the page in its breadcrumbs (Home › Blog › page). */
function section(html: string): string | undefined {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(json!) as { '@type'?: string };
    if (data['@type'] !== 'BreadcrumbList') continue;
    const steps = [...(data as BreadcrumbList).itemListElement].sort((a, b) => a.position - b.position);
    return steps.length > 2 ? steps.at(-2)!.name : undefined;
  }
  return undefined;
}

/**
 * The card of a prerendered page: where it goes (a path of the site) and what it shows; undefined
 * for a page that shares nothing (a page kept out of search results has no share tags).
 */
export function pageCard(html: string, pagePath: string): { path: string; spec: CardSpec } | undefined {
  const image = metaContent(html, 'property', 'og:image');
  if (image === undefined) return undefined;
  const card = sharePath(pagePath);
  const fail = (what: string) => new Error(`${pagePath}: ${what} (src/components/PageHead.tsx writes it)`);
  if (new URL(image).pathname !== card) throw fail(`og:image is ${image}, not the page's card ${card}`);
  if (metaContent(html, 'name', 'twitter:image') !== image) throw fail('twitter:image is not og:image');
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
  if (!isLang(lang)) throw fail(`no known <html lang> (${lang})`);
  const title = metaContent(html, 'property', 'og:image:alt');
  const brand = metaContent(html, 'property', 'og:site_name');
  if (!title) throw fail('no og:image:alt, the title its card shows');
  if (!brand) throw fail('no og:site_name, the brand its card shows');
  const inList = section(html);
  return { path: card, spec: { lang, title, ...(inList ? { section: inList } : {}), brand } };
}
