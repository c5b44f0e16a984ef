import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { validationFailed } from './http-errors';

export const NUL_MESSAGE = 'This value may not contain a NUL character.';

/** The dotted path of the first string inside `value` holding a NUL character, or undefined. */
function pathOfNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') || '_' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = pathOfNul(inner, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Each route's zod schemas, then one rule for every body, query and path parameter: no string may
 * carry a NUL character, which PostgreSQL cannot store or compare (it would answer with an error,
 * and the client with a 500). It runs after the schema, so a field's own rule speaks first.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  // The zod compiler always answers synchronously, with a value or an error.
  const validate = zodValidatorCompiler(route) as (data: unknown) => {
    value?: unknown;
    error?: FastifySchemaValidationError[];
  };
  return (data) => {
    const result = validate(data);
    if (result.error !== undefined) return result;
    const field = pathOfNul(result.value);
    return field === undefined ? result : { error: validationFailed({ [field]: NUL_MESSAGE }) };
  };
};
