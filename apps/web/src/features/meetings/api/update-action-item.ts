import type { MeetingPage } from '@topgear/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { occurrencePath, showMeetingPage } from './get-meeting';

export const updateActionItem = (seriesId: string, occursAt: string, taskId: string, done: boolean) =>
  api<MeetingPage>(`${occurrencePath(seriesId, occursAt)}/action-items/${encodeURIComponent(taskId)}`, {
    method: 'PATCH',
    body: { done },
  });

/** Ticks an action item off (its task moves to Completed on its owner's board), or back. */
export function useUpdateActionItem(seriesId: string, occursAt: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, done }: { taskId: string; done: boolean }) =>
      updateActionItem(seriesId, occursAt, taskId, done),
    onSuccess: (page) => showMeetingPage(queryClient, seriesId, occursAt, page),
  });
}
