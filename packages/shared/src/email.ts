/**
 * The one email rule of the product, kept free of zod so that a page with nothing but an email
 * field (the home page's newsletter form) need not download a schema library.
 *
 * It is deliberately narrower than RFC 5321: everything it accepts is also accepted by the account
 * library (zod's email rule), by the calendar invitation library (the HTML standard's rule) and by
 * every SMTP server, so an address taken by one form can be used by every other part of the product.
 * Plain ASCII only: letters, digits, `_ ' + -` and single dots in the local part; a domain of
 * letter-or-digit labels (hyphens inside) and an alphabetic top-level domain.
 */
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const EMAIL_MAX_LENGTH = 254;
export const INVALID_EMAIL_MESSAGE = 'Invalid Email';

export const isEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
