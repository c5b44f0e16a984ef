import type { MeetingTemplate } from '@topgear/shared/meetings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const meetingTemplatesQueryKey = ['meeting-templates'] as const;

/** The company's templates and my own. */
export const useMeetingTemplates = () =>
  useQuery({
    queryKey: meetingTemplatesQueryKey,
    queryFn: ({ signal }) => api<MeetingTemplate[]>('/meeting-templates', { signal }),
  });
