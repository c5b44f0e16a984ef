/** Seconds a client is asked to wait when the database cannot be reached: a restart takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Network failures on the way to the database: refused while it restarts, reset when it stops. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN']);

/**
 * PostgreSQL's own words for "not now": shutting down (57P01, 57P02), starting up (57P03), too
 * many connections (53300), and the connection-exception class 08.
 */
const isUnavailableState = (code: string) => /^(08...|57P0[123]|53300)$/.test(code);

/** What `pg`, its pool and PGlite throw, without a code, for a connection that is gone or never came. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^PGlite is closed$/,
];

function isUnavailableError(error: object) {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether `error`, or what caused it (Drizzle and Better Auth wrap the driver's error), says the
 * database could not be reached: the request may succeed in a moment, so it is a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 5; depth++) {
    if (isUnavailableError(cause)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
