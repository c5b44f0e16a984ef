import type { MeetingPage } from '@topgear/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { occurrencePath, showMeetingPage } from './get-meeting';

/** `id` is chosen here, so sending the same point again (a retry) adds it once. */
export const addTalkingPoint = (seriesId: string, occursAt: string, point: { id: string; text: string }) =>
  api<MeetingPage>(`${occurrencePath(seriesId, occursAt)}/points`, { method: 'POST', body: point });

export function useAddTalkingPoint(seriesId: string, occursAt: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (point: { id: string; text: string }) => addTalkingPoint(seriesId, occursAt, point),
    onSuccess: (page) => showMeetingPage(queryClient, seriesId, occursAt, page),
  });
}
