import type { ApiErrorBody } from '@topgear/shared/api';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http-errors';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE_MESSAGE = 'We cannot reach our database just now. Please try again in a few seconds.';

/** Fastify's own client errors, reworded for people. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as JSON.',
  },
};

export function sendError(reply: FastifyReply, status: number, error: ApiErrorBody['error']) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ error } satisfies ApiErrorBody);
}

/** Every error leaves the server in one shape; a 5xx never carries internal details. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          fields[field || '_'] ??= issue.message ?? 'This value is not valid.';
        }
        const onlyRoot = Object.keys(fields).length === 1 && '_' in fields;
        return sendError(reply, 400, {
          code: 'VALIDATION_FAILED',
          message: onlyRoot
            ? `The request ${error.validationContext ?? 'body'} must be a JSON object.`
            : (Object.values(fields)[0] ?? 'Some fields are not valid.'),
          fields,
        });
      }
      if (error instanceof HttpError) {
        return sendError(reply, error.statusCode, {
          code: error.code,
          message: error.message,
          ...(error.fields && { fields: error.fields }),
        });
      }
      const known = FASTIFY_CLIENT_ERRORS[error.code];
      if (known) return sendError(reply, known.status, { code: known.code, message: known.message });
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendError(reply, status, { code: error.code || 'BAD_REQUEST', message: error.message });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'request failed: database unavailable');
        void reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
        return sendError(reply, 503, { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, { code: 'INTERNAL_ERROR', message: INTERNAL_MESSAGE });
    });
  },
  { name: 'errors' },
);
