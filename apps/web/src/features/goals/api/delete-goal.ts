import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { goalQueryKey } from './get-goal';
import { goalsQueryKey } from './get-goals';

export const deleteGoal = (id: string) => api<undefined>(`/goals/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGoal,
    // The list is refetched before the mutation settles, so the card leaves once the server agrees.
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: goalQueryKey(id) });
      // The server unlinked the goal's tasks; caches are keyed by the API resource they read.
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
      return queryClient.invalidateQueries({ queryKey: goalsQueryKey });
    },
  });
}
