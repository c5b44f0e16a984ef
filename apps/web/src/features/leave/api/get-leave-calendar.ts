import type { LeaveCalendarEntry } from '@topgear/shared/leave';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const leaveCalendarQueryKey = ['leave', 'calendar'] as const;

/** Who is out, or asked to be, in `month` (YYYY-MM); the month before stays shown while the next loads. */
export const useLeaveCalendar = (month: string) =>
  useQuery({
    queryKey: [...leaveCalendarQueryKey, month],
    queryFn: ({ signal }) => api<LeaveCalendarEntry[]>(`/leave/calendar?month=${month}`, { signal }),
    placeholderData: keepPreviousData,
  });
