import { MEETING_CHANGED_EVENT, type MeetingChanged } from '@topgear/shared/meetings';
import { userRoom, type SocketServer } from '../../plugins/socket';

/** Tells the open pages of a series' participants that one of its meetings (or the series) changed. */
export interface MeetingAnnouncer {
  changed(series: { id: string; participants: { id: string }[] }, occursAt: string | null): void;
}

/** Through each participant's room, so every tab on every process hears it (with Redis). */
export function createMeetingAnnouncer(io: SocketServer): MeetingAnnouncer {
  return {
    changed(series, occursAt) {
      const event: MeetingChanged = {
        seriesId: series.id,
        occursAt: occursAt === null ? null : new Date(occursAt).toISOString(),
      };
      io.to(series.participants.map((person) => userRoom(person.id))).emit(MEETING_CHANGED_EVENT, event);
    },
  };
}
