import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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
