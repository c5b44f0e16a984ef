import type { MeetingPage } from '@topgear/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { occurrencePath, showMeetingPage } from './get-meeting';

export const deleteTalkingPoint = (seriesId: string, occursAt: string, pointId: string) =>
  api<MeetingPage>(`${occurrencePath(seriesId, occursAt)}/points/${encodeURIComponent(pointId)}`, {
    method: 'DELETE',
  });

/** Removes one of my talking points from the agenda. */
export function useDeleteTalkingPoint(seriesId: string, occursAt: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pointId: string) => deleteTalkingPoint(seriesId, occursAt, pointId),
    onSuccess: (page) => showMeetingPage(queryClient, seriesId, occursAt, page),
  });
}
