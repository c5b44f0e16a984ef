import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { testDatabaseKind } from '../../test/database';
import { signInAs, signInRequest, visitorOf } from '../../test/clients';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from '../../test/postgres';
import type { App } from '../app';
import { migrationsFolder } from '../paths';
import { connectPglite, connectPostgres, type DatabaseConnection } from './client';

/**
 * Starts as server.ts does on the embedded database in `dataDir` (open, migrate, build the app)
 * and runs `work` with the app, then closes app and database.
 */
async function withEmbeddedApp<T>(dataDir: string, work: (app: App, database: DatabaseConnection) => Promise<T>) {
  const database = await connectPglite(dataDir);
  try {
    await database.migrate();
    const testApp = await buildTestApp({ database });
    try {
      return await work(testApp.app, database);
    } finally {
      await testApp.close();
    }
  } finally {
    await database.close();
  }
}

/** The rows of a raw query; PGlite and node-postgres both answer with `{ rows }`. */
async function rowsOf<T>(database: DatabaseConnection, query: SQL): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function appliedMigrations(database: DatabaseConnection) {
  const rows = await rowsOf<{ hash: string }>(database, sql`select hash from drizzle.__drizzle_migrations`);
  return rows.map((row) => row.hash);
}

const migrationCount = async () =>
  (JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;

describe.skipIf(testDatabaseKind !== 'pglite')('the embedded database in DATA_DIR', () => {
  it('keeps accounts and sessions across a restart, applying each migration once', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'topgear-pglite-'));
    try {
      const user = await withEmbeddedApp(dataDir, (app) => signInAs(app));

      await withEmbeddedApp(dataDir, async (app, database) => {
        expect(await appliedMigrations(database)).toHaveLength(await migrationCount());

        const signIn = await visitorOf(app).inject(signInRequest(user.email, user.password));
        expect(signIn.statusCode).toBe(200);
        expect(signIn.json()).toEqual(user.me);

        const me = await visitorOf(app).inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
        expect(me.statusCode).toBe(200);
        expect(me.json()).toEqual(user.me);
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('PostgreSQL migrations', () => {
  it('succeed when several processes migrate one fresh database at the same time', async () => {
    const name = uniqueDatabaseName('migrate');
    await createDatabase(name);
    const processes: DatabaseConnection[] = [];
    try {
      for (let index = 0; index < 3; index++) processes.push(await connectPostgres(databaseUrl(name)));

      const results = await Promise.allSettled(processes.map((database) => database.migrate()));

      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const [first] = processes;
      expect(await appliedMigrations(first!)).toHaveLength(await migrationCount());
      const tables = await rowsOf<{ name: string }>(
        first!,
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_name in ('users', 'leave_balances') order by 1`,
      );
      expect(tables).toEqual([{ name: 'leave_balances' }, { name: 'users' }]);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await dropDatabase(name);
    }
  });
});
