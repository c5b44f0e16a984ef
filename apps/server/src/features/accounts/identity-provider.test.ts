import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuditEntry } from '@topgear/shared/audit';
import type { IdentityProviderSetup } from '@topgear/shared/identity-provider';
import type { Page } from '@topgear/shared/pagination';
import { IDENTITY_PROVIDER_MESSAGES } from '@topgear/shared/sso';
import { symmetricDecrypt } from 'better-auth/crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_AUTH_SECRET, useTestApp } from '../../../test/app';
import { signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';
import { startOidcProvider, type TestOidcProvider } from '../../../test/oidc-provider';
import { configureSso, ssoSettingsFor, TEST_SSO_REDIRECT_URI } from '../../../test/sso-clients';
import { identityProvider } from '../../db/schema';
import { discoveryUrlOf } from './identity-provider-discovery';

const testApp = useTestApp();
const visitor = visitorOf(testApp);
let idp: TestOidcProvider;
let employee: SignedInUser;
let admin: SignedInUser;

/** A web server answering every request with `body` as JSON: an address that is not an OpenID provider. */
async function serving(body: unknown): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** An address where nothing listens any more. */
async function closedAddress() {
  const { url, server } = await serving({});
  await new Promise((resolve) => server.close(resolve));
  return url;
}

beforeAll(async () => {
  idp = await startOidcProvider({ redirectUri: TEST_SSO_REDIRECT_URI });
  ({ employee, admin } = await signInEachRole(testApp));
});
afterAll(() => idp.close());
beforeEach(async () => {
  await testApp.db.delete(identityProvider);
});

const storedRow = async () => (await testApp.db.select().from(identityProvider))[0];
const save = (settings: object) => admin.inject({ method: 'PUT', url: '/api/identity-provider', payload: settings });

describe('the identity provider settings', () => {
  it('are only for administrators: 401 for a visitor, 403 for an employee', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const payload = method === 'PUT' ? ssoSettingsFor(idp) : undefined;
      const asVisitor = await visitor.inject({ method, url: '/api/identity-provider', payload });
      const asEmployee = await employee.inject({ method, url: '/api/identity-provider', payload });
      expect([asVisitor.statusCode, asEmployee.statusCode], method).toEqual([401, 403]);
    }
    expect(await storedRow()).toBeUndefined();
  });

  it('say none is set up, and give the redirect URL to register with a provider', async () => {
    expect(await admin.getJson<IdentityProviderSetup>('/api/identity-provider')).toEqual({
      provider: null,
      redirectUrl: TEST_SSO_REDIRECT_URI,
    });
  });

  it('are saved once the issuer answers as an OpenID provider, the secret encrypted with AUTH_SECRET and never shown', async () => {
    const settings = ssoSettingsFor(idp, { allowedDomains: ['acme.test', 'acme.co.uk'], passwordSignIn: 'admins' });
    const saved = await configureSso(admin, settings);
    const shown = await admin.inject({ method: 'GET', url: '/api/identity-provider' });

    const { clientSecret, ...visible } = settings;
    expect(saved.json()).toEqual({
      provider: { ...visible, enabled: true, updatedAt: expect.any(String) },
      redirectUrl: TEST_SSO_REDIRECT_URI,
    });
    expect(shown.json()).toEqual(saved.json());
    for (const response of [saved, shown]) expect(response.body).not.toContain(clientSecret);
    const row = await storedRow();
    expect(row?.clientSecretEncrypted).not.toContain(clientSecret);
    expect(await symmetricDecrypt({ key: TEST_AUTH_SECRET, data: row!.clientSecretEncrypted })).toBe(clientSecret);
  });

  it('keep the stored secret when saved again with the secret blank or left out', async () => {
    await configureSso(admin, ssoSettingsFor(idp));
    const before = await storedRow();

    await configureSso(admin, ssoSettingsFor(idp, { displayName: 'Acme SSO', clientSecret: '' }));
    const { clientSecret: _leftOut, ...withoutSecret } = ssoSettingsFor(idp, { displayName: 'Acme ID' });
    await configureSso(admin, withoutSecret);

    const after = await storedRow();
    expect(after?.displayName).toBe('Acme ID');
    expect(after?.clientSecretEncrypted).toBe(before?.clientSecretEncrypted);
  });

  it('need a client secret the first time', async () => {
    const response = await save(ssoSettingsFor(idp, { clientSecret: '' }));

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ clientSecret: IDENTITY_PROVIDER_MESSAGES.clientSecretRequired });
    expect(await storedRow()).toBeUndefined();
  });

  it('refuse an issuer that does not answer, is not an OpenID provider, or names another issuer, storing nothing', async () => {
    const notOpenId = await serving({ hello: 'world' });
    const otherIssuer = await serving({
      issuer: 'https://login.example.com',
      authorization_endpoint: 'https://login.example.com/auth',
      token_endpoint: 'https://login.example.com/token',
      jwks_uri: 'https://login.example.com/jwks',
      id_token_signing_alg_values_supported: ['RS256'],
    });
    const unreachable = await closedAddress();
    try {
      const cases = [
        [unreachable, IDENTITY_PROVIDER_MESSAGES.issuerUnreachable(discoveryUrlOf(unreachable))],
        [notOpenId.url, IDENTITY_PROVIDER_MESSAGES.notOpenIdConnect(discoveryUrlOf(notOpenId.url))],
        [otherIssuer.url, IDENTITY_PROVIDER_MESSAGES.issuerMismatch('https://login.example.com')],
        [
          `${idp.issuer}/nothing-here`,
          IDENTITY_PROVIDER_MESSAGES.issuerUnreachable(discoveryUrlOf(`${idp.issuer}/nothing-here`)),
        ],
      ];
      for (const [issuer, message] of cases) {
        const response = await save(ssoSettingsFor(idp, { issuer }));
        expect(response.statusCode, issuer).toBe(400);
        expect(response.json().error.fields, issuer).toEqual({ issuer: message });
      }
    } finally {
      notOpenId.server.close();
      otherIssuer.server.close();
    }
    expect(await storedRow()).toBeUndefined();
  });

  it('refuse an issuer that is not https, but for a provider on this machine', async () => {
    for (const issuer of ['http://login.example.com', 'ftp://login.example.com', 'login.example.com', '']) {
      const response = await save(ssoSettingsFor(idp, { issuer }));
      expect(response.statusCode, issuer).toBe(400);
      expect(Object.keys(response.json().error.fields), issuer).toEqual(['issuer']);
    }
  });

  it('read email domains typed as text, in lower case and each once, and refuse what is not a domain', async () => {
    await configureSso(admin, ssoSettingsFor(idp, { allowedDomains: 'Acme.test, @acme.co.uk\nacme.test' }));
    expect((await storedRow())?.allowedDomains).toEqual(['acme.test', 'acme.co.uk']);

    const cases: [unknown, string][] = [
      ['acme', IDENTITY_PROVIDER_MESSAGES.notADomain('acme')],
      [['acme.test', 'a b.com'], IDENTITY_PROVIDER_MESSAGES.notADomain('a b.com')],
      ['', IDENTITY_PROVIDER_MESSAGES.domainsRequired],
      [[], IDENTITY_PROVIDER_MESSAGES.domainsRequired],
    ];
    for (const [allowedDomains, message] of cases) {
      const response = await save(ssoSettingsFor(idp, { allowedDomains: allowedDomains as string }));
      expect(response.statusCode, JSON.stringify(allowedDomains)).toBe(400);
      expect(response.json().error.fields).toEqual({ allowedDomains: message });
    }
  });

  it('are removed with DELETE (204, then 404), and each save and removal is in the audit log', async () => {
    await configureSso(admin, ssoSettingsFor(idp));
    await configureSso(admin, ssoSettingsFor(idp, { enabled: false }));

    const removed = await admin.inject({ method: 'DELETE', url: '/api/identity-provider' });
    const again = await admin.inject({ method: 'DELETE', url: '/api/identity-provider' });

    expect([removed.statusCode, again.statusCode]).toEqual([204, 404]);
    expect(again.json().error.message).toBe(IDENTITY_PROVIDER_MESSAGES.notFound);
    expect(await storedRow()).toBeUndefined();
    const { items } = await admin.getJson<Page<AuditEntry>>('/api/audit-log');
    expect(items.slice(0, 3).map(({ action, summary, actorId }) => ({ action, summary, actorId }))).toEqual([
      { action: 'identity-provider.removed', summary: 'Removed single sign-on with Acme Login', actorId: admin.me.id },
      {
        action: 'identity-provider.saved',
        summary: 'Saved the single sign-on settings of Acme Login, turned off',
        actorId: admin.me.id,
      },
      {
        action: 'identity-provider.saved',
        summary: 'Saved the single sign-on settings of Acme Login',
        actorId: admin.me.id,
      },
    ]);
  });
});

describe('GET /api/auth/methods', () => {
  it("tells anyone the provider's name and who may use a password, and only while single sign-on is on", async () => {
    const methods = () => visitor.getJson('/api/auth/methods');
    expect(await methods()).toEqual({ sso: null, passwordSignIn: 'everyone' });

    await configureSso(admin, ssoSettingsFor(idp, { passwordSignIn: 'admins' }));
    expect(await methods()).toEqual({ sso: { name: 'Acme Login' }, passwordSignIn: 'admins' });

    await configureSso(admin, ssoSettingsFor(idp, { passwordSignIn: 'admins', enabled: false }));
    expect(await methods()).toEqual({ sso: null, passwordSignIn: 'everyone' });
  });
});
