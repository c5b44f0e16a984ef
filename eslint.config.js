import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under `apps/<app>/src/features` is a feature, so a new one is covered the day it is added. */
const featuresOf = (app) =>
  readdirSync(path.join(import.meta.dirname, 'apps', app, 'src', 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * One app's import boundaries: each folder under `features/` is an element type of its own
 * (`web-feature:blogs`), so the policies need no templates; the last policy that matches wins.
 * A feature may import its own files and no other feature's; `layers` are the app's other
 * elements, and `policies` what they may not import.
 */
function boundariesOf(app, { featureMessage, layers, policies }) {
  const features = featuresOf(app);
  const featurePolicies = features.flatMap((feature) => {
    const from = { element: { type: `${app}-feature:${feature}` } };
    return [
      { from, disallow: { to: { element: { type: `${app}-feature:*` } } }, message: featureMessage },
      { from, allow: { to: { element: { type: `${app}-feature:${feature}` } } } },
    ];
  });
  return {
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: path.join(import.meta.dirname, 'apps', app, 'tsconfig.json') } },
      'boundaries/elements': [
        ...features.map((feature) => ({
          type: `${app}-feature:${feature}`,
          pattern: `apps/${app}/src/features/${feature}`,
        })),
        ...layers,
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: [...featurePolicies, ...policies] }],
    },
  };
}

const testDataImport = { name: '@topgear/shared/test-factories', message: 'Test data is for tests only.' };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
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
    // Imports flow one way: app → features → components, lib, config (docs/decisions/008). Imports
    // are resolved first, so `@/features/x`, `../../x` and `./x` all count.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...boundariesOf('web', {
      featureMessage: 'A feature does not import another feature: compose them in a route or layout under app/.',
      layers: [
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-shared', pattern: ['apps/web/src/components', 'apps/web/src/lib', 'apps/web/src/config'] },
      ],
      policies: [
        {
          from: { element: { type: 'web-shared' } },
          disallow: { to: { element: { type: 'web-feature:*' } } },
          message: 'Shared code does not import a feature: pass what it needs in from app/.',
        },
        {
          from: { element: { type: '!web-app' } },
          disallow: { to: { element: { type: 'web-app' } } },
          message: 'Only app/ imports app/.',
        },
      ],
    }),
  },
  {
    // Test data never reaches a visitor's download.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            testDataImport,
            { name: 'sonner', message: "Toasts go through '@/lib/toast': sonner loads with the first one." },
            {
              name: 'lucide-react',
              allowImportNames: ['LucideIcon'],
              message:
                "Import each icon from 'lucide-react/icons/<name>': through the package's index, the boot chunk would take every icon the app uses (docs/decisions/026).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/toast.ts', 'apps/web/src/components/ui/toaster.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [testDataImport] }],
    },
  },
  {
    // The server's features do not import each other either; app.ts passes one feature's service to
    // another (docs/decisions/007), and tests may too. Cross-cutting code does not import features.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    ...boundariesOf('server', {
      featureMessage: "A feature does not import another feature: app.ts passes it the other feature's service.",
      layers: [
        { type: 'server-core', pattern: ['apps/server/src/plugins', 'apps/server/src/db', 'apps/server/src/mail'] },
      ],
      policies: [
        {
          from: { element: { type: 'server-core' } },
          disallow: { to: { element: { type: 'server-feature:*' } } },
          message: 'Cross-cutting code does not import a feature.',
        },
      ],
    }),
  },
  {
    // A route parses, authorises and delegates to its service; queries live in the repository.
    files: ['apps/server/src/features/*/routes.ts', 'apps/server/src/features/*/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'drizzle-orm',
                'drizzle-orm/*',
                '**/db/schema',
                '**/db/pagination',
                './repository',
                './*-repository',
              ],
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
