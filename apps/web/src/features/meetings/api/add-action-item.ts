import type { MeetingPage } from '@topgear/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { occurrencePath, showMeetingPage } from './get-meeting';

export interface NewActionItem {
  ownerId: string;
  text: string;
  dueDate: string;
}

export const addActionItem = (seriesId: string, occursAt: string, item: NewActionItem) =>
  api<MeetingPage>(`${occurrencePath(seriesId, occursAt)}/action-items`, { method: 'POST', body: item });

/** Agrees an action item: a task on its owner's board, linked to this meeting. */
export function useAddActionItem(seriesId: string, occursAt: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: NewActionItem) => addActionItem(seriesId, occursAt, item),
    onSuccess: (page) => showMeetingPage(queryClient, seriesId, occursAt, page),
  });
}
