import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { testDatabaseKind } from '../../../test/database';

describe('GET /api/health', () => {
  it('answers 200 while the database answers, and 503 once it does not', async () => {
    const { app, database, close } = await buildTestApp();
    try {
      const healthy = await app.inject({ method: 'GET', url: '/api/health' });
      expect(healthy.statusCode).toBe(200);
      expect(healthy.json()).toEqual({ status: 'ok', database: testDatabaseKind });

      await database.close();
      const unhealthy = await app.inject({ method: 'GET', url: '/api/health' });
      expect(unhealthy.statusCode).toBe(503);
      expect(unhealthy.headers['retry-after']).toBe('5');
      expect(unhealthy.json()).toEqual({ status: 'unavailable', database: testDatabaseKind });
    } finally {
      await close();
    }
  });
});
