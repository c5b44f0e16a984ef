import type { LeaveCalendarEntry } from '@topgear/shared/leave';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const leaveCalendarQueryKey = ['leave', 'calendar'] as const;

/**
 * Who is out, or asked to be, in `month` (YYYY-MM), of one team when `teamId` is given; what was
 * shown stays while the next month or team loads.
 */
export const useLeaveCalendar = (month: string, teamId?: string) =>
  useQuery({
    queryKey: [...leaveCalendarQueryKey, month, teamId ?? 'everyone'],
    queryFn: ({ signal }) =>
      api<LeaveCalendarEntry[]>(
        `/leave/calendar?${new URLSearchParams({ month, ...(teamId && { teamId }) }).toString()}`,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
