/** PostgreSQL's SQLSTATE for a unique constraint or index refusing a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether `error`, or an error it wraps (Drizzle wraps the driver's), is a unique constraint's
 * refusal: the database settling a race that the code's own checks cannot.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
