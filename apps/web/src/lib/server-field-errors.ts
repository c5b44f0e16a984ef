import { get } from 'react-hook-form';
import { ApiError } from './api-client';

/** Whether `values` has the field at `path`, a name or a dotted path into lists (`sections.0.title`). */
function hasField(values: object, path: string) {
  const lastDot = path.lastIndexOf('.');
  const parent: unknown = lastDot < 0 ? values : get(values, path.slice(0, lastDot));
  return typeof parent === 'object' && parent !== null && path.slice(lastDot + 1) in parent;
}

/**
 * The server's messages for fields a form has (in `values`, nested lists too), from a failed
 * call; empty for any other failure. Forms show them under those fields.
 */
export function serverFieldErrors(error: unknown, values: object): Array<[string, string]> {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fields).filter(([field]) => hasField(values, field));
}
