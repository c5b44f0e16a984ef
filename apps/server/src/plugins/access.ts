import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** Who may call a route, from anyone to administrators only; each level includes the ones after it. */
export const ACCESS_LEVELS = ['public', 'signed-in', 'manager', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** A registered route and the access it declares. */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

/** The guards that grant each level above public (`app.requireUser`…), registered by the auth plugin. */
const guardLevels = new WeakMap<object, Access>();

/** Records that `guard`, used as a route's `preValidation`, admits exactly `access`. */
export function declareGuard<Guard extends object>(guard: Guard, access: Exclude<Access, 'public'>): Guard {
  guardLevels.set(guard, access);
  return guard;
}

/** The level a route's guard admits, or undefined when no guard of ours runs before it. */
export const guardAccess = (preValidation: unknown): Access | undefined =>
  [preValidation]
    .flat()
    .map((hook) => (typeof hook === 'function' ? guardLevels.get(hook) : undefined))
    .find((access) => access !== undefined);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a route anyone may call; a guarded route declares its level by its guard instead. */
    access?: 'public';
  }
  interface FastifyInstance {
    /** Every route registered so far with the access it declares (the permission test reads it). */
    routeAccess(): RouteAccess[];
  }
}

const methodsOf = (route: RouteOptions) => [route.method].flat().map(String);

/** Routes registered inside `app` (a child context) by a plugin we do not write, such as the API docs, are public. */
export function markRoutesPublic(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
}

/**
 * Every route must say who may call it: a guard (`app.requireUser`, `requireManager`,
 * `requireAdmin`) or `config: { access: 'public' }`. A route that says neither stops the app from
 * starting, so a new endpoint cannot ship unguarded by omission. Registered first, it sees every
 * route; the check runs once all are registered, when plugins that mark theirs public have done so.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });

    const accessOf = (route: RouteOptions) => guardAccess(route.preValidation) ?? route.config?.access;

    app.decorate('routeAccess', () =>
      routes.flatMap((route) => {
        const access = accessOf(route);
        return access ? methodsOf(route).map((method) => ({ method, url: route.url, access })) : [];
      }),
    );

    app.addHook('onReady', async () => {
      const undeclared = routes.filter((route) => accessOf(route) === undefined);
      if (undeclared.length > 0) {
        const names = undeclared.map((route) => `${methodsOf(route).join(',')} ${route.url}`).join(', ');
        throw new Error(
          `These routes do not declare who may call them: ${names}. Guard each with app.requireUser, ` +
            "app.requireManager or app.requireAdmin, or mark it config: { access: 'public' }.",
        );
      }
    });
  },
  { name: 'access' },
);
