import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppDeps } from '../src/app';
import type { DatabaseConnection } from '../src/db/client';
import { createTestDatabase } from './database';

export const TEST_PUBLIC_URL = 'http://localhost:3000';
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

export interface TestApp {
  app: App;
  database: DatabaseConnection;
  /** The uploads folder: a fresh temporary one unless the options named one. */
  uploadsDir: string;
  close: () => Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<AppDeps, 'database'>> {
  /** A connection to share (a second instance, a database that outlives the app); its opener closes it. */
  database?: DatabaseConnection;
  /** Extra routes registered under /api/test, after every feature: for exercising shared plumbing. */
  testRoutes?: FastifyPluginAsync;
}

/**
 * The real app on a fresh database of the project's kind (PGlite or PostgreSQL), or on the
 * `database` passed in, keeping uploads in a fresh temporary folder unless `uploadsDir` names one.
 * `close()` closes the app, and the database and folder only when it created them.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { testRoutes, ...overrides } = options;
  const ownsDatabase = overrides.database === undefined;
  const ownsUploadsDir = overrides.uploadsDir === undefined;
  const database = overrides.database ?? (await createTestDatabase());
  const uploadsDir = overrides.uploadsDir ?? (await mkdtemp(path.join(tmpdir(), 'topgear-uploads-')));
  const releaseOwned = async () => {
    if (ownsDatabase) await database.close().catch(() => {});
    if (ownsUploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  };
  try {
    const app = await buildApp({
      authSecret: TEST_AUTH_SECRET,
      publicUrl: TEST_PUBLIC_URL,
      ...overrides,
      database,
      uploadsDir,
    });
    try {
      if (testRoutes) await app.register(testRoutes, { prefix: '/api/test' });
      await app.ready();
    } catch (error) {
      await app.close().catch(() => {});
      throw error;
    }
    return {
      app,
      database,
      uploadsDir,
      async close() {
        await app.close();
        await releaseOwned();
      },
    };
  } catch (error) {
    await releaseOwned();
    throw error;
  }
}

/** One app for the whole test file, built before the first test and closed after the last. */
export function useTestApp(options: TestAppOptions = {}) {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await buildTestApp(options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  const current = () => {
    if (!testApp) throw new Error('the test app is only available inside tests');
    return testApp;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().database.db;
    },
    get database() {
      return current().database;
    },
    get uploadsDir() {
      return current().uploadsDir;
    },
  };
}
