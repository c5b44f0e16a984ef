import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The times of day a demo can start, shown as radio buttons on the booking form. */
export const timeSlots = pgTable(
  'time_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    time: text('time').notNull().unique(),
  },
  (table) => [check('time_slots_time_format', sql`${table.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`)],
);

export const demoBookings = pgTable(
  'demo_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date', { mode: 'string' }).notNull(),
    timeSlotId: uuid('time_slot_id')
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'restrict' }),
    timeZone: text('time_zone').notNull(),
    language: text('language').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    userCount: text('user_count').notNull(),
    /** The instant the demo starts: `date` and the slot's time in the booker's `timeZone`. */
    startsAt: timestamp('starts_at', { withTimezone: true, precision: 3 }).notNull(),
    /** Set when an administrator cancels; the slot is free again from then on. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [
    // One live booking per slot and date, enforced by the database so that simultaneous requests
    // cannot both win; a cancelled booking no longer holds its slot.
    uniqueIndex('demo_bookings_one_live_per_slot')
      .on(table.date, table.timeSlotId)
      .where(sql`${table.cancelledAt} is null`),
    index('demo_bookings_newest_first').on(table.createdAt.desc(), table.id.desc()),
    index('demo_bookings_by_start')
      .on(table.startsAt, table.id)
      .where(sql`${table.cancelledAt} is null`),
  ],
);
