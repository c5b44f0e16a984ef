import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarFeedQueryKey } from './get-calendar-feed';

export const revokeCalendarFeed = () => api<undefined>('/calendar-feed', { method: 'DELETE' });

/** Stops my calendar feed's address from working. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.setQueryData(calendarFeedQueryKey, { createdAt: null }),
  });
}
