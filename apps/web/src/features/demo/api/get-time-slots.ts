import type { TimeSlot } from '@topgear/shared/demo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const timeSlotsQueryKey = ['demo', 'time-slots'] as const;

/** The slots of `date` as seen from `timeZone`; nothing is fetched until a date is chosen. */
export const timeSlotsQueryOptions = (date: string | undefined, timeZone: string) =>
  queryOptions({
    queryKey: [...timeSlotsQueryKey, date, timeZone],
    queryFn: ({ signal }) =>
      api<TimeSlot[]>(`/demo/time-slots?${new URLSearchParams({ date: date ?? '', timeZone }).toString()}`, {
        signal,
      }),
    enabled: Boolean(date),
    // Someone else may book a slot at any moment: check again whenever the form is looked at anew.
    staleTime: 0,
  });

export const useTimeSlots = (date: string | undefined, timeZone: string) =>
  useQuery(timeSlotsQueryOptions(date, timeZone));
