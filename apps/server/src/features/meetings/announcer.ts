import { MEETING_CHANGED_EVENT, type MeetingChanged } from '@topgear/shared/meetings';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { userRoom, type SocketServer } from '../../plugins/socket';
import { findParticipantIds } from './repository';

/** Tells the open pages of a series' participants that one of its meetings (or the series) changed. */
export interface MeetingAnnouncer {
  changed: (series: { id: string; participants: { id: string }[] }, occursAt: string | Date | null) => void;
  /** The same for an action item changed on its owner's board, where the series is known only by its id. */
  actionItemChanged: (item: { meetingSeriesId: string | null; meetingOccursAt: Date | null }) => void;
}

/** Through each participant's room, so every tab on every process hears it (with Redis). */
export function createMeetingAnnouncer(io: SocketServer, db: Executor, log: FastifyBaseLogger): MeetingAnnouncer {
  const changed: MeetingAnnouncer['changed'] = (series, occursAt) => {
    const event: MeetingChanged = {
      seriesId: series.id,
      occursAt: occursAt === null ? null : new Date(occursAt).toISOString(),
    };
    io.to(series.participants.map((person) => userRoom(person.id))).emit(MEETING_CHANGED_EVENT, event);
  };
  return {
    changed,
    actionItemChanged({ meetingSeriesId, meetingOccursAt }) {
      if (meetingSeriesId === null) return;
      findParticipantIds(db, meetingSeriesId).then(
        (participants) => changed({ id: meetingSeriesId, participants }, meetingOccursAt),
        (error: unknown) => log.error({ err: error }, 'announcing an action item failed'),
      );
    },
  };
}
