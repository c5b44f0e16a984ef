import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { signInAs, visitorOf, type Client } from '../../test/clients';
import { setRoles } from '../../test/factories';

/** One route per guard, each answering with the user the guard put on the request. */
async function guardedRoutes(app: FastifyInstance) {
  app.get('/user', { preValidation: app.requireUser }, async (request) => request.user);
  app.get('/manager', { preValidation: app.requireManager }, async (request) => request.user);
  app.get('/admin', { preValidation: app.requireAdmin }, async (request) => request.user);
}

const testApp = useTestApp({ testRoutes: guardedRoutes });

const visitor = visitorOf(testApp);

const GUARDED_PATHS = ['/api/test/user', '/api/test/manager', '/api/test/admin'] as const;

/** The status each guarded route answers this client with, keyed by path. */
async function statusesFor(client: Client) {
  const responses = await Promise.all(GUARDED_PATHS.map((url) => client.inject({ method: 'GET', url })));
  return Object.fromEntries(GUARDED_PATHS.map((path, index) => [path, responses[index]?.statusCode]));
}

const FORBIDDEN_BODY = { error: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' } };

describe('guards on routes that need a session', () => {
  it('answers 401 UNAUTHORIZED to a visitor on every guarded route', async () => {
    for (const path of GUARDED_PATHS) {
      const response = await visitor.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(401);
      expect(response.json(), path).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
      });
    }
  });

  it('answers 401 to a forged or signed-out session cookie', async () => {
    const user = await signInAs(testApp);
    const forged = await visitor.inject({
      method: 'GET',
      url: '/api/test/user',
      headers: { cookie: 'topgear.session_token=forged.value' },
    });
    expect(forged.statusCode).toBe(401);

    const signOut = await user.inject({ method: 'POST', url: '/api/auth/sign-out' });
    expect(signOut.statusCode).toBe(204);
    expect(await statusesFor(user)).toEqual({
      '/api/test/user': 401,
      '/api/test/manager': 401,
      '/api/test/admin': 401,
    });
  });

  it('lets a plain employee through the user route only, with 403 FORBIDDEN elsewhere', async () => {
    const employee = await signInAs(testApp);

    const userRoute = await employee.inject({ method: 'GET', url: '/api/test/user' });
    expect(userRoute.statusCode).toBe(200);
    expect(userRoute.json()).toEqual({
      id: employee.me.id,
      email: employee.email,
      fullName: 'Ada Lovelace',
      image: null,
      isAdmin: false,
      isManager: false,
      twoFactorEnabled: false,
    });

    for (const path of ['/api/test/manager', '/api/test/admin']) {
      const response = await employee.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(403);
      expect(response.json(), path).toEqual(FORBIDDEN_BODY);
    }
  });

  it('lets a manager through the user and manager routes, but not the admin route', async () => {
    const manager = await signInAs(testApp, { isManager: true });

    expect(await statusesFor(manager)).toEqual({
      '/api/test/user': 200,
      '/api/test/manager': 200,
      '/api/test/admin': 403,
    });
    const managerRoute = await manager.inject({ method: 'GET', url: '/api/test/manager' });
    expect(managerRoute.json()).toMatchObject({ id: manager.me.id, isManager: true, isAdmin: false });
    expect((await manager.inject({ method: 'GET', url: '/api/test/admin' })).json()).toEqual(FORBIDDEN_BODY);
  });

  it('lets an admin through every route, the manager route included', async () => {
    const admin = await signInAs(testApp, { isAdmin: true });

    expect(await statusesFor(admin)).toEqual({
      '/api/test/user': 200,
      '/api/test/manager': 200,
      '/api/test/admin': 200,
    });
    const adminRoute = await admin.inject({ method: 'GET', url: '/api/test/admin' });
    expect(adminRoute.json()).toMatchObject({ id: admin.me.id, isAdmin: true, isManager: false });
  });

  it('lets a user who is both admin and manager through every route', async () => {
    const both = await signInAs(testApp, { isAdmin: true, isManager: true });

    expect(await statusesFor(both)).toEqual({
      '/api/test/user': 200,
      '/api/test/manager': 200,
      '/api/test/admin': 200,
    });
    expect((await both.inject({ method: 'GET', url: '/api/test/admin' })).json()).toMatchObject({
      id: both.me.id,
      isAdmin: true,
      isManager: true,
    });
  });

  it('applies a change of flags to the next request of an existing session', async () => {
    const user = await signInAs(testApp);
    const adminRoute = { method: 'GET', url: '/api/test/admin' } as const;
    expect((await user.inject(adminRoute)).statusCode).toBe(403);

    await setRoles(testApp.db, user.me.id, { isAdmin: true });
    expect((await user.inject(adminRoute)).statusCode).toBe(200);

    await setRoles(testApp.db, user.me.id, { isAdmin: false });
    expect((await user.inject(adminRoute)).statusCode).toBe(403);
  });
});

describe('GET /api/me and the role flags', () => {
  it.each([
    ['a plain employee', {}, { isAdmin: false, isManager: false }],
    ['a manager', { isManager: true }, { isAdmin: false, isManager: true }],
    ['an admin', { isAdmin: true }, { isAdmin: true, isManager: false }],
    ['an admin who is also a manager', { isAdmin: true, isManager: true }, { isAdmin: true, isManager: true }],
  ])('reports the flags of %s', async (_case, roles, expected) => {
    const user = await signInAs(testApp, roles);

    const response = await user.inject({ method: 'GET', url: '/api/me' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...user.me, ...expected });
  });
});
