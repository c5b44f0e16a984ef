import type { LeaveRequest } from '@topgear/shared/leave';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const leaveRequestsQueryKey = ['leave', 'requests'] as const;

/** The signed-in user's days-off records ('Consumption Days Off'), newest first. */
export const useLeaveRequests = (pageSize = 20) =>
  useInfiniteQuery(pagedListOptions<LeaveRequest>(leaveRequestsQueryKey, '/leave/requests', { pageSize }));
