import { UPLOAD_MESSAGES, type UploadZone } from '@topgear/shared/uploads';
import { useRef, useState } from 'react';
import { ErrorCode, type FileRejection } from 'react-dropzone';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { useUploadFile } from '../api/upload-file';
import { UPLOAD_TEXTS } from '../texts';

/** A file on its way up, or one that did not make it, with why. */
export interface QueuedFile {
  key: number;
  name: string;
  /** The share sent so far, 0 to 1. */
  progress: number;
  /** Set when it failed; the file stays listed with it until dismissed. */
  error?: string;
  /** Cancels the upload while it is under way; a file the browser refused was never sent. */
  cancel?: () => void;
}

/** The browser's own check, in the server's words: the server checks again and decides. */
function rejectionMessage({ errors }: FileRejection) {
  const [first] = errors;
  if (first?.code === ErrorCode.FileTooLarge) return UPLOAD_MESSAGES.tooLarge;
  if (first?.code === ErrorCode.FileInvalidType) return UPLOAD_MESSAGES.typeNotAllowed;
  return first?.message ?? UPLOAD_MESSAGES.typeNotAllowed;
}

const isCancellation = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The files dropped or chosen on one zone: each is its own request with its own progress. A file
 * leaves the queue once the zone's list shows it, or when cancelled; a failed one stays with its
 * message (the browser's quick check, or the server's answer) until dismissed.
 */
export function useUploadQueue(zone: UploadZone) {
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const nextKey = useRef(0);
  const uploadFile = useUploadFile();

  const update = (key: number, change: Partial<QueuedFile>) =>
    setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...change } : file)));
  const dismiss = (key: number) => setFiles((current) => current.filter((file) => file.key !== key));

  const queue = (name: string, state: Pick<QueuedFile, 'cancel' | 'error'>) => {
    nextKey.current += 1;
    const file: QueuedFile = { key: nextKey.current, name, progress: 0, ...state };
    setFiles((current) => [...current, file]);
    return file.key;
  };

  function add(accepted: File[], rejected: FileRejection[]) {
    for (const rejection of rejected) queue(rejection.file.name, { error: rejectionMessage(rejection) });
    for (const file of accepted) {
      const controller = new AbortController();
      const key = queue(file.name, { cancel: () => controller.abort() });
      uploadFile
        .mutateAsync({
          zone,
          file,
          signal: controller.signal,
          onProgress: (progress) => update(key, { progress }),
        })
        .then(
          (upload) => {
            dismiss(key);
            toast.success(UPLOAD_TEXTS.uploaded(upload.fileName));
          },
          (error: unknown) => (isCancellation(error) ? dismiss(key) : update(key, { error: errorMessage(error) })),
        );
    }
  }

  return { files, add, dismiss };
}
