// The leads the contact form's receiver stored, for the people who answer them and for privacy
// requests (docs/deploying.md, "Leads"):
//
//   npm run leads -- export [file.csv]      every lead as CSV (stdout without a file)
//   npm run leads -- show <email>           one person's leads (a request to see their data)
//   npm run leads -- delete <email>         delete one person's leads (a request to be forgotten)
//   npm run leads -- purge                  delete what the privacy notice no longer keeps
//
// Where: the nginx host's SQLite file (LEADS_DB, data/leads.sqlite by default), or with --d1 the
// Cloudflare D1 database of wrangler.toml (add --local for `wrangler pages dev`'s copy, with
// --persist-to <dir> if it was started with one).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { leadsCsv } from '../server/csv';
import type { Database, Row, SqlValue, Statement } from '../server/db';
import { deletePerson, purge, readLeads } from '../server/leads';
import { DEFAULT_DB, openSqlite } from '../server/sqlite';

const D1_NAME = 'qimmah-leads';
const root = path.resolve(import.meta.dirname, '..');

/** A SQL literal: wrangler's `d1 execute` takes no parameters, so they are written in, quoted. */
const literal = (value: SqlValue) =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;
const inline = ({ sql, params }: Statement) => {
  let index = 0;
  return sql.replace(/\?/g, () => literal(params[index++] ?? null));
};

/** D1 through `wrangler d1 execute` (remote, or the local runtime's copy). */
function d1(args: readonly string[]): Database {
  const execute = (statements: readonly Statement[]): Row[][] => {
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
        'd1',
        'execute',
        D1_NAME,
        ...args,
        '--json',
        '--command',
        statements.map(inline).join(';\n'),
      ],
      { cwd: root, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
    );
    if (result.status !== 0) throw new Error(`wrangler d1 execute failed:\n${result.stderr || result.stdout}`);
    return (JSON.parse(result.stdout) as { results?: Row[] }[]).map((part) => part.results ?? []);
  };
  return { all: async (statement) => execute([statement])[0] ?? [], batch: async (statements) => execute(statements) };
}

const argv = process.argv.slice(2);
const onD1 = argv.includes('--d1');
const wranglerArgs: string[] = [];
if (onD1) {
  wranglerArgs.push(argv.includes('--local') ? '--local' : '--remote');
  const persist = argv.indexOf('--persist-to');
  if (persist >= 0 && argv[persist + 1]) wranglerArgs.push('--persist-to', argv[persist + 1]!);
}
const words = argv.filter((arg, index) => !arg.startsWith('--') && argv[index - 1] !== '--persist-to');
const [command, value] = words;

const sqlite = onD1 ? null : openSqlite(process.env.LEADS_DB || DEFAULT_DB);
const db: Database = sqlite ?? d1(wranglerArgs);
try {
  switch (command) {
    case 'export': {
      const csv = leadsCsv(await readLeads(db));
      if (value) {
        writeFileSync(value, csv);
        console.error(`leads: wrote ${value}`);
      } else process.stdout.write(csv);
      break;
    }
    case 'show':
      if (!value) throw new Error('show needs an email address');
      process.stdout.write(leadsCsv(await readLeads(db, value)));
      break;
    case 'delete':
      if (!value) throw new Error('delete needs an email address');
      console.log(`leads: deleted ${await deletePerson(db, value)} lead(s) of ${value}`);
      break;
    case 'purge':
      await purge(db, new Date());
      console.log('leads: deleted every lead past its date');
      break;
    default:
      throw new Error(`unknown command ${JSON.stringify(command ?? '')}: export, show, delete or purge`);
  }
} catch (error) {
  console.error(`leads: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  sqlite?.close();
}
