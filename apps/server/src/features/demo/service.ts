import {
  BOOKING_HORIZON_DAYS,
  DEMO_MESSAGES,
  slotStartsAt,
  type bookingConfirmationSchema,
  type bookingSchema,
  type TimeSlot,
} from '@topgear/shared/demo';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict, validationFailed } from '../../http-errors';
import { demoInvitation } from '../../mail/invitation';
import type { Mail } from '../../plugins/mail';
import { findSlot, insertBookingIfFree, slotsOn } from './repository';

const DAY_MS = 86_400_000;

export interface DemoServiceDeps {
  db: Database;
  mail: Pick<Mail, 'enqueue' | 'deliverSoon' | 'fromAddress'>;
  publicUrl: string;
  now?: () => Date;
}

export function createDemoService({ db, mail, publicUrl, now = () => new Date() }: DemoServiceDeps) {
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

  return { timeSlotsOn, book };
}
