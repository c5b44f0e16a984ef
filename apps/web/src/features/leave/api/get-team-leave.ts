import type { LeaveStatus, TeamLeaveRequest } from '@topgear/shared/leave';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const teamLeaveQueryKey = ['leave', 'team'] as const;

/** Whose records a manager's list holds: the people below them in the reporting chain, or everyone's. */
export type LeaveScope = 'reports' | 'everyone';

const SCOPE_PATHS: Record<LeaveScope, string> = {
  reports: '/leave/requests/reports',
  everyone: '/leave/requests/all',
};

export interface TeamLeaveFilter {
  scope: LeaveScope;
  status?: LeaveStatus | undefined;
  /** One person's records only. */
  userId?: string | undefined;
}

/** My reports' or everyone's days-off records, newest first, as a manager reads them. */
export const useTeamLeave = ({ scope, status, userId }: TeamLeaveFilter) =>
  useInfiniteQuery(
    pagedListOptions<TeamLeaveRequest>([...teamLeaveQueryKey, scope], SCOPE_PATHS[scope], {
      pageSize: 20,
      params: { ...(status && { status }), ...(userId && { userId }) },
    }),
  );
