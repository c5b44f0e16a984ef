import type { CannedReply, CannedReplyInput } from '@topgear/shared/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cannedRepliesQueryKey } from './get-canned-replies';

export const createCannedReply = (reply: CannedReplyInput) =>
  api<CannedReply>('/chat/canned-replies', { method: 'POST', body: reply });

export function useCreateCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCannedReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cannedRepliesQueryKey }),
  });
}
