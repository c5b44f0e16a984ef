import type { LeaveRequest } from '@topgear/shared/leave';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateLeave } from './invalidate-leave';

export const cancelLeaveRequest = (id: string) =>
  api<LeaveRequest>(`/leave/requests/${encodeURIComponent(id)}/cancel`, { method: 'POST' });

export function useCancelLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelLeaveRequest,
    onSuccess: () => invalidateLeave(queryClient),
  });
}
