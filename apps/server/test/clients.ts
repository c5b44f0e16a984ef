import { registrationFor } from '@topgear/shared/test-factories';
import type { Me } from '@topgear/shared/users';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { TEST_PUBLIC_URL } from './app';
import { nextClientAddress, sessionCookie, setRoles, type Roles } from './factories';

/** Someone talking to the app: `app.inject` as that person. */
export interface Client {
  /** Sends the request from this client's address; `options` may name another `remoteAddress`. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** GETs `url` with `query`, expects 200 and returns the JSON body. */
  getJson<T>(url: string, query?: Record<string, string>): Promise<T>;
}

/** A registered user, signed in: `inject` sends its session cookie along. */
export interface SignedInUser extends Client {
  me: Me;
  email: string;
  password: string;
  /** The `cookie` request header that carries the session. */
  cookie: string;
}

/** An app, or what holds one (`useTestApp()`, `buildTestApp()`): read at each request, once it is built. */
export type AppSource = App | { readonly app: App };

const appOf = (source: AppSource) => ('inject' in source ? source : source.app);

/**
 * A visitor without a session. Rate limits are kept per client address and the tests play many
 * different people, so each request comes from a fresh address; with `remoteAddress`, every
 * request comes from that one.
 */
export const visitorOf = (source: AppSource, remoteAddress?: string) => clientOf(source, {}, remoteAddress);

/**
 * Registers a new user through the API, gives it `roles` (none: a plain employee) the way an
 * administrator would, and returns it signed in. Its requests come from a fresh address each.
 */
export async function signInAs(source: AppSource, roles: Roles = {}): Promise<SignedInUser> {
  const registration = registrationFor();
  const response = await visitorOf(source).inject(registrationRequest(registration));
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const me = response.json<Me>();
  if (Object.keys(roles).length > 0) await setRoles(appOf(source).db, me.id, roles);
  const cookie = sessionCookie(response);
  return {
    ...clientOf(source, { cookie }),
    me: { ...me, ...roles },
    email: registration.email,
    password: registration.password,
    cookie,
  };
}

function clientOf(source: AppSource, headers: Record<string, string>, remoteAddress?: string): Client {
  const inject = (options: InjectOptions) =>
    appOf(source).inject({
      remoteAddress: remoteAddress ?? nextClientAddress(),
      ...options,
      headers: { ...headers, ...options.headers },
    });
  return {
    inject,
    async getJson(url, query = {}) {
      const response = await inject({ method: 'GET', url, query });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  };
}

/** POST /api/users: a registration with this body. */
export const registrationRequest = (payload: InjectOptions['payload']) =>
  ({ method: 'POST', url: '/api/users', payload }) satisfies InjectOptions;

/** POST /api/auth/sign-in/email with these credentials. */
export const signInRequest = (email: string, password: string) =>
  ({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } }) satisfies InjectOptions;

/** An employee, a manager and an administrator, each signed in: the three people a guarded route meets. */
export async function signInEachRole(source: AppSource) {
  const [employee, manager, admin] = await Promise.all([
    signInAs(source),
    signInAs(source, { isManager: true }),
    signInAs(source, { isAdmin: true }),
  ]);
  return { employee, manager, admin };
}

/**
 * Sends a request as `client` from the app's own origin, expects `status` (200 unless said) and
 * resolves with the JSON body (undefined for an empty one).
 */
export async function answered<Body>(
  client: Client,
  options: Pick<InjectOptions, 'method' | 'payload'> & { url: string },
  status = 200,
) {
  const response = await client.inject({ ...options, headers: { origin: TEST_PUBLIC_URL } });
  expect(response.statusCode, `${String(options.method)} ${options.url}: ${response.body}`).toBe(status);
  return response.body === '' ? (undefined as Body) : response.json<Body>();
}
