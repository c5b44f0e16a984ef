import type { MeetingSeries } from '@topgear/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meetingListQueryKey } from './get-meetings';
import { seriesQueryKey } from './get-meeting-series';

export const changeParticipants = ({ seriesId, participantIds }: { seriesId: string; participantIds: string[] }) =>
  api<MeetingSeries>(`/meetings/${encodeURIComponent(seriesId)}/participants`, {
    method: 'PUT',
    body: { participantIds },
  });

/** A team meeting's people from now on: the series and the 1:1s list are asked again. */
export function useChangeParticipants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeParticipants,
    onSuccess: async (_series, { seriesId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: seriesQueryKey(seriesId) }),
        queryClient.invalidateQueries({ queryKey: meetingListQueryKey }),
      ]);
    },
  });
}
