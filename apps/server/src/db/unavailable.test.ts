import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { signInAs, visitorOf } from '../../test/clients';
import { testDatabaseKind } from '../../test/database';
import { adminUrl, createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from '../../test/postgres';
import { connectPostgres } from './client';
import { DATABASE_RETRY_AFTER_SECONDS } from './unavailable';

/**
 * A stand-in for the network between the app and PostgreSQL that can "restart" the server: every
 * open connection is cut, and new ones are refused until it comes back on the same port.
 */
async function restartableLink(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen();
  return {
    port,
    down: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
    up: () => listen(port),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const UNAVAILABLE = {
  error: {
    code: 'SERVICE_UNAVAILABLE',
    message: 'We cannot reach our database just now. Please try again in a few seconds.',
  },
};

describe.runIf(testDatabaseKind === 'postgres')('while PostgreSQL restarts', () => {
  const name = uniqueDatabaseName('restart');
  let link: Awaited<ReturnType<typeof restartableLink>> | undefined;
  let testApp: TestApp | undefined;

  beforeAll(async () => {
    await createDatabase(name, inject('postgresTemplate'));
    link = await restartableLink(new URL(adminUrl));
    const viaLink = new URL(databaseUrl(name));
    viaLink.host = `127.0.0.1:${link.port}`;
    testApp = await buildTestApp({ database: await connectPostgres(viaLink.toString()) });
  });
  afterAll(async () => {
    await testApp?.close();
    await testApp?.database.close();
    await link?.close();
    await dropDatabase(name);
  });

  it('answers 503 with Retry-After, signed in or not, and 200 again once it is back', async () => {
    const person = await signInAs(testApp!);
    await link!.down();

    const requests = [
      () => person.inject({ method: 'GET', url: '/api/tasks' }),
      () => person.inject({ method: 'GET', url: '/api/me' }),
      () => visitorOf(testApp!).inject({ method: 'GET', url: '/api/blogs' }),
      () =>
        visitorOf(testApp!).inject({
          method: 'POST',
          url: '/api/newsletter/subscriptions',
          payload: { email: 'ada@example.com' },
        }),
    ];
    for (const request of requests) {
      const response = await request();
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual(UNAVAILABLE);
    }

    await link!.up();
    expect((await person.inject({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(200);
  });
});

describe.runIf(testDatabaseKind === 'pglite')('when the embedded database is gone', () => {
  it('answers 503 with Retry-After', async () => {
    const { app, database, close } = await buildTestApp();
    try {
      await database.close();
      const response = await visitorOf(app).inject({ method: 'GET', url: '/api/blogs' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    } finally {
      await close();
    }
  });
});
