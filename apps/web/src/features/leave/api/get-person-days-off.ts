import type { LeaveRequest } from '@topgear/shared/leave';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leaveRequestsQueryKey } from './get-leave-requests';

/**
 * A person's pending and approved days off in `month` (YYYY-MM), earliest first, for their page.
 * Under the records' key, so recording or cancelling one's own days off refreshes one's page too.
 */
export const usePersonDaysOff = (personId: string, month: string) =>
  useQuery({
    queryKey: [...leaveRequestsQueryKey, 'person', personId, month],
    queryFn: ({ signal }) =>
      api<LeaveRequest[]>(
        `/people/${encodeURIComponent(personId)}/days-off?${new URLSearchParams({ month }).toString()}`,
        { signal },
      ),
  });
