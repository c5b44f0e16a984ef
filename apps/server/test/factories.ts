import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema';

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

/** The `cookie` request header that carries the session a response set. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookies = response.cookies.filter((cookie) => cookie.value !== '');
  if (cookies.length === 0) throw new Error(`no session cookie in a ${response.statusCode} response`);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export interface Roles {
  isAdmin?: boolean;
  isManager?: boolean;
}

/** Sets the admin and manager flags directly, as an administrator would through the admin screens. */
export async function setRoles(db: Database, userId: string, roles: Roles) {
  await db.update(users).set(roles).where(eq(users.id, userId));
}
