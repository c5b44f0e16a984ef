import type { MeetingListItem } from '@topgear/shared/meetings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Everything of the meetings feature is cached under this key: a reconnection asks for all of it again. */
export const meetingsQueryKey = ['meetings'] as const;
export const meetingListQueryKey = [...meetingsQueryKey, 'list'] as const;

export const meetingListQueryOptions = () =>
  queryOptions({
    queryKey: meetingListQueryKey,
    queryFn: ({ signal }) => api<MeetingListItem[]>('/meetings', { signal }),
    // Asked again each time it is shown: the overdue action items are tasks, which boards change.
    staleTime: 0,
  });

/** Each series I take part in, cancelled ones too, with its next meeting and its overdue action items. */
export const useMeetings = () => useQuery(meetingListQueryOptions());
