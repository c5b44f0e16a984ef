import type { Notification } from '@topgear/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, errorMessage } from '@/lib/api-client';
import { invalidateNotifications } from './invalidate-notifications';

export const markRead = (id: string) =>
  api<Notification>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });

/**
 * Marks one notification read, from its button or as the person follows it to its subject. The
 * outcome is handled here rather than by the caller: by the time the server answers, the list
 * that sent it may be gone.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => invalidateNotifications(queryClient),
    onError: (error) => toast.error(`We could not mark the notification as read. ${errorMessage(error)}`),
  });
}
