import { Writable } from 'node:stream';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { errorForLog } from './log-serializers';

const SECRET = 'ada.private@example.com +880 1711 000000';

describe('errorForLog', () => {
  it("keeps a failed query's SQL but not its parameters", () => {
    const error = new DrizzleQueryError(
      'insert into contact_messages (email) values ($1)',
      [SECRET],
      new Error('boom'),
    );
    const logged = errorForLog(error);

    expect(logged.message).toBe('Failed query: insert into contact_messages (email) values ($1)');
    expect(JSON.stringify(logged)).not.toContain(SECRET);
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: insert into contact_messages/);
    expect(logged.cause).toMatchObject({ type: 'Error', message: 'boom' });
  });

  it('leaves out what a library attached to the error, such as the value it refused', () => {
    const error = Object.assign(new TypeError('attendees[0].email must be a valid email'), {
      value: { email: SECRET },
      detail: `Key (email)=(${SECRET}) already exists.`,
      code: '23505',
    });
    const logged = errorForLog(error);

    expect(logged).toMatchObject({
      type: 'TypeError',
      message: 'attendees[0].email must be a valid email',
      code: '23505',
    });
    expect(JSON.stringify(logged)).not.toContain(SECRET);
  });
});

describe('the log of a request that failed on the server', () => {
  const lines: string[] = [];
  let testApp: TestApp | undefined;
  /** Fails inside the database with the request's own data as a query parameter. */
  const failingRoute: FastifyPluginAsync = async (app) => {
    app.post('/fail', { config: { access: 'public' } }, async (request) => {
      const { email } = request.body as { email: string };
      await app.db.execute(sql`select ${email}::uuid`);
    });
  };

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    testApp = await buildTestApp({ logger: { level: 'error', stream }, testRoutes: failingRoute });
  });
  afterAll(() => testApp?.close());

  it('answers 500 without details, and logs the failure without what the person sent', async () => {
    const response = await testApp!.app.inject({ method: 'POST', url: '/api/test/fail', payload: { email: SECRET } });

    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL_ERROR');
    expect(response.body).not.toContain(SECRET);
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('Failed query: select $1::uuid');
    expect(log).not.toContain(SECRET);
  });
});

describe('the log of a request', () => {
  it("leaves out a token's value in the URL, such as a password reset link's", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const testApp = await buildTestApp({ logger: { level: 'info', stream } });
    try {
      await testApp.app.inject({ method: 'GET', url: '/reset-password?lang=en&token=OpensTheAccount42' });
    } finally {
      await testApp.close();
    }

    const log = lines.join('');
    expect(log).toContain('/reset-password?lang=en&token=…');
    expect(log).not.toContain('OpensTheAccount42');
  });
});
