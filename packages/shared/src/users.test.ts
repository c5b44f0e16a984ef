import { describe, expect, it } from 'vitest';
import { registrationSchema, signInSchema, type RegistrationInput } from './users';
import { REGISTRATION_MESSAGES } from './registration';

const valid: RegistrationInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'secret',
  confirmPassword: 'secret',
  address: '12 Analytical Lane, Dhaka',
  age: 36,
  gender: 'Female',
  jobRole: 'Deapartment Head',
  phone: '+880 1711 000000',
  acceptTerms: true,
};

/** The message the schema gives for one field, or undefined when the field is fine. */
function messageFor(field: keyof RegistrationInput, value: unknown): string | undefined {
  const result = registrationSchema.safeParse({ ...valid, [field]: value });
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('registration rules (SPEC §5)', () => {
  it('accepts a complete registration and trims the text fields', () => {
    const result = registrationSchema.parse({ ...valid, firstName: '  Ada ', email: ' ada@example.com ' });
    expect(result.firstName).toBe('Ada');
    expect(result.email).toBe('ada@example.com');
  });

  it.each(['ada', 'ada@example', 'ada example@x.com', '@example.com', 'ada@.com', ''])(
    "answers 'Invalid Email' for %j",
    (email) => expect(messageFor('email', email)).toBe(REGISTRATION_MESSAGES.invalidEmail),
  );

  it.each(['a@b.co', 'first.last+tag@sub.example.org'])('accepts the email %j', (email) =>
    expect(messageFor('email', email)).toBeUndefined(),
  );

  it("answers 'Password is too short' below 6 characters, and accepts 6", () => {
    expect(messageFor('password', '12345')).toBe(REGISTRATION_MESSAGES.passwordTooShort);
    expect(registrationSchema.safeParse({ ...valid, password: '123456', confirmPassword: '123456' }).success).toBe(
      true,
    );
  });

  it("answers 'Password did not match' when the confirmation differs, even while other fields are invalid", () => {
    expect(messageFor('confirmPassword', 'secreT')).toBe(REGISTRATION_MESSAGES.passwordMismatch);
    const result = registrationSchema.safeParse({ password: 'secret', confirmPassword: 'other!' });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'confirmPassword')?.message).toBe(
      REGISTRATION_MESSAGES.passwordMismatch,
    );
  });

  it.each([101, -1, 36.5, Number.NaN, 'abc', '30'])("answers 'Invalid age' for %j", (age) =>
    expect(messageFor('age', age)).toBe(REGISTRATION_MESSAGES.invalidAge),
  );

  it.each([0, 100])('accepts the age %j', (age) => expect(messageFor('age', age)).toBeUndefined());

  it.each(['', 'Other', undefined])("answers 'Please select your gender' for %j", (gender) =>
    expect(messageFor('gender', gender)).toBe(REGISTRATION_MESSAGES.genderRequired),
  );

  it.each(['', 'Manager', undefined])("answers 'Please select your role' for %j", (jobRole) =>
    expect(messageFor('jobRole', jobRole)).toBe(REGISTRATION_MESSAGES.roleRequired),
  );

  it('accepts each role as the spec spells it', () => {
    for (const jobRole of ['HR Manager', 'CEO', 'Employee', 'Deapartment Head']) {
      expect(messageFor('jobRole', jobRole)).toBeUndefined();
    }
  });

  it('requires the terms to be accepted', () => {
    expect(messageFor('acceptTerms', false)).toBe(REGISTRATION_MESSAGES.termsRequired);
    expect(messageFor('acceptTerms', undefined)).toBe(REGISTRATION_MESSAGES.termsRequired);
  });

  it.each(['firstName', 'lastName', 'address', 'phone'] as const)('requires %s', (field) => {
    expect(messageFor(field, '')).toMatch(/^Please enter your/);
    expect(messageFor(field, '   ')).toMatch(/^Please enter your/);
  });

  it('refuses markup in names and the address, and letters in the phone number', () => {
    expect(messageFor('firstName', '<script>')).toMatch(/only contain letters/);
    expect(messageFor('lastName', 'Smith</b>')).toMatch(/only contain letters/);
    expect(messageFor('address', '<b>Dhaka</b>')).toMatch(/may not contain < or >/);
    expect(messageFor('phone', 'call me')).toBe('Please enter a valid phone number');
  });

  it('accepts names from any script, with hyphens and apostrophes', () => {
    for (const name of ['Zoë', "O'Brien", 'Anne-Marie', 'রহিম', 'Jr.']) {
      expect(messageFor('firstName', name)).toBeUndefined();
    }
  });

  it('drops fields it does not know', () => {
    const result = registrationSchema.parse({ ...valid, isAdmin: true });
    expect(result).not.toHaveProperty('isAdmin');
  });
});

describe('sign-in rules', () => {
  it('requires both the email and the password', () => {
    const result = signInSchema.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter your email',
      'Please enter your password',
    ]);
  });
});
