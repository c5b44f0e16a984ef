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
