// One flat config for the whole workspace. Each project's `lint` target (inferred by
// @nx/eslint/plugin) runs `eslint .` in its folder and picks this file up.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Anything React-flavoured: kept out of the headless libraries and the server. */
const reactPackages = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  '*-react',
  '*/react',
  '*/react-*',
  'react-*',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/coverage',
      '**/tmp',
      // Deliberately bad modules that tests lint with `ignore: false` (import-cycle-lint.test.ts).
      '**/lint-fixtures',
      '**/.nx',
      '**/storybook-static',
      '**/test-results',
      '**/playwright-report',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.mjs', '*.js', 'bin/*.js'] },
      },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { '@nx': nx, 'import-x': importX },
    settings: {
      // import-x parses every imported module itself: without a TypeScript parser for .ts files
      // it cannot read them, and `no-cycle` silently finds no cycle (issue 31). These are the
      // plugin's own TypeScript settings (its `flatConfigs.typescript`).
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'import-x/no-cycle': 'error',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:ui',
                'type:state',
                'type:data-access',
                'type:util',
                'type:server',
              ],
            },
            // The browser journeys drive the built app through a browser: they may share the
            // contract's types, never the app's code.
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
            // The browser app never pulls in the Node server.
            { sourceTag: 'platform:web', notDependOnLibsWithTags: ['platform:node'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:ui', 'type:state', 'type:data-access', 'type:util'],
            },
            {
              sourceTag: 'type:state',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:util'],
            },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:util'],
            },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:util'] },
            // React stays out of the headless libraries and the server (docs/architecture.md);
            // a utility is headless by definition (i18n hands its instance to the app's
            // react-i18next provider instead of binding it itself).
            { sourceTag: 'headless', bannedExternalImports: reactPackages },
            { sourceTag: 'type:util', bannedExternalImports: reactPackages },
            // ui-kit is presentational: no state machines.
            { sourceTag: 'type:ui', bannedExternalImports: ['xstate', '@xstate/*'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The server touches files only through its Storage port (libs/server/src/lib/ports/
    // storage.ts, docs/server-architecture.md): only drivers import node:fs. Left out: tests and
    // test helpers, which build real folders to run against; and the port itself, for Node's
    // stat and dirent types (type-only). (The search index's worker, which crawls and watches
    // the local disk itself, is part of its driver: drivers/sqlite-search.)
    files: ['libs/server/src/**/*.ts'],
    ignores: [
      'libs/server/src/lib/drivers/**',
      'libs/server/src/lib/host/**',
      'libs/server/src/**/*.test.ts',
      'libs/server/src/testing/**',
      'libs/server/src/lib/ports/storage.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fs', 'node:fs', 'fs/promises', 'node:fs/promises'].map((name) => ({
            name,
            message: 'Go through the Storage port (ctx.storage, resolver.storage) or a driver.',
          })),
        },
      ],
    },
  },
  {
    // Tool configuration (Vite, Vitest, Storybook, Playwright) may share helpers from tools/;
    // product code may not reach outside its project.
    files: ['**/*.config.ts', '**/.storybook/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Plain JavaScript (config files, bin shims, tools) is not type-checked.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
