import type { MyTeamMember } from '@topgear/shared/my-team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toIsoMonth } from '@/lib/dates';

export const myTeamQueryKey = ['my-team'] as const;

/** My direct reports with their goals, their days off in `month` (YYYY-MM) and their pending requests. */
export const getMyTeamQueryOptions = (month: string) =>
  queryOptions({
    queryKey: [...myTeamQueryKey, month],
    queryFn: ({ signal }) => api<MyTeamMember[]>(`/my-team?${new URLSearchParams({ month }).toString()}`, { signal }),
  });

/**
 * My team in `month`. Fetched afresh each time it is shown: decisions made on other screens change
 * its counts, and those screens' features cannot name this query.
 */
export const useMyTeam = (month: string) => useQuery({ ...getMyTeamQueryOptions(month), staleTime: 0 });

/**
 * Whether anyone reports to me: what opens the managers' screens to someone without the manager
 * role. Shares the query of My team this month, on the reader's calendar, so Manager Activity
 * opens without waiting.
 */
export const useHasReports = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    ...getMyTeamQueryOptions(toIsoMonth(new Date())),
    select: (members) => members.length > 0,
    enabled,
  });
