import {
  MEETING_MESSAGES,
  MEETING_WINDOW_DAYS,
  type MeetingSchedule,
  type actionItemChangeSchema,
  type meetingScheduleChangeSchema,
  type newActionItemSchema,
  type newMeetingSeriesSchema,
  type newTalkingPointSchema,
  type occurrenceChangeSchema,
  type talkingPointChangeSchema,
} from '@topgear/shared/meetings';
import type { PersonRef } from '@topgear/shared/people';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { activeAmong } from '../../db/people';
import { conflict, forbidden, notFound, orNotFound, validationFailed } from '../../http-errors';
import { isUuid } from '../../http-params';
import type { MeetingAnnouncer } from './announcer';
import type { MeetingInvitations } from './invitations';
import { occurrenceAt, occurrencesOf, type Occurrence } from './occurrences';
import { boundsOf, localText, ruleFor, scheduleView, wallClock, withEnd, zonedInstant } from './recurrence';
import {
  deletePoint,
  ensureMeeting,
  findActionItemOwner,
  findActionItems,
  changeParticipants,
  findAgenda,
  findApprovedLeave,
  findExceptions,
  findMeeting,
  findOverdueActionItems,
  findPoint,
  findPrivateNote,
  findSeriesOf,
  findSuggestions,
  insertPoints,
  insertSeries,
  lockSeries,
  rekeyFrom,
  replaceSchedules,
  saveNotes,
  savePrivateNote,
  setEmailReminders,
  updateMeeting,
  updatePoint,
  updateSeries,
  bySeries,
  type MeetingException,
  type SeriesRecord,
} from './repository';
import { findTemplatePoints } from './templates-repository';

/** How the meetings feature puts action items on their owners' boards (the tasks feature). */
export interface ActionItemTasks {
  addActionItem(
    ownerId: string,
    item: { text: string; dueDate: string; meetingSeriesId: string; meetingOccursAt: Date },
  ): Promise<unknown>;
  setDone(ownerId: string, id: string, done: boolean): Promise<unknown>;
}

interface MeetingServiceDeps {
  db: Database;
  tasks: ActionItemTasks;
  invitations: MeetingInvitations;
  announcer: MeetingAnnouncer;
  now?: () => Date;
}

const DAY = 24 * 60 * 60_000;
/** How far around a meeting its page looks for the one before and the one after: a year covers a monthly series. */
const NEIGHBOUR_WINDOW = 400 * DAY;

type Viewer = { id: string };

const dayOf = (instant: Date, timeZone: string) => localText(wallClock(instant, timeZone)).slice(0, 10);
const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** An occurrence's name from the URL; anything that is not an instant names no meeting. */
function occursAtOf(value: string) {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value))
    throw notFound(MEETING_MESSAGES.occurrenceNotFound);
  return instant;
}

/** Who may change a series' schedule or cancel it: either side of a 1:1; a team meeting's organiser. */
const mayManage = (series: SeriesRecord, viewerId: string) =>
  series.kind === 'one-on-one' || series.organiserId === viewerId || series.organiserId === null;

function seriesView(series: SeriesRecord, viewerId: string) {
  return {
    id: series.id,
    kind: series.kind,
    title: series.title,
    organiserId: series.organiserId,
    participants: series.participants.map(refOf),
    schedule: scheduleView(series.schedules.at(-1)!),
    cancelled: series.cancelledAt !== null,
    mayManage: mayManage(series, viewerId),
    emailReminders: series.participants.find((person) => person.id === viewerId)?.emailReminders ?? false,
  };
}

/** The stored form of a schedule someone picked: its rule and the instants of its first and last meeting. */
function scheduleRow(schedule: MeetingSchedule, uid: string) {
  const times = { startsLocal: schedule.startsAt, timeZone: schedule.timeZone, rrule: ruleFor(schedule) };
  return { ...times, uid, durationMinutes: schedule.durationMinutes, ...boundsOf(times) };
}

/** How a participant is named to others: without their email or reminder choice. */
const refOf = ({ id, name, image, jobTitle }: PersonRef): PersonRef => ({ id, name, image, jobTitle });

const newUid = () => `${randomUUID()}@topgear-perform`;

/**
 * 1:1s and team meetings: series and their timetable, each meeting's agenda, notes and action
 * items. Only participants read or write a series; every write locks the series first, and its
 * participants' open pages hear of it once it has committed.
 */
export function createMeetingService({
  db,
  tasks,
  invitations,
  announcer,
  now = () => new Date(),
}: MeetingServiceDeps) {
  /** The series, if the viewer takes part in it; otherwise the same 404 as a series that does not exist. */
  async function seriesFor(executor: Database | Transaction, viewer: Viewer, seriesId: string) {
    if (!isUuid(seriesId)) throw notFound(MEETING_MESSAGES.notFound);
    const [series] = await findSeriesOf(executor, viewer.id, [seriesId]);
    return orNotFound(series, MEETING_MESSAGES.notFound);
  }

  /** The series locked until the transaction ends, then read: a write sees what the one before it left. */
  async function lockedSeries(tx: Transaction, viewer: Viewer, seriesId: string) {
    if (isUuid(seriesId)) await lockSeries(tx, seriesId);
    return seriesFor(tx, viewer, seriesId);
  }

  /** The series locked for a write, and the meeting `occursAt` of it. */
  async function lockedMeeting(tx: Transaction, viewer: Viewer, seriesId: string, occursAtText: string) {
    const series = await lockedSeries(tx, viewer, seriesId);
    const occursAt = occursAtOf(occursAtText);
    const occurrence = occurrenceAt(series, occursAt, await findMeeting(tx, series.id, occursAt));
    return { series, occurrence: orNotFound(occurrence, MEETING_MESSAGES.occurrenceNotFound) };
  }

  /** Participants with approved leave on each occurrence's day (in the series' zone). */
  async function awayOn(series: SeriesRecord[], occurrences: Occurrence[][]) {
    const days = occurrences.flat().map((occurrence) => dayOf(occurrence.startsAt, occurrence.schedule.timeZone));
    if (days.length === 0) return occurrences.map((list) => list.map(() => [] as PersonRef[]));
    const sorted = [...days].sort();
    const people = [...new Set(series.flatMap((one) => one.participants.map((person) => person.id)))];
    const leave = await findApprovedLeave(db, people, sorted[0]!, isoDay(new Date(Date.parse(sorted.at(-1)!) + DAY)));
    return occurrences.map((list, index) =>
      list.map((occurrence) => {
        const day = dayOf(occurrence.startsAt, occurrence.schedule.timeZone);
        return series[index]!.participants.filter((person) =>
          leave.some((days) => days.userId === person.id && days.from <= day && day < days.to),
        ).map(refOf);
      }),
    );
  }

  const occurrenceView = (occurrence: Occurrence, away: PersonRef[]) => ({
    occursAt: occurrence.occursAt,
    startsAt: occurrence.startsAt,
    endsAt: occurrence.endsAt,
    skipped: occurrence.skipped,
    moved: occurrence.moved,
    away,
  });

  /** The next meeting not skipped that has not ended, looking a month ahead and then a year. */
  function nextOf(series: SeriesRecord, own: MeetingException[], at: Date) {
    for (const days of [35, 400]) {
      const upcoming = occurrencesOf(series, own, new Date(at.getTime() - DAY), new Date(at.getTime() + days * DAY));
      const next = upcoming.find((occurrence) => !occurrence.skipped && occurrence.endsAt > at);
      if (next) return next;
    }
    return undefined;
  }

  async function meetingPage(viewer: Viewer, seriesId: string, occursAtText: string) {
    const series = await seriesFor(db, viewer, seriesId);
    const occursAt = occursAtOf(occursAtText);
    const meeting = await findMeeting(db, series.id, occursAt);
    const occurrence = orNotFound(occurrenceAt(series, occursAt, meeting), MEETING_MESSAGES.occurrenceNotFound);
    const from = new Date(occursAt.getTime() - NEIGHBOUR_WINDOW);
    const to = new Date(occursAt.getTime() + NEIGHBOUR_WINDOW);
    const [exceptions, points, privateNote, actionItems] = await Promise.all([
      findExceptions(db, from, to, [series.id]),
      findAgenda(db, series.id, occursAt),
      findPrivateNote(db, series.id, occursAt, viewer.id),
      findActionItems(db, series.id, occursAt),
    ]);
    const around = occurrencesOf(series, exceptions, from, to);
    const index = around.findIndex((one) => one.occursAt.getTime() === occursAt.getTime());
    const [away] = await awayOn([series], [[occurrence]]);
    return {
      series: seriesView(series, viewer.id),
      occurrence: occurrenceView(occurrence, away?.[0] ?? []),
      previous: index > 0 ? around[index - 1]!.occursAt : null,
      next: index >= 0 && index < around.length - 1 ? around[index + 1]!.occursAt : null,
      points: points.map((point) => ({
        id: point.id,
        text: point.text,
        author: point.author,
        done: point.doneFor?.getTime() === occursAt.getTime(),
        carriedOver: point.addedFor < occursAt,
      })),
      notes: { text: meeting?.notes ?? '', version: meeting?.notesVersion ?? 0 },
      privateNote,
      actionItems,
    };
  }

  /**
   * Runs a write to one meeting with the series locked, then tells the participants' open pages and
   * answers the meeting as the writer now sees it.
   */
  async function changeMeeting(
    viewer: Viewer,
    seriesId: string,
    occursAtText: string,
    write: (tx: Transaction, found: { series: SeriesRecord; occurrence: Occurrence }) => Promise<void>,
  ) {
    const series = await db.transaction(async (tx) => {
      const found = await lockedMeeting(tx, viewer, seriesId, occursAtText);
      await write(tx, found);
      return found.series;
    });
    announcer.changed(series, occursAtText);
    return meetingPage(viewer, seriesId, occursAtText);
  }

  /** A point on the agenda of this meeting, or a 404. */
  async function pointOnAgenda(tx: Transaction, series: SeriesRecord, occurrence: Occurrence, pointId: string) {
    const point = isUuid(pointId) ? await findPoint(tx, series.id, pointId) : undefined;
    const onAgenda =
      point &&
      point.addedFor <= occurrence.occursAt &&
      (point.doneFor === null || point.doneFor >= occurrence.occursAt);
    if (!onAgenda) throw notFound(MEETING_MESSAGES.pointNotFound);
    return point;
  }

  function refuseSkipped(occurrence: Occurrence) {
    if (occurrence.skipped) throw conflict('MEETING_SKIPPED', MEETING_MESSAGES.skippedNoAgenda);
  }

  return {
    /** Each series I take part in, with its next meeting and its open action items past due. */
    async list(viewer: Viewer) {
      const series = await findSeriesOf(db, viewer.id);
      const at = now();
      const ids = series.map((one) => one.id);
      const [exceptions, overdue] = await Promise.all([
        findExceptions(db, new Date(at.getTime() - DAY), new Date(at.getTime() + 400 * DAY), ids),
        findOverdueActionItems(db, ids, isoDay(at)),
      ]);
      const exceptionsOf = bySeries(exceptions);
      const overdueOf = bySeries(overdue);
      const next = series.map((one) => nextOf(one, exceptionsOf.get(one.id) ?? [], at));
      const away = await awayOn(
        series,
        next.map((occurrence) => (occurrence ? [occurrence] : [])),
      );
      return series.map((one, index) => ({
        ...seriesView(one, viewer.id),
        next: next[index] ? occurrenceView(next[index], away[index]![0]!) : null,
        overdueActionItems: overdueOf.get(one.id) ?? [],
      }));
    },

    suggestions: (viewer: Viewer) => findSuggestions(db, viewer.id),

    async create(viewer: Viewer, input: z.output<typeof newMeetingSeriesSchema>) {
      const others = [...new Set(input.participantIds)].filter((id) => id !== viewer.id);
      if (others.length === 0 || (input.kind === 'one-on-one' && others.length !== 1)) {
        throw validationFailed({ participantIds: MEETING_MESSAGES.oneOnOneNeedsOne });
      }
      const series = await db.transaction(async (tx) => {
        if ((await activeAmong(tx, others)).size !== others.length) {
          throw validationFailed({ participantIds: MEETING_MESSAGES.participantUnknown });
        }
        const starters = input.templateId ? await findTemplatePoints(tx, viewer.id, input.templateId) : [];
        if (starters === undefined) throw validationFailed({ templateId: MEETING_MESSAGES.templateNotFound });
        const schedule = scheduleRow(input, newUid());
        const id = await insertSeries(tx, {
          series: { kind: input.kind, title: input.title, organiserId: viewer.id },
          participantIds: [viewer.id, ...others],
          schedule,
        });
        await insertPoints(
          tx,
          id,
          starters.map((text) => ({ id: randomUUID(), text, authorId: viewer.id, addedFor: schedule.firstAt })),
        );
        const [created] = await findSeriesOf(tx, viewer.id, [id]);
        await invitations.send(tx, created!, 'REQUEST');
        return created!;
      });
      invitations.deliverSoon();
      return seriesView(series, viewer.id);
    },

    /** The series and its meetings in [from, to) (by default 90 days back and 180 ahead), with who is away. */
    async seriesPage(viewer: Viewer, seriesId: string, window: { from?: Date | undefined; to?: Date | undefined }) {
      const series = await seriesFor(db, viewer, seriesId);
      const at = now();
      const from = window.from ?? new Date(at.getTime() - MEETING_WINDOW_DAYS.past * DAY);
      const to = window.to ?? new Date(at.getTime() + MEETING_WINDOW_DAYS.future * DAY);
      if (to <= from || to.getTime() - from.getTime() > MEETING_WINDOW_DAYS.max * DAY) {
        throw validationFailed({ to: 'Please ask for at most ten years of meetings, ending after they start' });
      }
      const occurrences = occurrencesOf(series, await findExceptions(db, from, to, [series.id]), from, to);
      const [away] = await awayOn([series], [occurrences]);
      return {
        series: seriesView(series, viewer.id),
        occurrences: occurrences.map((occurrence, index) => occurrenceView(occurrence, away![index]!)),
        firstMeetingAt: series.schedules[0]!.firstAt,
      };
    },

    /**
     * A new schedule from the meeting `from` on. Earlier meetings keep their times; later ones
     * are renamed in order onto the new schedule's, taking their points, notes and action items
     * along; their moves and skips are dropped, as calendars drop them.
     */
    async changeSchedule(viewer: Viewer, seriesId: string, change: z.output<typeof meetingScheduleChangeSchema>) {
      const series = await db.transaction(async (tx) => {
        const series = await lockedSeries(tx, viewer, seriesId);
        if (!mayManage(series, viewer.id)) throw forbidden(MEETING_MESSAGES.notOrganiser);
        if (series.cancelledAt) throw conflict('MEETING_CANCELLED', MEETING_MESSAGES.cancelled);
        const from = change.from;
        const at = occurrenceAt(series, from, undefined);
        if (!at) throw validationFailed({ from: MEETING_MESSAGES.occurrenceNotFound });
        const kept = series.schedules
          .filter((schedule) => schedule.firstAt < from)
          .map((schedule) => {
            if (schedule.lastAt !== null && schedule.lastAt < from) return schedule;
            const rrule = withEnd(schedule.rrule!, new Date(from.getTime() - 1000));
            return { ...schedule, rrule, ...boundsOf({ ...schedule, rrule }) };
          });
        const replaced = series.schedules.find((schedule) => schedule.firstAt.getTime() === from.getTime());
        const next = scheduleRow(change, replaced?.uid ?? newUid());
        const lastKept = kept.at(-1)?.lastAt;
        if (lastKept && next.firstAt <= lastKept) {
          throw validationFailed({ startsAt: 'The new schedule must start after the last meeting it keeps' });
        }
        const dropsNotes = await rekeyFrom(tx, series, from, next);
        if (dropsNotes) throw conflict('MEETING_HAS_NOTES', MEETING_MESSAGES.changeDropsNotes);
        await replaceSchedules(tx, series.id, [...kept, next]);
        await updateSeries(tx, series.id, { title: change.title ?? series.title });
        const [changed] = await findSeriesOf(tx, viewer.id, [series.id]);
        await invitations.send(tx, changed!, 'REQUEST');
        return changed!;
      });
      invitations.deliverSoon();
      announcer.changed(series, null);
      return seriesView(series, viewer.id);
    },

    /**
     * Who takes part in a team meeting from now on, besides its organiser: those added are invited,
     * those taken off get a cancellation and no longer read the series (their own tasks stay theirs).
     */
    async changeParticipants(viewer: Viewer, seriesId: string, participantIds: string[]) {
      const { before, after } = await db.transaction(async (tx) => {
        const series = await lockedSeries(tx, viewer, seriesId);
        if (!mayManage(series, viewer.id)) throw forbidden(MEETING_MESSAGES.notOrganiser);
        if (series.cancelledAt) throw conflict('MEETING_CANCELLED', MEETING_MESSAGES.cancelled);
        if (series.kind === 'one-on-one')
          throw validationFailed({ participantIds: MEETING_MESSAGES.oneOnOneKeepsItsPeople });
        const organiserId = series.organiserId ?? viewer.id;
        const wanted = new Set([organiserId, ...participantIds]);
        if (wanted.size < 2) throw validationFailed({ participantIds: MEETING_MESSAGES.participantsRequired });
        const current = new Set(series.participants.map((person) => person.id));
        const added = [...wanted].filter((id) => !current.has(id));
        if ((await activeAmong(tx, added)).size !== added.length) {
          throw validationFailed({ participantIds: MEETING_MESSAGES.participantUnknown });
        }
        const removed = series.participants.filter((person) => !wanted.has(person.id));
        await changeParticipants(
          tx,
          series.id,
          added,
          removed.map((person) => person.id),
        );
        await updateSeries(tx, series.id, {});
        const [after] = await findSeriesOf(tx, organiserId, [series.id]);
        await invitations.send(tx, after!, 'REQUEST');
        if (removed.length > 0) await invitations.send(tx, after!, 'CANCEL', removed);
        return { before: series, after: after! };
      });
      invitations.deliverSoon();
      announcer.changed({ id: after.id, participants: [...before.participants, ...after.participants] }, null);
      return seriesView(after, viewer.id);
    },

    /** Ends the series now: no more meetings; the past ones stay readable with their notes. */
    async cancel(viewer: Viewer, seriesId: string) {
      const series = await db.transaction(async (tx) => {
        const series = await lockedSeries(tx, viewer, seriesId);
        if (!mayManage(series, viewer.id)) throw forbidden(MEETING_MESSAGES.notOrganiser);
        if (series.cancelledAt) return series;
        await updateSeries(tx, series.id, { cancelledAt: now() });
        const [cancelled] = await findSeriesOf(tx, viewer.id, [series.id]);
        await invitations.send(tx, cancelled!, 'CANCEL');
        return cancelled!;
      });
      invitations.deliverSoon();
      announcer.changed(series, null);
    },

    async setReminders(viewer: Viewer, seriesId: string, email: boolean) {
      const series = await seriesFor(db, viewer, seriesId);
      await setEmailReminders(db, series.id, viewer.id, email);
      return seriesView(await seriesFor(db, viewer, seriesId), viewer.id);
    },

    meeting: meetingPage,

    /** Skips one meeting or moves it (who may change the series); the series and its other meetings stay as they are. */
    async changeOccurrence(
      viewer: Viewer,
      seriesId: string,
      occursAtText: string,
      change: z.output<typeof occurrenceChangeSchema>,
    ) {
      const page = await changeMeeting(viewer, seriesId, occursAtText, async (tx, { series, occurrence }) => {
        if (!mayManage(series, viewer.id)) throw forbidden(MEETING_MESSAGES.notOrganiser);
        await ensureMeeting(tx, series.id, occurrence.occursAt);
        const startsAt =
          change.startsAt === undefined
            ? undefined
            : change.startsAt === null
              ? null
              : zonedInstant(Date.parse(`${change.startsAt}:00Z`), occurrence.schedule.timeZone);
        await updateMeeting(tx, series.id, occurrence.occursAt, {
          skipped: change.skipped,
          startsAt: startsAt?.getTime() === occurrence.occursAt.getTime() ? null : startsAt,
        });
        await updateSeries(tx, series.id, {});
        const [changed] = await findSeriesOf(tx, viewer.id, [series.id]);
        await invitations.send(tx, changed!, 'REQUEST');
      });
      invitations.deliverSoon();
      return page;
    },

    addPoint: (viewer: Viewer, seriesId: string, occursAt: string, point: z.output<typeof newTalkingPointSchema>) =>
      changeMeeting(viewer, seriesId, occursAt, async (tx, { series, occurrence }) => {
        refuseSkipped(occurrence);
        await insertPoints(tx, series.id, [{ ...point, authorId: viewer.id, addedFor: occurrence.occursAt }]);
      }),

    addTemplatePoints: (viewer: Viewer, seriesId: string, occursAt: string, templateId: string) =>
      changeMeeting(viewer, seriesId, occursAt, async (tx, { series, occurrence }) => {
        refuseSkipped(occurrence);
        const points = isUuid(templateId) ? await findTemplatePoints(tx, viewer.id, templateId) : undefined;
        if (!points) throw notFound(MEETING_MESSAGES.templateNotFound);
        await insertPoints(
          tx,
          series.id,
          points.map((text) => ({ id: randomUUID(), text, authorId: viewer.id, addedFor: occurrence.occursAt })),
        );
      }),

    changePoint: (
      viewer: Viewer,
      seriesId: string,
      occursAt: string,
      pointId: string,
      change: z.output<typeof talkingPointChangeSchema>,
    ) =>
      changeMeeting(viewer, seriesId, occursAt, async (tx, { series, occurrence }) => {
        const point = await pointOnAgenda(tx, series, occurrence, pointId);
        if (change.text !== undefined && change.text !== point.text && point.authorId !== viewer.id) {
          throw forbidden(MEETING_MESSAGES.notOwnPoint);
        }
        await updatePoint(tx, series.id, point.id, {
          text: change.text,
          doneFor: change.done === undefined ? undefined : change.done ? occurrence.occursAt : null,
        });
      }),

    removePoint: (viewer: Viewer, seriesId: string, occursAt: string, pointId: string) =>
      changeMeeting(viewer, seriesId, occursAt, async (tx, { series, occurrence }) => {
        const point = await pointOnAgenda(tx, series, occurrence, pointId);
        if (point.authorId !== viewer.id) throw forbidden(MEETING_MESSAGES.notOwnPoint);
        await deletePoint(tx, series.id, point.id);
      }),

    /**
     * Puts the agenda's points in the order given. The points named swap the places they held, so
     * a point someone added meanwhile (not in `ids`) keeps its own place and is never lost.
     */
    orderPoints: (viewer: Viewer, seriesId: string, occursAt: string, ids: string[]) =>
      changeMeeting(viewer, seriesId, occursAt, async (tx, { series, occurrence }) => {
        const agenda = await findAgenda(tx, series.id, occurrence.occursAt);
        const named = [...new Set(ids)].flatMap((id) => agenda.filter((point) => point.id === id));
        const places = named.map((point) => point.position).sort((a, b) => a - b);
        for (const [index, point] of named.entries()) {
          if (point.position !== places[index]) await updatePoint(tx, series.id, point.id, { position: places[index] });
        }
      }),

    saveNotes: (viewer: Viewer, seriesId: string, occursAt: string, notes: { text: string; version: number }) =>
      changeMeeting(viewer, seriesId, occursAt, async (tx, { series, occurrence }) => {
        await ensureMeeting(tx, series.id, occurrence.occursAt);
        if (!(await saveNotes(tx, series.id, occurrence.occursAt, notes.text, notes.version))) {
          throw conflict('NOTES_CHANGED', MEETING_MESSAGES.notesChanged);
        }
      }),

    savePrivateNote: (viewer: Viewer, seriesId: string, occursAt: string, text: string) =>
      changeMeeting(viewer, seriesId, occursAt, async (tx, { series, occurrence }) => {
        await savePrivateNote(tx, series.id, occurrence.occursAt, viewer.id, text);
      }),

    /** A task on the owner's board, linked to this meeting. */
    async addActionItem(
      viewer: Viewer,
      seriesId: string,
      occursAt: string,
      item: z.output<typeof newActionItemSchema>,
    ) {
      const { series, occurrence } = await db.transaction((tx) => lockedMeeting(tx, viewer, seriesId, occursAt));
      if (!series.participants.some((person) => person.id === item.ownerId)) {
        throw validationFailed({ ownerId: MEETING_MESSAGES.ownerNotParticipant });
      }
      await tasks.addActionItem(item.ownerId, {
        text: item.text,
        dueDate: item.dueDate,
        meetingSeriesId: series.id,
        meetingOccursAt: occurrence.occursAt,
      });
      announcer.changed(series, occursAt);
      return meetingPage(viewer, seriesId, occursAt);
    },

    /** Ticks an action item: its task moves to Completed on its owner's board (or back). */
    async setActionItemDone(
      viewer: Viewer,
      seriesId: string,
      occursAt: string,
      taskId: string,
      { done }: z.output<typeof actionItemChangeSchema>,
    ) {
      const { series } = await db.transaction((tx) => lockedMeeting(tx, viewer, seriesId, occursAt));
      const ownerId = isUuid(taskId) ? await findActionItemOwner(db, series.id, taskId) : undefined;
      await tasks.setDone(orNotFound(ownerId, MEETING_MESSAGES.actionItemNotFound), taskId, done);
      announcer.changed(series, occursAt);
      return meetingPage(viewer, seriesId, occursAt);
    },
  };
}

export type MeetingService = ReturnType<typeof createMeetingService>;
