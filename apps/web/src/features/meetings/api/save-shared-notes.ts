import type { MeetingPage } from '@topgear/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { meetingQueryKey, occurrencePath, showMeetingPage } from './get-meeting';

/** The notes and the version they were written from: a newer version saved meanwhile is a 409. */
export interface SharedNotesDraft {
  text: string;
  version: number;
}

export const saveSharedNotes = (seriesId: string, occursAt: string, notes: SharedNotesDraft) =>
  api<MeetingPage>(`${occurrencePath(seriesId, occursAt)}/notes`, { method: 'PUT', body: notes });

/** Saves the shared notes; a 409 means someone else saved a newer version meanwhile. */
export function useSaveSharedNotes(seriesId: string, occursAt: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notes: SharedNotesDraft) => saveSharedNotes(seriesId, occursAt, notes),
    onSuccess: (page) => showMeetingPage(queryClient, seriesId, occursAt, page),
    // Someone saved newer notes: the page is asked again, so that they can be shown.
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: meetingQueryKey(seriesId, occursAt) })
        : undefined,
  });
}
