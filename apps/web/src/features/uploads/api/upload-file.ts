import type { Upload, UploadZone } from '@topgear/shared/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorFrom, networkError } from '@/lib/api-client';
import { zoneUploadsQueryKey } from './get-uploads';

export interface UploadFileInput {
  zone: UploadZone;
  file: File;
  /** Called as the bytes leave the browser, with the share sent so far (0 to 1). */
  onProgress: (sent: number) => void;
  /** Aborting it cancels the upload; the promise then rejects with an AbortError. */
  signal: AbortSignal;
}

/**
 * POST /api/uploads/:zone with the file as multipart form data. XMLHttpRequest, not `api()`: fetch
 * cannot report how much of a request body has been sent. Failures are the same `ApiError`s.
 */
export const uploadFile = ({ zone, file, onProgress, signal }: UploadFileInput) =>
  new Promise<Upload>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/uploads/${encodeURIComponent(zone)}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status === 201
        ? resolve(request.response as Upload)
        : reject(apiErrorFrom(request.status, request.response));
    request.onerror = () => reject(networkError());
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });

/** Uploads one file at a time per call; each success refreshes its zone's list before it resolves. */
export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadFile,
    onSuccess: (_upload, { zone }) => queryClient.invalidateQueries({ queryKey: zoneUploadsQueryKey(zone) }),
  });
}
