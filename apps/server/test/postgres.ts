import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server the PostgreSQL test databases are created on (trust auth on this machine). */
export const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const TEST_DATABASE_PREFIX = 'topgear_test_';

export function databaseUrl(name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function uniqueDatabaseName(label: string) {
  return `${TEST_DATABASE_PREFIX}${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

/** Runs statements on the server's maintenance database with a short-lived client. */
export async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const createDatabase = (name: string, template?: string) =>
  onServer((client) =>
    client.query(`create database ${quoted(name)}${template ? ` template ${quoted(template)}` : ''}`),
  );

export const dropDatabase = (name: string) =>
  onServer((client) => client.query(`drop database if exists ${quoted(name)} with (force)`));
