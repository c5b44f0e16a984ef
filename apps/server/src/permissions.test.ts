import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, useTestApp } from '../test/app';
import { signInEachRole, visitorOf, type Client } from '../test/clients';
import { ACCESS_LEVELS, type Access, type RouteAccess } from './plugins/access';

/**
 * The permission matrix, read from the app itself: every route it registers, called as each kind
 * of person. A new route is in this test the day it is added, without anyone listing it here.
 */
const testApp = useTestApp();

const ROLES = ['visitor', 'employee', 'manager', 'admin'] as const;
type Role = (typeof ROLES)[number];

/** How far each person gets: a visitor is public only, an admin everything. */
const reach: Record<Role, number> = { visitor: 0, employee: 1, manager: 2, admin: 3 };
const needed = (access: Access) => ACCESS_LEVELS.indexOf(access);

/** An id no row has, for every path parameter; a wildcard gets a word. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, NO_SUCH_ID).replace(/\*/g, 'anything');

/** Sign-out ends the session the other calls still need, so it is called last. */
const signsOut = (route: RouteAccess) => route.url.endsWith('/auth/sign-out');

let clients: Record<Role, Client>;
beforeAll(async () => {
  clients = { visitor: visitorOf(testApp), ...(await signInEachRole(testApp)) };
});

/** What is wrong with `route`'s answer to `role`, or undefined when it answered as its access says. */
function verdict(route: RouteAccess, role: Role, status: number): string | undefined {
  const where = `${route.method} ${route.url} (${route.access}) as ${role}: ${status}`;
  if (reach[role] < needed(route.access)) {
    const refusal = role === 'visitor' ? 401 : 403;
    if (status >= 200 && status < 300) return `${where}, a success for someone below its level`;
    return status === refusal ? undefined : `${where}, expected ${refusal}`;
  }
  if (status === 401 || status === 403) return `${where}, refused someone it admits`;
  return status >= 500 ? `${where}, a server error` : undefined;
}

describe('the permission matrix', () => {
  it('has every API route declare its access, including the guarded ones of every level', () => {
    const routes = testApp.app.routeAccess().filter((route) => route.url.startsWith('/api/'));

    expect(routes.length).toBeGreaterThan(50);
    expect(new Set(routes.map((route) => route.access))).toEqual(new Set(ACCESS_LEVELS));
  });

  it('answers every route as its access says, to a visitor, an employee, a manager and an admin', async () => {
    const routes = testApp.app.routeAccess().sort((a, b) => Number(signsOut(a)) - Number(signsOut(b)));
    const failures: string[] = [];

    for (const route of routes) {
      for (const role of ROLES) {
        const response = await clients[role].inject({
          method: route.method,
          url: concreteUrl(route.url),
          headers: { origin: TEST_PUBLIC_URL },
          ...(!['GET', 'HEAD', 'DELETE'].includes(route.method) && { payload: {} }),
        });
        const failure = verdict(route, role, response.statusCode);
        if (failure) failures.push(failure);
      }
    }

    expect(failures).toEqual([]);
  });

  it('documents each route with its access in the OpenAPI document (x-access)', async () => {
    const document = (await clients.visitor.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { 'x-access'?: Access }>>;
    }>();
    const documented = testApp.app
      .routeAccess()
      .filter(
        (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
      );

    const mismatches = documented.filter((route) => {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      return document.paths[path]?.[route.method.toLowerCase()]?.['x-access'] !== route.access;
    });

    expect(mismatches).toEqual([]);
  });

  it('refuses to start when a route declares no access', async () => {
    const unguarded = async (app: FastifyInstance) => {
      app.get('/forgotten', async () => ({ secret: true }));
    };

    await expect(buildTestApp({ testRoutes: unguarded })).rejects.toThrow(
      /do not declare who may call them: GET,HEAD \/api\/test\/forgotten|do not declare who may call them: GET \/api\/test\/forgotten/,
    );
  });
});
