/*
 * The receiver's database on the nginx host and in `npm start`: a SQLite file through
 * better-sqlite3 (12.x, built from source on install: no download). Write-ahead logging with full
 * sync, so a committed lead is on disk before the answer; a busy file is waited for (5 s), not failed.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database, Row, Statement } from './db';
import { MIGRATIONS_TABLE, migrations } from './migrations';

/** The default file (LEADS_DB overrides it): data/ beside the project, never under dist/. */
export const DEFAULT_DB = path.resolve(import.meta.dirname, '..', 'data', 'leads.sqlite');

export function openSqlite(file: string): Database & { close: () => void } {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new BetterSqlite3(file, { timeout: 5000 });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrate(db);

  const run = (statement: Statement): Row[] => {
    const prepared = db.prepare(statement.sql);
    return prepared.reader ? (prepared.all(...statement.params) as Row[]) : (prepared.run(...statement.params), []);
  };
  const batch = db.transaction((statements: readonly Statement[]) => statements.map(run));
  return {
    all: async (statement) => run(statement),
    batch: async (statements) => batch.immediate(statements),
    close: () => db.close(),
  };
}

/** Applies the migrations not yet recorded, each in a transaction with its record. */
function migrate(db: BetterSqlite3.Database): void {
  db.exec(MIGRATIONS_TABLE);
  const applied = new Set((db.prepare('SELECT name FROM d1_migrations').all() as { name: string }[]).map((row) => row.name));
  for (const migration of migrations()) {
    if (applied.has(migration.name)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run(migration.name);
    }).immediate();
  }
}
