import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import {
  type BookingListQuery,
  type bookingConfirmationSchema,
  type bookingSchema,
  type TimeSlot,
} from '@topgear/shared/demo';
import { BOOKING_HORIZON_DAYS, DEMO_MESSAGES, formatSlotTime, slotStartsAt } from '@topgear/shared/booking';
import type { z } from 'zod';
import type { Actor, Auditor } from '../../audit';
import type { Database } from '../../db/client';
import { conflict, orNotFound, validationFailed } from '../../http-errors';
import { demoCancellation, demoInvitation } from '../../mail/invitation';
import type { Mail } from '../../plugins/mail';
import { cancelLiveBooking, findSlot, insertBookingIfFree, listLiveBookings, slotsOn } from './repository';

const DAY_MS = 86_400_000;

export interface DemoServiceDeps {
  db: Database;
  mail: Pick<Mail, 'enqueue' | 'deliverSoon' | 'fromAddress'>;
  auditor: Auditor;
  publicUrl: string;
  now?: () => Date;
}

export function createDemoService({ db, mail, auditor, publicUrl, now = () => new Date() }: DemoServiceDeps) {
  const organizer = { email: mail.fromAddress, publicUrl };

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
   * Books the slot on the date and queues the invitation, both or neither, then sends it. The
   * database's unique (date, slot) constraint decides between simultaneous requests for the same slot.
   */
  async function book(input: z.output<typeof bookingSchema>): Promise<z.output<typeof bookingConfirmationSchema>> {
    const slot = await findSlot(db, input.timeSlotId);
    if (!slot) throw validationFailed({ timeSlotId: DEMO_MESSAGES.unknownSlot });
    const startsAt = slotStartsAt(input.date, slot.time, input.timeZone);
    if (!bookableAt(startsAt)) {
      throw validationFailed({ date: startsAt <= now() ? DEMO_MESSAGES.pastTime : DEMO_MESSAGES.tooFarAhead });
    }

    const id = await db.transaction(async (tx) => {
      const bookingId = await insertBookingIfFree(tx, { ...input, timeSlotId: slot.id, startsAt });
      if (!bookingId) throw conflict('SLOT_TAKEN', DEMO_MESSAGES.slotTaken, { timeSlotId: DEMO_MESSAGES.slotTaken });
      const demo = { ...input, id: bookingId, time: slot.time, startsAt };
      await mail.enqueue(tx, demoInvitation(demo, organizer));
      return bookingId;
    });
    mail.deliverSoon();
    return {
      id,
      date: input.date,
      time: slot.time,
      timeZone: input.timeZone,
      email: input.email,
      startsAt,
    };
  }

  /**
   * Cancels a live booking, frees its slot, and queues the booker's cancellation (with the
   * calendar's METHOD:CANCEL for the invitation's event) and the audit entry, all in one
   * transaction; 404 when there is no live booking with that id, so of two cancels at once the
   * second finds nothing to cancel and no second mail is sent.
   */
  async function cancel(actor: Actor, id: string) {
    await db.transaction(async (tx) => {
      const booking = orNotFound(await cancelLiveBooking(tx, id), DEMO_MESSAGES.bookingNotFound);
      await mail.enqueue(tx, demoCancellation(booking, organizer));
      await auditor.record(tx, actor, {
        action: 'demo.cancelled',
        summary: AUDIT_SUMMARIES.demoCancelled(
          booking.name,
          booking.company,
          `${booking.date} at ${formatSlotTime(booking.time)}`,
        ),
        subjectId: id,
      });
    });
    mail.deliverSoon();
  }

  return {
    timeSlotsOn,
    book,
    cancel,
    /** Live bookings to come, soonest first, or past ones, latest first. */
    bookings: (query: BookingListQuery) => listLiveBookings(db, query, now()),
  };
}
