import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meetingListQueryKey } from './get-meetings';
import { meetingSuggestionsQueryKey } from './get-meeting-suggestions';
import { seriesQueryKey } from './get-meeting-series';

export const cancelSeries = (seriesId: string) =>
  api<undefined>(`/meetings/${encodeURIComponent(seriesId)}`, { method: 'DELETE' });

/** Cancels a series for everyone in it; its history stays readable. */
export function useCancelSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSeries,
    onSuccess: async (_nothing, seriesId) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: seriesQueryKey(seriesId) }),
        queryClient.invalidateQueries({ queryKey: meetingListQueryKey }),
        queryClient.invalidateQueries({ queryKey: meetingSuggestionsQueryKey }),
      ]);
    },
  });
}
