import type { Upload, UploadZone } from '@topgear/shared/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendFile, type SendFileOptions } from '@/lib/send-file';
import { zoneUploadsQueryKey } from './get-uploads';

export interface UploadFileInput extends SendFileOptions {
  zone: UploadZone;
  file: File;
}

/** POST /api/uploads/:zone with the file, reporting progress. */
export const uploadFile = ({ zone, file, ...options }: UploadFileInput) =>
  sendFile<Upload>(`/uploads/${encodeURIComponent(zone)}`, file, options);

/** Uploads one file at a time per call; each success refreshes its zone's list before it resolves. */
export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadFile,
    onSuccess: (_upload, { zone }) => queryClient.invalidateQueries({ queryKey: zoneUploadsQueryKey(zone) }),
  });
}
