// What the translators' commands (scripts/i18n-check.ts, i18n-report.ts, i18n-reviewed.ts) share:
// the project's root, their argument parsing with its usage line, and how they name files.
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** The project's root directory. */
export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Prints what went wrong and the usage line, and exits with 2 (a wrong invocation). */
export function usageError(message: string, usage: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

/** The options the commands share: where the locale files and the review records are. */
export const LOCALE_OPTIONS = {
  locales: { type: 'string', default: path.join(ROOT, 'locales') },
  fingerprints: { type: 'string' },
} as const;

/** The --help (-h) option every command declares. */
export const HELP_OPTION = { help: { type: 'boolean', short: 'h', default: false } } as const;

/**
 * A command's arguments, by node's `parseArgs` (declare HELP_OPTION among the options): `--help`
 * prints the usage line and exits with 0; an unknown or malformed argument prints the error and
 * the usage line and exits with 2.
 */
export function parseCommand<const T extends ParseArgsConfig>(usage: string, config: T) {
  let parsed: ReturnType<typeof parseArgs<T>>;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error), usage);
  }
  const values: Record<string, unknown> = parsed.values;
  if (values.help === true) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

/** A file's path for messages: relative to the current directory, with forward slashes. */
export const shown = (file: string) => (path.relative(process.cwd(), file) || '.').split(path.sep).join('/');
