import type { MeetingSeries, NewMeetingSeriesInput } from '@topgear/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meetingListQueryKey } from './get-meetings';
import { meetingSuggestionsQueryKey } from './get-meeting-suggestions';

export const createMeeting = (series: NewMeetingSeriesInput) =>
  api<MeetingSeries>('/meetings', { method: 'POST', body: series });

/** Starts a series; the 1:1s list and the suggestions (a 1:1 with them now exists) are asked again. */
export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeeting,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meetingListQueryKey }),
        queryClient.invalidateQueries({ queryKey: meetingSuggestionsQueryKey }),
      ]);
    },
  });
}
