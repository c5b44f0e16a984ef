import type { MeetingScheduleChangeInput, MeetingSeries } from '@topgear/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meetingListQueryKey } from './get-meetings';
import { seriesQueryKey } from './get-meeting-series';

export const changeSchedule = ({ seriesId, change }: { seriesId: string; change: MeetingScheduleChangeInput }) =>
  api<MeetingSeries>(`/meetings/${encodeURIComponent(seriesId)}`, { method: 'PATCH', body: change });

/** A new schedule from one meeting on: the series' meetings and the 1:1s list are asked again. */
export function useChangeSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSchedule,
    onSuccess: async (_series, { seriesId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: seriesQueryKey(seriesId) }),
        queryClient.invalidateQueries({ queryKey: meetingListQueryKey }),
      ]);
    },
  });
}
