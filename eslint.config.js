import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under `<src>/features` is a feature, so a new one is covered the day it is added. */
const featuresOf = (src) =>
  readdirSync(path.join(src, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** One zone per feature: it may import its own files, and no other feature's. */
const featureZones = (src, message) =>
  featuresOf(src).map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message,
  }));

const webSrc = path.join(import.meta.dirname, 'apps/web/src');
const serverSrc = path.join(import.meta.dirname, 'apps/server/src');

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      // Event handlers may start async work (react-hook-form's handleSubmit returns a promise).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Imports flow one way: app → features → components, lib, config (docs/decisions/008). The paths are
    // resolved, so `@/features/x`, `../../x` and `./x` all count.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          tsconfig: { configFile: path.join(import.meta.dirname, 'apps/web/tsconfig.json') },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: webSrc,
          zones: [
            ...featureZones(
              webSrc,
              'A feature does not import another feature: compose them in a route or layout under app/.',
            ),
            {
              target: ['./components', './lib', './config'],
              from: './features',
              message: 'Shared code does not import a feature: pass what it needs in from app/.',
            },
            {
              target: ['./features', './components', './lib', './config'],
              from: './app',
              message: 'Only app/ imports app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Test data never reaches a visitor's download.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@topgear/shared/test-factories', message: 'Test data is for tests only.' }] },
      ],
    },
  },
  {
    // The server's features do not import each other either; app.ts passes one feature's service to
    // another (docs/decisions/007), and tests may too. Cross-cutting code does not import features.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: serverSrc,
          zones: [
            ...featureZones(
              serverSrc,
              "A feature does not import another feature: app.ts passes it the other feature's service.",
            ),
            {
              target: ['./plugins', './db', './mail'],
              from: './features',
              message: 'Cross-cutting code does not import a feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route parses, authorises and delegates to its service; queries live in the repository.
    files: ['apps/server/src/features/*/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/pagination', './repository'],
              message: 'A route delegates to its service; queries belong in the repository (docs/decisions/007).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON bodies (typed any) and assert on them; the assertions are the type check.
    files: ['**/*.test.ts', 'apps/server/test/**', 'apps/web/e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Benchmarks report on stdout.
    files: ['scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
