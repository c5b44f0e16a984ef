import type { MeetingPage } from '@topgear/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { occurrencePath, showMeetingPage } from './get-meeting';

interface PointChange {
  pointId: string;
  text?: string;
  done?: boolean;
}

export const updateTalkingPoint = (seriesId: string, occursAt: string, { pointId, ...change }: PointChange) =>
  api<MeetingPage>(`${occurrencePath(seriesId, occursAt)}/points/${encodeURIComponent(pointId)}`, {
    method: 'PATCH',
    body: change,
  });

/** Ticks a talking point off (or back), or changes the text of one of mine. */
export function useUpdateTalkingPoint(seriesId: string, occursAt: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PointChange) => updateTalkingPoint(seriesId, occursAt, change),
    onSuccess: (page) => showMeetingPage(queryClient, seriesId, occursAt, page),
  });
}
