import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import noTypeCycle from './eslint/no-type-cycle.js';

/**
 * The layers of src/, each importing only the ones below it:
 *   app → pages → sections → components → lib and content (lib ↔ content: plain data and helpers).
 * `from` lists what a layer must never import.
 */
const ENTRIES = ['src/entry-client.tsx', 'src/entry-server.tsx', 'src/boot.js'];
const LAYER_ZONES = [
  { target: ['src/lib', 'src/content'], from: ['src/components', 'src/sections', 'src/pages', 'src/app', ...ENTRIES] },
  { target: 'src/components', from: ['src/sections', 'src/pages', 'src/app', ...ENTRIES] },
  { target: 'src/sections', from: ['src/pages', 'src/app', ...ENTRIES] },
  { target: 'src/pages', from: ['src/app', ...ENTRIES] },
  { target: 'src/app', from: ENTRIES },
].map((zone) => ({
  ...zone,
  message:
    'Layers point one way: app → pages → sections → components → lib/content (see docs/architecture.md, "How it fits together").',
}));
/** Tests import the scripts they check; the scripts (the build and the tools) never import tests. */
const SCRIPT_ZONES = [
  { target: 'scripts', from: 'tests', message: 'scripts/ never imports tests/: move what both need under scripts/lib/.' },
  // The contact form's receiver (server/) shares the form's rules and the route table (src/lib,
  // src/content) and nothing drawn; the site never imports the receiver.
  {
    target: 'server',
    from: ['src/components', 'src/sections', 'src/pages', 'src/app', ...ENTRIES, 'scripts', 'tests'],
    message: 'server/ imports only src/lib and src/content.',
  },
  { target: 'src', from: 'server', message: 'The site never imports the receiver (server/).' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-nginx',
      'functions',
      'functions-cron',
      'node_modules',
      'test-results',
      'playwright-report',
      '.build',
      'data',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^on[A-Z]/] > Literal',
          message: 'No inline string event handlers.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.js', 'eslint/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
  {
    // zod is a dev dependency: the locale schemas are for tests and checks; the app may use their types.
    // The build's own modules (Node only) read and check the blog's files with them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/content/schemas.ts',
      'src/content/recordSchemas.ts',
      'src/content/postFiles.ts',
      'src/content/recordFiles.ts',
      'src/content/contentDates.ts',
      'src/entry-server.tsx',
      'src/app/prerenderPaths.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: 'zod is not shipped to the browser (dev dependency).' }],
          patterns: [
            {
              group: ['**/content/schemas', './schemas', '**/content/recordSchemas', './recordSchemas'],
              allowTypeImports: true,
              message: 'The schemas (zod) are not shipped to the browser: import their types only.',
            },
            {
              group: [
                '**/content/postFiles',
                './postFiles',
                '**/content/contentDates',
                './contentDates',
                '**/content/recordFiles',
                './recordFiles',
              ],
              allowTypeImports: true,
              message:
                "The content's files are read and checked by the build (Node): the browser reads posts through src/content/postData.ts and the other records through their modules.",
            },
          ],
        },
      ],
    },
  },
  {
    // Imports: no cycles (type-only imports included), and the layers above.
    files: ['**/*.{ts,tsx}', 'scripts/**/*.mjs'],
    plugins: { 'import-x': importX, local: { rules: { 'no-type-cycle': noTypeCycle } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' }), createNodeResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-type-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...SCRIPT_ZONES] }],
    },
  },
);
