import type { MeetingSeries } from '@topgear/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meetingListQueryKey } from './get-meetings';
import { type MeetingSeriesPage, seriesPageQueryKey } from './get-meeting-series';

export const setReminders = ({ seriesId, email }: { seriesId: string; email: boolean }) =>
  api<MeetingSeries>(`/meetings/${encodeURIComponent(seriesId)}/reminders`, { method: 'PUT', body: { email } });

/** Whether this series' reminders also come to me by email. */
export function useSetReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReminders,
    onSuccess: (series, { seriesId }) => {
      // Every window of the series' page that is cached.
      queryClient.setQueriesData<MeetingSeriesPage>({ queryKey: seriesPageQueryKey(seriesId) }, (page) =>
        page ? { ...page, series } : page,
      );
      void queryClient.invalidateQueries({ queryKey: meetingListQueryKey });
    },
  });
}
