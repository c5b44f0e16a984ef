import type { MeetingPage } from '@topgear/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { occurrencePath, showMeetingPage } from './get-meeting';

export const addPointsFromTemplate = (seriesId: string, occursAt: string, templateId: string) =>
  api<MeetingPage>(`${occurrencePath(seriesId, occursAt)}/points/from-template`, {
    method: 'POST',
    body: { templateId },
  });

/** Adds a template's talking points to the agenda. */
export function useAddPointsFromTemplate(seriesId: string, occursAt: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => addPointsFromTemplate(seriesId, occursAt, templateId),
    onSuccess: (page) => showMeetingPage(queryClient, seriesId, occursAt, page),
  });
}
