import type { LeaveStatus, TeamLeaveRequest } from '@topgear/shared/leave';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const teamLeaveQueryKey = ['leave', 'team'] as const;

export interface TeamLeaveFilter {
  status?: LeaveStatus | undefined;
  /** One person's records only. */
  userId?: string | undefined;
}

/** Everyone's days-off records, newest first, as a manager reads them. */
export const useTeamLeave = ({ status, userId }: TeamLeaveFilter) =>
  useInfiniteQuery(
    pagedListOptions<TeamLeaveRequest>(teamLeaveQueryKey, '/leave/requests/all', {
      pageSize: 20,
      params: { ...(status && { status }), ...(userId && { userId }) },
    }),
  );
