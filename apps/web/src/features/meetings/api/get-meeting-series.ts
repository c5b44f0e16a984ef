import type { MeetingOccurrence, MeetingSeries } from '@topgear/shared/meetings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meetingsQueryKey } from './get-meetings';

export interface MeetingSeriesPage {
  series: MeetingSeries;
  /** Oldest first, in a window around today. */
  occurrences: MeetingOccurrence[];
}

/** What is cached of one series: its page and each of its meetings' pages. */
export const seriesQueryKey = (seriesId: string) => [...meetingsQueryKey, 'series', seriesId] as const;
export const seriesPageQueryKey = (seriesId: string) => [...seriesQueryKey(seriesId), 'page'] as const;

export const meetingSeriesQueryOptions = (seriesId: string) =>
  queryOptions({
    queryKey: seriesPageQueryKey(seriesId),
    queryFn: ({ signal }) => api<MeetingSeriesPage>(`/meetings/${encodeURIComponent(seriesId)}`, { signal }),
  });

/** A series and its meetings from 90 days ago to 180 days ahead (the server's window). */
export const useMeetingSeries = (seriesId: string) => useQuery(meetingSeriesQueryOptions(seriesId));
