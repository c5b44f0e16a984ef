import {
  BOOKING_HORIZON_DAYS,
  DEMO_MESSAGES,
  slotStartsAt,
  type BookingConfirmation,
  type bookingSchema,
  type TimeSlot,
} from '@topgear/shared/demo';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict, HttpError } from '../../http-errors';
import { demoInvitation } from '../../mail/invitation';
import type { enqueueMail } from '../../mail/outbox';
import { findSlot, insertBookingIfFree, slotsOn } from './repository';

const DAY_MS = 86_400_000;

const invalidField = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', message, { [field]: message });

export interface DemoServiceDeps {
  db: Database;
  enqueueMail: typeof enqueueMail;
  organizer: { email: string; publicUrl: string };
  now?: () => Date;
}

export function createDemoService({ db, enqueueMail, organizer, now = () => new Date() }: DemoServiceDeps) {
  /** Whether a slot starting at `startsAt` may be booked now: after this moment and within the horizon. */
  function bookableAt(startsAt: Date) {
    const current = now().getTime();
    return startsAt.getTime() > current && startsAt.getTime() <= current + BOOKING_HORIZON_DAYS * DAY_MS;
  }

  /** The slots of a date as the booker sees them: taken, past and too distant ones are unavailable. */
  async function timeSlotsOn(date: string, timeZone: string): Promise<TimeSlot[]> {
    const rows = await slotsOn(db, date);
    return rows.map(({ id, time, bookingId }) => ({
      id,
      time,
      available: bookingId === null && bookableAt(slotStartsAt(date, time, timeZone)),
    }));
  }

  /**
   * Books the slot on the date and queues the invitation, both or neither. The database's unique
   * (date, slot) constraint decides between simultaneous requests for the same slot.
   */
  async function book(input: z.output<typeof bookingSchema>): Promise<BookingConfirmation> {
    const slot = await findSlot(db, input.timeSlotId);
    if (!slot) throw invalidField('timeSlotId', DEMO_MESSAGES.unknownSlot);
    const startsAt = slotStartsAt(input.date, slot.time, input.timeZone);
    if (!bookableAt(startsAt)) {
      throw invalidField('date', startsAt <= now() ? DEMO_MESSAGES.pastTime : DEMO_MESSAGES.tooFarAhead);
    }

    const id = await db.transaction(async (tx) => {
      const bookingId = await insertBookingIfFree(tx, { ...input, timeSlotId: slot.id });
      if (!bookingId) throw conflict('SLOT_TAKEN', DEMO_MESSAGES.slotTaken, { timeSlotId: DEMO_MESSAGES.slotTaken });
      const demo = { ...input, id: bookingId, time: slot.time, startsAt };
      await enqueueMail(tx, demoInvitation(demo, organizer));
      return bookingId;
    });
    return {
      id,
      date: input.date,
      time: slot.time,
      timeZone: input.timeZone,
      email: input.email,
      startsAt: startsAt.toISOString(),
    };
  }

  return { timeSlotsOn, book };
}
