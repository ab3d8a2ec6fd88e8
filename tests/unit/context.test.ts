import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  contextOf,
  contextPath,
  describableKeys,
  patternMatches,
  readContext,
  staleEntries,
  type Context,
} from '../../scripts/i18n/context';
import { loadLocales } from '../../scripts/i18n/locales';
import { SOURCE } from '../../scripts/lib/translation-rules';

/**
 * The translators' context (scripts/i18n/context.ts, locales/context.json): what a text is for, by
 * key or key pattern; the stale descriptions `npm run i18n:check` warns about; and the project's
 * own descriptions. The report's side is in tests/unit/i18n-workbench.test.ts.
 */
const root = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(root, 'tests/unit/fixtures/i18n/workbench');

const temps: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('patternMatches', () => {
  it('a key without * names itself only', () => {
    expect(patternMatches('nav.menuToggle', 'nav.menuToggle')).toBe(true);
    expect(patternMatches('nav.menuToggle', 'nav.menuToggleX')).toBe(false);
    expect(patternMatches('nav', 'nav.menuToggle')).toBe(false);
    expect(patternMatches('nav.menuToggle', 'nav')).toBe(false);
  });

  it('* stands for exactly one part of the path', () => {
    expect(patternMatches('items.*.title', 'items.ai.title')).toBe(true);
    expect(patternMatches('items.*.title', 'items.final-year.title')).toBe(true);
    expect(patternMatches('items.*.title', 'items.title')).toBe(false);
    expect(patternMatches('items.*.title', 'items.ai.x.title')).toBe(false);
    expect(patternMatches('items.*.title', 'items.ai.description')).toBe(false);
    expect(patternMatches('faq.*.*', 'faq.0.question')).toBe(true);
    expect(patternMatches('faq.*', 'faq.0.question')).toBe(false);
    expect(patternMatches('*', 'skipLink')).toBe(true);
    expect(patternMatches('*', 'nav.label')).toBe(false);
    // Only a whole part: "item*" is no pattern of "items".
    expect(patternMatches('item*.ai', 'items.ai')).toBe(false);
  });
});

describe('contextOf', () => {
  const context: Context = {
    'services.json': {
      'items.*.title': 'A service’s name.',
      'items.ai.title': 'The AI service’s name.',
      'items.*.*': 'Any text of a service.',
    },
    'blog.json': {
      'labels.readTime': 'Reading time; {{min}} and {{count}} are minutes.',
      'labels.*': 'A label of the blog.',
    },
    'search.json': { 'status.results_one': 'One result.', 'status.results': 'Results.' },
  };

  it('an exact key beats a pattern, wherever each is written', () => {
    expect(contextOf(context, 'services.json', 'items.ai.title')).toBe('The AI service’s name.');
    expect(contextOf(context, 'services.json', 'items.web.title')).toBe('A service’s name.');
  });

  it('the first pattern that names the key, a pattern naming one part per *', () => {
    expect(contextOf(context, 'services.json', 'items.web.description')).toBe('Any text of a service.');
    expect(contextOf(context, 'services.json', 'items.web')).toBeUndefined();
    expect(contextOf(context, 'services.json', 'items.web.benefits.0')).toBeUndefined();
  });

  it('nothing for a key or a file without a description', () => {
    expect(contextOf(context, 'services.json', 'meta.title')).toBeUndefined();
    expect(contextOf(context, 'home.json', 'items.ai.title')).toBeUndefined();
    expect(contextOf({}, 'services.json', 'items.ai.title')).toBeUndefined();
  });

  it('a plural form has its group’s description, unless one names the form itself', () => {
    expect(contextOf(context, 'blog.json', 'labels.readTime')).toBe('Reading time; {{min}} and {{count}} are minutes.');
    // The group's exact description before a pattern that names the form.
    expect(contextOf(context, 'blog.json', 'labels.readTime_one')).toBe('Reading time; {{min}} and {{count}} are minutes.');
    expect(contextOf(context, 'blog.json', 'labels.readTime_few')).toBe('Reading time; {{min}} and {{count}} are minutes.');
    expect(contextOf(context, 'search.json', 'status.results_one')).toBe('One result.');
    expect(contextOf(context, 'search.json', 'status.results_other')).toBe('Results.');
    expect(contextOf(context, 'blog.json', 'labels.feed')).toBe('A label of the blog.');
  });
});

describe('readContext', () => {
  const write = (text: string) => {
    const file = path.join(tempDir('context-'), 'context.json');
    writeFileSync(file, text);
    return readContext(file);
  };

  it('reads the descriptions by file; no file is no descriptions', () => {
    expect(readContext(contextPath(path.join(fixture, 'locales')))).toMatchObject({
      context: { 'common.json': { 'nav.home': 'Menu link to the home page.' } },
    });
    expect(readContext(path.join(tempDir('context-'), 'context.json'))).toEqual({ context: {} });
    expect(write('{ "files": {} }')).toEqual({ context: {} });
  });

  it('says where a file is not JSON', () => {
    expect(write('{ "files": { "common.json": { "a": "A link." }, } }')).toEqual({
      error: expect.stringMatching(/^line 1, column \d+: /),
    });
  });

  it('refuses what is not the format: the path and the reason', () => {
    expect(write('{ "files": { "common.json": { "nav.home": "Home" } } }')).toEqual({
      error: 'files.common.json.nav.home: describe it in a few words',
    });
    expect(write('{ "files": { "common.json": { "nav.home": 3 } } }')).toMatchObject({
      error: expect.stringMatching(/^files\.common\.json\.nav\.home: /),
    });
    expect(write('{ "files": { "common.json": "A file." } }')).toMatchObject({
      error: expect.stringMatching(/^files\.common\.json: /),
    });
    expect(write('{ "files": {}, "notes": "x" }')).toMatchObject({ error: expect.stringContaining('notes') });
    expect(write('[]')).toMatchObject({ error: expect.stringMatching(/^\(top\): /) });
  });

  it('a path that cannot be read is an error, not an empty context', () => {
    const dir = path.join(tempDir('context-'), 'context.json');
    mkdirSync(dir);
    expect(readContext(dir)).toMatchObject({ error: expect.any(String) });
  });
});

describe('stale descriptions', () => {
  it('describableKeys: the texts and the plural groups, not the objects', () => {
    expect([...describableKeys(['nav.home', 'cart.items_one', 'cart.items_other'])].sort()).toEqual(
      ['cart.items', 'cart.items_one', 'cart.items_other', 'nav.home'].sort(),
    );
  });

  it('a key or pattern that names no English text, or a file English lacks, is stale', () => {
    const tree = loadLocales(path.join(fixture, 'locales'), 'ar');
    const context: Context = {
      'common.json': {
        'nav.home': 'Menu link to the home page.',
        'cart.items': 'A plural group, by its base key.',
        'cart.items_other': 'One of its forms.',
        'meta.*': 'Both texts of meta.',
        'nav.contact': 'A key English does not have (any more).',
        nav: 'An object, not a text.',
        'hero.*.x': 'A pattern that names nothing.',
      },
      'blog-posts/hello.json': { 'body.*': 'A segment.', 'body.hello-9': 'A segment that is gone.' },
      'footer.json': { 'links.home': 'A file English does not have.' },
    };
    expect(staleEntries(context, tree)).toEqual([
      { file: 'common.json', pattern: 'nav.contact', reason: 'names no text of en/common.json' },
      { file: 'common.json', pattern: 'nav', reason: 'names no text of en/common.json' },
      { file: 'common.json', pattern: 'hero.*.x', reason: 'names no text of en/common.json' },
      { file: 'blog-posts/hello.json', pattern: 'body.hello-9', reason: 'names no text of en/blog-posts/hello.json' },
      { file: 'footer.json', pattern: 'links.home', reason: 'no English file en/footer.json' },
    ]);
    expect(staleEntries({}, tree)).toEqual([]);
  });

  /** The check on a copy of the workbench fixture whose context.json is `text`. */
  function check(text: string): Promise<{ code: number; stdout: string }> {
    const dir = tempDir('i18n-ctx-check-');
    cpSync(path.join(fixture, 'locales'), dir, { recursive: true });
    writeFileSync(contextPath(dir), text);
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/i18n-check.ts',
          '--locales',
          dir,
          '--src',
          `${fixture}/src`,
          '--schemas',
          `${fixture}/schemas.ts`,
        ],
        { cwd: root, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8' },
        (error, stdout) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout }),
      );
    });
  }

  it('npm run i18n:check warns about a stale description and fails on an unreadable context file', async () => {
    const fixtureContext = JSON.parse(readFileSync(contextPath(path.join(fixture, 'locales')), 'utf8')) as {
      files: Context;
    };
    fixtureContext.files['common.json']!['nav.contact'] = 'Menu link to the contact page.';
    const [stale, broken, fine] = await Promise.all([
      check(JSON.stringify(fixtureContext)),
      check('{ "files": { "common.json": { "nav.home": "Home" } } }'),
      check(readFileSync(contextPath(path.join(fixture, 'locales')), 'utf8')),
    ]);
    expect(stale.stdout).toMatch(
      /\n {2}⚠ stale context +common\.json → nav\.contact +names no text of en\/common\.json; rename or remove the description\n/,
    );
    // A warning: the fixture's errors (3) are all there is.
    expect(stale.stdout).toMatch(/✖ 3 errors in 1 file: .* · ⚠ 4 warnings \(.*1 stale context description;/);
    expect(broken.stdout).toMatch(/✖ context +cannot be read: files\.common\.json\.nav\.home: describe it in a few words/);
    expect(broken.stdout).toMatch(/✖ 4 errors in 2 files: .*1 unreadable context file/);
    expect(broken.code).toBe(1);
    expect(fine.stdout).not.toMatch(/stale context|✖ context/);
  }, 60_000);
});

describe('the project’s locales/context.json', () => {
  const locales = path.join(root, 'locales');
  const read = readContext(contextPath(locales));
  const context = 'context' in read ? read.context : {};
  // The descriptions are of the English texts: the tree of the English alone, whatever the target languages.
  const tree = loadLocales(locales, SOURCE);
  const english = (file: string) => tree.flat.en?.[file]?.leaves;

  it('can be read', () => {
    expect(read).toHaveProperty('context');
  });

  it('every description names at least one existing English text', () => {
    const unnamed = Object.entries(context).flatMap(([file, notes]) => {
      const leaves = english(file);
      const keys = leaves ? [...describableKeys(leaves.keys())] : [];
      return Object.keys(notes)
        .filter((pattern) => !keys.some((key) => patternMatches(pattern, key)))
        .map((pattern) => `${file} → ${pattern}`);
    });
    expect(unnamed).toEqual([]);
    expect(staleEntries(context, tree)).toEqual([]);
  });

  it('describes every namespace, and no description merely repeats its text', () => {
    const namespaces = (tree.files.en ?? []).filter((file) => !file.includes('/'));
    expect(namespaces.filter((file) => Object.keys(context[file] ?? {}).length === 0)).toEqual([]);
    const entries = Object.values(context).reduce((n, notes) => n + Object.keys(notes).length, 0);
    expect(entries).toBeGreaterThan(200);
    const repeats = Object.entries(context).flatMap(([file, notes]) =>
      Object.entries(notes)
        .filter(([key, description]) => {
          const text = english(file)?.get(key);
          return typeof text === 'string' && description.trim().toLowerCase().replace(/\.$/, '') === text.trim().toLowerCase();
        })
        .map(([key]) => `${file} → ${key}`),
    );
    expect(repeats).toEqual([]);
  });
});
