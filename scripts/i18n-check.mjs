// `npm run i18n:check`: the translators' check. Compares locales/en with locales/ar and the code:
//   - missing and extra keys per file (plural keys compared by base key; Arabic needs all six forms),
//   - schema errors against the zod schemas of src/content/schemas.ts (loaded through Vite's SSR loader),
//   - untranslated Arabic (no Arabic letters, or the English value copied unchanged),
//   - keys the code uses that English lacks, and keys nothing uses (warnings only, see below).
// Prints one line per problem, grouped by file, then a summary; exits 1 on any error, 0 otherwise.
//
//   node scripts/i18n-check.mjs [--locales <dir>] [--src <dir>] [--strict-unused]
//
// --locales defaults to locales/, --src to src/ (both relative to the current directory). The schemas
// always come from this project's src/content/schemas.ts.
//
// Unused keys are warnings by default: code is read statically (t('key'), t(`a.${x}.b`), t('ns:key'),
// $t(...) nesting), so a key reached in a way the scan cannot see (a computed key, a key read from the
// JSON outside src/) would be flagged wrongly. --strict-unused turns them into errors; it is not used by
// `npm test`. Whatever the scan cannot follow is listed as a note, and the unused keys of the namespaces
// it concerns are then only counted, not listed.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = 'en';
const TARGET = 'ar';
/** i18next's defaultNS (src/lib/i18n.ts): useTranslation() without a namespace. */
const DEFAULT_NS = 'common';
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LETTER = /\p{L}/u;
/** Article bodies: read whole by src/content/postBodies.ts, never through t(). */
const POSTS_DIR = 'blog-posts';
/** The zod schemas of every locale file, as a Vite module id (relative to the project root). */
const SCHEMAS_MODULE = '/src/content/schemas.ts';

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------
const USAGE = 'usage: node scripts/i18n-check.mjs [--locales <dir>] [--src <dir>] [--strict-unused]';
let options;
try {
  options = parseArgs({
    options: {
      locales: { type: 'string', default: path.join(ROOT, 'locales') },
      src: { type: 'string', default: path.join(ROOT, 'src') },
      'strict-unused': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const LOCALES = path.resolve(options.locales);
const SRC = path.resolve(options.src);
for (const [name, dir] of [['--locales', LOCALES], ['--src', SRC]]) {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(`${name}: ${dir} is not a directory.\n${USAGE}`);
    process.exit(2);
  }
}

/** Paths as the reader will type them: relative to the current directory, with forward slashes. */
const shown = (file) => (path.relative(process.cwd(), file) || '.').split(path.sep).join('/');
const localeFile = (lang, rel) => shown(path.join(LOCALES, lang, rel));
const quote = (value, max = 70) => {
  const s = String(value).replace(/\s+/g, ' ');
  return JSON.stringify(s.length > max ? `${s.slice(0, max - 1)}…` : s);
};

// ---------------------------------------------------------------------------------------------
// Problems
// ---------------------------------------------------------------------------------------------
/** Kinds in the order they are listed within a file; `label` is what the reader sees. */
const KINDS = {
  json: { label: 'invalid JSON', counted: 'invalid JSON file', severity: 'error' },
  file: { label: 'missing file', counted: 'missing file', severity: 'error' },
  'extra-file': { label: 'extra file', counted: 'extra file', severity: 'error' },
  missing: { label: 'missing key', counted: 'missing key', severity: 'error' },
  extra: { label: 'extra key', counted: 'extra key', severity: 'error' },
  schema: { label: 'schema', counted: 'schema error', severity: 'error' },
  untranslated: { label: 'untranslated', counted: 'untranslated value', severity: 'error' },
  undefined: { label: 'used, not defined', counted: 'key used in code but not defined', counted2: 'keys used in code but not defined', severity: 'error' },
  unused: { label: 'unused key', counted: 'unused key', severity: options['strict-unused'] ? 'error' : 'warning' },
  scan: { label: 'scan failed', counted: 'failed code scan', severity: 'error' },
  dynamic: { label: 'not followed', counted: 'note', severity: 'note' },
};
const problems = [];
function report(file, kind, key, message) {
  problems.push({ file, kind, key, message });
}

// ---------------------------------------------------------------------------------------------
// Locale files
// ---------------------------------------------------------------------------------------------
/** Every *.json under locales/<lang>, as paths relative to it ("common.json", "blog-posts/x.json"). */
function jsonFiles(lang) {
  const base = path.join(LOCALES, lang);
  const out = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) out.push(path.relative(base, full).split(path.sep).join('/'));
    }
  };
  walk(base);
  return out.sort();
}

/** Parsed JSON, or undefined after reporting where the syntax error is. */
function readJson(lang, rel) {
  const text = readFileSync(path.join(LOCALES, lang, rel), 'utf8').replace(/^\uFEFF/, '');
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error.message.replace(/\s*\(line \d+ column \d+\)$/, '');
    const position = /position (\d+)/.exec(message);
    let where = '';
    if (position) {
      const before = text.slice(0, Number(position[1]));
      const line = before.split('\n').length;
      where = `line ${line}, column ${before.length - before.lastIndexOf('\n')}: `;
    }
    report(localeFile(lang, rel), 'json', '', `${where}${message.replace(/ in JSON at position \d+/, '')}`);
    return undefined;
  }
}

/** Every node of a JSON value by dotted path ("a.b.0.c"); `leaves` holds only non-objects. */
function flatten(value) {
  const nodes = new Map();
  const leaves = new Map();
  const walk = (node, prefix) => {
    if (prefix) nodes.set(prefix, node);
    if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${key}` : key);
    } else if (prefix) leaves.set(prefix, node);
  };
  walk(value, '');
  return { nodes, leaves };
}

const enFiles = jsonFiles(SOURCE);
const arFiles = jsonFiles(TARGET);
if (enFiles.length === 0) {
  console.error(`No locale files in ${shown(path.join(LOCALES, SOURCE))}.`);
  process.exit(1);
}
for (const rel of enFiles) if (!arFiles.includes(rel)) report(localeFile(TARGET, rel), 'file', '', `${localeFile(SOURCE, rel)} has no Arabic counterpart`);
for (const rel of arFiles) if (!enFiles.includes(rel)) report(localeFile(TARGET, rel), 'extra-file', '', `no ${localeFile(SOURCE, rel)}: remove it or add the English file`);

/** data[lang][rel] = parsed JSON (undefined when it does not parse). */
const data = { [SOURCE]: {}, [TARGET]: {} };
for (const rel of enFiles) data[SOURCE][rel] = readJson(SOURCE, rel);
for (const rel of arFiles) data[TARGET][rel] = readJson(TARGET, rel);
const flat = { [SOURCE]: {}, [TARGET]: {} };
for (const lang of [SOURCE, TARGET]) {
  for (const [rel, value] of Object.entries(data[lang])) if (value !== undefined) flat[lang][rel] = flatten(value);
}

// ---------------------------------------------------------------------------------------------
// Missing and extra keys, plural forms
// ---------------------------------------------------------------------------------------------
const pluralBase = (key) => key.replace(PLURAL_SUFFIX, '');
/** Started now, awaited after the code scan (see "Schema errors" below). */
const schemasLoading = loadSchemas().then((schemas) => ({ schemas }), (error) => ({ error }));

for (const rel of enFiles) {
  const en = flat[SOURCE][rel]?.leaves;
  const ar = flat[TARGET][rel]?.leaves;
  if (!en || !ar) continue;
  const file = localeFile(TARGET, rel);
  // English plural groups: every key with an `_other` form. Arabic needs all six forms of each.
  const plurals = new Set([...en.keys()].filter((k) => k.endsWith('_other')).map(pluralBase));
  const isPluralForm = (key) => PLURAL_SUFFIX.test(key) && plurals.has(pluralBase(key));
  for (const [key, value] of en) {
    if (!isPluralForm(key) && !ar.has(key)) report(file, 'missing', key, `English: ${quote(value)}`);
  }
  for (const base of plurals) {
    const missing = PLURAL_FORMS.filter((form) => !ar.has(`${base}_${form}`));
    for (const form of missing) {
      report(file, 'missing', `${base}_${form}`, `Arabic needs all six plural forms (_${PLURAL_FORMS.join(', _')}); English: ${quote(en.get(`${base}_other`))}`);
    }
  }
  for (const key of ar.keys()) {
    if (isPluralForm(key) || en.has(key)) continue;
    const why = PLURAL_SUFFIX.test(key) ? 'English has no plural here' : 'not in English';
    report(file, 'extra', key, `${why}: remove it, or add it to ${localeFile(SOURCE, rel)} first`);
  }
}

// Every article listed in blog.json → items has a body file in each language, and nothing else.
const blogItems = data[SOURCE]['blog.json']?.items;
if (blogItems && typeof blogItems === 'object') {
  const slugs = Object.keys(blogItems);
  for (const lang of [SOURCE, TARGET]) {
    const files = (lang === SOURCE ? enFiles : arFiles).filter((f) => f.startsWith(`${POSTS_DIR}/`));
    for (const slug of slugs) {
      const rel = `${POSTS_DIR}/${slug}.json`;
      // A missing Arabic file that has an English one is already reported above.
      if (!files.includes(rel) && !(lang === TARGET && enFiles.includes(rel))) {
        report(localeFile(lang, rel), 'file', '', `blog.json lists items.${slug} but its article body is missing`);
      }
    }
    for (const rel of files) {
      const slug = rel.slice(POSTS_DIR.length + 1, -'.json'.length);
      if (!slugs.includes(slug)) report(localeFile(lang, rel), 'extra-file', '', `no items.${slug} in ${localeFile(SOURCE, 'blog.json')}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Untranslated Arabic
// ---------------------------------------------------------------------------------------------
/** The words of a value: without {{placeholders}} and $t(...) nesting. */
const words = (value) => value.replace(/\{\{[^}]*\}\}/g, '').replace(/\$t\([^)]*\)/g, '');

for (const rel of arFiles) {
  const ar = flat[TARGET][rel]?.leaves;
  if (!ar) continue;
  const en = flat[SOURCE][rel]?.leaves;
  for (const [key, value] of ar) {
    if (typeof value !== 'string') continue;
    // The language switcher names the other language in that language.
    if (rel === 'common.json' && key.startsWith('language.')) continue;
    const text = words(value);
    if (!LETTER.test(text)) continue; // a pure template: {{placeholders}}, $t(...), digits, punctuation
    if (en?.get(key) === value) report(localeFile(TARGET, rel), 'untranslated', key, `same as English: ${quote(value)}`);
    else if (!ARABIC_LETTER.test(text)) report(localeFile(TARGET, rel), 'untranslated', key, `no Arabic letters: ${quote(value)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Schemas (src/content/schemas.ts, loaded with Vite's SSR loader: no copy of them here)
// ---------------------------------------------------------------------------------------------
async function loadSchemas() {
  const { createServer } = await import('vite');
  const server = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await server.ssrLoadModule(SCHEMAS_MODULE);
  } finally {
    await server.close();
  }
}

/** Zod's issue in a translator's words, or its own message. */
function describeIssue(issue) {
  const what = issue.origin === 'array' ? 'items' : 'characters';
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return `missing (the schema requires ${issue.expected})`;
  if (issue.code === 'too_small') {
    if (issue.origin === 'string' && Number(issue.minimum) <= 1) return 'empty text';
    return `too short: ${issue.exact ? 'exactly' : 'at least'} ${issue.minimum} ${what} required`;
  }
  if (issue.code === 'too_big') return `too long: ${issue.exact ? 'exactly' : 'at most'} ${issue.maximum} ${what} allowed`;
  return issue.message;
}

// ---------------------------------------------------------------------------------------------
// Keys used in code (src/**/*.ts(x)) and in $t(...) nesting
// ---------------------------------------------------------------------------------------------
/** Namespaces: the top-level English files (article bodies are not namespaces). */
const NAMESPACES = enFiles.filter((f) => !f.includes('/')).map((f) => f.replace(/\.json$/, ''));
/** uses: { ns, key?, pattern?, shown, where } — `pattern` for template literals (${…} = one segment). */
const uses = [];
/** What the scan could not follow: { ns (or '*' for any), where, what }. */
const dynamic = [];

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out.sort();
}

/** "ns:key" → [ns, key]; without a known-looking prefix, the given default namespace. */
function splitNs(key, ns) {
  const colon = key.indexOf(':');
  if (colon > 0 && !/[.${}]/.test(key.slice(0, colon))) return [key.slice(0, colon), key.slice(colon + 1)];
  return [ns, key];
}

async function scanCode() {
  const { default: ts } = await import('typescript');
  const files = sourceFiles(SRC);
  // A program only for name binding: which declaration a `t` refers to, with real scoping rules.
  const program = ts.createProgram(files, {
    noLib: true,
    noResolve: true,
    types: [],
    allowJs: false,
    jsx: ts.JsxEmit.Preserve,
    target: ts.ScriptTarget.Latest,
  });
  const checker = program.getTypeChecker();
  const unwrap = (node) => {
    while (node && (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)
      || ts.isNonNullExpression(node) || ts.isTypeAssertionExpression(node) || ts.isAwaitExpression(node))) node = node.expression;
    return node;
  };
  const isString = (node) => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
  const isHook = (call) => {
    const callee = unwrap(call.expression);
    const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    return name === 'useTranslation' || name === 'getFixedT';
  };

  for (const file of files) {
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    const where = (node) => `${shown(file)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
    /** Declaration node → { kind: 't' | 'i18n' | 'object', ns, keyPrefix }. */
    const bindings = new Map();

    /** The namespace (and key prefix) a useTranslation(…) / getFixedT(…) call binds, or null if not literal. */
    const hookNs = (call) => {
      const callee = unwrap(call.expression);
      const isFixed = ts.isPropertyAccessExpression(callee) && callee.name.text === 'getFixedT';
      const nsArg = call.arguments[isFixed ? 1 : 0];
      const opts = call.arguments[isFixed ? 2 : 1];
      let keyPrefix = '';
      if (opts) {
        const o = unwrap(opts);
        if (!ts.isObjectLiteralExpression(o)) return null;
        for (const prop of o.properties) {
          if (prop.name?.getText(sf) !== 'keyPrefix') continue;
          if (!ts.isPropertyAssignment(prop) || !isString(unwrap(prop.initializer))) return null;
          keyPrefix = `${unwrap(prop.initializer).text}.`;
        }
      }
      if (!nsArg || unwrap(nsArg).kind === ts.SyntaxKind.UndefinedKeyword || (ts.isIdentifier(unwrap(nsArg)) && unwrap(nsArg).text === 'undefined')) {
        return { ns: DEFAULT_NS, keyPrefix };
      }
      const n = unwrap(nsArg);
      if (isString(n)) return { ns: n.text, keyPrefix };
      if (ts.isArrayLiteralExpression(n) && n.elements.length > 0 && n.elements.every((e) => isString(unwrap(e)))) {
        return { ns: unwrap(n.elements[0]).text, keyPrefix };
      }
      return null;
    };

    // 1. Bindings: const { t } = useTranslation('ns'), const { t: tBlog, i18n } = …, const r = useTranslation(), const [t] = …
    const findBindings = (node) => {
      if (ts.isCallExpression(node) && isHook(node)) {
        const info = hookNs(node);
        let parent = node.parent;
        while (parent && (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isNonNullExpression(parent) || ts.isSatisfiesExpression(parent))) parent = parent.parent;
        const decl = ts.isVariableDeclaration(parent) && unwrap(parent.initializer) === node ? parent : undefined;
        if (!info) {
          dynamic.push({ ns: '*', where: where(node), what: `${node.expression.getText(sf)}(…) with a namespace that is not a string literal` });
        } else if (!decl) {
          dynamic.push({ ns: info.ns, where: where(node), what: `${node.expression.getText(sf)}(…) result not assigned to a variable` });
        } else if (ts.isIdentifier(decl.name)) {
          const isFixed = ts.isPropertyAccessExpression(unwrap(node.expression)) && unwrap(node.expression).name.text === 'getFixedT';
          bindings.set(decl, { kind: isFixed ? 't' : 'object', ...info });
        } else if (ts.isObjectBindingPattern(decl.name)) {
          for (const el of decl.name.elements) {
            const prop = (el.propertyName ?? el.name).getText(sf);
            if (prop === 't') bindings.set(el, { kind: 't', ...info });
            else if (prop === 'i18n') bindings.set(el, { kind: 'i18n', ns: DEFAULT_NS, keyPrefix: '' });
          }
        } else if (ts.isArrayBindingPattern(decl.name)) {
          const [first, second] = decl.name.elements;
          if (first && ts.isBindingElement(first)) bindings.set(first, { kind: 't', ...info });
          if (second && ts.isBindingElement(second)) bindings.set(second, { kind: 'i18n', ns: DEFAULT_NS, keyPrefix: '' });
        }
      }
      ts.forEachChild(node, findBindings);
    };
    findBindings(sf);

    /** Records the key argument of a t(…) call. */
    const addCall = (call, binding) => {
      let ns = binding.ns;
      const opts = call.arguments[1] && unwrap(call.arguments[1]);
      let context = false;
      if (opts && ts.isObjectLiteralExpression(opts)) {
        for (const prop of opts.properties) {
          const name = prop.name?.getText(sf);
          if (name === 'context') context = true;
          if (name === 'ns') {
            const value = ts.isPropertyAssignment(prop) ? unwrap(prop.initializer) : undefined;
            if (value && isString(value)) ns = value.text;
            else return dynamic.push({ ns: '*', where: where(call), what: `${call.getText(sf).slice(0, 60)}: ns option is not a string literal` });
          }
        }
      }
      const keyArgs = [];
      const collect = (arg) => {
        const a = unwrap(arg);
        if (!a) return false;
        if (ts.isArrayLiteralExpression(a)) return a.elements.every(collect);
        if (ts.isConditionalExpression(a)) return collect(a.whenTrue) && collect(a.whenFalse);
        if (isString(a) || ts.isTemplateExpression(a)) return keyArgs.push(a) > 0;
        return false;
      };
      if (!collect(call.arguments[0])) {
        return dynamic.push({ ns, where: where(call), what: `${call.getText(sf).slice(0, 60)}: the key is computed` });
      }
      for (const a of keyArgs) {
        if (isString(a)) {
          const [n, key] = splitNs(binding.keyPrefix + a.text, ns);
          uses.push({ ns: n, key, shown: key, where: where(call), context });
        } else {
          // `items.${x}.title`: every ${…} matches one key segment (or part of one).
          const head = binding.keyPrefix + a.head.text;
          const [n, rest] = splitNs(head, ns);
          const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          let source = escape(rest);
          let text = rest;
          for (const span of a.templateSpans) {
            source += `[^.]+${escape(span.literal.text)}`;
            text += `*${span.literal.text}`;
          }
          uses.push({ ns: n, pattern: new RegExp(`^${source}$`), shown: text, where: where(call), context });
        }
      }
    };

    // 2. References to those bindings (only names a binding introduced are looked up: it is faster).
    const names = new Set([...bindings.keys()].map((decl) => decl.name.getText(sf)));
    const visit = (node) => {
      if (ts.isIdentifier(node) && names.has(node.text)) {
        // `{ t }` as a shorthand property refers to the variable, not to a property named t.
        const symbol = ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node
          ? checker.getShorthandAssignmentValueSymbol(node.parent)
          : checker.getSymbolAtLocation(node);
        const decl = symbol?.declarations?.[0];
        const binding = decl && bindings.get(decl);
        const isDeclName = decl && (decl.name === node || decl.propertyName === node);
        if (binding && !isDeclName) {
          const parent = node.parent;
          if (binding.kind === 't') {
            if (ts.isCallExpression(parent) && parent.expression === node) addCall(parent, binding);
            else dynamic.push({ ns: binding.ns, where: where(node), what: `${node.text} is passed on, not called: its keys are not followed` });
          } else {
            // i18n.t(…) / result.t(…): the default namespace for i18n, the hook's namespace for its result.
            const access = ts.isPropertyAccessExpression(parent) && parent.expression === node ? parent : undefined;
            const call = access && ts.isCallExpression(access.parent) && access.parent.expression === access ? access.parent : undefined;
            if (access?.name.text === 't' && call) addCall(call, binding);
            else if (access?.name.text === 't' || (binding.kind === 'object' && !access)) {
              dynamic.push({ ns: binding.ns, where: where(node), what: `${parent.getText(sf).slice(0, 60)}: not followed` });
            }
          }
        }
      } else if (ts.isCallExpression(node)) {
        // Other ways of reading translations that this scan does not follow.
        const callee = unwrap(node.expression);
        if (ts.isPropertyAccessExpression(callee) && ['getResource', 'getResourceBundle', 'getDataByLanguage'].includes(callee.name.text)) {
          dynamic.push({ ns: '*', where: where(node), what: `${callee.getText(sf)}(…) reads translations directly` });
        } else if (ts.isPropertyAccessExpression(callee) && callee.name.text === 't') {
          const target = unwrap(callee.expression);
          const decl = ts.isIdentifier(target) ? checker.getSymbolAtLocation(target)?.declarations?.[0] : undefined;
          if (!decl || !bindings.has(decl)) dynamic.push({ ns: '*', where: where(node), what: `${callee.getText(sf)}(…) on an instance this scan does not know` });
        }
      } else if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText(sf) === 'Trans') {
        dynamic.push({ ns: '*', where: where(node), what: '<Trans> is not followed' });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
}

// $t(key) / $t(ns:key) / $t(key, {…}) inside locale values: in the namespace of the file by default.
for (const lang of [SOURCE, TARGET]) {
  for (const rel of NAMESPACES) {
    const leaves = flat[lang][`${rel}.json`]?.leaves;
    if (!leaves) continue;
    for (const [key, value] of leaves) {
      if (typeof value !== 'string') continue;
      for (const match of value.matchAll(/\$t\(\s*([^,)]+?)\s*[,)]/g)) {
        const [ns, target] = splitNs(match[1].replace(/^['"]|['"]$/g, ''), rel);
        uses.push({ ns, key: target, shown: target, where: `${localeFile(lang, `${rel}.json`)} → ${key}` });
      }
    }
  }
}

let scanned = true;
try {
  await scanCode();
} catch (error) {
  scanned = false;
  report(shown(SRC), 'scan', '', `the code could not be scanned (${String(error.message).split('\n')[0]})`);
}

// Match uses against the English files: a used node marks its whole subtree (and plural forms) used.
const used = Object.fromEntries(NAMESPACES.map((ns) => [ns, new Set()]));
const undefinedUses = new Map(); // "ns\0shown" → { ns, shown, wheres[] }
for (const use of uses) {
  const english = flat[SOURCE][`${use.ns}.json`];
  const matches = (p) => {
    const base = PLURAL_SUFFIX.test(p) ? pluralBase(p) : p;
    const candidates = use.context ? [p, base, p.replace(/_[^._]+$/, ''), base.replace(/_[^._]+$/, '')] : [p, base];
    return candidates.some((c) => (use.pattern ? use.pattern.test(c) : c === use.key));
  };
  const hits = english ? [...english.nodes.keys()].filter(matches) : [];
  if (hits.length === 0) {
    if (!english && enFiles.includes(`${use.ns}.json`)) continue; // an unparsable file, reported above
    const id = `${use.ns}\0${use.shown}`;
    const entry = undefinedUses.get(id) ?? { ns: use.ns, shown: use.shown, wheres: [] };
    entry.wheres.push(use.where);
    undefinedUses.set(id, entry);
    continue;
  }
  for (const hit of hits) {
    for (const leaf of english.leaves.keys()) if (leaf === hit || leaf.startsWith(`${hit}.`)) used[use.ns].add(leaf);
  }
}
for (const { ns, shown: key, wheres } of undefinedUses.values()) {
  const file = localeFile(SOURCE, `${ns}.json`);
  const exists = enFiles.includes(`${ns}.json`);
  const list = wheres.length > 3 ? `${wheres.slice(0, 3).join(', ')} and ${wheres.length - 3} more` : wheres.join(', ');
  report(file, 'undefined', key, `${exists ? '' : `no namespace file ${file}; `}used in ${list}`);
}

const uncertain = new Set(dynamic.map((d) => d.ns));
for (const d of dynamic) report(shown(SRC), 'dynamic', d.where, d.what);
if (scanned) {
  for (const ns of NAMESPACES) {
    const leaves = flat[SOURCE][`${ns}.json`]?.leaves;
    if (!leaves) continue;
    const unusedKeys = [...leaves.keys()].filter((key) => !used[ns].has(key));
    if (unusedKeys.length === 0) continue;
    if (uncertain.has('*') || uncertain.has(ns)) {
      // Listing them would be guesswork: the code reads this namespace in ways the scan does not follow.
      const n = unusedKeys.length;
      report(localeFile(SOURCE, `${ns}.json`), 'dynamic', '', `${n} key${n === 1 ? '' : 's'} not reached by the keys the scan sees; not listed as unused because of the code under "not followed"`);
      continue;
    }
    for (const key of unusedKeys) report(localeFile(SOURCE, `${ns}.json`), 'unused', key, 'no t(…) in the code or $t(…) in a locale file reaches it');
  }
}

// ---------------------------------------------------------------------------------------------
// Schema errors (checked last: Vite loads the schemas while the code is scanned)
// ---------------------------------------------------------------------------------------------
const { schemas, error: schemaError } = await schemasLoading;
if (schemaError) {
  report(shown(path.join(ROOT, SCHEMAS_MODULE)), 'schema', '', `could not load the schemas (${String(schemaError.message).split('\n')[0]})`);
}
if (schemas) {
  // Schema issues already reported as a missing or extra key are not repeated.
  const known = new Set(problems.filter((p) => p.kind === 'missing' || p.kind === 'extra').map((p) => `${p.file}\0${p.key}`));
  for (const lang of [SOURCE, TARGET]) {
    for (const [rel, value] of Object.entries(data[lang])) {
      if (value === undefined) continue;
      const file = localeFile(lang, rel);
      const isPost = rel.startsWith(`${POSTS_DIR}/`);
      const ns = rel.replace(/\.json$/, '');
      const schema = isPost ? schemas.blogPostSchema : schemas.namespaceSchemas?.[ns];
      if (!schema) {
        report(file, 'schema', '', `no schema for the namespace "${ns}" in src/content/schemas.ts (namespaceSchemas)`);
        continue;
      }
      const result = schema.safeParse(value);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        const at = issue.path.map(String);
        const entries = issue.code === 'unrecognized_keys'
          ? issue.keys.map((k) => [[...at, k].join('.'), 'not allowed by the schema'])
          : [[at.join('.'), describeIssue(issue)]];
        for (const [key, message] of entries) if (!known.has(`${file}\0${key}`)) report(file, 'schema', key, message);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, s) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
const MARK = { error: paint(31, '✖'), warning: paint(33, '⚠'), note: paint(36, 'ℹ') };
const kindOrder = Object.keys(KINDS);
const collator = new Intl.Collator('en', { numeric: true });

const byFile = new Map();
for (const p of problems) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
const labelWidth = Math.max(...Object.values(KINDS).map((k) => k.label.length));
console.log(`Translations: ${shown(path.join(LOCALES, SOURCE))} ↔ ${shown(path.join(LOCALES, TARGET))}; keys used in ${shown(SRC)}\n`);
for (const file of [...byFile.keys()].sort(collator.compare)) {
  console.log(paint(1, file));
  const list = byFile.get(file).sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || collator.compare(a.key, b.key));
  const keyWidth = Math.min(40, Math.max(...list.map((p) => p.key.length)));
  for (const p of list) {
    const { label, severity } = KINDS[p.kind];
    const key = p.key ? `${p.key.padEnd(keyWidth)}  ` : '';
    console.log(`  ${MARK[severity]} ${label.padEnd(labelWidth)}  ${key}${paint(2, p.message)}`);
  }
  console.log('');
}

const withSeverity = (severity) => problems.filter((p) => KINDS[p.kind].severity === severity);
const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
const tally = (list) => {
  const n = new Map(kindOrder.map((kind) => [kind, 0]));
  for (const p of list) n.set(p.kind, n.get(p.kind) + 1);
  return [...n].filter(([, k]) => k > 0).map(([kind, k]) => plural(k, KINDS[kind].counted, KINDS[kind].counted2)).join(', ');
};
const errors = withSeverity('error');
const warnings = withSeverity('warning');
const notes = withSeverity('note');
const parts = [
  errors.length
    ? paint(31, `✖ ${plural(errors.length, 'error')} in ${plural(new Set(errors.map((p) => p.file)).size, 'file')}: ${tally(errors)}`)
    : paint(32, '✔ no errors'),
];
if (warnings.length) parts.push(paint(33, `⚠ ${plural(warnings.length, 'warning')} (${tally(warnings)}; unused keys are only warnings, see README)`));
if (notes.length) parts.push(paint(36, `ℹ ${plural(notes.length, 'note')} (code the scan does not follow)`));
console.log(`${parts.join(' · ')} — ${enFiles.length} English and ${arFiles.length} Arabic files checked`);
process.exit(errors.length ? 1 : 0);
