import { uniqueEmail, registrationFor } from '@topgear/shared/test-factories';
import type { LeaveBalance } from '@topgear/shared/leave';
import type { PendingInvitation } from '@topgear/shared/invitations';
import type { Page } from '@topgear/shared/pagination';
import type { Person } from '@topgear/shared/people';
import { PEOPLE_FILE_HEADINGS } from '@topgear/shared/people-import';
import type { Me } from '@topgear/shared/users';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { registrationRequest, signInAs, signInRequest, visitorOf, type SignedInUser } from '../../../test/clients';
import { nextClientAddress, sessionCookie } from '../../../test/factories';
import { startOidcProvider, type PersonAtProvider, type TestOidcProvider } from '../../../test/oidc-provider';
import { configureSso, signInBySso, SSO_START, ssoSettingsFor, TEST_SSO_REDIRECT_URI } from '../../../test/sso-clients';
import { accounts, leaveBalances, profiles, sessions, users } from '../../db/schema';

const testApp = useTestApp();
let idp: TestOidcProvider;
let admin: SignedInUser;

beforeAll(async () => {
  idp = await startOidcProvider({ redirectUri: TEST_SSO_REDIRECT_URI, clientIds: ['topgear', 'topgear-second'] });
  admin = await signInAs(testApp, { isAdmin: true });
  await configureSso(admin, ssoSettingsFor(idp));
});
afterAll(() => idp.close());

/** A fresh address at the company's domain. */
const acmeEmail = () => uniqueEmail().replace('@example.com', '@acme.test');

const personAt = (claims: Partial<PersonAtProvider> = {}): PersonAtProvider => ({
  email: acmeEmail(),
  email_verified: true,
  given_name: 'Ada',
  family_name: 'Lovelace',
  ...claims,
});

const me = async (cookie: string) => {
  const response = await visitorOf(testApp).inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Me>();
};

/** How many rows of each kind the person with `email` has: what a sign-in created or left behind. */
async function rowsOf(email: string) {
  const [user] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return { users: 0 };
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n;
  return {
    users: 1,
    profiles: await countOf(testApp.db.select({ n: count() }).from(profiles).where(eq(profiles.userId, user.id))),
    leaveBalances: await countOf(
      testApp.db.select({ n: count() }).from(leaveBalances).where(eq(leaveBalances.userId, user.id)),
    ),
    ssoAccounts: await countOf(
      testApp.db
        .select({ n: count() })
        .from(accounts)
        .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'company-sso'))),
    ),
  };
}

const signedInToDashboard = { statusCode: 302, headers: expect.objectContaining({ location: '/dashboard/home' }) };

describe('signing in with the identity provider', () => {
  it('creates a new person with the profile and both leave balances of a registration, signed in on the dashboard', async () => {
    const person = personAt();
    const { callback, cookie } = await signInBySso(testApp, idp, idp.addPerson(person));

    expect(callback).toMatchObject(signedInToDashboard);
    expect(await me(cookie!)).toEqual({
      id: expect.any(String),
      email: person.email,
      fullName: 'Ada Lovelace',
      image: null,
      isAdmin: false,
      isManager: false,
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
    });
    const balances = await visitorOf(testApp).inject({
      method: 'GET',
      url: '/api/leave/balances',
      headers: { cookie },
    });
    expect(balances.json<LeaveBalance[]>().map((balance) => balance.type)).toEqual(['Vacation', 'Sick']);
    const [profile] = await testApp.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, (await me(cookie!)).id));
    expect(profile).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(await rowsOf(person.email)).toEqual({ users: 1, profiles: 1, leaveBalances: 2, ssoAccounts: 1 });
  });

  it('places a new person as the pending invitation of their address says, and accepts it', async () => {
    const [lead, person] = [await signInAs(testApp), personAt()];
    const imported = await admin.inject({
      method: 'POST',
      url: '/api/people/import',
      payload: {
        csv: `${Object.values(PEOPLE_FILE_HEADINGS).join(',')}\r\n${person.email},Augusta,King,Analyst,Research,${lead.email},2026-01-05\r\n`,
        createDepartments: ['Research'],
      },
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(imported.statusCode, imported.body).toBe(200);

    const { cookie } = await signInBySso(testApp, idp, idp.addPerson(person));
    const { id } = await me(cookie!);
    const page = await admin.getJson<Person>(`/api/people/${id}`);
    // The provider's names: the person's own, as a sign-up form's would be.
    expect(page).toMatchObject({
      name: 'Ada Lovelace',
      jobTitle: 'Analyst',
      department: { name: 'Research' },
      manager: { id: lead.me.id },
      startDate: '2026-01-05',
    });
    const pending = await admin.getJson<Page<PendingInvitation>>('/api/invitations', { limit: '100' });
    expect(pending.items.map((invitation) => invitation.email)).not.toContain(person.email);
  });

  it('signs the same person into the same account the next time', async () => {
    const person = personAt();
    const login = idp.addPerson(person);
    const first = await signInBySso(testApp, idp, login);
    const second = await signInBySso(testApp, idp, login);

    expect(second.callback).toMatchObject(signedInToDashboard);
    expect((await me(second.cookie!)).id).toBe((await me(first.cookie!)).id);
    expect(await rowsOf(person.email)).toEqual({ users: 1, profiles: 1, leaveBalances: 2, ssoAccounts: 1 });
  });

  it('links the existing password account of that email, which keeps its profile and password; its other sessions end', async () => {
    const registration = registrationFor({ email: acmeEmail(), firstName: 'Grace', lastName: 'Hopper' });
    const registered = await visitorOf(testApp).inject(registrationRequest(registration));
    expect(registered.statusCode, registered.body).toBe(201);

    const { callback, cookie } = await signInBySso(
      testApp,
      idp,
      idp.addPerson(personAt({ email: registration.email })),
    );

    expect(callback).toMatchObject(signedInToDashboard);
    expect(await me(cookie!)).toMatchObject({ id: registered.json<Me>().id, fullName: 'Grace Hopper' });
    expect(await rowsOf(registration.email)).toEqual({ users: 1, profiles: 1, leaveBalances: 2, ssoAccounts: 1 });
    const earlierSession = await visitorOf(testApp).inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookie(registered) },
    });
    expect(earlierSession.statusCode).toBe(401);
    const byPassword = await visitorOf(testApp).inject(signInRequest(registration.email, registration.password));
    expect(byPassword.statusCode).toBe(200);
  });

  it("names a new person from the 'name' claim when the provider gives no given and family names", async () => {
    const person = personAt({ given_name: undefined, family_name: undefined, name: 'Grace Brewster Hopper' });
    const { cookie } = await signInBySso(testApp, idp, idp.addPerson(person));

    const { id, fullName } = await me(cookie!);
    expect(fullName).toBe('Grace Brewster Hopper');
    const [profile] = await testApp.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile).toMatchObject({ firstName: 'Grace Brewster', lastName: 'Hopper' });
  });

  it('refuses an email of a domain that is not allowed, and creates nothing', async () => {
    const person = personAt({ email: uniqueEmail() });
    const { callback, cookie } = await signInBySso(testApp, idp, idp.addPerson(person));

    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?error=sso-domain');
    expect(cookie).toBeUndefined();
    expect(await rowsOf(person.email)).toEqual({ users: 0 });
  });

  it('refuses an email the provider has not verified, and creates or links nothing', async () => {
    const stranger = personAt({ email_verified: false });
    const registration = registrationFor({ email: acmeEmail() });
    await visitorOf(testApp).inject(registrationRequest(registration));
    const claimingAnAccount = personAt({ email: registration.email, email_verified: false });

    for (const person of [stranger, claimingAnAccount]) {
      const { callback, cookie } = await signInBySso(testApp, idp, idp.addPerson(person));
      expect(callback.headers.location).toBe('/login?error=sso-unverified');
      expect(cookie).toBeUndefined();
    }
    expect(await rowsOf(stranger.email)).toEqual({ users: 0 });
    expect(await rowsOf(registration.email)).toMatchObject({ users: 1, ssoAccounts: 0 });
  });

  it('leaves no account, link or session behind when the new profile cannot be stored', async () => {
    // A failure of the database itself, after Better Auth created the account in the same transaction.
    await testApp.db.execute(sql`
      create function refuse_profile() returns trigger language plpgsql
      as $$ begin raise exception 'profile refused for the test'; end $$`);
    await testApp.db.execute(sql`
      create trigger refuse_profile before insert on profiles
      for each row when (new.first_name = 'Refused') execute function refuse_profile()`);
    onTestFinished(async () => {
      await testApp.db.execute(sql`drop trigger refuse_profile on profiles`);
      await testApp.db.execute(sql`drop function refuse_profile()`);
    });
    const person = personAt({ given_name: 'Refused' });

    const { callback, cookie } = await signInBySso(testApp, idp, idp.addPerson(person));

    expect(callback.headers.location).toBe('/login?error=sso-failed');
    expect(cookie).toBeUndefined();
    expect(await rowsOf(person.email)).toEqual({ users: 0 });
  });

  it('sends a callback this app did not start back to the login page', async () => {
    const response = await visitorOf(testApp).inject({
      method: 'GET',
      url: '/api/auth/callback/company-sso',
      query: { code: 'made-up', state: 'made-up', iss: idp.issuer },
    });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?error=sso-failed');
  });

  it('makes one account when a new person comes back from two sign-ins at the same moment', async () => {
    const person = personAt();
    const login = idp.addPerson(person);
    const browsers = [0, 1].map(() => visitorOf(testApp, nextClientAddress()));
    const returns = await Promise.all(
      browsers.map(async (browser) => {
        const start = await browser.inject(SSO_START);
        const back = await idp.signIn(start.headers.location!, login);
        return { browser, back, cookie: sessionCookie(start) };
      }),
    );

    const callbacks = await Promise.all(
      returns.map(({ browser, back, cookie }) =>
        browser.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } }),
      ),
    );

    for (const callback of callbacks) expect(callback).toMatchObject(signedInToDashboard);
    expect(await rowsOf(person.email)).toEqual({ users: 1, profiles: 1, leaveBalances: 2, ssoAccounts: 1 });
  });

  it('sends the browser back to the login page, which says so, while the identity provider does not answer', async () => {
    const gone = await startOidcProvider({ redirectUri: TEST_SSO_REDIRECT_URI });
    await configureSso(admin, ssoSettingsFor(gone, { displayName: 'Gone Login' }));
    await gone.close();
    onTestFinished(async () => {
      await configureSso(admin, ssoSettingsFor(idp));
    });

    const response = await visitorOf(testApp).inject(SSO_START);

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?error=sso-unavailable');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('password sign-in when everyone but administrators must use single sign-on', () => {
  it('refuses a right password of a non-administrator with 403, leaving no session; administrators still sign in', async () => {
    const employee = await signInAs(testApp);
    await configureSso(admin, ssoSettingsFor(idp, { passwordSignIn: 'admins' }));
    onTestFinished(async () => {
      await configureSso(admin, ssoSettingsFor(idp));
    });
    const sessionsOf = async (userId: string) =>
      (await testApp.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n;
    const sessionsBefore = await sessionsOf(employee.me.id);

    const refused = await visitorOf(testApp).inject(signInRequest(employee.email, employee.password));
    const wrongPassword = await visitorOf(testApp).inject(signInRequest(employee.email, 'not the password 42'));
    const byAdmin = await visitorOf(testApp).inject(signInRequest(admin.email, admin.password));
    const registering = await visitorOf(testApp).inject(registrationRequest(registrationFor()));

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'SSO_REQUIRED', message: 'Sign in with Acme Login.' } });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await sessionsOf(employee.me.id)).toBe(sessionsBefore);
    expect(wrongPassword.statusCode).toBe(401);
    expect(byAdmin.statusCode).toBe(200);
    expect(registering.statusCode).toBe(403);
    expect(registering.json().error.message).toBe('Sign in with Acme Login.');
  });

  it('lets everyone use a password again once single sign-on is turned off', async () => {
    const employee = await signInAs(testApp);
    await configureSso(admin, ssoSettingsFor(idp, { passwordSignIn: 'admins', enabled: false }));
    onTestFinished(async () => {
      await configureSso(admin, ssoSettingsFor(idp));
    });

    const signedIn = await visitorOf(testApp).inject(signInRequest(employee.email, employee.password));
    const starting = await visitorOf(testApp).inject(SSO_START);

    expect(signedIn.statusCode).toBe(200);
    expect(starting.statusCode).toBe(302);
    expect(starting.headers.location).toBe('/login?error=sso-off');
  });
});

describe('a second process sharing the database', () => {
  it('signs people in with what an administrator saved on the first, and follows each change', async () => {
    const second = await buildTestApp({ database: testApp.database });
    onTestFinished(async () => {
      await second.close();
      await configureSso(admin, ssoSettingsFor(idp));
    });
    const startOn = async () => visitorOf(second.app).inject(SSO_START);

    const first = await signInBySso(second.app, idp, idp.addPerson(personAt()));
    expect(first.callback).toMatchObject(signedInToDashboard);

    const [, renamed] = idp.clients;
    await configureSso(admin, ssoSettingsFor(idp, { clientId: renamed!.id, clientSecret: renamed!.secret }));
    expect(new URL((await startOn()).headers.location!).searchParams.get('client_id')).toBe(renamed!.id);
    const afterChange = await signInBySso(second.app, idp, idp.addPerson(personAt()));
    expect(afterChange.callback).toMatchObject(signedInToDashboard);

    await configureSso(admin, ssoSettingsFor(idp, { enabled: false }));
    expect((await startOn()).headers.location).toBe('/login?error=sso-off');
    expect(await visitorOf(second.app).getJson('/api/auth/methods')).toEqual({ sso: null, passwordSignIn: 'everyone' });
  });
});
