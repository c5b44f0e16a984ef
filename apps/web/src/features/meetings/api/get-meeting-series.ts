import type { MeetingOccurrence, MeetingSeries } from '@topgear/shared/meetings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meetingsQueryKey } from './get-meetings';

export interface MeetingSeriesPage {
  series: MeetingSeries;
  /** Oldest first, in a window around today. */
  occurrences: MeetingOccurrence[];
  firstMeetingAt: string;
}

export const DAY_MS = 24 * 60 * 60_000;

/** What is cached of one series: its page and each of its meetings' pages. */
export const seriesQueryKey = (seriesId: string) => [...meetingsQueryKey, 'series', seriesId] as const;
export const seriesPageQueryKey = (seriesId: string) => [...seriesQueryKey(seriesId), 'page'] as const;

export const meetingSeriesQueryOptions = (seriesId: string, historyDays: number) =>
  queryOptions({
    queryKey: [...seriesPageQueryKey(seriesId), historyDays],
    queryFn: ({ signal }) => {
      const from = new Date(Date.now() - historyDays * DAY_MS).toISOString();
      return api<MeetingSeriesPage>(`/meetings/${encodeURIComponent(seriesId)}?from=${encodeURIComponent(from)}`, {
        signal,
      });
    },
    // Looking further back keeps the meetings shown until the longer list arrives.
    placeholderData: keepPreviousData,
  });

/** A series and its meetings from `historyDays` ago to 180 days ahead (the server's default end). */
export const useMeetingSeries = (seriesId: string, historyDays: number) =>
  useQuery(meetingSeriesQueryOptions(seriesId, historyDays));
