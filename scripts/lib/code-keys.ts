// The translation keys the code uses, read statically for `npm run i18n:check`: t('key'),
// t(`a.${x}.b`), t('ns:key'), i18n.t(…), getFixedT(…), with real scoping (a TypeScript program binds
// each `t` to the useTranslation(…) call it came from). What the scan cannot follow is returned as
// `dynamic`, so the checker does not guess.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A key the code uses: `key` for a literal, `pattern` for a template literal (${…} = one segment). */
export interface KeyUse {
  ns: string;
  key?: string;
  pattern?: RegExp;
  /** The key as the reader sees it (`items.*.title` for a pattern). */
  shown: string;
  /** "src/file.tsx:12", or the locale value that nests it. */
  where: string;
  /** With a `context` option: `key_<context>` variants count as used. */
  context?: boolean;
}

/** What the scan could not follow: in namespace `ns` ('*' for any). */
export interface Unfollowed {
  ns: string;
  where: string;
  what: string;
}

/** "ns:key" → [ns, key]; without a known-looking prefix, the given default namespace. */
export function splitNs(key: string, ns: string): [string, string] {
  const colon = key.indexOf(':');
  if (colon > 0 && !/[.${}]/.test(key.slice(0, colon))) return [key.slice(0, colon), key.slice(colon + 1)];
  return [ns, key];
}

/** $t(key) / $t(ns:key) / $t(key, {…}) inside a locale value of namespace `ns`. */
export function nestedUses(value: string, ns: string, where: string): KeyUse[] {
  return [...value.matchAll(/\$t\(\s*([^,)]+?)\s*[,)]/g)].map((match) => {
    const [n, key] = splitNs(match[1]!.replace(/^['"]|['"]$/g, ''), ns);
    return { ns: n, key, shown: key, where };
  });
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out.sort();
}

interface Binding {
  kind: 't' | 'i18n' | 'object';
  ns: string;
  keyPrefix: string;
}

const unwrap = (node: ts.Expression | undefined): ts.Expression | undefined => {
  while (
    node &&
    (ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isTypeAssertionExpression(node) ||
      ts.isAwaitExpression(node))
  )
    node = node.expression;
  return node;
};
const isString = (node: ts.Node | undefined): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  !!node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));
const calleeName = (call: ts.CallExpression): string => {
  const callee = unwrap(call.expression);
  return callee && ts.isIdentifier(callee)
    ? callee.text
    : callee && ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : '';
};
const isHook = (call: ts.CallExpression) => ['useTranslation', 'getFixedT'].includes(calleeName(call));

/**
 * Every key use and every unfollowed read in the .ts/.tsx files under `srcDir`; `shown` names a file
 * for the reader, `defaultNs` is i18next's defaultNS (useTranslation() without a namespace).
 */
export function scanCode(
  srcDir: string,
  shown: (file: string) => string,
  defaultNs: string,
): { uses: KeyUse[]; dynamic: Unfollowed[] } {
  const uses: KeyUse[] = [];
  const dynamic: Unfollowed[] = [];
  const files = sourceFiles(srcDir);
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

  for (const file of files) {
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    const where = (node: ts.Node) => `${shown(file)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
    const bindings = new Map<ts.Declaration, Binding>();

    /** The namespace (and key prefix) a useTranslation(…) / getFixedT(…) call binds, or null if not literal. */
    const hookNs = (call: ts.CallExpression): Omit<Binding, 'kind'> | null => {
      const isFixed = calleeName(call) === 'getFixedT';
      const nsArg = unwrap(call.arguments[isFixed ? 1 : 0]);
      const opts = unwrap(call.arguments[isFixed ? 2 : 1]);
      let keyPrefix = '';
      if (opts) {
        if (!ts.isObjectLiteralExpression(opts)) return null;
        for (const prop of opts.properties) {
          if (prop.name?.getText(sf) !== 'keyPrefix') continue;
          const value = ts.isPropertyAssignment(prop) ? unwrap(prop.initializer) : undefined;
          if (!isString(value)) return null;
          keyPrefix = `${value.text}.`;
        }
      }
      if (!nsArg || nsArg.kind === ts.SyntaxKind.UndefinedKeyword || (ts.isIdentifier(nsArg) && nsArg.text === 'undefined')) {
        return { ns: defaultNs, keyPrefix };
      }
      if (isString(nsArg)) return { ns: nsArg.text, keyPrefix };
      if (ts.isArrayLiteralExpression(nsArg) && nsArg.elements.length > 0) {
        const first = unwrap(nsArg.elements[0]);
        if (nsArg.elements.every((e) => isString(unwrap(e))) && isString(first)) return { ns: first.text, keyPrefix };
      }
      return null;
    };

    // 1. Bindings: const { t } = useTranslation('ns'), const { t: tBlog, i18n } = …, const r = useTranslation(), const [t] = …
    const findBindings = (node: ts.Node) => {
      if (ts.isCallExpression(node) && isHook(node)) {
        const info = hookNs(node);
        let parent = node.parent;
        while (
          parent &&
          (ts.isParenthesizedExpression(parent) ||
            ts.isAsExpression(parent) ||
            ts.isNonNullExpression(parent) ||
            ts.isSatisfiesExpression(parent))
        ) {
          parent = parent.parent;
        }
        const decl = ts.isVariableDeclaration(parent) && unwrap(parent.initializer) === node ? parent : undefined;
        if (!info) {
          dynamic.push({
            ns: '*',
            where: where(node),
            what: `${node.expression.getText(sf)}(…) with a namespace that is not a string literal`,
          });
        } else if (!decl) {
          dynamic.push({
            ns: info.ns,
            where: where(node),
            what: `${node.expression.getText(sf)}(…) result not assigned to a variable`,
          });
        } else if (ts.isIdentifier(decl.name)) {
          bindings.set(decl, { kind: calleeName(node) === 'getFixedT' ? 't' : 'object', ...info });
        } else if (ts.isObjectBindingPattern(decl.name)) {
          for (const el of decl.name.elements) {
            const prop = (el.propertyName ?? el.name).getText(sf);
            if (prop === 't') bindings.set(el, { kind: 't', ...info });
            else if (prop === 'i18n') bindings.set(el, { kind: 'i18n', ns: defaultNs, keyPrefix: '' });
          }
        } else if (ts.isArrayBindingPattern(decl.name)) {
          const [first, second] = decl.name.elements;
          if (first && ts.isBindingElement(first)) bindings.set(first, { kind: 't', ...info });
          if (second && ts.isBindingElement(second)) bindings.set(second, { kind: 'i18n', ns: defaultNs, keyPrefix: '' });
        }
      }
      ts.forEachChild(node, findBindings);
    };
    findBindings(sf);

    /** Records the key argument of a t(…) call. */
    const addCall = (call: ts.CallExpression, binding: Binding) => {
      let ns = binding.ns;
      const opts = unwrap(call.arguments[1]);
      let context = false;
      if (opts && ts.isObjectLiteralExpression(opts)) {
        for (const prop of opts.properties) {
          const name = prop.name?.getText(sf);
          if (name === 'context') context = true;
          if (name === 'ns') {
            const value = ts.isPropertyAssignment(prop) ? unwrap(prop.initializer) : undefined;
            if (isString(value)) ns = value.text;
            else
              return void dynamic.push({
                ns: '*',
                where: where(call),
                what: `${call.getText(sf).slice(0, 60)}: ns option is not a string literal`,
              });
          }
        }
      }
      const keyArgs: (ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression)[] = [];
      const collect = (arg: ts.Expression | undefined): boolean => {
        const a = unwrap(arg);
        if (!a) return false;
        if (ts.isArrayLiteralExpression(a)) return a.elements.every(collect);
        if (ts.isConditionalExpression(a)) return collect(a.whenTrue) && collect(a.whenFalse);
        if (isString(a) || ts.isTemplateExpression(a)) return keyArgs.push(a) > 0;
        return false;
      };
      if (!collect(call.arguments[0])) {
        return void dynamic.push({ ns, where: where(call), what: `${call.getText(sf).slice(0, 60)}: the key is computed` });
      }
      for (const a of keyArgs) {
        if (isString(a)) {
          const [n, key] = splitNs(binding.keyPrefix + a.text, ns);
          uses.push({ ns: n, key, shown: key, where: where(call), context });
        } else {
          // `items.${x}.title`: every ${…} matches one key segment (or part of one).
          const [n, rest] = splitNs(binding.keyPrefix + a.head.text, ns);
          const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
    const names = new Set([...bindings.keys()].map((decl) => (decl as ts.NamedDeclaration).name?.getText(sf)));
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && names.has(node.text)) {
        // `{ t }` as a shorthand property refers to the variable, not to a property named t.
        const symbol =
          ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node
            ? checker.getShorthandAssignmentValueSymbol(node.parent)
            : checker.getSymbolAtLocation(node);
        const decl = symbol?.declarations?.[0];
        const binding = decl && bindings.get(decl);
        const isDeclName =
          decl && ((decl as ts.NamedDeclaration).name === node || (ts.isBindingElement(decl) && decl.propertyName === node));
        if (binding && !isDeclName) {
          const parent = node.parent;
          if (binding.kind === 't') {
            if (ts.isCallExpression(parent) && parent.expression === node) addCall(parent, binding);
            else
              dynamic.push({
                ns: binding.ns,
                where: where(node),
                what: `${node.text} is passed on, not called: its keys are not followed`,
              });
          } else {
            // i18n.t(…) / result.t(…): the default namespace for i18n, the hook's namespace for its result.
            const access = ts.isPropertyAccessExpression(parent) && parent.expression === node ? parent : undefined;
            const call =
              access && ts.isCallExpression(access.parent) && access.parent.expression === access ? access.parent : undefined;
            if (access?.name.text === 't' && call) addCall(call, binding);
            else if (access?.name.text === 't' || (binding.kind === 'object' && !access)) {
              dynamic.push({ ns: binding.ns, where: where(node), what: `${parent.getText(sf).slice(0, 60)}: not followed` });
            }
          }
        }
      } else if (ts.isCallExpression(node)) {
        // Other ways of reading translations that this scan does not follow.
        const callee = unwrap(node.expression);
        if (
          callee &&
          ts.isPropertyAccessExpression(callee) &&
          ['getResource', 'getResourceBundle', 'getDataByLanguage'].includes(callee.name.text)
        ) {
          dynamic.push({ ns: '*', where: where(node), what: `${callee.getText(sf)}(…) reads translations directly` });
        } else if (callee && ts.isPropertyAccessExpression(callee) && callee.name.text === 't') {
          const target = unwrap(callee.expression);
          const decl = target && ts.isIdentifier(target) ? checker.getSymbolAtLocation(target)?.declarations?.[0] : undefined;
          if (!decl || !bindings.has(decl))
            dynamic.push({
              ns: '*',
              where: where(node),
              what: `${callee.getText(sf)}(…) on an instance this scan does not know`,
            });
        }
      } else if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText(sf) === 'Trans') {
        dynamic.push({ ns: '*', where: where(node), what: '<Trans> is not followed' });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { uses, dynamic };
}
