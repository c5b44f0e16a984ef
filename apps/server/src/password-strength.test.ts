import { REGISTRATION_MESSAGES } from '@topgear/shared/registration';
import { TEST_PASSWORD } from '@topgear/shared/test-factories';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-strength';

const ADA = ['ada.lovelace@example.com', 'Ada', 'Lovelace'];

describe('the password strength check', () => {
  it.each([
    ['123456', 'This is a heavily used password.'],
    ['password', 'This is a heavily used password.'],
    ['      ', 'Repeated characters like "aaa" are easy to guess.'],
    ['qwerty12', 'This is a commonly used password.'],
  ])('refuses %j, saying why', async (password, reason) => {
    expect(await passwordProblem(password, ADA)).toBe(`${reason} ${REGISTRATION_MESSAGES.passwordAdvice}`);
  });

  it("refuses the person's own email and name", async () => {
    const ownData = `${REGISTRATION_MESSAGES.passwordAdvice}`;
    expect(await passwordProblem('ada.lovelace@example.com', ADA)).toBe(
      `A password should not contain your name or email. ${ownData}`,
    );
    expect(await passwordProblem('Lovelace1', ADA)).toMatch(REGISTRATION_MESSAGES.passwordAdvice);
  });

  it('accepts passphrases and passwords that are hard to guess', async () => {
    expect(await passwordProblem(TEST_PASSWORD, ADA)).toBeUndefined();
    expect(await passwordProblem('s3cure-pass', ADA)).toBeUndefined();
    expect(await passwordProblem('x7$Kq!Zp'.repeat(16), ADA)).toBeUndefined();
  });

  it('answers many checks at once, each its own', async () => {
    const answers = await Promise.all(
      ['123456', TEST_PASSWORD, 'password', 's3cure-pass'].map((p) => passwordProblem(p, [])),
    );
    expect(answers.map((answer) => answer === undefined)).toEqual([false, true, false, true]);
  });
});
