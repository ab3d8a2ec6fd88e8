/*
 * What the receiver needs of a database, met by D1 on Cloudflare (server/d1.ts) and by SQLite on
 * the nginx host (server/sqlite.ts): queries, and statements run as one transaction that is
 * committed before the promise resolves. Both speak SQLite's SQL, so the statements are the same.
 */

export type SqlValue = string | number | null;
export type Row = Record<string, SqlValue>;

export interface Statement {
  readonly sql: string;
  readonly params: readonly SqlValue[];
}

export const sql = (text: string, ...params: SqlValue[]): Statement => ({ sql: text, params });

export interface Database {
  /** The rows of one query. */
  all(statement: Statement): Promise<Row[]>;
  /** The statements in one transaction, committed (on disk) before it resolves; each one's rows. */
  batch(statements: readonly Statement[]): Promise<Row[][]>;
}
