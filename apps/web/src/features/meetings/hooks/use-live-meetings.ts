import { MEETING_CHANGED_EVENT, type MeetingChanged } from '@topgear/shared/meetings';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { Socket } from 'socket.io-client';
import { meetingListQueryKey, meetingsQueryKey } from '../api/get-meetings';
import { meetingQueryKey, occurrencesQueryKey } from '../api/get-meeting';
import { seriesPageQueryKey } from '../api/get-meeting-series';
import { meetingSuggestionsQueryKey } from '../api/get-meeting-suggestions';

interface LiveMeetingsOptions {
  /** Someone changed a meeting I take part in: its action items (tasks on a board) may have changed too. */
  onMeetingChanged?: () => void;
}

/**
 * Keeps what is shown of meetings current from the server's pushes: after someone changes a
 * meeting (its agenda, notes, action items or time), the meeting's page, its series' page and the
 * 1:1s list are asked again, so two people editing an agenda see each other's changes. A
 * reconnection asks for everything again: what changed while the connection was down was never pushed.
 */
export function useLiveMeetings(socket: Socket | null, { onMeetingChanged }: LiveMeetingsOptions = {}) {
  const queryClient = useQueryClient();
  const tell = useEffectEvent(() => onMeetingChanged?.());

  useEffect(() => {
    if (!socket) return;
    let dropped = false;
    const onChanged = ({ seriesId, occursAt }: MeetingChanged) => {
      if (typeof seriesId !== 'string') return;
      void queryClient.invalidateQueries({ queryKey: meetingListQueryKey });
      void queryClient.invalidateQueries({ queryKey: meetingSuggestionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: seriesPageQueryKey(seriesId) });
      void queryClient.invalidateQueries({
        queryKey: occursAt ? meetingQueryKey(seriesId, occursAt) : occurrencesQueryKey(seriesId),
      });
      tell();
    };
    const onDisconnect = () => {
      dropped = true;
    };
    const onConnect = () => {
      if (!dropped) return;
      dropped = false;
      void queryClient.invalidateQueries({ queryKey: meetingsQueryKey });
    };
    socket.on(MEETING_CHANGED_EVENT, onChanged);
    socket.on('disconnect', onDisconnect);
    socket.on('connect', onConnect);
    return () => {
      socket.off(MEETING_CHANGED_EVENT, onChanged);
      socket.off('disconnect', onDisconnect);
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient]);
}
