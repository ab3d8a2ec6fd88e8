/**
 * Article bodies (locales/<lang>/blog-posts/*.json) are HTML or markdown. Both are parsed here into
 * a tree of whitelisted elements that React renders as elements, never as raw HTML: scripts, event
 * handlers, styles and javascript:/data: URLs cannot reach the page, whatever the file contains.
 */
const RICH_TAGS = ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'code', 'pre', 'a', 'br'] as const;
type RichTag = (typeof RICH_TAGS)[number];
export type RichNode = string | { tag: RichTag; href?: string; children: RichNode[] };

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
    /\*\*(.+?)\*\*|\*(?!\s)(.+?)\*|(?<![\w])_(?!\s)(.+?)_(?![\w])|`([^`]+)`|\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;
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
      blocks.push(el('blockquote', [el('p', parseInline(line.replace(/^>\s?/, '')))]));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

// ——— HTML ———

const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);
const RENAME: Record<string, RichTag> = { b: 'strong', i: 'em', h1: 'h2', h5: 'h4', h6: 'h4' };
const VOID = new Set(['br', 'img', 'hr', 'input', 'meta', 'link', 'source', 'wbr']);

export function parseHtml(source: string): RichNode[] {
  type Frame = { tag: RichTag | null; name: string; children: RichNode[]; href?: string };
  const root: Frame = { tag: null, name: '#root', children: [] };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1]!;
  let dropping: string | null = null;
  const tokens = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
  for (const m of source.matchAll(tokens)) {
    const [token, rawName, attrs = ''] = m;
    if (token.startsWith('<!--')) continue;
    if (!rawName) {
      if (!dropping) top().children.push(decodeEntities(token));
      continue;
    }
    const name = rawName.toLowerCase();
    const closing = token.startsWith('</');
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !token.endsWith('/>')) dropping = name;
      continue;
    }
    const tag = RENAME[name] ?? ((RICH_TAGS as readonly string[]).includes(name) ? (name as RichTag) : null);
    if (closing) {
      const index = stack.map((f) => f.name).lastIndexOf(name);
      if (index <= 0) continue;
      while (stack.length > index) {
        const frame = stack.pop()!;
        const node = frame.tag ? el(frame.tag, frame.children, frame.href) : null;
        if (node) top().children.push(node);
        else top().children.push(...frame.children);
      }
      continue;
    }
    if (tag === 'br') top().children.push(el('br', []));
    if (VOID.has(name) || token.endsWith('/>')) continue;
    const hrefMatch = tag === 'a' ? /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs) : null;
    const href = hrefMatch ? safeHref(hrefMatch[2] ?? hrefMatch[3] ?? hrefMatch[4] ?? '') : undefined;
    stack.push({ tag: tag === 'a' && !href ? null : tag, name, children: [], href });
  }
  while (stack.length > 1) {
    const frame = stack.pop()!;
    if (frame.tag) top().children.push(el(frame.tag, frame.children, frame.href));
    else top().children.push(...frame.children);
  }
  return root.children.filter((node) => typeof node !== 'string' || node.trim() !== '');
}

export function parseRichText(source: string, format: 'html' | 'markdown'): RichNode[] {
  return format === 'html' ? parseHtml(source) : parseMarkdown(source);
}
