import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

const INTERNAL_DETAIL = 'connection to db-primary.internal:5432 refused (password=hunter2)';

async function failingRoutes(app: FastifyInstance) {
  app.get('/crash', { config: { access: 'public' } }, async () => {
    throw new Error(INTERNAL_DETAIL);
  });
  app.post('/crash', { config: { access: 'public' } }, async () => {
    throw new TypeError(INTERNAL_DETAIL);
  });
}

const testApp = useTestApp({ testRoutes: failingRoutes });

describe('errors the server did not expect', () => {
  it.each(['GET', 'POST'] as const)(
    'answer a %s with 500 INTERNAL_ERROR and no internal detail or stack',
    async (method) => {
      const response = await testApp.app.inject({
        method,
        url: '/api/test/crash',
        ...(method === 'POST' && { payload: {} }),
      });

      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
      });
      expect(response.body).not.toContain('hunter2');
      expect(response.body).not.toContain('db-primary');
      expect(response.body).not.toMatch(/stack|Error:|\.ts:\d+/);
    },
  );
});

describe('API paths that match no route', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope/deeper?x=1'],
    ['DELETE', '/api/users'],
  ] as const)('answer %s %s with 404 in the JSON error shape', async (method, url) => {
    const response = await testApp.app.inject({ method, url });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: `There is nothing at ${method} ${url.split('?')[0]}.` },
    });
  });
});
