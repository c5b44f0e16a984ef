import type { MeetingPage } from '@topgear/shared/meetings';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meetingListQueryKey } from './get-meetings';
import { seriesPageQueryKey, seriesQueryKey } from './get-meeting-series';

/** The instant as the server writes it, so that a link and a pushed change name the same meeting alike. */
export function canonicalInstant(occursAt: string) {
  const time = Date.parse(occursAt);
  return Number.isNaN(time) ? occursAt : new Date(time).toISOString();
}

export const occurrencesQueryKey = (seriesId: string) => [...seriesQueryKey(seriesId), 'occurrence'] as const;
export const meetingQueryKey = (seriesId: string, occursAt: string) =>
  [...occurrencesQueryKey(seriesId), canonicalInstant(occursAt)] as const;

/** The path of one meeting of a series, under which its agenda, notes and action items live. */
export const occurrencePath = (seriesId: string, occursAt: string) =>
  `/meetings/${encodeURIComponent(seriesId)}/occurrences/${encodeURIComponent(occursAt)}`;

export const meetingQueryOptions = (seriesId: string, occursAt: string) =>
  queryOptions({
    queryKey: meetingQueryKey(seriesId, occursAt),
    queryFn: ({ signal }) => api<MeetingPage>(occurrencePath(seriesId, occursAt), { signal }),
    // Asked again each time it is shown: its action items are tasks, which their boards change
    // without a push to the other participants.
    staleTime: 0,
  });

/** One meeting as its participants see it: agenda, shared notes, my private note and action items. */
export const useMeeting = (seriesId: string, occursAt: string) => useQuery(meetingQueryOptions(seriesId, occursAt));

/**
 * After a change to a meeting, whose answer is the meeting's new page: the page is shown at once,
 * and the series' list of meetings and the 1:1s list (next meetings, overdue action items) are
 * asked again when next shown.
 */
export function showMeetingPage(queryClient: QueryClient, seriesId: string, occursAt: string, page: MeetingPage) {
  queryClient.setQueryData(meetingQueryKey(seriesId, occursAt), page);
  void queryClient.invalidateQueries({ queryKey: seriesPageQueryKey(seriesId) });
  void queryClient.invalidateQueries({ queryKey: meetingListQueryKey });
}
