// import-x/no-cycle skips type-only imports. This rule also counts them: two modules that import
// each other's types belong together, or their shared types belong in a module of their own.
// It follows relative imports of any kind (static, type-only, re-exports, dynamic import()).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)(['"])(\.{1,2}\/[^'"]+)\1/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile() && /\.(tsx?|m?js)$/.test(file)) return file;
  }
  return null;
}

const importsOf = new Map();
function imports(file) {
  let found = importsOf.get(file);
  if (!found) {
    const source = readFileSync(file, 'utf8');
    found = [...source.matchAll(SPECIFIER)].map((match) => resolve(file, match[2])).filter(Boolean);
    importsOf.set(file, found);
  }
  return found;
}

/** The import chain from `start` back to `target`, or null. */
function chainBack(start, target) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length) {
    const chain = queue.shift();
    for (const next of imports(chain.at(-1))) {
      if (next === target) return chain;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...chain, next]);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles, type-only imports included.' },
    messages: { cycle: 'Import cycle (type-only imports included): {{chain}}' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const cwd = context.cwd;
    importsOf.delete(file); // the file being linted may have changed since it was last read
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(file, specifier);
      const chain = target && chainBack(target, file);
      if (chain) {
        const names = [file, ...chain, file].map((f) => path.relative(cwd, f));
        context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
