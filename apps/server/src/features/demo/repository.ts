import type { BookingListQuery } from '@topgear/shared/demo';
import { and, asc, desc, eq, getTableColumns, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { decodeCursor, encodeCursor, pageOf } from '../../db/pagination';
import { demoBookings, timeSlots } from '../../db/schema';

export type NewBooking = typeof demoBookings.$inferInsert;

/** Every slot, earliest first, each with the id of its live booking on `date` (null when free). */
export const slotsOn = (db: Executor, date: string) =>
  db
    .select({ id: timeSlots.id, time: timeSlots.time, bookingId: demoBookings.id })
    .from(timeSlots)
    .leftJoin(
      demoBookings,
      and(eq(demoBookings.timeSlotId, timeSlots.id), eq(demoBookings.date, date), isNull(demoBookings.cancelledAt)),
    )
    .orderBy(asc(timeSlots.time));

export async function findSlot(db: Executor, id: string) {
  const [slot] = await db.select().from(timeSlots).where(eq(timeSlots.id, id));
  return slot;
}

/** Inserts the booking unless a live booking holds its slot on that date; resolves with its id, or undefined. */
export async function insertBookingIfFree(db: Executor, booking: NewBooking) {
  const [row] = await db
    .insert(demoBookings)
    .values(booking)
    .onConflictDoNothing({
      target: [demoBookings.date, demoBookings.timeSlotId],
      where: sql`${demoBookings.cancelledAt} is null`,
    })
    .returning({ id: demoBookings.id });
  return row?.id;
}

/** A booking with its slot's time, as the administrators' table and the cancellation mail read it. */
const selectBookings = (db: Executor) =>
  db
    .select({ ...getTableColumns(demoBookings), time: timeSlots.time })
    .from(demoBookings)
    .innerJoin(timeSlots, eq(timeSlots.id, demoBookings.timeSlotId));

/**
 * Live bookings starting from `now` on, soonest first, or those that started before it, latest
 * first: one range of the partial index `demo_bookings_by_start`, walked forwards or backwards.
 * A page cursor holds the last booking's start and id.
 */
export async function listLiveBookings(db: Executor, { when, limit, cursor }: BookingListQuery, now: Date) {
  const upcoming = when === 'upcoming';
  const position = sql`(${demoBookings.startsAt}, ${demoBookings.id})`;
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const cursorValue = after && sql`(${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`;
  const rows = await selectBookings(db)
    .where(
      and(
        isNull(demoBookings.cancelledAt),
        upcoming ? gte(demoBookings.startsAt, now) : lt(demoBookings.startsAt, now),
        cursorValue && (upcoming ? sql`${position} > ${cursorValue}` : sql`${position} < ${cursorValue}`),
      ),
    )
    .orderBy(
      ...(upcoming
        ? [asc(demoBookings.startsAt), asc(demoBookings.id)]
        : [desc(demoBookings.startsAt), desc(demoBookings.id)]),
    )
    .limit(limit + 1);
  return pageOf(rows, { limit }, (last) => encodeCursor({ createdAt: last.startsAt, id: last.id }));
}

/**
 * Cancels the booking if it is still live: its slot is free from then on (the unique index counts
 * live bookings only). Resolves with the booking and its slot's time, or undefined when there was
 * no live booking with that id.
 */
export async function cancelLiveBooking(db: Executor, id: string) {
  const [cancelled] = await db
    .update(demoBookings)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(demoBookings.id, id), isNull(demoBookings.cancelledAt)))
    .returning({ id: demoBookings.id });
  if (!cancelled) return undefined;
  const [booking] = await selectBookings(db).where(eq(demoBookings.id, id));
  return booking;
}
