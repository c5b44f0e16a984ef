import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { signInAs } from '../../test/clients';
import { connectSocket, listeningUrl, nextEvent } from '../../test/socket';

let testApp: TestApp | undefined;
let url = '';
const clients: Socket[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  url = listeningUrl(testApp.app);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(async () => {
  await testApp?.close();
});

const app = () => {
  if (!testApp) throw new Error('the test app is only available inside tests');
  return testApp.app;
};

/** Connects and remembers the client, so that it is disconnected after the test. */
async function connect(cookie?: string, serverUrl = url, transports?: Array<'polling' | 'websocket'>) {
  const client = await connectSocket(serverUrl, cookie, transports);
  clients.push(client);
  return client;
}

describe('Socket.IO at /socket.io', () => {
  it('refuses a visitor without a session', async () => {
    await expect(connect()).rejects.toThrow('Please sign in to continue.');
    expect(await app().io.fetchSockets()).toHaveLength(0);
  });

  it("refuses a signed-in user's browser on a page of another site", async () => {
    const user = await signInAs(app());
    await expect(connectSocket(url, user.cookie, ['polling'], { origin: 'https://evil.example' })).rejects.toThrow();
    const own = await connectSocket(url, user.cookie, ['polling'], { origin: 'http://localhost:3000' });
    clients.push(own);
    expect(own.connected).toBe(true);
  });

  it('refuses a forged session cookie', async () => {
    await expect(connect('topgear.session_token=forged.value')).rejects.toThrow('Please sign in to continue.');
  });

  it('refuses a session that was signed out', async () => {
    const user = await signInAs(app());
    const signOut = await user.inject({ method: 'POST', url: '/api/auth/sign-out' });
    expect(signOut.statusCode).toBe(204);

    await expect(connect(user.cookie)).rejects.toThrow('Please sign in to continue.');
  });

  it('connects a signed-in user and knows who they are', async () => {
    const user = await signInAs(app());

    const client = await connect(user.cookie);

    expect(client.connected).toBe(true);
    const serverSockets = await app().io.fetchSockets();
    const own = serverSockets.find((socket) => socket.id === client.id);
    // The socket knows the session's user: everything `me` says but what the company asks of them.
    expect(own?.data.user).toEqual(expect.objectContaining({ id: user.me.id, email: user.email }));
    expect(user.me).toMatchObject(own?.data.user ?? {});
  });

  it('delivers events the server emits to the connected user', async () => {
    const user = await signInAs(app());
    const client = await connect(user.cookie);
    const received = nextEvent(client, 'hello');

    app()
      .io.to(client.id ?? '')
      .emit('hello', { to: user.me.id });

    await expect(received).resolves.toEqual({ to: user.me.id });
  });
});

describe('closing the app', () => {
  // Over WebSocket the server's goodbye arrives at once; a long-polling client may only notice
  // at its next poll or ping, which is Socket.IO's behaviour rather than ours.
  it('tells connected WebSocket clients the server disconnected them', async () => {
    const second = await buildTestApp({ database: testApp?.database });
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      const user = await signInAs(second);
      const client = await connect(user.cookie, listeningUrl(second.app), ['websocket']);
      const disconnected = nextEvent<string>(client, 'disconnect');

      await second.close();

      await expect(disconnected).resolves.toBe('io server disconnect');
    } finally {
      await second.close().catch(() => {});
    }
  });
});
