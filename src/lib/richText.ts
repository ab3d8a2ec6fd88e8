/**
 * Article bodies (locales/<lang>/blog-posts/*.json → body) are segments of markdown: a heading
 * ("## …"), a paragraph, a list item ("- …", "1. …"), a quote ("> …") or a code block, each under
 * its own id, which pairs it with the same segment in the other language (translators work by
 * segment). Inline: **bold**, *italic*, `code` and [links](url). They are parsed here into a tree of
 * whitelisted elements that React renders as elements, never as raw HTML: scripts, event handlers,
 * styles and javascript:/data: URLs cannot reach the page, whatever the file contains.
 */
/** The only elements an article can have. */
type RichTag = 'h2' | 'h3' | 'h4' | 'p' | 'ul' | 'ol' | 'li' | 'blockquote' | 'strong' | 'em' | 'code' | 'pre' | 'a' | 'br';
/** `id` is set on headings only (see withHeadingIds). */
export type RichNode = string | { tag: RichTag; href?: string; id?: string; children: RichNode[] };

const el = (tag: RichTag, children: RichNode[], href?: string): RichNode => (href ? { tag, href, children } : { tag, children });

/** Only web, mail and same-site links survive; anything else (javascript:, data:, …) is dropped. */
export function safeHref(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href;
  if (/^[/#](?![/\\])/.test(href)) return href;
  return undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const n = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : '';
    }
    return ENTITIES[code.toLowerCase()] ?? match;
  });
}

// ——— markdown ———

/** Inline markdown: **bold**, *italic* / _italic_, `code`, [text](url). */
function parseInline(text: string): RichNode[] {
  const out: RichNode[] = [];
  const pattern =
    /\*\*(.+?)\*\*|\*(?!\s)(.+?)\*|(?<![\w])_(?!\s)(.+?)_(?![\w])|`([^`]+)`|\[([^[\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[1] !== undefined) out.push(el('strong', parseInline(m[1])));
    else if (m[2] !== undefined || m[3] !== undefined) out.push(el('em', parseInline((m[2] ?? m[3])!)));
    else if (m[4] !== undefined) out.push(el('code', [m[4]]));
    else {
      const href = safeHref(m[6]!);
      out.push(href ? el('a', parseInline(m[5]!), href) : m[5]!);
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function parseMarkdown(source: string): RichNode[] {
  const blocks: RichNode[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: RichNode[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push(el('p', parseInline(paragraph.join(' '))));
    if (list) blocks.push(el(list.tag, list.items));
    paragraph = [];
    list = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (line === '') flush();
    else if (line.startsWith('```')) {
      flush();
      const code: string[] = [];
      while (++i < lines.length && !lines[i]!.trim().startsWith('```')) code.push(lines[i]!);
      blocks.push(el('pre', [el('code', [code.join('\n')])]));
    } else if (heading) {
      flush();
      const level = Math.min(Math.max(heading[1]!.length, 2), 4) as 2 | 3 | 4;
      blocks.push(el(`h${level}`, parseInline(heading[2]!)));
    } else if (bullet || numbered) {
      const tag = bullet ? 'ul' : 'ol';
      if (paragraph.length || (list && list.tag !== tag)) flush();
      list ??= { tag, items: [] };
      list.items.push(el('li', parseInline((bullet ?? numbered)![1]!)));
    } else if (line.startsWith('>')) {
      flush();
      blocks.push(el('blockquote', parseInline(line.replace(/^>\s?/, ''))));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

// ——— heading ids ———

const HEADING_LEVEL: Partial<Record<RichTag, 2 | 3 | 4>> = { h2: 2, h3: 3, h4: 4 };

/** The text of a node and its descendants. */
export function textOf(node: RichNode): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('');
}

/**
 * A heading's fragment id, in the heading's own script: "Beyond the chatbot headlines" →
 * "beyond-the-chatbot-headlines", «لماذا Python تحديدًا؟» → "لماذا-python-تحديدا". Letters and digits
 * of any script are kept (Latin lowercased); Arabic diacritics and tatweel, which nobody types, are
 * dropped; punctuation goes; spaces become hyphens. The id is the Unicode text: a link's href="#…"
 * holds it as it is, and the browser percent-encodes it in the address and decodes it to find the
 * heading.
 */
export function headingSlug(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/**
 * Gives every h2–h4 an id from its text, unique within the document: a repeated heading gets "-2",
 * "-3"…; a heading without letters or digits gets "section-<n>". The same source always gives the
 * same ids, so the prerendered page and the hydrated one agree.
 */
function withHeadingIds(nodes: RichNode[]): RichNode[] {
  const used = new Set<string>();
  let count = 0;
  const visit = (node: RichNode): RichNode => {
    if (typeof node === 'string') return node;
    const children = node.children.map(visit);
    if (!HEADING_LEVEL[node.tag]) return { ...node, children };
    count += 1;
    const base = headingSlug(textOf(node)) || `section-${count}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return { ...node, id, children };
  };
  return nodes.map(visit);
}

/** One entry of an article's table of contents. */
export interface RichHeading {
  id: string;
  level: 2 | 3 | 4;
  text: string;
}

/** The headings of a parsed document, in order, with their ids and plain text. */
export function headingsOf(nodes: RichNode[]): RichHeading[] {
  const out: RichHeading[] = [];
  const visit = (node: RichNode) => {
    if (typeof node === 'string') return;
    const level = HEADING_LEVEL[node.tag];
    if (level && node.id) out.push({ id: node.id, level, text: textOf(node).trim() });
    else node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return out;
}

/** A segment that is an item of a list, and which kind of list. */
const listOf = (segment: string): 'ul' | 'ol' | null =>
  /^[-*+]\s/.test(segment) ? 'ul' : /^\d+[.)]\s/.test(segment) ? 'ol' : null;

/**
 * An article's segments as one markdown text, in their order: blocks apart, and the items of one
 * list together (consecutive items of the same kind make one list).
 */
export function bodyMarkdown(body: Readonly<Record<string, string>>): string {
  let out = '';
  let list: 'ul' | 'ol' | null = null;
  for (const segment of Object.values(body)) {
    const next = listOf(segment.trim());
    if (out) out += next && next === list ? '\n' : '\n\n';
    out += segment.trim();
    list = next;
  }
  return out;
}

/** An article body (markdown) parsed into safe nodes; its headings carry ids. */
export function parseRichText(markdown: string): RichNode[] {
  return withHeadingIds(parseMarkdown(markdown));
}
