import type { MeetingPage } from '@topgear/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { occurrencePath, showMeetingPage } from './get-meeting';

export const savePrivateNote = (seriesId: string, occursAt: string, text: string) =>
  api<MeetingPage>(`${occurrencePath(seriesId, occursAt)}/private-note`, { method: 'PUT', body: { text } });

/** My own note on a meeting, which nobody else reads. */
export function useSavePrivateNote(seriesId: string, occursAt: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => savePrivateNote(seriesId, occursAt, text),
    onSuccess: (page) => showMeetingPage(queryClient, seriesId, occursAt, page),
  });
}
