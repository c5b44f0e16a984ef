import type { IdentityProviderInput } from '@topgear/shared/identity-provider';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TEST_PUBLIC_URL } from './app';
import { visitorOf, type AppSource, type Client } from './clients';
import { nextClientAddress, sessionCookie } from './factories';
import type { TestOidcProvider } from './oidc-provider';

/** The redirect URL the test app asks identity providers to send people back to. */
export const TEST_SSO_REDIRECT_URI = `${TEST_PUBLIC_URL}/api/auth/callback/company-sso`;

/** Settings for `idp`'s first client, allowing people of acme.test, as an administrator would save them. */
export const ssoSettingsFor = (idp: TestOidcProvider, overrides: Partial<IdentityProviderInput> = {}) => ({
  displayName: 'Acme Login',
  issuer: idp.issuer,
  clientId: idp.clients[0]!.id,
  clientSecret: idp.clients[0]!.secret,
  allowedDomains: ['acme.test'],
  passwordSignIn: 'everyone',
  ...overrides,
});

/** PUT /api/identity-provider as `admin`, expecting it saved. */
export async function configureSso(admin: Client, settings: object) {
  const response = await admin.inject({ method: 'PUT', url: '/api/identity-provider', payload: settings });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** The browser's return from a single sign-on: the app's redirect, and the person's session if one began. */
export interface SsoReturn {
  callback: LightMyRequestResponse;
  /** The session cookie the callback set, or undefined when it set none. */
  cookie: string | undefined;
}

const sessionOf = (response: LightMyRequestResponse) =>
  response.cookies.some((cookie) => cookie.name.endsWith('session_token') && cookie.value !== '')
    ? sessionCookie(response)
    : undefined;

/** The link on the login page that starts single sign-on. */
export const SSO_START = { method: 'GET', url: '/api/auth/sign-in/sso' } as const;

/**
 * One browser's single sign-on against `source`: start it, sign `login` in at `idp`, follow the
 * provider back to the app's callback with the start's cookie, as a browser does.
 */
export async function signInBySso(source: AppSource, idp: TestOidcProvider, login: string): Promise<SsoReturn> {
  const browser = visitorOf(source, nextClientAddress());
  const start = await browser.inject(SSO_START);
  expect(start.statusCode, start.body).toBe(302);
  const back = await idp.signIn(start.headers.location!, login);
  const callback = await browser.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: sessionCookie(start) },
  });
  return { callback, cookie: sessionOf(callback) };
}
