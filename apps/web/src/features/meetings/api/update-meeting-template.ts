import type { MeetingTemplate, MeetingTemplateInput } from '@topgear/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meetingTemplatesQueryKey } from './get-meeting-templates';

export const updateMeetingTemplate = ({ id, template }: { id: string; template: MeetingTemplateInput }) =>
  api<MeetingTemplate>(`/meeting-templates/${encodeURIComponent(id)}`, { method: 'PUT', body: template });

export function useUpdateMeetingTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeetingTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingTemplatesQueryKey }),
  });
}
