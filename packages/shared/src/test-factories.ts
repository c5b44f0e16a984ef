import type { RegistrationInput } from './users';

/*
 * Test data for the server tests (apps/server/test) and the browser journeys (apps/web/e2e).
 * Only tests import this module: nothing under apps/web/src may, so it never reaches the bundle.
 */

export const TEST_PASSWORD = 'correct horse 42';

/** Lower-case letters; Math.random is plenty to keep test data of parallel runs apart. */
const randomLetters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** An email address no other test, worker or run uses. */
export const uniqueEmail = (prefix = 'ada') => `${prefix}.${Date.now().toString(36)}.${randomLetters(10)}@example.com`;

/** A last name no other test uses: names allow letters only, so the letters carry the uniqueness. */
export const uniqueLastName = () => `L${randomLetters(9)}`;

/** A valid registration body for POST /api/users with a unique email; `overrides` replace any field. */
export function registrationFor(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  const password = overrides.password ?? TEST_PASSWORD;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail(),
    password,
    confirmPassword: password,
    address: '12 Analytical Lane, Dhaka',
    age: 36,
    gender: 'Female',
    jobRole: 'Employee',
    phone: '+880 1711 000000',
    acceptTerms: true,
    ...overrides,
  };
}
