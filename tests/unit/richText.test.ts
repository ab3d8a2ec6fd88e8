import { describe, expect, it } from 'vitest';
import { loadPosts } from '../../src/content/postFiles';
import { LANGUAGES } from '../../src/lib/language/languages';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  bodyMarkdown,
  headingSlug,
  headingsOf,
  parseMarkdown,
  parseRichText,
  safeHref,
  type RichNode,
} from '../../src/lib/richText';

const flat = (nodes: RichNode[]): string =>
  nodes
    .map((n) => (typeof n === 'string' ? n : `<${n.tag}${n.href ? ` href="${n.href}"` : ''}>${flat(n.children)}</${n.tag}>`))
    .join('');

describe('rich text never lets scripts, handlers or dangerous URLs through', () => {
  it('markdown: raw HTML stays text and bad link targets lose their link', () => {
    const out = parseMarkdown('Hi <script>alert(1)</script> [x](javascript:alert(1)) [y](https://ok.example)');
    expect(flat(out)).toBe('<p>Hi <script>alert(1)</script> x <a href="https://ok.example">y</a></p>');
    // The "<script>" above is a text node (React escapes it): the only element is the safe link.
    const children = (out[0] as { children: RichNode[] }).children;
    expect(children.filter((c) => typeof c !== 'string').map((c) => (c as { tag: string }).tag)).toEqual(['a']);
  });

  it('a link is the nearest bracket before its target: a "[" earlier in the text stays text', () => {
    expect(flat(parseMarkdown('[note: see [the guide](https://a.example) first]'))).toBe(
      '<p>[note: see <a href="https://a.example">the guide</a> first]</p>',
    );
  });

  it('accepts only http(s), mailto and same-site links', () => {
    expect(safeHref('https://a.example')).toBe('https://a.example');
    expect(safeHref('mailto:a@b.example')).toBe('mailto:a@b.example');
    expect(safeHref('/en/blog')).toBe('/en/blog');
    expect(safeHref('#section')).toBe('#section');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:x',
      'java\tscript:x',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(safeHref(bad), bad).toBeUndefined();
    }
  });
});

describe('markdown structure', () => {
  it('parses headings, paragraphs, lists, emphasis and code', () => {
    const out = flat(
      parseMarkdown('# Top\n\nA *b* **c** `d`\nsame para\n\n## Sub\n- one\n- two\n\n1. first\n2. second\n\n> quote\n\n### Deep'),
    );
    expect(out).toBe(
      '<h2>Top</h2><p>A <em>b</em> <strong>c</strong> <code>d</code> same para</p><h2>Sub</h2>' +
        '<ul><li>one</li><li>two</li></ul><ol><li>first</li><li>second</li></ol>' +
        '<blockquote>quote</blockquote><h3>Deep</h3>',
    );
  });

  it('works on Arabic text', () => {
    expect(flat(parseMarkdown('## مقدمة\n\nنص **مهم** هنا.'))).toBe('<h2>مقدمة</h2><p>نص <strong>مهم</strong> هنا.</p>');
  });
});

describe('heading ids', () => {
  const posts = LANGUAGES.flatMap((lang) =>
    loadPosts().all.map((post) => {
      return { lang, slug: post.slug, headings: headingsOf(parseRichText(bodyMarkdown(post.text[lang].body))) };
    }),
  );

  it.each(posts.map((p) => [`${p.lang}/${p.slug}`, p] as const))(
    '%s: every heading has a unique, non-empty id without spaces',
    (_, { headings }) => {
      const ids = headings.map((h) => h.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[^\s#]+$/u);
    },
  );

  it('the articles have headings to give ids to', () => {
    expect(posts.filter((p) => p.headings.length > 0).length).toBeGreaterThan(0);
  });

  it('English ids are readable slugs of the heading text', () => {
    const source =
      '## Beyond the chatbot headlines\n\nText.\n\n## Personalised practice, at scale\n\n### Accuracy\n\n## What isn’t changing';
    expect(headingsOf(parseRichText(source))).toEqual([
      { id: 'beyond-the-chatbot-headlines', level: 2, text: 'Beyond the chatbot headlines' },
      { id: 'personalised-practice-at-scale', level: 2, text: 'Personalised practice, at scale' },
      { id: 'accuracy', level: 3, text: 'Accuracy' },
      { id: 'what-isnt-changing', level: 2, text: 'What isn’t changing' },
    ]);
    for (const { headings } of posts.filter((p) => p.lang === 'en')) {
      for (const { id, text } of headings) {
        expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        // The heading's words, lowercased and joined by hyphens ("isn't" → "isnt").
        const words = text
          .toLowerCase()
          .replace(/['’]/g, '')
          .match(/[a-z0-9]+/g);
        expect(id).toBe(words?.join('-'));
      }
    }
  });

  it('Arabic ids are the heading words, without diacritics and punctuation', () => {
    expect(headingSlug('لماذا Python تحديدًا؟')).toBe('لماذا-python-تحديدا');
    expect(headingSlug('التصيد الاحتيالي صار مقنعًا جدًّا')).toBe('التصيد-الاحتيالي-صار-مقنعا-جدا');
    expect(headingSlug('الخطوة الأولى: سياسة واضحة قبل أي أداة')).toBe('الخطوة-الأولى-سياسة-واضحة-قبل-أي-أداة');
  });

  it('in every language, an id is the heading’s letters and digits joined by hyphens, and an address gives it back', () => {
    for (const { lang, slug, headings } of posts) {
      for (const { id } of headings) {
        expect(id, `${lang}/${slug}`).toMatch(/^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)*$/u);
        // Letters only: no combining marks (diacritics) or punctuation of any script, nor the tatweel (a letter to Unicode).
        expect(id, `${lang}/${slug}`).not.toMatch(/\u0640/);
        // An address holds it percent-encoded; decoding gives the id back.
        expect(decodeURIComponent(new URL(`https://example.com/${lang}/blog/x#${id}`).hash.slice(1))).toBe(id);
      }
    }
  });

  it('repeated and empty headings still get unique ids, the same on every parse', () => {
    const source = '## Summary\n\n## Summary\n\n### ***\n\n## Summary';
    const ids = () => headingsOf(parseRichText(source)).map((h) => h.id);
    expect(ids()).toEqual(['summary', 'summary-2', 'section-3', 'summary-3']);
    expect(ids()).toEqual(ids());
    expect(headingsOf(parseRichText('## Off-the-shelf *is* cheaper\n\nx'))).toEqual([
      { id: 'off-the-shelf-is-cheaper', level: 2, text: 'Off-the-shelf is cheaper' },
    ]);
  });
});

describe('article bodies as segments', () => {
  it('joins segments into blocks, and the items of one list into one list', () => {
    const body = {
      a: '## Heading',
      b: 'A paragraph.',
      c: '- one',
      d: '- two',
      e: '1. first',
      f: '1. second',
      g: '> A quote with *emphasis*.',
    };
    expect(flat(parseRichText(bodyMarkdown(body)))).toBe(
      '<h2>Heading</h2><p>A paragraph.</p><ul><li>one</li><li>two</li></ul><ol><li>first</li><li>second</li></ol><blockquote>A quote with <em>emphasis</em>.</blockquote>',
    );
  });

  // The articles were one markdown or HTML text each until commit 222f4d3 cut them into segments.
  // Their rendering before it (elements, link targets, heading ids and text, whitespace collapsed)
  // was recorded in fixtures/article-bodies.json; the segments that commit wrote, read from Git
  // history (the copy has been edited since), render to exactly the same.
  const CONTAINERS = new Set(['ul', 'ol', 'blockquote']);
  const BLOCKS = new Set(['p', 'li', 'h2', 'h3', 'h4']);
  const canonical = (nodes: RichNode[]): string => {
    const visit = (n: RichNode, inContainer: boolean): string => {
      if (typeof n === 'string') return inContainer && !n.trim() ? '' : n.replace(/\s+/g, ' ');
      let inner = n.children.map((c) => visit(c, CONTAINERS.has(n.tag))).join('');
      if (BLOCKS.has(n.tag)) inner = inner.trim();
      return `<${n.tag}${n.href ? ` href=${n.href}` : ''}${n.id ? ` id=${n.id}` : ''}>${inner}</${n.tag}>`;
    };
    return nodes.map((n) => visit(n, true)).join('');
  };
  const before = JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'fixtures/article-bodies.json'), 'utf8')) as Record<
    string,
    { sha256: string; chars: number }
  >;
  const CONVERSION = '222f4d3';
  const converted = (key: string): Record<string, string> => {
    const [lang, slug] = key.split('/');
    const root = path.resolve(import.meta.dirname, '../..');
    const file = execFileSync('git', ['show', `${CONVERSION}:locales/${lang}/blog-posts/${slug}.json`], {
      cwd: root,
      encoding: 'utf8',
    });
    return JSON.parse(file).body;
  };

  it.each(Object.keys(before))('%s, as converted, renders as it did before', (key) => {
    const rendered = canonical(parseRichText(bodyMarkdown(converted(key))));
    expect(rendered.length).toBe(before[key]!.chars);
    expect(createHash('sha256').update(rendered).digest('hex')).toBe(before[key]!.sha256);
  });

  // Every article that commit wrote, in every language it had: posts written since are checked by
  // the tests above, and a translator's review of them shows in `npm run i18n:check`.
  it('the record covers every article the conversion wrote', () => {
    const files = execFileSync('git', ['ls-tree', '-r', '--name-only', CONVERSION, '--', 'locales'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      encoding: 'utf8',
    });
    const articles = [...files.matchAll(/^locales\/([^/]+)\/blog-posts\/([^/]+)\.json$/gm)].map(
      ([, lang, slug]) => `${lang}/${slug}`,
    );
    expect(articles.length).toBeGreaterThan(0);
    expect(Object.keys(before).sort()).toEqual(articles.sort());
  });
});
