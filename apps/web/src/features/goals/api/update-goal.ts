import type { Goal, GoalInput } from '@topgear/shared/goals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { goalsQueryKey } from './get-goals';

export const updateGoal = ({ id, goal }: { id: string; goal: GoalInput }) =>
  api<Goal>(`/goals/${encodeURIComponent(id)}`, { method: 'PUT', body: goal });

export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalsQueryKey }),
  });
}
