import type { MeetingPage, TalkingPoint } from '@topgear/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, errorMessage } from '@/lib/api-client';
import { meetingQueryKey, occurrencePath, showMeetingPage } from './get-meeting';
import { inOrder } from '../agenda-order';

export const reorderTalkingPoints = (seriesId: string, occursAt: string, ids: string[]) =>
  api<MeetingPage>(`${occurrencePath(seriesId, occursAt)}/points/order`, { method: 'PUT', body: { ids } });

interface ReorderVariables {
  ids: string[];
  /** The agenda before this move, to put back if the server refuses it. */
  previous: TalkingPoint[];
}

/**
 * Puts the agenda in a new order at once on screen, then on the server, whose answer replaces the
 * guess; a refused order puts the agenda back and says why.
 */
export function useReorderTalkingPoints(seriesId: string, occursAt: string) {
  const queryClient = useQueryClient();
  const key = meetingQueryKey(seriesId, occursAt);
  const { mutate, isPending } = useMutation({
    mutationFn: ({ ids }: ReorderVariables) => reorderTalkingPoints(seriesId, occursAt, ids),
    onSuccess: (page) => showMeetingPage(queryClient, seriesId, occursAt, page),
    onError: (error, { previous }) => {
      queryClient.setQueryData<MeetingPage>(key, (page) => (page ? { ...page, points: previous } : page));
      toast.error(`The agenda could not be reordered. ${errorMessage(error)}`);
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const reorder = (ids: string[]) => {
    void queryClient.cancelQueries({ queryKey: key });
    const page = queryClient.getQueryData<MeetingPage>(key);
    if (!page) return;
    queryClient.setQueryData<MeetingPage>(key, { ...page, points: inOrder(page.points, ids) });
    mutate({ ids, previous: page.points });
  };
  return { reorder, isPending };
}
