import type { LeaveRequest, LeaveStatus } from '@topgear/shared/leave';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const leaveRequestsQueryKey = ['leave', 'requests'] as const;

interface LeaveRequestsOptions {
  /** Only the records of this status; all of them when left out. */
  status?: LeaveStatus;
  pageSize?: number;
}

/** The signed-in user's days-off records ('Consumption Days Off'), newest first. */
export const useLeaveRequests = ({ status, pageSize = 20 }: LeaveRequestsOptions = {}) =>
  useInfiniteQuery(
    pagedListOptions<LeaveRequest>(leaveRequestsQueryKey, '/leave/requests', {
      pageSize,
      params: status ? { status } : {},
    }),
  );
