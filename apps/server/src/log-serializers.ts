import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  stack: string;
  cause?: LoggedError;
};

/** Causes deeper than this are not followed (they rarely add anything, and may be circular). */
const MAX_CAUSES = 3;

/** The stack's `at …` lines under a header of our own: V8 writes the original message into the stack too. */
const stackOf = (header: string, stack = '') =>
  [header, ...stack.split('\n').filter((line) => line.trimStart().startsWith('at '))].join('\n');

/** PostgreSQL's data exceptions (SQLSTATE class 22) quote the value they refused, which came from a person. */
const isDataException = (code: unknown) => typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);

function messageOf(error: Error, code: unknown) {
  if (error instanceof DrizzleQueryError) return `Failed query: ${error.query}`;
  return isDataException(code) ? error.message.replace(/"[^"]*"/g, '"…"') : error.message;
}

/**
 * What the logs keep of an error: its kind, message, code and stack, and the same of its causes.
 * Nothing else, because other properties can hold what a person sent (a validation library's
 * `value`, a database error's `detail`); a failed query's message is cut before its parameters,
 * and a refused value quoted by the database is left out.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const type = error.constructor.name;
  const code = (error as { code?: unknown }).code;
  const message = messageOf(error, code);
  return {
    type,
    message,
    ...(typeof code === 'string' && { code }),
    stack: stackOf(`${type}: ${message}`, error.stack),
    ...(error.cause !== undefined && depth < MAX_CAUSES && { cause: errorForLog(error.cause, depth + 1) }),
  };
}

/**
 * What the logs keep of a request: Fastify's own fields, with the value of a `token` in the URL
 * left out, since a password reset link's token opens an account until it is used.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&]token=)[^&#]*/gi, '$1…'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
