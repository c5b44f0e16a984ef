/**
 * Email checking without zod, so that a page with nothing but an email field (the home page's
 * newsletter form) need not download a schema library.
 */

/** The spec's "simple pattern": non-space text, '@', text, '.', text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;
export const INVALID_EMAIL_MESSAGE = 'Invalid Email';

export const isEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
