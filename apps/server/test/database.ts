import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { connectPglite, connectPostgres, type DatabaseConnection } from '../src/db/client';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from './postgres';

/** Which database the current Vitest project runs the server tests against. */
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: in-memory PGlite started from the run's dump, or
 * a PostgreSQL database copied from the run's template. Closing it also drops the PostgreSQL database.
 */
export async function createTestDatabase(): Promise<DatabaseConnection> {
  return testDatabaseKind === 'pglite' ? openPgliteCopy() : openPostgresCopy();
}

/** The dump written by `pglite-global-setup.ts`, read once per worker. */
let pgliteTemplate: Promise<Blob> | undefined;

/** What `connectPglite(undefined)` plus `migrate()` would give, without initdb and the migrations. */
async function openPgliteCopy(): Promise<DatabaseConnection> {
  pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return connectPglite(undefined, { loadDataDir: await pgliteTemplate });
}

async function openPostgresCopy(): Promise<DatabaseConnection> {
  const name = uniqueDatabaseName('file');
  await createDatabase(name, inject('postgresTemplate'));
  const connection = await connectPostgres(databaseUrl(name));
  let closed = false;
  return {
    ...connection,
    async close() {
      if (closed) return;
      closed = true;
      await connection.close();
      await dropDatabase(name);
    },
  };
}
