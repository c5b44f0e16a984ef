import type { CheckInInput, GoalDetail } from '@topgear/shared/goals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { goalQueryKey, isGoalListQuery } from './get-goal';
import { goalsQueryKey } from './get-goals';

export const checkIn = ({ goalId, checkIn }: { goalId: string; checkIn: CheckInInput }) =>
  api<GoalDetail>(`/goals/${encodeURIComponent(goalId)}/check-ins`, { method: 'POST', body: checkIn });

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    // The answer is the goal with every check-in: its page shows that as is, and only the lists refetch.
    onSuccess: (goal) => {
      queryClient.setQueryData(goalQueryKey(goal.id), goal);
      return queryClient.invalidateQueries({ queryKey: goalsQueryKey, predicate: isGoalListQuery });
    },
  });
}
