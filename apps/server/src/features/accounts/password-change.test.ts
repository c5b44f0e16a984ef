import { MY_ACCOUNT_MESSAGES, type PasswordChangeInput } from '@topgear/shared/my-account';
import { REGISTRATION_MESSAGES } from '@topgear/shared/registration';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, signInRequest, visitorOf, type SignedInUser } from '../../../test/clients';
import { sessionCookie } from '../../../test/factories';
import { NUL_MESSAGE } from '../../request-validation';
import { PASSWORD_ATTEMPT_LIMITS } from './password-attempts';

const testApp = useTestApp();

const NEW_PASSWORD = 'violet staple 93 lantern';

const changePassword = (
  user: SignedInUser,
  overrides: Partial<Record<keyof PasswordChangeInput, unknown>> = {},
  cookie = user.cookie,
) =>
  user.inject({
    method: 'POST',
    url: '/api/account/password',
    headers: { cookie },
    payload: { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...overrides },
  });

const signIn = (email: string, password: string) => visitorOf(testApp).inject(signInRequest(email, password));

/** Another session of the same person, as from a second device: its cookie. */
async function secondDevice(user: SignedInUser) {
  const response = await signIn(user.email, user.password);
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookie(response);
}

const meWith = (cookie: string) => visitorOf(testApp).inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('changing my password', () => {
  it('sets the new password, keeps this device signed in and ends every other session', async () => {
    const user = await signInAs(testApp);
    const otherDevice = await secondDevice(user);

    const response = await changePassword(user);

    expect(response.statusCode, response.body).toBe(204);
    expect((await meWith(otherDevice)).statusCode).toBe(401);
    const thisDevice = sessionCookie(response);
    expect((await meWith(thisDevice)).statusCode).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
  });

  it('refuses a wrong current password with 400 on that field, changing nothing and ending nothing', async () => {
    const user = await signInAs(testApp);
    const otherDevice = await secondDevice(user);

    const response = await changePassword(user, { currentPassword: 'not my password' });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: MY_ACCOUNT_MESSAGES.wrongCurrentPassword,
      fields: { currentPassword: MY_ACCOUNT_MESSAGES.wrongCurrentPassword },
    });
    expect((await meWith(otherDevice)).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it.each([
    ['a common password', () => '123456'],
    ['my own email', (user: SignedInUser) => user.email],
  ])('refuses %s as the new one with 400 on newPassword', async (_case, weak) => {
    const user = await signInAs(testApp);
    const newPassword = weak(user);

    const response = await changePassword(user, { newPassword, confirmPassword: newPassword });

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['newPassword']);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    ['no current password', { currentPassword: '' }, 'currentPassword', MY_ACCOUNT_MESSAGES.currentPasswordRequired],
    [
      'a current password that is not text',
      { currentPassword: 12 },
      'currentPassword',
      MY_ACCOUNT_MESSAGES.currentPasswordRequired,
    ],
    [
      'a huge current password',
      { currentPassword: 'x'.repeat(100_000) },
      'currentPassword',
      MY_ACCOUNT_MESSAGES.wrongCurrentPassword,
    ],
    [
      'a new password of 5 characters',
      { newPassword: 'abcde', confirmPassword: 'abcde' },
      'newPassword',
      REGISTRATION_MESSAGES.passwordTooShort,
    ],
    [
      'a new password of 129 characters',
      { newPassword: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) },
      'newPassword',
      REGISTRATION_MESSAGES.passwordTooLong,
    ],
    [
      'a confirmation that differs',
      { confirmPassword: `${NEW_PASSWORD}!` },
      'confirmPassword',
      REGISTRATION_MESSAGES.passwordMismatch,
    ],
  ])('refuses %s with 400 naming the field', async (_case, overrides, field, message) => {
    const user = await signInAs(testApp);

    const response = await changePassword(user, overrides);

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ [field]: message });
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a current password with a NUL byte with 400 naming it, not a server error', async () => {
    const user = await signInAs(testApp);

    for (const currentPassword of [`\u0000${user.password}`, `${user.password}\u0000`]) {
      const response = await changePassword(user, { currentPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ currentPassword: NUL_MESSAGE });
    }
  });

  it('stops answering whether a password is right after too many wrong ones, even for the right one', async () => {
    const user = await signInAs(testApp);
    const wrongOnes = Array.from({ length: PASSWORD_ATTEMPT_LIMITS.perAccount }, (_, n) =>
      changePassword(user, { currentPassword: `guess number ${n}` }),
    );
    // Sent all at once: each is counted before its password is checked.
    expect((await Promise.all(wrongOnes)).map((response) => response.statusCode)).toEqual(
      Array.from({ length: PASSWORD_ATTEMPT_LIMITS.perAccount }, () => 400),
    );

    const response = await changePassword(user);

    expect(response.statusCode).toBe(429);
    expect(response.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: MY_ACCOUNT_MESSAGES.tooManyPasswordAttempts,
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('counts only wrong current passwords: weak new ones do not use up the allowance, a right one clears it', async () => {
    const user = await signInAs(testApp);
    for (let n = 0; n < PASSWORD_ATTEMPT_LIMITS.perAccount + 1; n += 1) {
      expect((await changePassword(user, { newPassword: '123456', confirmPassword: '123456' })).statusCode).toBe(400);
    }
    for (let n = 0; n < PASSWORD_ATTEMPT_LIMITS.perAccount - 1; n += 1) {
      expect((await changePassword(user, { currentPassword: 'a wrong guess' })).statusCode).toBe(400);
    }

    const response = await changePassword(user);

    expect(response.statusCode, response.body).toBe(204);
    const changed = { ...user, password: NEW_PASSWORD, cookie: sessionCookie(response) };
    expect((await changePassword(changed, { currentPassword: 'a wrong guess' }, changed.cookie)).statusCode).toBe(400);
  });

  it('answers a visitor with 401', async () => {
    const response = await visitorOf(testApp).inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: 'x', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });

    expect(response.statusCode).toBe(401);
  });
});
