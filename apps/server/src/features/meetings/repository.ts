import type { PersonRef } from '@topgear/shared/people';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { personRefColumns } from '../../db/people';
import { selectRows } from '../../db/raw-rows';
import { occurrencesBetween, type ScheduleTimes } from './recurrence';
import {
  leaveRequests,
  meetingParticipants,
  meetingPoints,
  meetingPrivateNotes,
  meetingReminders,
  meetingSchedules,
  meetingSeries,
  meetings,
  profiles,
  tasks,
  users,
} from '../../db/schema';

/** A person's name, picture and title: how every list and link names them. */
/** The same, as one JSON value of a joined person. */
const personJson = sql`json_build_object('id', ${users.id}, 'name', ${users.name}, 'image', ${users.image}, 'jobTitle', ${profiles.jobRole})`;

export type SeriesRow = typeof meetingSeries.$inferSelect;
export type ScheduleRow = typeof meetingSchedules.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect;
/** A meeting moved or skipped, as expansions and calendar documents read it. */
export type MeetingException = Pick<MeetingRow, 'seriesId' | 'occursAt' | 'startsAt' | 'skipped'>;

const exceptionColumns = {
  seriesId: meetings.seriesId,
  occursAt: meetings.occursAt,
  startsAt: meetings.startsAt,
  skipped: meetings.skipped,
};
export type Participant = PersonRef & { email: string; emailReminders: boolean };

/** A series with its people and its timetable, as every read and write of it needs them. */
export interface SeriesRecord extends SeriesRow {
  participants: Participant[];
  schedules: ScheduleRow[];
}

/**
 * The series `viewerId` takes part in (all, or the ones of `ids`), with their participants and
 * schedules: three queries, whatever the number of series.
 */
export async function findSeriesOf(db: Executor, viewerId: string, ids?: string[]): Promise<SeriesRecord[]> {
  const rows = await db
    .select({ series: meetingSeries })
    .from(meetingParticipants)
    .innerJoin(meetingSeries, eq(meetingSeries.id, meetingParticipants.seriesId))
    .where(and(eq(meetingParticipants.userId, viewerId), ids ? inArray(meetingSeries.id, ids) : undefined))
    .orderBy(asc(meetingSeries.createdAt), asc(meetingSeries.id));
  return withPeopleAndTimes(
    db,
    rows.map((row) => row.series),
  );
}

/** The stretches of live series that may have a meeting in [from, to), each with its series' title. */
export function findLiveSchedulesBetween(db: Executor, from: Date, to: Date) {
  return db
    .select({ schedule: meetingSchedules, title: meetingSeries.title })
    .from(meetingSchedules)
    .innerJoin(meetingSeries, eq(meetingSeries.id, meetingSchedules.seriesId))
    .where(
      and(
        isNull(meetingSeries.cancelledAt),
        lt(meetingSchedules.firstAt, to),
        or(isNull(meetingSchedules.lastAt), gte(meetingSchedules.lastAt, from)),
      ),
    );
}

/** The people of these series, as one array parameter: a sweep may name more series than a statement has parameters. */
export function findParticipantsOf(db: Executor, seriesIds: string[]) {
  return db
    .select({
      seriesId: meetingParticipants.seriesId,
      id: users.id,
      email: users.email,
      emailReminders: meetingParticipants.emailReminders,
    })
    .from(meetingParticipants)
    .innerJoin(users, eq(users.id, meetingParticipants.userId))
    .where(sql`${meetingParticipants.seriesId} = any(${`{${seriesIds.join(',')}}`}::uuid[])`);
}

/** The meetings reminded of already among those in [from, to). */
export function findRemindedBetween(db: Executor, from: Date, to: Date) {
  return db
    .select({ seriesId: meetingReminders.seriesId, occursAt: meetingReminders.occursAt })
    .from(meetingReminders)
    .where(and(gte(meetingReminders.occursAt, from), lt(meetingReminders.occursAt, to)));
}

/** Rows grouped by their series (Map.groupBy arrives with Node 21). */
export function bySeries<Row extends { seriesId: string }>(rows: Row[]) {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.seriesId);
    if (group) group.push(row);
    else groups.set(row.seriesId, [row]);
  }
  return groups;
}

async function withPeopleAndTimes(db: Executor, series: SeriesRow[]): Promise<SeriesRecord[]> {
  if (series.length === 0) return [];
  const seriesIds = series.map((one) => one.id);
  const [people, schedules] = await Promise.all([
    db
      .select({
        seriesId: meetingParticipants.seriesId,
        ...personRefColumns,
        email: users.email,
        emailReminders: meetingParticipants.emailReminders,
      })
      .from(meetingParticipants)
      .innerJoin(users, eq(users.id, meetingParticipants.userId))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(inArray(meetingParticipants.seriesId, seriesIds))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select()
      .from(meetingSchedules)
      .where(inArray(meetingSchedules.seriesId, seriesIds))
      .orderBy(asc(meetingSchedules.firstAt)),
  ]);
  const peopleOf = bySeries(people);
  const schedulesOf = bySeries(schedules);
  return series.map((one) => ({
    ...one,
    participants: (peopleOf.get(one.id) ?? []).map(({ seriesId: _, ...person }) => person),
    schedules: schedulesOf.get(one.id) ?? [],
  }));
}

/**
 * Locks the series until the transaction ends: every write to a series and its meetings takes
 * turns, so two people editing one agenda at once each see what the other left.
 */
export async function lockSeries(tx: Executor, seriesId: string) {
  await tx.select({ id: meetingSeries.id }).from(meetingSeries).where(eq(meetingSeries.id, seriesId)).for('update');
}

/**
 * The meetings moved or skipped whose scheduled or actual start falls in [from, to): of these
 * series, or of every series (the reminder sweep).
 */
export function findExceptions(db: Executor, from: Date, to: Date, seriesIds?: string[]): Promise<MeetingException[]> {
  if (seriesIds?.length === 0) return Promise.resolve([]);
  return db
    .select(exceptionColumns)
    .from(meetings)
    .where(
      and(
        seriesIds ? inArray(meetings.seriesId, seriesIds) : undefined,
        or(meetings.skipped, isNotNull(meetings.startsAt)),
        or(
          and(gte(meetings.occursAt, from), lt(meetings.occursAt, to)),
          and(gte(meetings.startsAt, from), lt(meetings.startsAt, to)),
        ),
      ),
    );
}

export async function findMeeting(db: Executor, seriesId: string, occursAt: Date) {
  const [meeting] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.seriesId, seriesId), eq(meetings.occursAt, occursAt)));
  return meeting;
}

/** The row of one meeting, made when something first belongs to it. */
export async function ensureMeeting(tx: Executor, seriesId: string, occursAt: Date) {
  await tx.insert(meetings).values({ seriesId, occursAt }).onConflictDoNothing();
}

export function updateMeeting(
  tx: Executor,
  seriesId: string,
  occursAt: Date,
  changes: Partial<Pick<MeetingRow, 'skipped' | 'startsAt'>>,
) {
  return tx
    .update(meetings)
    .set(changes)
    .where(and(eq(meetings.seriesId, seriesId), eq(meetings.occursAt, occursAt)));
}

/** Saves shared notes only over the version the writer read; answers whether it did. */
export async function saveNotes(tx: Executor, seriesId: string, occursAt: Date, text: string, version: number) {
  const saved = await tx
    .update(meetings)
    .set({ notes: text, notesVersion: sql`${meetings.notesVersion} + 1` })
    .where(and(eq(meetings.seriesId, seriesId), eq(meetings.occursAt, occursAt), eq(meetings.notesVersion, version)))
    .returning({ version: meetings.notesVersion });
  return saved.length > 0;
}

/** Approved days off of these people that share a day with [from, to). */
export function findApprovedLeave(db: Executor, userIds: string[], from: string, to: string) {
  return db
    .select({ userId: leaveRequests.userId, from: leaveRequests.from, to: leaveRequests.to })
    .from(leaveRequests)
    .where(
      and(
        inArray(leaveRequests.userId, userIds),
        eq(leaveRequests.status, 'approved'),
        lt(leaveRequests.from, to),
        sql`${leaveRequests.to} > ${from}`,
      ),
    );
}

/** The agenda of the meeting `occursAt`: points added for it or before, not checked off before it. */
export function findAgenda(db: Executor, seriesId: string, occursAt: Date) {
  return db
    .select({
      id: meetingPoints.id,
      text: meetingPoints.text,
      position: meetingPoints.position,
      addedFor: meetingPoints.addedFor,
      doneFor: meetingPoints.doneFor,
      authorId: meetingPoints.authorId,
      author: sql<PersonRef | null>`case when ${users.id} is null then null else ${personJson} end`,
    })
    .from(meetingPoints)
    .leftJoin(users, eq(users.id, meetingPoints.authorId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(meetingPoints.seriesId, seriesId),
        lte(meetingPoints.addedFor, occursAt),
        or(isNull(meetingPoints.doneFor), gte(meetingPoints.doneFor, occursAt)),
      ),
    )
    .orderBy(asc(meetingPoints.position), asc(meetingPoints.createdAt));
}

export async function findPoint(db: Executor, seriesId: string, pointId: string) {
  const [point] = await db
    .select()
    .from(meetingPoints)
    .where(and(eq(meetingPoints.seriesId, seriesId), eq(meetingPoints.id, pointId)));
  return point;
}

/** Adds points after the series' last; a point whose id exists already is left as it is. */
export async function insertPoints(
  tx: Executor,
  seriesId: string,
  points: { id: string; text: string; authorId: string; addedFor: Date }[],
) {
  if (points.length === 0) return;
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${meetingPoints.position}), -1)` })
    .from(meetingPoints)
    .where(eq(meetingPoints.seriesId, seriesId));
  const start = Number(last?.position ?? -1) + 1;
  await tx
    .insert(meetingPoints)
    .values(points.map((point, index) => ({ ...point, seriesId, position: start + index })))
    .onConflictDoNothing();
}

export function updatePoint(
  tx: Executor,
  seriesId: string,
  pointId: string,
  changes: Partial<Pick<typeof meetingPoints.$inferInsert, 'text' | 'doneFor' | 'position'>>,
) {
  return tx
    .update(meetingPoints)
    .set(changes)
    .where(and(eq(meetingPoints.seriesId, seriesId), eq(meetingPoints.id, pointId)));
}

export function deletePoint(tx: Executor, seriesId: string, pointId: string) {
  return tx.delete(meetingPoints).where(and(eq(meetingPoints.seriesId, seriesId), eq(meetingPoints.id, pointId)));
}

export async function findPrivateNote(db: Executor, seriesId: string, occursAt: Date, authorId: string) {
  const [note] = await db
    .select({ text: meetingPrivateNotes.text })
    .from(meetingPrivateNotes)
    .where(
      and(
        eq(meetingPrivateNotes.seriesId, seriesId),
        eq(meetingPrivateNotes.occursAt, occursAt),
        eq(meetingPrivateNotes.authorId, authorId),
      ),
    );
  return note?.text ?? '';
}

export function savePrivateNote(tx: Executor, seriesId: string, occursAt: Date, authorId: string, text: string) {
  return tx
    .insert(meetingPrivateNotes)
    .values({ seriesId, occursAt, authorId, text })
    .onConflictDoUpdate({
      target: [meetingPrivateNotes.seriesId, meetingPrivateNotes.occursAt, meetingPrivateNotes.authorId],
      set: { text },
    });
}

const actionItemColumns = {
  id: tasks.id,
  text: tasks.text,
  dueDate: tasks.dueDate,
  done: sql<boolean>`${tasks.status} = 'completed'`,
  occursAt: sql<Date>`${tasks.meetingOccursAt}`.mapWith(tasks.meetingOccursAt),
  seriesId: sql<string>`${tasks.meetingSeriesId}`,
  owner: sql<PersonRef>`${personJson}`,
};

/** Action items agreed in the meeting `occursAt`, then those of earlier meetings still open. */
export function findActionItems(db: Executor, seriesId: string, occursAt: Date) {
  return db
    .select(actionItemColumns)
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(tasks.meetingSeriesId, seriesId),
        or(
          eq(tasks.meetingOccursAt, occursAt),
          and(lt(tasks.meetingOccursAt, occursAt), ne(tasks.status, 'completed')),
        ),
      ),
    )
    .orderBy(asc(tasks.meetingOccursAt), asc(tasks.dueDate), asc(tasks.createdAt));
}

/** Open action items of these series due before `today`. */
export function findOverdueActionItems(db: Executor, seriesIds: string[], today: string) {
  if (seriesIds.length === 0) return Promise.resolve([]);
  return db
    .select(actionItemColumns)
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(inArray(tasks.meetingSeriesId, seriesIds), ne(tasks.status, 'completed'), lt(tasks.dueDate, today)))
    .orderBy(asc(tasks.dueDate), asc(tasks.createdAt));
}

/** The owner of an action item of this series; undefined when the task is not one. */
export async function findActionItemOwner(db: Executor, seriesId: string, taskId: string) {
  const [task] = await db
    .select({ ownerId: tasks.userId })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.meetingSeriesId, seriesId)));
  return task?.ownerId;
}

/** A new series, its participants and its first schedule; resolves with its id. */
export async function insertSeries(
  tx: Executor,
  {
    series,
    participantIds,
    schedule,
  }: {
    series: Pick<typeof meetingSeries.$inferInsert, 'kind' | 'title' | 'organiserId'>;
    participantIds: string[];
    schedule: Omit<typeof meetingSchedules.$inferInsert, 'seriesId'>;
  },
) {
  const [inserted] = await tx.insert(meetingSeries).values(series).returning({ id: meetingSeries.id });
  const seriesId = inserted!.id;
  await tx.insert(meetingParticipants).values(participantIds.map((userId) => ({ seriesId, userId })));
  await tx.insert(meetingSchedules).values({ ...schedule, seriesId });
  return seriesId;
}

/** Changes the series; every change raises its iCalendar SEQUENCE, so calendars take the newest invitation. */
export function updateSeries(
  tx: Executor,
  seriesId: string,
  changes: Partial<Pick<SeriesRow, 'title' | 'cancelledAt'>>,
) {
  return tx
    .update(meetingSeries)
    .set({ ...changes, sequence: sql`${meetingSeries.sequence} + 1` })
    .where(eq(meetingSeries.id, seriesId));
}

type NewSchedule = Omit<typeof meetingSchedules.$inferInsert, 'seriesId'>;

/** The series' timetable from now on: the stretches kept (some with a new end) and the new one. */
export async function replaceSchedules(tx: Executor, seriesId: string, schedules: NewSchedule[]) {
  await tx.delete(meetingSchedules).where(eq(meetingSchedules.seriesId, seriesId));
  await tx.insert(meetingSchedules).values(
    schedules.map(({ uid, startsLocal, timeZone, durationMinutes, rrule, firstAt, lastAt }) => ({
      seriesId,
      uid,
      startsLocal,
      timeZone,
      durationMinutes,
      rrule,
      firstAt,
      lastAt,
    })),
  );
}

export function setEmailReminders(db: Executor, seriesId: string, userId: string, email: boolean) {
  return db
    .update(meetingParticipants)
    .set({ emailReminders: email })
    .where(and(eq(meetingParticipants.seriesId, seriesId), eq(meetingParticipants.userId, userId)));
}

/** My manager and my direct reports, active, with whom I have no 1:1 series going on. */
export function findSuggestions(db: Executor, viewerId: string) {
  return selectRows<PersonRef & { relation: 'manager' | 'report' }>(
    db,
    sql`
      select u.id, u.name, u.image, p.job_role as "jobTitle", related.relation
      from (
        select manager_id as id, 'manager' as relation from ${profiles} where user_id = ${viewerId} and manager_id is not null
        union all
        select user_id, 'report' from ${profiles} where manager_id = ${viewerId}
      ) related
      join ${users} u on u.id = related.id and u.deactivated_at is null
      left join ${profiles} p on p.user_id = u.id
      where not exists (
        select 1 from ${meetingSeries} s
        join ${meetingParticipants} mine on mine.series_id = s.id and mine.user_id = ${viewerId}
        join ${meetingParticipants} theirs on theirs.series_id = s.id and theirs.user_id = related.id
        where s.kind = 'one-on-one' and s.cancelled_at is null
      )
      order by related.relation, u.name, u.id
    `,
  );
}

/**
 * Renames the meetings of the series from `from` on, in order, onto the times of `next` (a new
 * schedule from that meeting on), with their points, notes, private notes and action items; moves
 * and skips go, as do reminders already sent. Answers true, changing nothing, when a meeting the
 * new schedule no longer has holds notes.
 */
export async function rekeyFrom(
  tx: Executor,
  series: SeriesRecord,
  from: Date,
  next: ScheduleTimes & { firstAt: Date },
): Promise<boolean> {
  const [latest] = await selectRows<{ latest: Date | null }>(
    tx,
    sql`
      select max(key) as latest from (
        select occurs_at as key from ${meetings} where series_id = ${series.id}
        union all select added_for from ${meetingPoints} where series_id = ${series.id}
        union all select done_for from ${meetingPoints} where series_id = ${series.id}
        union all select occurs_at from ${meetingPrivateNotes} where series_id = ${series.id}
        union all select meeting_occurs_at from ${tasks} where meeting_series_id = ${series.id}
      ) keys where key >= ${from.toISOString()}
    `,
  );
  await tx
    .delete(meetingReminders)
    .where(and(eq(meetingReminders.seriesId, series.id), gte(meetingReminders.occursAt, from)));
  if (!latest?.latest) return false;
  const until = new Date(new Date(latest.latest).getTime() + 1);
  const oldKeys = [
    ...new Set(
      series.schedules.flatMap((schedule) => occurrencesBetween(schedule, from, until).map((key) => key.getTime())),
    ),
  ].sort((a, b) => a - b);
  const newKeys = occurrencesBetween(next, next.firstAt, new Date(8.64e15), oldKeys.length);
  const renames = oldKeys.map((key, index) => ({ from: new Date(key), to: newKeys[index] ?? null }));
  const dropped = renames.filter((rename) => rename.to === null).map((rename) => rename.from);
  const kept = renames.filter((rename): rename is { from: Date; to: Date } => rename.to !== null);
  const last = newKeys.at(-1)!;

  const future = await tx
    .select()
    .from(meetings)
    .where(and(eq(meetings.seriesId, series.id), gte(meetings.occursAt, from)));
  const notes = await tx
    .select()
    .from(meetingPrivateNotes)
    .where(and(eq(meetingPrivateNotes.seriesId, series.id), gte(meetingPrivateNotes.occursAt, from)));
  const isDropped = (key: Date) => dropped.some((gone) => gone.getTime() === key.getTime());
  if (
    future.some((row) => row.notes !== '' && isDropped(row.occursAt)) ||
    notes.some((note) => isDropped(note.occursAt))
  ) {
    return true;
  }
  const renamed = (key: Date) => kept.find((rename) => rename.from.getTime() === key.getTime())?.to;

  await tx.delete(meetings).where(and(eq(meetings.seriesId, series.id), gte(meetings.occursAt, from)));
  const carried = future.flatMap((row) => {
    const to = renamed(row.occursAt);
    return to && row.notes !== ''
      ? [{ seriesId: series.id, occursAt: to, notes: row.notes, notesVersion: row.notesVersion }]
      : [];
  });
  if (carried.length > 0) await tx.insert(meetings).values(carried);
  await tx
    .delete(meetingPrivateNotes)
    .where(and(eq(meetingPrivateNotes.seriesId, series.id), gte(meetingPrivateNotes.occursAt, from)));
  const carriedNotes = notes.flatMap((note) => {
    const to = renamed(note.occursAt);
    return to ? [{ ...note, occursAt: to }] : [];
  });
  if (carriedNotes.length > 0) await tx.insert(meetingPrivateNotes).values(carriedNotes);

  const moves = [...kept, ...dropped.map((key) => ({ from: key, to: last }))];
  if (moves.length === 0) return false;
  const pairs = sql.join(
    moves.map((move) => sql`(${move.from.toISOString()}::timestamptz, ${move.to.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${meetingPoints} set added_for = rename.new from (values ${pairs}) as rename (old, new)
    where ${meetingPoints.seriesId} = ${series.id} and ${meetingPoints.addedFor} = rename.old
  `);
  await tx.execute(sql`
    update ${meetingPoints} set done_for = rename.new from (values ${pairs}) as rename (old, new)
    where ${meetingPoints.seriesId} = ${series.id} and ${meetingPoints.doneFor} = rename.old
  `);
  await tx.execute(sql`
    update ${tasks} set meeting_occurs_at = rename.new from (values ${pairs}) as rename (old, new)
    where ${tasks.meetingSeriesId} = ${series.id} and ${tasks.meetingOccursAt} = rename.old
  `);
  return false;
}

/** Every meeting of the series moved or skipped: what its calendar invitation lists as exceptions. */
export function findAllExceptions(db: Executor, seriesId: string): Promise<MeetingException[]> {
  return db
    .select(exceptionColumns)
    .from(meetings)
    .where(and(eq(meetings.seriesId, seriesId), or(meetings.skipped, isNotNull(meetings.startsAt))));
}

/** A person's approved days off that end on or after `since`, for their calendar feed. */
export function findDaysOff(db: Executor, userId: string, since: string) {
  return db
    .select({ id: leaveRequests.id, from: leaveRequests.from, to: leaveRequests.to, type: leaveRequests.type })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.userId, userId), eq(leaveRequests.status, 'approved'), gte(leaveRequests.to, since)))
    .orderBy(asc(leaveRequests.from));
}

/** Records the reminder of one meeting; answers false when another process (or sweep) sent it already. */
export async function claimReminder(tx: Executor, seriesId: string, occursAt: Date) {
  const claimed = await tx
    .insert(meetingReminders)
    .values({ seriesId, occursAt })
    .onConflictDoNothing()
    .returning({ seriesId: meetingReminders.seriesId });
  return claimed.length > 0;
}

/** Who takes part in a series. */
export function findParticipantIds(db: Executor, seriesId: string) {
  return db
    .select({ id: meetingParticipants.userId })
    .from(meetingParticipants)
    .where(eq(meetingParticipants.seriesId, seriesId));
}

/** The series' participants from now on: `added` join, `removed` leave (their own rows and notes stay theirs). */
export async function changeParticipants(tx: Executor, seriesId: string, added: string[], removed: string[]) {
  if (added.length > 0) {
    await tx
      .insert(meetingParticipants)
      .values(added.map((userId) => ({ seriesId, userId })))
      .onConflictDoNothing();
  }
  if (removed.length > 0) {
    await tx
      .delete(meetingParticipants)
      .where(and(eq(meetingParticipants.seriesId, seriesId), inArray(meetingParticipants.userId, removed)));
  }
}
