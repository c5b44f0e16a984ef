import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meetingTemplatesQueryKey } from './get-meeting-templates';

export const deleteMeetingTemplate = (id: string) =>
  api<undefined>(`/meeting-templates/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteMeetingTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeetingTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingTemplatesQueryKey }),
  });
}
