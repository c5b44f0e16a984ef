import type { MeetingKind } from '@topgear/shared/meetings';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, ownerId } from './columns';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** A 1:1 or a team meeting that repeats: who takes part, and its name. Its times are in `meeting_schedules`. */
export const meetingSeries = pgTable(
  'meeting_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<MeetingKind>().notNull(),
    title: text('title').notNull(),
    organiserId: text('organiser_id').references(() => users.id, { onDelete: 'set null' }),
    /** iCalendar's SEQUENCE: raised at every change mailed to the participants, so calendars take the newest. */
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: instant('cancelled_at'),
    createdAt: createdAt(),
  },
  (table) => [check('meeting_series_kind_known', sql`${table.kind} in ('one-on-one', 'team')`)],
);

/** Who takes part in a series; only they read its meetings. */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    seriesId: uuid('series_id')
      .notNull()
      .references(() => meetingSeries.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    /** Reminders before each meeting come in the app; with this, by email too. */
    emailReminders: boolean('email_reminders').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.seriesId, table.userId] }),
    index('meeting_participants_by_person').on(table.userId),
  ],
);

/**
 * One stretch of a series' timetable: its first meeting in wall-clock time and zone, and an RFC 5545
 * RRULE. A change "from this date on" ends the current stretch with UNTIL and starts another; the
 * meetings are expanded from these rows when read (decision 045).
 */
export const meetingSchedules = pgTable(
  'meeting_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => meetingSeries.id, { onDelete: 'cascade' }),
    /** The iCalendar UID of this stretch's VEVENT; a change that replaces the stretch keeps it. */
    uid: text('uid').notNull(),
    /** DTSTART as wall-clock time, `YYYY-MM-DDTHH:mm`, in `timeZone`. */
    startsLocal: text('starts_local').notNull(),
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** FREQ=…;INTERVAL=…;BYDAY=…;COUNT=… or UNTIL=…; null for a meeting that happens once. */
    rrule: text('rrule'),
    /** The first and the last meeting's instants (null: it never ends), so a query skips stretches outside a window. */
    firstAt: instant('first_at').notNull(),
    lastAt: instant('last_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('meeting_schedules_by_series').on(table.seriesId, table.firstAt),
    check('meeting_schedules_duration', sql`${table.durationMinutes} between 5 and 480`),
  ],
);

/**
 * One meeting with something of its own: moved (`startsAt`), skipped, or holding shared notes. Its
 * key is the instant the schedule gave it (RECURRENCE-ID); a meeting with nothing of its own has no row.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => meetingSeries.id, { onDelete: 'cascade' }),
    occursAt: instant('occurs_at').notNull(),
    /** Where it was moved to; null when it is where the schedule has it. */
    startsAt: instant('starts_at'),
    skipped: boolean('skipped').notNull().default(false),
    notes: text('notes').notNull().default(''),
    /** Raised at every save of `notes`, so a save made from an older version is refused instead of lost. */
    notesVersion: integer('notes_version').notNull().default(0),
  },
  (table) => [
    unique('meetings_series_occurrence').on(table.seriesId, table.occursAt),
    // A person's series read their moves and skips; the reminder sweep, every series' in its window.
    index('meetings_exceptions_of_series')
      .on(table.seriesId, table.occursAt)
      .where(sql`${table.skipped} or ${table.startsAt} is not null`),
    index('meetings_exceptions_by_time')
      .on(table.occursAt)
      .where(sql`${table.skipped} or ${table.startsAt} is not null`),
    index('meetings_moved_by_start')
      .on(table.startsAt)
      .where(sql`${table.startsAt} is not null`),
  ],
);

/**
 * A talking point. It is on the agenda of every meeting from the one it was added for
 * (`addedFor`) until the one it was checked off in (`doneFor`): unchecked points carry over.
 */
export const meetingPoints = pgTable(
  'meeting_points',
  {
    /** Chosen by the client, so a point sent twice is added once. */
    id: uuid('id').primaryKey(),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => meetingSeries.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Order within the series; a reorder swaps the places the reordered points held. */
    position: integer('position').notNull(),
    addedFor: instant('added_for').notNull(),
    doneFor: instant('done_for'),
    createdAt: createdAt(),
  },
  (table) => [index('meeting_points_by_series').on(table.seriesId, table.addedFor)],
);

/** What one participant wrote for themself about one meeting. */
export const meetingPrivateNotes = pgTable(
  'meeting_private_notes',
  {
    seriesId: uuid('series_id')
      .notNull()
      .references(() => meetingSeries.id, { onDelete: 'cascade' }),
    occursAt: instant('occurs_at').notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
  },
  (table) => [primaryKey({ columns: [table.seriesId, table.occursAt, table.authorId] })],
);

/** Starter talking points: the company's (no owner, kept by administrators) or one person's. */
export const meetingTemplates = pgTable(
  'meeting_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    points: jsonb('points').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('meeting_templates_by_owner').on(table.ownerId)],
);

/** A reminder sent for one meeting: the row a process inserts first is the one that sends it. */
export const meetingReminders = pgTable(
  'meeting_reminders',
  {
    seriesId: uuid('series_id')
      .notNull()
      .references(() => meetingSeries.id, { onDelete: 'cascade' }),
    occursAt: instant('occurs_at').notNull(),
    sentAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.seriesId, table.occursAt] }),
    index('meeting_reminders_by_time').on(table.occursAt),
  ],
);

/** A person's secret calendar feed address, kept as a SHA-256 of its token. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
