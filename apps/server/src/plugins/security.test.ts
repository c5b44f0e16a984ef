import { registrationFor } from '@topgear/shared/test-factories';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, useTestApp, type TestApp } from '../../test/app';
import { registrationRequest, signInRequest, visitorOf } from '../../test/clients';
import { users } from '../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

async function usersWithEmail(email: string) {
  const [row] = await testApp.db.select({ n: count() }).from(users).where(eq(users.email, email));
  return row?.n;
}

describe('requests from other sites', () => {
  it('refuses a registration sent from another origin with 403, storing nothing', async () => {
    const registration = registrationFor();

    const response = await visitor.inject({
      ...registrationRequest(registration),
      headers: { origin: 'https://evil.example' },
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Requests from other sites are not allowed.' },
    });
    expect(response.cookies).toHaveLength(0);
    expect(await usersWithEmail(registration.email)).toBe(0);
  });

  it('refuses a look-alike origin and the opaque "null" origin', async () => {
    for (const origin of ['http://localhost:3000.evil.example', 'https://localhost:3000', 'null']) {
      const registration = registrationFor();
      const response = await visitor.inject({ ...registrationRequest(registration), headers: { origin } });
      expect(response.statusCode, origin).toBe(403);
      expect(await usersWithEmail(registration.email), origin).toBe(0);
    }
  });

  it('refuses a sign-in sent from another origin before checking the password', async () => {
    const response = await visitor.inject({
      ...signInRequest('someone@example.com', 'whatever it is'),
      headers: { origin: 'https://evil.example' },
    });

    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('accepts a registration from the public origin', async () => {
    const registration = registrationFor();

    const response = await visitor.inject({
      ...registrationRequest(registration),
      headers: { origin: TEST_PUBLIC_URL },
    });

    expect(response.statusCode).toBe(201);
    expect(await usersWithEmail(registration.email)).toBe(1);
  });

  it('refuses a registration whose origin only matches the Host header it came with', async () => {
    const registration = registrationFor();

    const response = await visitor.inject({
      ...registrationRequest(registration),
      headers: {
        host: 'perform.example.com',
        origin: 'http://perform.example.com',
      },
    });

    expect(response.statusCode).toBe(403);
    expect(await usersWithEmail(registration.email)).toBe(0);
  });

  it('accepts a registration without an Origin header (same-site tools and older clients)', async () => {
    const registration = registrationFor();

    const response = await visitor.inject(registrationRequest(registration));

    expect(response.statusCode).toBe(201);
  });

  it('lets reads through whatever their origin', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('requests through a trusted proxy', () => {
  /** The proxy in front of the app; it reports the host and scheme the browser used. */
  const PROXY = '10.1.2.3';
  const forwarded = {
    'x-forwarded-host': 'perform.example.com',
    'x-forwarded-proto': 'https',
    origin: 'https://perform.example.com',
  };
  let proxiedApp: TestApp | undefined;
  beforeAll(async () => {
    proxiedApp = await buildTestApp({ database: testApp.database, trustProxy: [PROXY] });
  });
  afterAll(async () => {
    await proxiedApp?.close();
  });

  /** A registration sent to the proxied app from `address`, and how many accounts it left behind. */
  async function registerFrom(address: string, headers: Record<string, string>) {
    const registration = registrationFor();
    const response = await visitorOf(proxiedApp!, address).inject({ ...registrationRequest(registration), headers });
    return { status: response.statusCode, stored: await usersWithEmail(registration.email) };
  }

  it('accepts a write whose origin is the host and scheme the proxy forwarded', async () => {
    expect(await registerFrom(PROXY, forwarded)).toEqual({ status: 201, stored: 1 });
  });

  it('refuses the same headers from an address that is not the proxy', async () => {
    expect(await registerFrom('203.0.113.50', forwarded)).toEqual({ status: 403, stored: 0 });
  });

  it('refuses an origin other than the forwarded one, even through the proxy', async () => {
    expect(await registerFrom(PROXY, { ...forwarded, origin: 'http://perform.example.com' })).toEqual({
      status: 403,
      stored: 0,
    });
  });
});

describe('security headers', () => {
  it('turn off the browser features no page uses, on pages and API answers alike', async () => {
    for (const url of ['/api/health', '/api/nope', '/']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      const policy = String(response.headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
        expect(policy, url).toContain(feature);
      }
    }
  });

  it('come with API answers, errors included', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'self'");
      // Linked pictures may come from any https host; nothing else may.
      expect(csp, url).toContain("img-src 'self' data: blob: https:");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  describe('with an https public URL', () => {
    let httpsApp: TestApp | undefined;
    beforeAll(async () => {
      httpsApp = await buildTestApp({ database: testApp.database, publicUrl: 'https://perform.example.com' });
    });
    afterAll(async () => {
      await httpsApp?.close();
    });

    it('also ask browsers to stay on https', async () => {
      const response = await httpsApp!.app.inject({ method: 'GET', url: '/api/health' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    });

    it('set the session cookie Secure, under the __Secure- prefix', async () => {
      const response = await visitorOf(httpsApp!).inject(registrationRequest(registrationFor()));

      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((cookie) => cookie.name === '__Secure-topgear.session_token')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
    });
  });
});
