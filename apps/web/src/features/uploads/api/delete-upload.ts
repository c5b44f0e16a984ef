import type { Upload } from '@topgear/shared/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { zoneUploadsQueryKey } from './get-uploads';

export const deleteUpload = (upload: Upload) =>
  api<undefined>(`/uploads/${encodeURIComponent(upload.id)}`, { method: 'DELETE' });

export function useDeleteUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUpload,
    onSuccess: (_nothing, upload) => queryClient.invalidateQueries({ queryKey: zoneUploadsQueryKey(upload.zone) }),
  });
}
