/** PostgreSQL's SQLSTATE for a unique constraint or index refusing a row. */
const UNIQUE_VIOLATION = '23505';

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
}

/** `error` and each error it wraps (Drizzle wraps the driver's). */
function* causesOf(error: unknown): Generator<DatabaseErrorFields> {
  for (let current = error; current instanceof Error; current = current.cause) yield current as DatabaseErrorFields;
}

/**
 * Whether `error`, or an error it wraps, is a unique constraint's refusal: the database settling a
 * race that the code's own checks cannot.
 */
export function isUniqueViolation(error: unknown): boolean {
  return [...causesOf(error)].some((cause) => cause.code === UNIQUE_VIOLATION);
}

/** Runs `write`; a unique constraint's refusal becomes what `refusal` makes (a 409 naming the field). */
export async function refusingDuplicates<Result>(write: () => Promise<Result>, refusal: () => Error): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}

/** Whether the constraint (or a trigger raising under that name) named `constraint` refused the write. */
export function isRefusedBy(error: unknown, constraint: string): boolean {
  return [...causesOf(error)].some((cause) => cause.constraint === constraint);
}
