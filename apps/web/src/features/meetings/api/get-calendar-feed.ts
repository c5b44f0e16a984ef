import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const calendarFeedQueryKey = ['calendar-feed'] as const;

/** Whether I have a calendar feed address, and since when; the address itself is shown only once. */
export const useCalendarFeed = () =>
  useQuery({
    queryKey: calendarFeedQueryKey,
    queryFn: ({ signal }) => api<{ createdAt: string | null }>('/calendar-feed', { signal }),
  });
