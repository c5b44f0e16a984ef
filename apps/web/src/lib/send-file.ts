import { apiErrorFrom, networkError } from './api-client';

export interface SendFileOptions {
  /** Called as the bytes leave the browser, with the share sent so far (0 to 1). */
  onProgress: (sent: number) => void;
  /** Aborting it cancels the upload; the promise then rejects with an AbortError. */
  signal: AbortSignal;
}

/**
 * Sends `file` to the API at `path` as multipart form data (field "file"), by POST unless `method`
 * says PUT, and resolves with the successful answer's body. XMLHttpRequest, not `api()`: fetch
 * cannot report how much of a request body has been sent. Failures are the same `ApiError`s.
 */
export const sendFile = <Answer>(
  path: string,
  file: File,
  { onProgress, signal }: SendFileOptions,
  method: 'POST' | 'PUT' = 'POST',
) =>
  new Promise<Answer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `/api${path}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve(request.response as Answer)
        : reject(apiErrorFrom(request.status, request.response));
    request.onerror = () => reject(networkError());
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
