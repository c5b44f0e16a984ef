import { ApiError } from './api-client';

/**
 * The server's messages for fields a form has (the keys of `fields`, e.g. its values), from
 * a failed call; empty for any other failure. Forms show them under those fields.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: Record<Field, unknown>,
): Array<[Field, string]> {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fields).filter((entry): entry is [Field, string] => entry[0] in fields);
}
