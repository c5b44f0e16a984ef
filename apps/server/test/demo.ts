import type { BookingInput, TimeSlot } from '@topgear/shared/demo';
import { uniqueEmail } from '@topgear/shared/test-factories';
import { visitorOf, type AppSource } from './clients';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the UTC day `days` after today. */
export const dateInDays = (days: number, from = new Date()) =>
  new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A different future date on each call (two weeks ahead and onwards), so that every test books
 * slots nobody else in its file touches.
 */
let daysAhead = 14;
export const freshFutureDate = () => dateInDays(daysAhead++);

const offsetLabel = (hours: number) => `${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00`;

/**
 * A time zone of the booking form (GMT-12 … GMT+14) where the wall clock now reads `hour`
 * o'clock, and today's date there.
 */
export function zoneWhereItIsNow(hour: number, now = new Date()) {
  let offset = hour - now.getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  const localNow = new Date(now.getTime() + offset * 3_600_000);
  return { timeZone: offsetLabel(offset), today: localNow.toISOString().slice(0, 10) };
}

/** A valid booking of `timeSlotId` with a unique email; override any field. */
export function bookingFor(timeSlotId: string, overrides: Partial<BookingInput> = {}) {
  return {
    timeZone: '+06:00',
    language: 'English',
    date: freshFutureDate(),
    timeSlotId,
    name: 'Ada Lovelace',
    company: 'Analytical Engines Ltd',
    email: uniqueEmail(),
    phone: '+880 1711 000000',
    userCount: '1-50',
    ...overrides,
  } satisfies BookingInput;
}

/** The id of the slot starting at `time` ('HH:MM'); every date lists every slot. */
export async function slotId(app: AppSource, time: string) {
  const slots = await visitorOf(app).getJson<TimeSlot[]>('/api/demo/time-slots', {
    date: dateInDays(7),
    timeZone: '+06:00',
  });
  const slot = slots.find((candidate) => candidate.time === time);
  if (!slot) throw new Error(`no ${time} time slot: was the demo content seeded?`);
  return slot.id;
}
