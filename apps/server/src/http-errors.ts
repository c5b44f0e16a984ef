/** An error whose status, code and message are meant for the client, in the API's error shape. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, 'UNAUTHORIZED', message);

export const forbidden = (message = 'You do not have permission to do this.') =>
  new HttpError(403, 'FORBIDDEN', message);

export const conflict = (code: string, message: string, fields?: Record<string, string>) =>
  new HttpError(409, code, message, fields);

export const tooManyRequests = (message: string) => new HttpError(429, 'TOO_MANY_REQUESTS', message);

export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);

/** A 400 naming the fields at fault, in the same shape as a request that failed its schema. */
export function validationFailed(fields: Record<string, string>) {
  const [firstMessage = 'Some fields are not valid.'] = Object.values(fields);
  return new HttpError(400, 'VALIDATION_FAILED', firstMessage, fields);
}

/** The row a lookup, update or delete found, or a 404 with `message` when there was none. */
export function orNotFound<T>(row: T | undefined | null, message: string): T {
  if (row === undefined || row === null) throw notFound(message);
  return row;
}
