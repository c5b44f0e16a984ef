import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseConnection } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseConnection;
    db: Database;
  }
}

/** Exposes the connection the caller opened; the caller also closes it, after the app. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { database: DatabaseConnection }) => {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
  },
  { name: 'db' },
);
