import { randomInt, randomUUID } from 'node:crypto';
import type { Me, RegistrationInput } from '@topgear/shared/users';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema';

export const TEST_PASSWORD = 'correct horse 42';

/**
 * Starts somewhere random in 10.0.0.0/8, so that runs sharing one Redis (whose rate-limit
 * counters outlive the run) do not meet each other's addresses.
 */
let clientCounter = randomInt(0, 2 ** 24 - 2 ** 20);
/**
 * A client address of its own for each call: limits are kept per address, and the tests play
 * many different people.
 */
export function nextClientAddress() {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

/** A valid registration with a unique email; override any field. */
export function registrationFor(overrides: Partial<RegistrationInput> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${randomUUID()}@example.com`,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    address: '12 Analytical Lane, Dhaka',
    age: 36,
    gender: 'Female',
    jobRole: 'Employee',
    phone: '+880 1711 000000',
    acceptTerms: true,
    ...overrides,
  } satisfies RegistrationInput;
}

/** The `cookie` request header that carries the session a response set. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookies = response.cookies.filter((cookie) => cookie.value !== '');
  if (cookies.length === 0) throw new Error(`no session cookie in a ${response.statusCode} response`);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export interface TestUser {
  me: Me;
  email: string;
  password: string;
  cookie: string;
}

/** Registers through the API and returns the user with a signed-in session cookie. */
export async function registerUser(app: App, overrides: Partial<RegistrationInput> = {}): Promise<TestUser> {
  const registration = registrationFor(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: registration,
    remoteAddress: nextClientAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  return {
    me: response.json<Me>(),
    email: registration.email,
    password: registration.password,
    cookie: sessionCookie(response),
  };
}

/** Sets the admin and manager flags directly, as an administrator would through the admin screens. */
export async function setRoles(db: Database, userId: string, roles: { isAdmin?: boolean; isManager?: boolean }) {
  await db.update(users).set(roles).where(eq(users.id, userId));
}
