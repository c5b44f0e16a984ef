import type { Goal, GoalInput } from '@topgear/shared/goals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { goalsQueryKey } from './get-goals';

export const createGoal = (goal: GoalInput) => api<Goal>('/goals', { method: 'POST', body: goal });

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalsQueryKey }),
  });
}
