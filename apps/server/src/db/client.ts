import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { listenPglite, listenPostgres, type ChannelHandlers, type ChannelSubscription } from './listener';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a repository runs its queries: the database itself, or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseConnection {
  kind: DatabaseKind;
  db: Database;
  /** Applies pending migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /** Subscribes to NOTIFYs on `channel`; the subscriber closes it before the connection is closed. */
  listen(channel: string, handlers: ChannelHandlers): Promise<ChannelSubscription>;
  close(): Promise<void>;
}

/**
 * The embedded server holds its buffers in the process's WebAssembly memory; PostgreSQL's default
 * 128 MB would be most of the idle footprint for a database this size.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=32MB'];

/** The extensions the migrations create, which the embedded server must be started with. */
export const EMBEDDED_EXTENSIONS = { pg_trgm };

/** Any number works, as long as every process uses the same one. */
const MIGRATION_LOCK_ID = 7_420_151;

export async function connectPostgres(url: string): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5_000, max: 10 });
  // An idle client dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    async migrate() {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(db, { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        lockClient.release();
      }
    },
    ping: (timeoutMs) => pingWithin(db, timeoutMs),
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

/**
 * The embedded database: files under `dataDir`, or memory only when `dataDir` is undefined.
 * `loadDataDir` starts it from a dump of another one (`PGlite.dumpDataDir`) instead of an empty one.
 */
export async function connectPglite(
  dataDir: string | undefined,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<DatabaseConnection> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    postgresqlconf: EMBEDDED_SETTINGS,
    extensions: EMBEDDED_EXTENSIONS,
    ...(loadDataDir && { loadDataDir }),
  });
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: (timeoutMs) => pingWithin(db, timeoutMs),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
  };
}

export function connectDatabase(options: { databaseUrl: string | undefined; dataDir: string }) {
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl)
    : connectPglite(path.join(options.dataDir, 'pglite'));
}

async function pingWithin(db: Database, timeoutMs = 2_000) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
