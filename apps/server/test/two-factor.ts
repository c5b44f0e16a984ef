import type { TwoFactorSetup } from '@topgear/shared/two-factor';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { authenticatorFor } from './authenticator';
import { visitorOf, type AppSource, type SignedInUser } from './clients';
import { sessionCookie } from './factories';

const post = (source: AppSource, cookie: string, url: string, payload: object) =>
  visitorOf(source).inject({ method: 'POST', url, headers: { cookie }, payload });

/** Starts setting two-factor sign-in up for `user`, on the device `cookie` signs in: the QR code's address and the secret. */
export async function beginTwoFactorSetup(source: AppSource, user: SignedInUser, cookie = user.cookie) {
  const response = await post(source, cookie, '/api/account/two-factor', { currentPassword: user.password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TwoFactorSetup>();
}

/** Sets two-factor sign-in up as a person would: scan, confirm a code. Answers the app, the codes and the new cookie. */
export async function turnOnTwoFactor(source: AppSource, user: SignedInUser) {
  const setup = await beginTwoFactorSetup(source, user);
  const app = authenticatorFor(setup.totpUri);
  const response = await post(source, user.cookie, '/api/account/two-factor/confirm', { code: app.code() });
  expect(response.statusCode, response.body).toBe(200);
  const { recoveryCodes } = response.json<{ recoveryCodes: string[] }>();
  const cookie = sessionCookie(response);
  // The same person on the same device, under the session that replaced the one they had.
  const signedIn: SignedInUser = {
    ...user,
    cookie,
    inject: (options: InjectOptions) => user.inject({ ...options, headers: { ...options.headers, cookie } }),
  };
  return { setup, app, recoveryCodes, cookie, signedIn };
}
