/*
 * The receiver's database on Cloudflare Pages: the D1 binding (wrangler.toml). A batch is one
 * transaction, and its promise resolves once D1 has committed it.
 */
import type { Database, Row, Statement } from './db';

/** The part of Cloudflare's D1Database binding the receiver uses. */
export interface D1Like {
  prepare(sql: string): { bind(...values: unknown[]): D1Bound };
  batch(statements: D1Bound[]): Promise<{ results?: unknown[] }[]>;
}
type D1Bound = { all(): Promise<{ results?: unknown[] }> };

export function d1Database(d1: D1Like): Database {
  const bind = (statement: Statement) => d1.prepare(statement.sql).bind(...statement.params);
  return {
    all: async (statement) => ((await bind(statement).all()).results ?? []) as Row[],
    batch: async (statements) => (await d1.batch(statements.map(bind))).map((result) => (result.results ?? []) as Row[]),
  };
}
