import type { QueryClient } from '@tanstack/react-query';
import { leaveBalancesQueryKey } from './get-leave-balances';
import { leaveRequestsQueryKey } from './get-leave-requests';

/** After a request or a cancellation: both the balances and the records have changed. */
export const invalidateLeave = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: leaveBalancesQueryKey }),
    queryClient.invalidateQueries({ queryKey: leaveRequestsQueryKey }),
  ]);
