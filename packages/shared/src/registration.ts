/**
 * What registration offers and says: job titles, genders, the password and age limits, messages.
 * Free of zod, so the sign-up page loads its schema only when someone fills the form in; the
 * schemas are in `./users`.
 */
import { INVALID_EMAIL_MESSAGE } from './email';

/** Job titles offered at registration. A label only: permissions come from the admin and manager flags. */
export const JOB_ROLES = ['HR Manager', 'CEO', 'Employee', 'Deapartment Head'] as const;
export type JobRole = (typeof JOB_ROLES)[number];

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const AGE_MIN = 0;
export const AGE_MAX = 100;

export const REGISTRATION_MESSAGES = {
  invalidEmail: INVALID_EMAIL_MESSAGE,
  passwordTooShort: 'Password is too short',
  passwordTooLong: 'Password is too long',
  passwordMismatch: 'Password did not match',
  /** Said of a common or guessable password, after the estimator's reason when it gives one. */
  passwordGuessable: 'This password is too easy to guess.',
  passwordAdvice: 'Try a longer one, such as a few words that do not belong together.',
  invalidAge: 'Invalid age',
  genderRequired: 'Please select your gender',
  roleRequired: 'Please select your role',
  termsRequired: 'Please accept the terms and conditions',
  emailTaken: 'Email already exist',
} as const;
