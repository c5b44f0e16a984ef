import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateNotifications } from './invalidate-notifications';

export const markAllRead = () => api<undefined>('/notifications/read-all', { method: 'POST' });

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => invalidateNotifications(queryClient),
  });
}
