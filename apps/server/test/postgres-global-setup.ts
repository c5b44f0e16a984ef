import type { TestProject } from 'vitest/node';
import { connectPostgres } from '../src/db/client';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  onServer,
  TEST_DATABASE_PREFIX,
  uniqueDatabaseName,
} from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

/** Test databases left behind by an interrupted run are removed once they are this old. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * Migrates one template database for the run; every test file then copies it into a database
 * of its own, which is much faster than migrating each one.
 */
export default async function setup(project: TestProject) {
  await dropStaleDatabases();
  const template = uniqueDatabaseName('template');
  await createDatabase(template);
  const connection = await connectPostgres(databaseUrl(template));
  try {
    await connection.migrate();
  } finally {
    await connection.close();
  }
  project.provide('postgresTemplate', template);
  return () => dropDatabase(template);
}

async function dropStaleDatabases() {
  const { rows } = await onServer((client) =>
    client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${TEST_DATABASE_PREFIX}%`,
    ]),
  );
  for (const { datname } of rows) {
    const createdAt = Number.parseInt(datname.split('_').at(-2) ?? '', 36);
    if (Number.isFinite(createdAt) && Date.now() - createdAt > STALE_AFTER_MS) await dropDatabase(datname);
  }
}
