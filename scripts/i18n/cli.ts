// What the translators' commands (scripts/i18n-check.ts, i18n-report.ts, i18n-reviewed.ts,
// i18n-export.ts, i18n-import.ts) share: the project's root, their argument parsing with its usage
// line, which target languages they work on (--lang), and how they name files.
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { SOURCE, TARGETS } from '../lib/translation-rules';

/** The project's root directory. */
export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Prints what went wrong and the usage line, and exits with 2 (a wrong invocation). */
export function usageError(message: string, usage: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

/** The options the commands share: where the locale files and the review records are, and which target language. */
export const LOCALE_OPTIONS = {
  locales: { type: 'string', default: path.join(ROOT, 'locales') },
  fingerprints: { type: 'string' },
  lang: { type: 'string' },
} as const;

/**
 * The target languages a command works on: --lang's, one of `listed` (the project's: TARGETS,
 * every language of LANGUAGE_LIST but the source); else every one of `present`, those of the
 * locale folder (localeTargets in ./locales.ts). A usage error for a --lang that is not one, when
 * there is none, and for --fingerprints (one language's review records) with several.
 */
export function chosenTargets(
  options: { lang?: string; fingerprints?: string },
  usage: string,
  present: readonly string[],
  listed: readonly string[] = TARGETS,
): string[] {
  const chosen = options.lang === undefined ? [...present] : [knownTarget(options.lang, usage, listed)];
  if (chosen.length === 0) usageError(noTarget(listed), usage);
  if (options.fingerprints !== undefined && chosen.length > 1)
    usageError(
      `--fingerprints is the folder of one language's review records: say which language with --lang (${chosen.join(', ')}).`,
      usage,
    );
  return chosen;
}

/** The one target language of a command that works on one: --lang's (one of `listed`), or the only one of `present`. */
export function chosenTarget(
  options: { lang?: string },
  usage: string,
  present: readonly string[],
  listed: readonly string[] = TARGETS,
): string {
  if (options.lang !== undefined) return knownTarget(options.lang, usage, listed);
  if (present.length === 1) return present[0]!;
  if (present.length === 0) usageError(noTarget(listed), usage);
  return usageError(`Say which language: ${present.map((lang) => `--lang ${lang}`).join(', or ')}.`, usage);
}

/** Why there is no target language to work on: the list has none, or the locale folder has no folder of one. */
function noTarget(listed: readonly string[]): string {
  return listed.length === 0
    ? `There is no language to translate into: LANGUAGE_LIST has only ${SOURCE}.`
    : `The locale files have no folder of a language the site is translated into (${listed.join(', ')}): say which with --lang.`;
}

/** `lang` when it is one of `targets`; else a usage error that lists them. */
export function knownTarget(lang: string, usage: string, targets: readonly string[] = TARGETS): string {
  if (targets.includes(lang)) return lang;
  const which =
    targets.length === 1 ? `the translated language is ${targets[0]}` : `the translated languages are ${targets.join(', ')}`;
  return usageError(`"${lang}": ${which} (${SOURCE} is the source).`, usage);
}

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
