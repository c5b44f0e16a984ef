import { describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, useTestApp } from '../test/app';
import { signInAs, visitorOf } from '../test/clients';
import { nextClientAddress } from '../test/factories';
import { canonicalUrl } from './canonical-url';

/*
 * A probe once reached the API past the cross-site check and every rate limit by escaping a
 * letter of `/api/`: the router decodes `/%61pi/news` to `/api/news`, the checks read the raw URL.
 * Each guarded behaviour is tried again here with escaped spellings.
 */

const testApp = useTestApp();

/** The spellings of `/api/…` a client may send for the same route. */
const escapedSpellings = (url: string) => [
  url.replace('/api/', '/%61pi/'),
  url.replace('/api/', '/%61%70%69/'),
  url.replace('/api/', '/ap%69/'),
  url.replace(/\/api\/(.)/, (_match, first: string) => `/api/%${first.charCodeAt(0).toString(16)}`),
];

describe('the canonical URL', () => {
  it('spells escaped letters, digits and - . _ ~ as themselves, and leaves everything else escaped', () => {
    expect(canonicalUrl('/%61%70%69/n%65ws/%7Eme%2D%2e%5F')).toBe('/api/news/~me-._');
    expect(canonicalUrl('/api/users/%00/roles/%2Fadmin%20x')).toBe('/api/users/%00/roles/%2Fadmin%20x');
    expect(canonicalUrl('/%61pi/users?q=%61')).toBe('/api/users?q=%61');
  });
});

describe('escaped spellings of /api/', () => {
  it('meet the cross-site check on every write route of the API', async () => {
    const user = await signInAs(testApp);
    const writes = testApp.app
      .routeAccess()
      .filter((route) => route.url.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS'].includes(route.method));
    const failures: string[] = [];

    for (const route of writes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      for (const spelling of escapedSpellings(url)) {
        const response = await user.inject({
          method: route.method,
          url: spelling,
          headers: { origin: 'https://evil.example' },
          payload: {},
        });
        if (response.statusCode !== 403) failures.push(`${route.method} ${spelling}: ${response.statusCode}`);
      }
    }

    expect(writes.length).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  }, 60_000);

  it('meet the same guards: 401 for a visitor, 403 for an employee on an administrators’ route', async () => {
    const employee = await signInAs(testApp);
    for (const spelling of escapedSpellings('/api/me')) {
      expect((await visitorOf(testApp).inject({ method: 'GET', url: spelling })).statusCode, spelling).toBe(401);
      expect((await employee.inject({ method: 'GET', url: spelling })).statusCode, spelling).toBe(200);
    }
    for (const spelling of escapedSpellings('/api/users')) {
      expect((await employee.inject({ method: 'GET', url: spelling })).statusCode, spelling).toBe(403);
    }
  });

  it('count towards the API limit of the client address', async () => {
    const limited = await buildTestApp({ database: testApp.database, apiRequestsPerMinute: 4 });
    try {
      const address = nextClientAddress();
      const statuses = [];
      for (const spelling of [...escapedSpellings('/api/me'), '/%61pi/me']) {
        statuses.push((await visitorOf(limited.app, address).inject({ method: 'GET', url: spelling })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('count towards the registration limit of 20 an hour', async () => {
    const address = nextClientAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const response = await visitorOf(testApp, address).inject({
        method: 'POST',
        url: escapedSpellings('/api/users')[attempt % 4],
        headers: { origin: TEST_PUBLIC_URL },
        payload: {},
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(20).fill(400), 429]);
  });
});
