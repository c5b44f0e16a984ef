import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The server tests run in both database projects. Each test file builds its own app on its own
 * database, so files do not need a fresh process each: without isolation a worker loads the app's
 * modules and compiles PGlite's WebAssembly once, not once per file (decision 009).
 */
const serverProject = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `server:${database}`,
    include: ['apps/server/src/**/*.test.ts'],
    env: { TEST_DATABASE: database },
    globalSetup: [`apps/server/test/${database}-global-setup.ts`],
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    // One worker per core, not Vitest's cores - 1: the server tests wait on PostgreSQL half the time.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      // The lint rules that keep features apart, proven to fire (eslint.config.js).
      { test: { name: 'lint', include: ['lint-boundaries.test.ts'] } },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
      },
      // The browser build itself: what its files hold, and which of them a release changes.
      { test: { name: 'web-build', include: ['apps/web/vite-plugins/**/*.test.ts'] } },
      serverProject('pglite'),
      serverProject('postgres'),
    ],
  },
});
