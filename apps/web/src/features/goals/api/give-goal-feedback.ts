import type { Goal } from '@topgear/shared/goals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamGoalsQueryKey } from './get-team-goals';

export const giveGoalFeedback = ({ id, feedback }: { id: string; feedback: string }) =>
  api<Goal>(`/goals/${encodeURIComponent(id)}/feedback`, { method: 'PUT', body: { feedback } });

export function useGiveGoalFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveGoalFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamGoalsQueryKey }),
  });
}
