import { withoutInvisibleFormatting } from '@topgear/shared/text';

/** The longest name a profile keeps, as registration allows. */
const NAME_MAX_LENGTH = 50;

/** A person's names as the identity provider's claims give them. */
export interface ClaimedNames {
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
}

const text = (claim: unknown) =>
  typeof claim === 'string' ? withoutInvisibleFormatting(claim).replace(/\s+/g, ' ').trim() : '';

const bounded = (name: string) => name.slice(0, NAME_MAX_LENGTH).trim();

const namesOf = (first: string, last: string) => ({ firstName: bounded(first), lastName: bounded(last) || null });

/**
 * First and last name for a new person's profile: `given_name` and `family_name` (OpenID Connect's
 * standard claims), else `name` split at its last space, else the email's local part.
 */
export function namesFromClaims(claims: ClaimedNames, email: string): { firstName: string; lastName: string | null } {
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  const full = text(claims.name);
  if (given) return namesOf(given, family);
  const lastSpace = full.lastIndexOf(' ');
  if (lastSpace > 0) return namesOf(full.slice(0, lastSpace), full.slice(lastSpace + 1));
  return namesOf(full || email.slice(0, email.indexOf('@')), family);
}

/** The part of an email address after its `@`, in lower case. */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
