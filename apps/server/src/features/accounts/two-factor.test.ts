import { MY_ACCOUNT_MESSAGES } from '@topgear/shared/my-account';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from '@topgear/shared/two-factor';
import { SIGN_IN_MESSAGES, USER_ADMIN_MESSAGES, type Me } from '@topgear/shared/users';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { authenticatorFor } from '../../../test/authenticator';
import { signInAs, signInRequest, visitorOf, type SignedInUser } from '../../../test/clients';
import { sessionCookie } from '../../../test/factories';
import { beginTwoFactorSetup, turnOnTwoFactor } from '../../../test/two-factor';
import { twoFactors, users } from '../../db/schema';

const testApp = useTestApp();

const post = (cookie: string, url: string, payload: object) =>
  visitorOf(testApp).inject({ method: 'POST', url, headers: { cookie }, payload });

const meWith = (cookie: string) => visitorOf(testApp).inject({ method: 'GET', url: '/api/me', headers: { cookie } });

/** The `cookie` header for the named cookies a response set (e.g. only the trusted-device one). */
function cookiesNamed(response: LightMyRequestResponse, fragment: string) {
  return response.cookies
    .filter((cookie) => cookie.value !== '' && cookie.name.includes(fragment))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

const beginSetup = (user: SignedInUser, cookie?: string) => beginTwoFactorSetup(testApp, user, cookie);

const turnOn = (user: SignedInUser) => turnOnTwoFactor(testApp, user);

/** The password step; with two-factor sign-in on, its answer carries the challenge's cookie. */
const passwordStep = (user: SignedInUser, cookie?: string) =>
  visitorOf(testApp).inject({ ...signInRequest(user.email, user.password), headers: cookie ? { cookie } : {} });

async function challenge(user: SignedInUser) {
  const response = await passwordStep(user);
  expect(response.statusCode, response.body).toBe(202);
  return sessionCookie(response);
}

const codeStep = (challengeCookie: string, code: string, trustDevice?: boolean) =>
  post(challengeCookie, '/api/auth/two-factor/verify', { code, ...(trustDevice === undefined ? {} : { trustDevice }) });

const recoveryStep = (challengeCookie: string, code: string) =>
  post(challengeCookie, '/api/auth/two-factor/recovery', { code });

const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { code: string; message: string } }>().error;

describe('setting up two-factor sign-in', () => {
  it('shows a QR code drawn here and the secret, and changes nothing at sign-in until a code confirms it', async () => {
    const user = await signInAs(testApp);

    const setup = await beginSetup(user);

    expect(setup.totpUri).toMatch(/^otpauth:\/\/totp\/TopGear%20Perform:/);
    expect(setup.totpUri).toContain(`secret=${setup.secret}`);
    expect(setup.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(setup.qrCodeSvg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>\s*$/);
    expect((await meWith(user.cookie)).json<Me>().twoFactorEnabled).toBe(false);
    expect((await passwordStep(user)).statusCode).toBe(200);
  });

  it('refuses a wrong password with 400 on that field, and a wrong code with 400 on the code', async () => {
    const user = await signInAs(testApp);

    const wrongPassword = await post(user.cookie, '/api/account/two-factor', { currentPassword: 'not it at all' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.fields).toEqual({ currentPassword: MY_ACCOUNT_MESSAGES.wrongCurrentPassword });

    const app = authenticatorFor((await beginSetup(user)).totpUri);
    const wrongCode = await post(user.cookie, '/api/account/two-factor/confirm', { code: app.wrongCode() });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error.fields).toEqual({ code: TWO_FACTOR_MESSAGES.wrongCode });
    expect((await meWith(user.cookie)).json<Me>().twoFactorEnabled).toBe(false);
  });

  it('turns on with a right code, answers ten recovery codes once, and keeps this device signed in under a new cookie', async () => {
    const user = await signInAs(testApp);

    const { setup, recoveryCodes, cookie } = await turnOn(user);

    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    expect((await meWith(cookie)).json<Me>()).toMatchObject({ twoFactorEnabled: true, twoFactorSetupRequired: false });
    // Both are kept encrypted with AUTH_SECRET: a copy of the database does not give them away.
    const [row] = await testApp.db.select().from(twoFactors).where(eq(twoFactors.userId, user.me.id));
    expect(row?.secret).not.toContain(setup.secret);
    expect(row?.backupCodes).not.toContain(recoveryCodes[0]);
  });

  it('answers 409 to a second set-up or confirmation once it is on, and to a confirmation never started', async () => {
    const user = await signInAs(testApp);
    const notStarted = await post(user.cookie, '/api/account/two-factor/confirm', { code: '123456' });
    expect(notStarted.statusCode).toBe(409);

    const { app, cookie } = await turnOn(user);

    expect((await post(cookie, '/api/account/two-factor', { currentPassword: user.password })).statusCode).toBe(409);
    expect((await post(cookie, '/api/account/two-factor/confirm', { code: app.code() })).statusCode).toBe(409);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for the code after a right password (202, no session yet), then signs in with it', async () => {
    const user = await signInAs(testApp);
    const { app } = await turnOn(user);

    const passwordAnswer = await passwordStep(user);
    expect(passwordAnswer.statusCode).toBe(202);
    expect(passwordAnswer.json()).toEqual({ twoFactorRequired: true });
    const pending = sessionCookie(passwordAnswer);
    expect((await meWith(pending)).statusCode).toBe(401);

    const answer = await codeStep(pending, app.code());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Me>()).toMatchObject({ id: user.me.id, twoFactorEnabled: true, twoFactorSetupRequired: false });
    expect((await meWith(sessionCookie(answer))).statusCode).toBe(200);
  });

  it('still answers a wrong password 401, asking for no code', async () => {
    const user = await signInAs(testApp);
    await turnOn(user);

    const response = await visitorOf(testApp).inject(signInRequest(user.email, 'not the password'));

    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe(SIGN_IN_MESSAGES.wrongCredentials);
  });

  it('refuses a wrong code with 401, and after five wrong codes sends the person back to their password', async () => {
    const user = await signInAs(testApp);
    const { app } = await turnOn(user);
    const pending = await challenge(user);

    const wrong = await codeStep(pending, app.wrongCode());
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual({ code: 'WRONG_CODE', message: TWO_FACTOR_MESSAGES.wrongCode });
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      expect((await codeStep(pending, app.wrongCode())).statusCode).toBe(401);
    }

    const rightTooLate = await codeStep(pending, app.code());
    expect(rightTooLate.statusCode).toBe(401);
    expect(errorOf(rightTooLate)).toEqual({
      code: 'TWO_FACTOR_EXPIRED',
      message: TWO_FACTOR_MESSAGES.challengeExpired,
    });
    expect((await codeStep(await challenge(user), app.code())).statusCode).toBe(200);
  });

  it('locks the code step for the account after ten wrong codes in a row, from any sign-in (429 with Retry-After)', async () => {
    const user = await signInAs(testApp);
    const { app } = await turnOn(user);

    for (const pending of [await challenge(user), await challenge(user)]) {
      for (let attempt = 1; attempt <= 5; attempt += 1) await codeStep(pending, app.wrongCode());
    }
    const locked = await codeStep(await challenge(user), app.code());

    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).message).toBe(TWO_FACTOR_MESSAGES.tooManyAttempts);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 401 TWO_FACTOR_EXPIRED to a code without a password step, and 400 to a code that is not six digits', async () => {
    const noChallenge = await visitorOf(testApp).inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify',
      payload: { code: '123456' },
    });
    expect(noChallenge.statusCode).toBe(401);
    expect(errorOf(noChallenge).code).toBe('TWO_FACTOR_EXPIRED');

    const user = await signInAs(testApp);
    await turnOn(user);
    const malformed = await codeStep(await challenge(user), '12345x');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ code: TWO_FACTOR_MESSAGES.codeFormat });
  });

  it('skips the code on a browser trusted for 30 days, and asks again on any other', async () => {
    const user = await signInAs(testApp);
    const { app } = await turnOn(user);

    const trusted = await codeStep(await challenge(user), app.code(), true);
    expect(trusted.statusCode).toBe(200);
    const trustCookie = cookiesNamed(trusted, 'trust_device');
    expect(trustCookie).not.toBe('');
    expect(trusted.cookies.find((cookie) => cookie.name.includes('trust_device'))?.maxAge).toBe(30 * 24 * 60 * 60);

    const again = await passwordStep(user, trustCookie);
    expect(again.statusCode, again.body).toBe(200);
    expect((await meWith(sessionCookie(again))).statusCode).toBe(200);
    expect((await passwordStep(user)).statusCode).toBe(202);
  });

  it('refuses the code step of a person deactivated after their password step', async () => {
    const user = await signInAs(testApp);
    const { app } = await turnOn(user);
    const pending = await challenge(user);

    await testApp.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, user.me.id));
    const response = await codeStep(pending, app.code());

    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe(SIGN_IN_MESSAGES.deactivated);
  });
});

describe('recovery codes', () => {
  it('sign in instead of a code, each once, typed with or without its dash', async () => {
    const user = await signInAs(testApp);
    const { recoveryCodes } = await turnOn(user);
    const [first, second] = recoveryCodes as [string, string];

    const withCode = await recoveryStep(await challenge(user), first);
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect((await meWith(sessionCookie(withCode))).statusCode).toBe(200);

    const reused = await recoveryStep(await challenge(user), first);
    expect(reused.statusCode).toBe(401);
    expect(errorOf(reused)).toEqual({ code: 'WRONG_CODE', message: TWO_FACTOR_MESSAGES.wrongRecoveryCode });

    expect((await recoveryStep(await challenge(user), ` ${second.replace('-', '')} `)).statusCode).toBe(200);
  });

  it('let only one of two sign-ins spending the same code at once through (the database settles it)', async () => {
    const user = await signInAs(testApp);
    const { recoveryCodes } = await turnOn(user);
    const [first, second] = [await challenge(user), await challenge(user)];

    const answers = await Promise.all([
      recoveryStep(first, recoveryCodes[0]!),
      recoveryStep(second, recoveryCodes[0]!),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('are replaced by ten new ones with the password; the old ones stop working', async () => {
    const user = await signInAs(testApp);
    const { recoveryCodes: old, cookie } = await turnOn(user);

    const wrong = await post(cookie, '/api/account/two-factor/recovery-codes', { currentPassword: 'not it at all' });
    expect(wrong.statusCode).toBe(400);
    const response = await post(cookie, '/api/account/two-factor/recovery-codes', { currentPassword: user.password });
    expect(response.statusCode).toBe(200);
    const fresh = response.json<{ recoveryCodes: string[] }>().recoveryCodes;

    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    expect((await recoveryStep(await challenge(user), old[0]!)).statusCode).toBe(401);
    expect((await recoveryStep(await challenge(user), fresh[0]!)).statusCode).toBe(200);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password, then signs in with the password alone and forgets trusted browsers', async () => {
    const user = await signInAs(testApp);
    const { app, cookie } = await turnOn(user);
    const trusted = await codeStep(await challenge(user), app.code(), true);
    const trustCookie = cookiesNamed(trusted, 'trust_device');

    const wrong = await post(cookie, '/api/account/two-factor/disable', { currentPassword: 'not it at all' });
    expect(wrong.statusCode).toBe(400);
    expect((await passwordStep(user)).statusCode).toBe(202);

    const response = await post(cookie, '/api/account/two-factor/disable', { currentPassword: user.password });
    expect(response.statusCode, response.body).toBe(204);
    expect((await meWith(sessionCookie(response))).json<Me>().twoFactorEnabled).toBe(false);
    expect((await passwordStep(user)).statusCode).toBe(200);
    expect(
      (await post(sessionCookie(response), '/api/account/two-factor/disable', { currentPassword: user.password }))
        .statusCode,
    ).toBe(409);

    await turnOn({ ...user, cookie: sessionCookie(response) });
    expect((await passwordStep(user, trustCookie)).statusCode).toBe(202);
  });
});

describe('an administrator turning it off for someone', () => {
  const reset = (actor: SignedInUser, id: string) =>
    actor.inject({ method: 'DELETE', url: `/api/users/${encodeURIComponent(id)}/two-factor` });

  it('is for administrators only: 401 to a visitor, 403 to an employee and a manager', async () => {
    const person = await signInAs(testApp);
    await turnOn(person);
    const [employee, manager] = await Promise.all([signInAs(testApp), signInAs(testApp, { isManager: true })]);
    const url = `/api/users/${person.me.id}/two-factor`;

    expect((await visitorOf(testApp).inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await reset(employee, person.me.id)).statusCode).toBe(403);
    expect((await reset(manager, person.me.id)).statusCode).toBe(403);
    expect((await passwordStep(person)).statusCode).toBe(202);
  });

  it('lets the person in with their password alone, forgets their trusted browsers, and is audited', async () => {
    const person = await signInAs(testApp);
    const admin = await signInAs(testApp, { isAdmin: true });
    const { app } = await turnOn(person);
    const trustCookie = cookiesNamed(await codeStep(await challenge(person), app.code(), true), 'trust_device');

    const response = await reset(admin, person.me.id);

    expect(response.statusCode, response.body).toBe(204);
    expect((await passwordStep(person)).statusCode).toBe(200);
    const users = await admin.getJson<{ items: { id: string; twoFactorEnabled: boolean }[] }>('/api/users', {
      q: person.email,
    });
    expect(users.items.find((user) => user.id === person.me.id)?.twoFactorEnabled).toBe(false);
    const log = await admin.getJson<{ items: { action: string; subjectId: string | null }[] }>('/api/audit-log');
    expect(log.items[0]).toMatchObject({ action: 'user.two-factor-reset', subjectId: person.me.id });

    await turnOn({ ...person, cookie: sessionCookie(await passwordStep(person)) });
    expect((await passwordStep(person, trustCookie)).statusCode).toBe(202);
  });

  it('answers 409 when it is off, 404 for nobody, and 403 for their own', async () => {
    const admin = await signInAs(testApp, { isAdmin: true });
    const person = await signInAs(testApp);
    const { signedIn: adminNow } = await turnOn(admin);

    expect((await reset(adminNow, person.me.id)).statusCode).toBe(409);
    expect((await reset(adminNow, 'nobody-has-this-id')).statusCode).toBe(404);
    const own = await reset(adminNow, admin.me.id);
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe(USER_ADMIN_MESSAGES.ownTwoFactor);
  });
});

describe('the requirement for admins and managers', () => {
  const setRequirement = async (admin: SignedInUser, requireTwoFactorForStaff: boolean) => {
    const response = await admin.inject({
      method: 'PATCH',
      url: '/api/account-settings',
      payload: { requireTwoFactorForStaff },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  let requiringAdmin: SignedInUser | undefined;
  afterEach(async () => {
    if (requiringAdmin) await setRequirement(requiringAdmin, false);
  });

  it('lets a manager without it use nothing but its set-up and signing out, until it is on', async () => {
    const admin = await signInAs(testApp, { isAdmin: true });
    const [manager, employee] = await Promise.all([signInAs(testApp, { isManager: true }), signInAs(testApp)]);
    const { signedIn, cookie: adminCookie } = await turnOn(admin);
    requiringAdmin = signedIn;
    await setRequirement(requiringAdmin, true);

    expect((await meWith(manager.cookie)).json<Me>()).toMatchObject({ twoFactorSetupRequired: true });
    const refused = await manager.inject({ method: 'GET', url: '/api/tasks' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual({ code: 'TWO_FACTOR_SETUP_REQUIRED', message: TWO_FACTOR_MESSAGES.setupRequired });
    expect((await employee.inject({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(200);
    expect((await meWith(employee.cookie)).json<Me>().twoFactorSetupRequired).toBe(false);
    expect(
      (await visitorOf(testApp).inject({ method: 'GET', url: '/api/me', headers: { cookie: adminCookie } })).json<Me>(),
    ).toMatchObject({ twoFactorSetupRequired: false });

    const { cookie } = await turnOn(manager);

    expect((await meWith(cookie)).json<Me>().twoFactorSetupRequired).toBe(false);
    expect(
      (await visitorOf(testApp).inject({ method: 'GET', url: '/api/tasks', headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('needs two-factor sign-in on for the admin who requires it (409), so nobody locks themselves out', async () => {
    const admin = await signInAs(testApp, { isAdmin: true });

    const refused = await admin.inject({
      method: 'PATCH',
      url: '/api/account-settings',
      payload: { requireTwoFactorForStaff: true },
    });

    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(TWO_FACTOR_MESSAGES.requireOwnFirst);
    expect(
      (await admin.getJson<{ requireTwoFactorForStaff: boolean }>('/api/account-settings')).requireTwoFactorForStaff,
    ).toBe(false);
  });

  it('is recorded in the audit log each time it changes', async () => {
    const admin = await signInAs(testApp, { isAdmin: true });
    const { signedIn, cookie } = await turnOn(admin);
    requiringAdmin = signedIn;

    await setRequirement(requiringAdmin, true);
    const log = await visitorOf(testApp).inject({ method: 'GET', url: '/api/audit-log', headers: { cookie } });

    expect(log.json<{ items: { action: string }[] }>().items[0]?.action).toBe(
      'settings.two-factor-requirement-changed',
    );
  });
});
