import type { ApiErrorBody } from '@topgear/shared/api';
import type { FormFailureSent } from '@topgear/shared/page-render';

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const UNKNOWN_MESSAGE = 'Something went wrong. Please try again.';

/** A failed API call, carrying the server's code, message and per-field messages. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/** The error a failed response stands for: the server's own when its body has the API's error shape. */
export function apiErrorFrom(status: number, payload: unknown): ApiError {
  if (isErrorBody(payload)) {
    const { code, message, fields } = payload.error;
    return new ApiError(status, code, message, fields);
  }
  return new ApiError(status, 'UNKNOWN_ERROR', UNKNOWN_MESSAGE);
}

/** A failure the server wrote into a page as plain fields (a query of its render, a refused post), as the code would have had it. */
export const sentApiError = ({ status, code, message, fields }: FormFailureSent) =>
  new ApiError(status, code, message, fields);

/** The request never got an answer: offline, or the server is down. */
export const networkError = () => new ApiError(0, 'NETWORK_ERROR', NETWORK_MESSAGE);

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** How requests reach the API: the browser's fetch, or the app itself when the server renders a page. */
let send: typeof fetch = (input, init) => fetch(input, init);

/** For the server's page renderer, which answers API requests in-process. */
export function sendApiRequestsThrough(fetcher: typeof fetch) {
  send = fetcher;
}

/** Calls the API under /api with the session cookie; resolves with the JSON body or throws ApiError. */
export async function api<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await send(`/api${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) return payload as T;
  throw apiErrorFrom(response.status, payload);
}

/** A message fit to show a person, whatever was thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : UNKNOWN_MESSAGE;
}
