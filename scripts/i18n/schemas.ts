// The zod schemas the locale files are validated against: the project's (src/content/schemas.ts), or
// another module with the same exports (--schemas, a test fixture's).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import * as projectSchemas from '../../src/content/schemas';
import type { LocaleSchemas } from '../lib/translation-rules';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PROJECT_MODULE = path.join(ROOT, 'src/content/schemas.ts');

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** The schemas of `module` (the project's when undefined); `file` is how to name it, `error` why it could not be used. */
export async function loadSchemas(
  module: string | undefined,
  shown: (file: string) => string,
): Promise<{ schemas?: LocaleSchemas; file: string; error?: string }> {
  if (!module) return { schemas: projectSchemas, file: shown(PROJECT_MODULE) };
  const file = path.resolve(module);
  try {
    const mod: unknown = await import(pathToFileURL(file).href);
    const namespaceSchemas: unknown =
      mod && typeof mod === 'object' && 'namespaceSchemas' in mod ? mod.namespaceSchemas : undefined;
    const blogPostSchema: unknown = mod && typeof mod === 'object' && 'blogPostSchema' in mod ? mod.blogPostSchema : undefined;
    if (!namespaceSchemas || typeof namespaceSchemas !== 'object' || !isSchema(blogPostSchema))
      throw new Error('it exports no namespaceSchemas and blogPostSchema');
    const entries = Object.entries(namespaceSchemas);
    const schemas: Record<string, z.ZodType> = {};
    for (const [ns, schema] of entries) {
      if (!isSchema(schema)) throw new Error(`namespaceSchemas.${ns} is not a zod schema`);
      schemas[ns] = schema;
    }
    return { schemas: { namespaceSchemas: schemas, blogPostSchema }, file: shown(file) };
  } catch (error) {
    const message = String(error instanceof Error ? error.message : error).split('\n')[0];
    return { file: shown(file), error: `could not load the schemas (${message})` };
  }
}
