import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { blogPostSchema, namespaceSchemas, type NamespaceName } from '../../src/content/schemas';
import { BLOG_SLUGS } from '../../src/content/slugs';

const dir = path.resolve(import.meta.dirname, '../../locales');
const LANGS = ['en', 'ar'] as const;

function issues(schema: z.ZodType, value: unknown, file: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${file} → ${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

const read = (file: string): unknown => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));

describe('content records validate against their schemas', () => {
  for (const lang of LANGS) {
    it.each(Object.keys(namespaceSchemas) as NamespaceName[])(`${lang}/%s.json`, (ns) => {
      const file = `${lang}/${ns}.json`;
      expect(existsSync(path.join(dir, file)), file).toBe(true);
      expect(issues(namespaceSchemas[ns], read(file), file)).toEqual([]);
    });

    it(`${lang}/blog-posts has one article per blog slug and nothing else`, () => {
      const files = readdirSync(path.join(dir, lang, 'blog-posts')).sort();
      expect(files).toEqual(BLOG_SLUGS.map((s) => `${s}.json`).sort());
      const problems = files.flatMap((f) => issues(blogPostSchema, read(`${lang}/blog-posts/${f}`), `${lang}/blog-posts/${f}`));
      expect(problems).toEqual([]);
    });
  }

  it('every locale namespace has a schema', () => {
    const files = readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', ''));
    expect(files.sort()).toEqual(Object.keys(namespaceSchemas).sort());
  });
});
