import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarFeedQueryKey } from './get-calendar-feed';

export interface CalendarFeed {
  url: string;
  createdAt: string;
}

export const createCalendarFeed = () => api<CalendarFeed>('/calendar-feed', { method: 'POST' });

/** A new secret address for my calendar feed; any earlier one stops working. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: ({ createdAt }) => queryClient.setQueryData(calendarFeedQueryKey, { createdAt }),
  });
}
