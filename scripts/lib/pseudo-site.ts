import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { DEFAULT_LANG, type LanguageInfo } from '../../src/lib/language/languages';
import { scratchCopy } from './scratch-copy';
import { loadSchemas } from '../i18n/schemas';
import { schemaFor, type LocaleSchemas } from './translation-rules';
import { pseudoTree, type PseudoLang } from './pseudo';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The pseudo-locales as languages of the list: what a new language's entry looks like. `en-xa` is
 * English's direction, script and formats. `qaa-plocm` (a private-use language code, qaa-qtz, with
 * the variant of Microsoft's mirrored pseudo-locale qps-plocm, whose "qps" axe rejects as a page's
 * lang: no `:lang()` of a real language matches it) is a right-to-left language that is not Arabic
 * but written in Arabic script, as Urdu or Persian are: it takes its fonts, line height and spacing
 * rules from the script's entry alone (SCRIPTS.Arab), and Arabic's date formats.
 */
export const PSEUDO_LTR: LanguageInfo & { code: PseudoLang } = {
  code: 'en-xa',
  dir: 'ltr',
  nativeName: 'Éñglîsh (pseudo)',
  intl: 'en-GB',
  ogLocale: 'en_XA',
  script: 'Latn',
};
export const PSEUDO_RTL: LanguageInfo & { code: PseudoLang } = {
  code: 'qaa-plocm',
  dir: 'rtl',
  nativeName: 'Mîrröréd (pseudo)',
  intl: 'ar-SA-u-ca-gregory-nu-latn',
  ogLocale: 'qaa_PLOCM',
  script: 'Arab',
};
export const PSEUDO_LANGUAGES = [PSEUDO_LTR, PSEUDO_RTL] as const;

/** The end of LANGUAGE_LIST in src/lib/language/languages.ts, before which new entries go. */
const LIST_END = '] as const satisfies readonly LanguageInfo[];';

/**
 * The most characters each string of a locale file may have where its schema (the project's
 * src/content/schemas.ts) sets a limit that `tree` goes beyond, by JSON path.
 */
function lengthLimits(schemas: LocaleSchemas, file: string, tree: unknown): Map<string, number> {
  const schema = schemaFor(schemas, file);
  const result = schema?.safeParse(tree);
  const limits = new Map<string, number>();
  for (const issue of result?.error?.issues ?? [])
    if (issue.code === 'too_big' && issue.origin === 'string') limits.set(issue.path.join('.'), Number(issue.maximum));
  return limits;
}

/**
 * Every file of `from` (a folder of locale files) written to `to` with its strings made pseudo,
 * within the length limits of their schemas. `under`: the folder's path under the language's
 * ("blog-posts" for an article).
 */
function pseudoFolder(schemas: LocaleSchemas, from: string, to: string, lang: PseudoLang, under = '') {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    const file = under ? `${under}/${name}` : name;
    if (statSync(source).isDirectory()) pseudoFolder(schemas, source, target, lang, file);
    else if (name.endsWith('.json')) {
      const english: unknown = JSON.parse(readFileSync(source, 'utf8'));
      const limits = lengthLimits(schemas, file, pseudoTree(english, lang));
      writeFileSync(target, `${JSON.stringify(pseudoTree(english, lang, undefined, limits), null, 2)}\n`);
    }
  }
}

/**
 * The share cards this checkout's build drew (a cache by content), copied into the copy `dir`: its
 * build draws only the cards of what it changed. Copied, not linked: the copy's build prunes the
 * cache to its own cards.
 */
export function copyCardCache(dir: string): void {
  const cards = path.join(ROOT, '.build', 'share-cards');
  if (existsSync(cards)) cpSync(cards, path.join(dir, '.build', 'share-cards'), { recursive: true });
}

/**
 * Adds the pseudo-locales to the project at `dir` (a copy) as a translator adds a language
 * (docs/architecture.md, "A new language"): an entry in LANGUAGE_LIST, a folder under locales/ made
 * from the default language's, and their names in every language's search.json. Their scripts are
 * Latin and Arabic. The strings keep within the length limits of the copy's own schemas, which know
 * the records the copy has.
 */
export async function addPseudoLanguages(dir: string): Promise<void> {
  const loaded = await loadSchemas(path.join(dir, 'src/content/schemas.ts'), (file) => path.relative(dir, file));
  if (!loaded.schemas) throw new Error(`${loaded.file}: ${loaded.error}`);
  const { schemas } = loaded;
  // Every language's search names the new ones, as its translators would: in its own words for
  // English, which both are made from, with the new code ("English (en-xa)"). The pseudo-locales'
  // own folders, made from English's below, have English's names made pseudo.
  for (const lang of readdirSync(path.join(dir, 'locales'))) {
    const file = path.join(dir, 'locales', lang, 'search.json');
    if (!existsSync(file)) continue;
    const search = JSON.parse(readFileSync(file, 'utf8'));
    for (const { code } of PSEUDO_LANGUAGES) {
      search.languageNames[code] ??= `${search.languageNames[DEFAULT_LANG]} (${code})`;
      search.inLanguage[code] ??= `${search.inLanguage[DEFAULT_LANG]} (${code})`;
    }
    writeFileSync(file, `${JSON.stringify(search, null, 2)}\n`);
  }
  for (const { code } of PSEUDO_LANGUAGES)
    pseudoFolder(schemas, path.join(dir, 'locales', DEFAULT_LANG), path.join(dir, 'locales', code), code);
  const list = path.join(dir, 'src/lib/language/languages.ts');
  const source = readFileSync(list, 'utf8');
  if (!source.includes(LIST_END)) throw new Error(`src/lib/language/languages.ts: no "${LIST_END}" to add the entries before`);
  const entries = PSEUDO_LANGUAGES.map((language) => `  ${JSON.stringify(language)},\n`).join('');
  writeFileSync(list, source.replace(LIST_END, `${entries}${LIST_END}`));
}

/**
 * A copy of the project (its committed files, with this checkout's node_modules) in a new temporary
 * folder, with the pseudo-locales as languages of its list (addPseudoLanguages). Nothing here
 * touches this checkout: the pseudo-locales never reach its dist/. Returns the copy's folder.
 */
export async function pseudoProject(): Promise<string> {
  const dir = scratchCopy('pseudo-site');
  copyCardCache(dir);
  await addPseudoLanguages(dir);
  return dir;
}

/**
 * The production build of `dir` (`npm run build:site`, the settings of this process's environment),
 * at the given scheduling priority (a nice value; 0 is the default): the end-to-end tests build
 * below normal, so that the build takes the processor only while the tests' browsers leave it
 * free. Resolves when it has built; rejects when it fails.
 */
export function buildSite(dir: string, priority = 0): Promise<void> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawn(npm, ['run', '--silent', 'build:site'], { cwd: dir, stdio: 'inherit' });
  // Set before npm starts the build's processes, which inherit it.
  if (priority && build.pid !== undefined) setPriority(build.pid, priority);
  return new Promise((resolve, reject) => {
    build.on('error', reject);
    build.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the build of ${dir} failed (exit ${code ?? signal})`)),
    );
  });
}
