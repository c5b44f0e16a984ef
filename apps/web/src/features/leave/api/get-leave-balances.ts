import type { LeaveBalance } from '@topgear/shared/leave';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const leaveBalancesQueryKey = ['leave', 'balances'] as const;

/** The signed-in user's days available per leave type, Vacation first. */
export const useLeaveBalances = () =>
  useQuery({
    queryKey: leaveBalancesQueryKey,
    queryFn: ({ signal }) => api<LeaveBalance[]>('/leave/balances', { signal }),
  });
