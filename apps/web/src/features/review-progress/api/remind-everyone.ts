import type { Reminded } from '@topgear/shared/review-progress';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewProgressQueryKey } from './get-review-progress';

export const remindEveryone = (cycleId: string) =>
  api<Reminded>(`/review-cycles/${encodeURIComponent(cycleId)}/reminders`, { method: 'POST' });

/**
 * Reminds everyone with work left in the cycle's current phase, in the app and by mail; 409
 * `NOTHING_TO_REMIND` when the cycle has moved on to a phase that asks nobody anything.
 */
export function useRemindEveryone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remindEveryone,
    // Settled, not succeeded: a refusal means the cycle moved on, and the progress shown is old.
    onSettled: (_reminded, _error, cycleId) =>
      queryClient.invalidateQueries({ queryKey: reviewProgressQueryKey(cycleId) }),
  });
}
