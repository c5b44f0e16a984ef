import type { LeaveRequest, NewLeaveRequest } from '@topgear/shared/leave';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateLeave } from './invalidate-leave';

export const createLeaveRequest = (request: NewLeaveRequest) =>
  api<LeaveRequest>('/leave/requests', { method: 'POST', body: request });

export function useCreateLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeaveRequest,
    onSuccess: () => invalidateLeave(queryClient),
  });
}
