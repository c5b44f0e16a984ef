import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cannedRepliesQueryKey } from './get-canned-replies';

export const deleteCannedReply = (id: string) =>
  api<undefined>(`/chat/canned-replies/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCannedReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cannedRepliesQueryKey }),
  });
}
