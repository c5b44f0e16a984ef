import type { MeetingPage, OccurrenceChangeInput } from '@topgear/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { occurrencePath, showMeetingPage } from './get-meeting';

export const changeOccurrence = (seriesId: string, occursAt: string, change: OccurrenceChangeInput) =>
  api<MeetingPage>(occurrencePath(seriesId, occursAt), { method: 'PUT', body: change });

/** Skips one meeting, brings it back, or moves it to another time (null: back where the schedule has it). */
export function useChangeOccurrence(seriesId: string, occursAt: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OccurrenceChangeInput) => changeOccurrence(seriesId, occursAt, change),
    onSuccess: (page) => showMeetingPage(queryClient, seriesId, occursAt, page),
  });
}
