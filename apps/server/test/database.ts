import { inject } from 'vitest';
import { connectPglite, connectPostgres, type DatabaseConnection } from '../src/db/client';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from './postgres';

/** Which database the current Vitest project runs the server tests against. */
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a PostgreSQL database
 * copied from the run's template. Closing it also drops the PostgreSQL database.
 */
export async function createTestDatabase(): Promise<DatabaseConnection> {
  if (testDatabaseKind === 'pglite') {
    const connection = await connectPglite(undefined);
    await connection.migrate();
    return connection;
  }
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
