import type { Praise, PraiseInput } from '@topgear/shared/recognition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { receivedPraiseKey } from './get-received-praise';
import { recognitionKey } from './recognition-key';

export const givePraise = (input: PraiseInput) => api<Praise>('/praise', { method: 'POST', body: input });

/** Gives the praise; each recipient's lists and counts, and how praise adds up, are read again. */
export function useGivePraise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: givePraise,
    onSuccess: (praise) =>
      Promise.all([
        ...praise.recipients.map(({ id }) => queryClient.invalidateQueries({ queryKey: receivedPraiseKey(id) })),
        queryClient.invalidateQueries({ queryKey: recognitionKey }),
      ]),
  });
}
