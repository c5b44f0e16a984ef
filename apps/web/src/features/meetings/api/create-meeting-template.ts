import type { MeetingTemplate, MeetingTemplateInput } from '@topgear/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meetingTemplatesQueryKey } from './get-meeting-templates';

export const createMeetingTemplate = (template: MeetingTemplateInput) =>
  api<MeetingTemplate>('/meeting-templates', { method: 'POST', body: template });

export function useCreateMeetingTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeetingTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingTemplatesQueryKey }),
  });
}
