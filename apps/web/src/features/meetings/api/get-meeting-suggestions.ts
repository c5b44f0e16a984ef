import type { PersonRef } from '@topgear/shared/people';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meetingsQueryKey } from './get-meetings';

/** Someone I could start a 1:1 with, and how we are related. */
export type MeetingSuggestion = PersonRef & { relation: 'manager' | 'report' };

export const meetingSuggestionsQueryKey = [...meetingsQueryKey, 'suggestions'] as const;

/** My manager and my direct reports with whom I have no 1:1 series yet. */
export const useMeetingSuggestions = () =>
  useQuery({
    queryKey: meetingSuggestionsQueryKey,
    queryFn: ({ signal }) => api<MeetingSuggestion[]>('/meetings/suggestions', { signal }),
  });
