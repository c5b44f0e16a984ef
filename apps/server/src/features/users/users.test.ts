import { DEFAULT_LEAVE_BALANCES } from '@topgear/shared/leave';
import { registrationFor, TEST_PASSWORD } from '@topgear/shared/test-factories';
import { SIGN_IN_MESSAGES } from '@topgear/shared/users';
import { REGISTRATION_MESSAGES } from '@topgear/shared/registration';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { registrationRequest, signInAs, signInRequest, visitorOf } from '../../../test/clients';
import { nextClientAddress, sessionCookie } from '../../../test/factories';
import { accounts, leaveBalances, profiles, sessions, users } from '../../db/schema';
import { createUserService } from './service';

const testApp = useTestApp();
const visitor = visitorOf(testApp);
const me = { method: 'GET', url: '/api/me' } as const;

async function rowCounts() {
  const db = testApp.db;
  const [[u], [a], [s], [p], [l]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(accounts),
    db.select({ n: count() }).from(sessions),
    db.select({ n: count() }).from(profiles),
    db.select({ n: count() }).from(leaveBalances),
  ]);
  return { users: u?.n, accounts: a?.n, sessions: s?.n, profiles: p?.n, leaveBalances: l?.n };
}

describe('POST /api/users (register)', () => {
  it('creates the account, profile and both leave balances, and signs the person in', async () => {
    const registration = registrationFor({ firstName: 'Grace', lastName: 'Hopper' });
    const response = await visitor.inject(registrationRequest(registration));

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      email: registration.email,
      fullName: 'Grace Hopper',
      image: null,
      isAdmin: false,
      isManager: false,
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
    });
    const cookie = response.cookies.find((c) => c.name === 'topgear.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const [profile] = await testApp.db.select().from(profiles).where(eq(profiles.userId, body.id));
    expect(profile).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      address: registration.address,
      age: registration.age,
      gender: registration.gender,
      jobRole: registration.jobRole,
      phone: registration.phone,
    });
    const balances = await testApp.db
      .select({ type: leaveBalances.type, days: leaveBalances.days, label: leaveBalances.label })
      .from(leaveBalances)
      .where(eq(leaveBalances.userId, body.id));
    expect(balances).toEqual(expect.arrayContaining([...DEFAULT_LEAVE_BALANCES]));
    expect(balances).toHaveLength(2);

    const profileResponse = await visitor.inject({ ...me, headers: { cookie: sessionCookie(response) } });
    expect(profileResponse.statusCode).toBe(200);
    expect(profileResponse.json()).toEqual(body);
  });

  it('keeps the optional company, and none when it was left out or blank', async () => {
    const withCompany = await visitor.inject(registrationRequest(registrationFor({ company: '  Acme Ltd ' })));
    const blank = await visitor.inject(registrationRequest(registrationFor({ company: '   ' })));
    const tooLong = await visitor.inject(registrationRequest(registrationFor({ company: 'x'.repeat(101) })));

    const companyOf = async (id: string) =>
      (await testApp.db.select({ company: profiles.company }).from(profiles).where(eq(profiles.userId, id)))[0]
        ?.company;
    expect(await companyOf(withCompany.json().id)).toBe('Acme Ltd');
    expect(await companyOf(blank.json().id)).toBeNull();
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({ company: 'The company can have at most 100 characters' });
  });

  it('refuses an email already registered, whatever its case, and stores nothing more', async () => {
    const first = await signInAs(testApp);
    const before = await rowCounts();

    const response = await visitor.inject(registrationRequest(registrationFor({ email: first.email.toUpperCase() })));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'EMAIL_TAKEN',
        message: REGISTRATION_MESSAGES.emailTaken,
        fields: { email: REGISTRATION_MESSAGES.emailTaken },
      },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('lets exactly one of two simultaneous registrations with one email through', async () => {
    const registration = registrationFor();
    const responses = await Promise.all([
      visitor.inject(registrationRequest(registration)),
      visitor.inject(registrationRequest(registration)),
    ]);

    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const [row] = await testApp.db.select({ n: count() }).from(users).where(eq(users.email, registration.email));
    expect(row?.n).toBe(1);
  });

  it('rolls everything back when a later step of the registration fails', async () => {
    const before = await rowCounts();
    const failingService = createUserService({
      db: testApp.db,
      auth: testApp.app.auth,
      createDefaultBalances: async () => {
        throw new Error('leave balances could not be written');
      },
      admit: async (_tx, { email }) => ({ email, placement: undefined }),
    });

    const registration = registrationFor();
    await expect(
      failingService.register({ ...registration, acceptTerms: true } as never, new Headers()),
    ).rejects.toThrow('leave balances could not be written');

    expect(await rowCounts()).toEqual(before);
    const signInAttempt = await visitor.inject(signInRequest(registration.email, registration.password));
    expect(signInAttempt.statusCode).toBe(401);
  });

  it.each([
    ['an invalid email', { email: 'ada@example' }, 'email', REGISTRATION_MESSAGES.invalidEmail],
    [
      'a short password',
      { password: '12345', confirmPassword: '12345' },
      'password',
      REGISTRATION_MESSAGES.passwordTooShort,
    ],
    [
      'a different confirmation',
      { confirmPassword: 'something else' },
      'confirmPassword',
      REGISTRATION_MESSAGES.passwordMismatch,
    ],
    [
      'a heavily used password',
      { password: '123456', confirmPassword: '123456' },
      'password',
      `This is a heavily used password. ${REGISTRATION_MESSAGES.passwordAdvice}`,
    ],
    [
      'six spaces for a password',
      { password: '      ', confirmPassword: '      ' },
      'password',
      `Repeated characters like "aaa" are easy to guess. ${REGISTRATION_MESSAGES.passwordAdvice}`,
    ],
    [
      'the email as the password',
      {
        email: 'grace.hopper@example.com',
        password: 'grace.hopper@example.com',
        confirmPassword: 'grace.hopper@example.com',
      },
      'password',
      `A password should not contain your name or email. ${REGISTRATION_MESSAGES.passwordAdvice}`,
    ],
    ['an age above 100', { age: 101 }, 'age', REGISTRATION_MESSAGES.invalidAge],
    ['an age below 0', { age: -1 }, 'age', REGISTRATION_MESSAGES.invalidAge],
    ['an age of abc', { age: 'abc' }, 'age', REGISTRATION_MESSAGES.invalidAge],
    ['no gender', { gender: '' }, 'gender', REGISTRATION_MESSAGES.genderRequired],
    ['no role', { jobRole: '' }, 'jobRole', REGISTRATION_MESSAGES.roleRequired],
    ['an unknown role', { jobRole: 'Emperor' }, 'jobRole', REGISTRATION_MESSAGES.roleRequired],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms', REGISTRATION_MESSAGES.termsRequired],
    [
      'a script tag in the first name',
      { firstName: '<script>alert(1)</script>' },
      'firstName',
      'Your first name may only contain letters, spaces, hyphens and apostrophes',
    ],
    [
      'a script tag in the last name',
      { lastName: 'Lovelace<script>' },
      'lastName',
      'Your last name may only contain letters, spaces, hyphens and apostrophes',
    ],
    [
      'markup in the address',
      { address: '<img src=x onerror=alert(1)>' },
      'address',
      'Your address may not contain < or > characters',
    ],
    ['a phone number with letters', { phone: 'call me maybe' }, 'phone', 'Please enter a valid phone number'],
  ])('answers 400 for %s, naming the field, and stores nothing', async (_case, override, field, message) => {
    const before = await rowCounts();
    const response = await visitor.inject(registrationRequest({ ...registrationFor(), ...override }));

    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields[field]).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 400 naming every missing field', async () => {
    const response = await visitor.inject(registrationRequest({}));

    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error;
    expect(Object.keys(fields).sort()).toEqual(
      [
        'acceptTerms',
        'address',
        'age',
        'confirmPassword',
        'email',
        'firstName',
        'gender',
        'jobRole',
        'lastName',
        'password',
        'phone',
      ].sort(),
    );
  });

  it('answers 429 to a twenty-first registration from one address within the hour', async () => {
    const oneAddress = visitorOf(testApp, nextClientAddress());
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await oneAddress.inject(registrationRequest(registrationFor()))).statusCode).toBe(201);
    }
    const refused = await oneAddress.inject(registrationRequest(registrationFor()));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
  });

  it('drops unknown fields instead of storing them: nobody registers as an admin', async () => {
    const response = await visitor.inject(
      registrationRequest({ ...registrationFor(), isAdmin: true, isManager: true }),
    );

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ isAdmin: false, isManager: false });
  });

  it('answers 400 for malformed JSON and 413 for a 5 MB body, storing nothing', async () => {
    const before = await rowCounts();
    const malformed = await visitor.inject({
      ...registrationRequest('{"firstName": "Ada",'),
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
    });

    const huge = await visitor.inject(
      registrationRequest({ ...registrationFor(), address: 'x'.repeat(5 * 1024 * 1024) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');

    const notJson = await visitor.inject({
      ...registrationRequest('hello'),
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.statusCode).toBe(415);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('POST /api/auth/sign-in/email', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const user = await signInAs(testApp);
    const response = await visitor.inject(signInRequest(user.email.toUpperCase(), user.password));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user.me);
    expect((await visitor.inject({ ...me, headers: { cookie: sessionCookie(response) } })).json()).toEqual(user.me);
  });

  it("answers 'Wrong email or password' for a wrong password or an unknown email", async () => {
    const user = await signInAs(testApp);
    for (const [email, password] of [
      [user.email, 'not the password'],
      ['nobody@example.com', TEST_PASSWORD],
    ] as const) {
      const response = await visitor.inject(signInRequest(email, password));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: SIGN_IN_MESSAGES.wrongCredentials },
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('answers 400 when the email or password is missing', async () => {
    const response = await visitor.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: 'Please enter your email',
      password: 'Please enter your password',
    });
  });

  it('answers 429 after five failures for one email from one address, even with the right password', async () => {
    const user = await signInAs(testApp);
    const oneAddress = visitorOf(testApp, '203.0.113.7');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await oneAddress.inject(signInRequest(user.email, 'wrong password'))).statusCode).toBe(401);
    }

    const locked = await oneAddress.inject(signInRequest(user.email, user.password));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: SIGN_IN_MESSAGES.tooManyAttempts },
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    const anotherAddress = visitorOf(testApp, '203.0.113.8');
    expect((await anotherAddress.inject(signInRequest(user.email, user.password))).statusCode).toBe(200);
  });

  it('holds the limit when wrong attempts arrive all at once', async () => {
    const user = await signInAs(testApp);
    const oneAddress = visitorOf(testApp, nextClientAddress());
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => oneAddress.inject(signInRequest(user.email, 'wrong password'))),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('does not count successful sign-ins as failures', async () => {
    const user = await signInAs(testApp);
    const oneAddress = visitorOf(testApp, '203.0.113.9');
    for (let attempt = 1; attempt <= 7; attempt++) {
      expect((await oneAddress.inject(signInRequest(user.email, user.password))).statusCode).toBe(200);
    }
  });
});

describe('POST /api/auth/sign-out', () => {
  it('revokes the session on the server and clears the cookie', async () => {
    const user = await signInAs(testApp);
    const [{ n: before } = { n: 0 }] = await testApp.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, user.me.id));
    expect(before).toBe(1);

    const response = await user.inject({ method: 'POST', url: '/api/auth/sign-out' });

    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'topgear.session_token')?.value).toBe('');
    expect((await user.inject(me)).statusCode).toBe(401);
    const [{ n: after } = { n: 0 }] = await testApp.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, user.me.id));
    expect(after).toBe(0);
  });
});

describe('GET /api/me', () => {
  it('answers 401 to a visitor', async () => {
    const response = await visitor.inject(me);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } });
  });

  it('answers 401 to a forged session cookie', async () => {
    const forged = await visitor.inject({ ...me, headers: { cookie: 'topgear.session_token=forged.value' } });
    expect(forged.statusCode).toBe(401);
  });
});

describe('GET /api/session', () => {
  it('answers 200 with no user for a visitor, and with the user once signed in', async () => {
    const anonymous = await visitor.inject({ method: 'GET', url: '/api/session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: null });

    const user = await signInAs(testApp);
    const signedIn = await user.inject({ method: 'GET', url: '/api/session' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ user: user.me });
  });
});
