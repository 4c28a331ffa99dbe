// @ts-check
// Lint rules, including the layering rule (docs/architecture.md):
//   src/core    imports only src/core: no React, DOM, Node, Electron or renderer.
//   src/shared  imports only core types.
//   src/app     imports core, shared and report-view; never Node or Electron (the shell is reached
//               only through the typed preload API in src/app/platform/api.ts).
//   src/report-view  React components of the report: core only, no Node or Electron.
//   src/cli     imports core and report-view; never the renderer or Electron.
//   src/node    plain Node modules the CLI and the Electron main process share (the file writer).
//   electron/   main and preload never import the renderer.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const NODE_BUILTINS = [
  'fs',
  'fs/promises',
  'path',
  'os',
  'child_process',
  'crypto',
  'url',
  'stream',
  'worker_threads',
  'http',
  'https',
  'net',
  'util',
  'events',
  'process',
  'buffer',
  'zlib',
  'readline',
];
const nodeBan = (why) => [
  { group: ['node:*'], message: why },
  ...NODE_BUILTINS.map((name) => ({ group: [name, `${name}/*`], message: why })),
];
const electronBan = (why) => [{ group: ['electron', 'electron/*'], message: why }];

/** Bad-layering messages: each says why the import is forbidden. */
const CORE_WHY =
  'Bad layering: src/core is the pure model (plain data in, plain data out). It may import only src/core.';
const RENDERER_WHY =
  'Bad layering: the renderer talks to the shell only through the typed preload API (src/app/platform/api.ts).';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.vite/**',
      'out/**',
      'dist/**',
      'coverage/**',
      'test-results/**',
      'tests/fixtures/**',
      'public/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use named exports (docs/architecture.md).',
        },
      ],
    },
  },
  {
    files: [
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
      'scripts/**',
      'bin/**',
      '*.config.*',
      'tests/**',
      'electron/**',
      'src/cli/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Config files whose tools require a default export.
    files: ['*.config.ts', '*.config.js', 'forge.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                'react/*',
                'recharts',
                'zustand',
                'zustand/*',
                'zundo',
              ],
              message: CORE_WHY,
            },
            ...nodeBan(CORE_WHY),
            ...electronBan(CORE_WHY),
            {
              group: [
                '**/app/**',
                '**/app',
                '**/shared/**',
                '**/cli/**',
                '**/report-view/**',
                '**/electron/**',
              ],
              message: CORE_WHY,
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: CORE_WHY },
        { name: 'document', message: CORE_WHY },
        { name: 'process', message: CORE_WHY },
        { name: 'require', message: CORE_WHY },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'recharts'],
              message: 'Bad layering: src/shared holds the preload API types only.',
            },
            ...nodeBan('Bad layering: src/shared is imported by the renderer; keep Node out.'),
            ...electronBan(
              'Bad layering: src/shared is imported by the renderer; keep Electron out.',
            ),
            {
              group: ['**/app/**', '**/cli/**', '**/electron/**'],
              message: 'Bad layering: src/shared imports only core types.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**', 'src/report-view/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...nodeBan(RENDERER_WHY),
            ...electronBan(RENDERER_WHY),
            { group: ['**/electron/**', '**/cli/**'], message: RENDERER_WHY },
          ],
        },
      ],
    },
  },
  {
    files: ['src/report-view/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...nodeBan(RENDERER_WHY),
            ...electronBan(RENDERER_WHY),
            {
              group: ['**/app/**', '**/electron/**', '**/cli/**', 'zustand', 'zustand/*'],
              message:
                'Bad layering: the report view renders a ReportModel; it is shared by the app and the CLI and imports only core.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...electronBan('Bad layering: the CLI runs headless on plain Node.'),
            {
              group: ['**/app/**', '**/electron/**'],
              message:
                'Bad layering: the CLI imports the core (and the shared report view), never the renderer or the shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/node/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...electronBan(
              'Bad layering: src/node is plain Node, shared by the CLI and the Electron main process.',
            ),
            {
              group: ['**/app/**', '**/cli/**', '**/electron/**', 'react', 'react-dom', 'react/*'],
              message:
                'Bad layering: src/node is shared by the CLI and the Electron main process; it imports only core and Node.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/cli/**', 'react', 'react-dom', 'react/*', 'react-dom/*'],
              message: 'Bad layering: main and preload never import the renderer or the CLI.',
            },
          ],
        },
      ],
    },
  },
);
