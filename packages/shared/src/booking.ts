/**
 * What the demo booking offers and says: time zones, languages, team sizes, periods and messages.
 * Free of zod, so the booking page loads its schema only when someone fills the form in; the
 * schemas are in `./demo`.
 */

/** GMT-12 … GMT+14, each with a place that keeps that offset, so people recognise their own. */
const ZONE_PLACES: ReadonlyArray<readonly [hours: number, place: string]> = [
  [-12, 'Baker Island'],
  [-11, 'Pago Pago'],
  [-10, 'Honolulu'],
  [-9, 'Anchorage'],
  [-8, 'Los Angeles'],
  [-7, 'Denver'],
  [-6, 'Mexico City'],
  [-5, 'New York'],
  [-4, 'Santiago'],
  [-3, 'São Paulo'],
  [-2, 'South Georgia'],
  [-1, 'Azores'],
  [0, 'London'],
  [1, 'Lagos'],
  [2, 'Cairo'],
  [3, 'Nairobi'],
  [4, 'Dubai'],
  [5, 'Karachi'],
  [6, 'Dhaka'],
  [7, 'Bangkok'],
  [8, 'Singapore'],
  [9, 'Tokyo'],
  [10, 'Sydney'],
  [11, 'Nouméa'],
  [12, 'Auckland'],
  [13, 'Apia'],
  [14, 'Kiritimati'],
];

const offsetOf = (hours: number) => `${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00`;

export const TIME_ZONES = ZONE_PLACES.map(([hours, place]) => ({
  offset: offsetOf(hours),
  label: `GMT${hours < 0 ? '' : '+'}${hours} ${place}`,
}));
export const DEFAULT_TIME_ZONE = '+06:00';

export const DEMO_LANGUAGES = ['English', 'Spanish', 'Brazilian Portuguese'] as const;
export const USER_COUNT_BANDS = ['1-50', '51-100', '101-300', '301-500', '1000+'] as const;
export const DEMO_DURATION_MINUTES = 30;
/** How far ahead a demo can be booked. */
export const BOOKING_HORIZON_DAYS = 365;

export const DEMO_MESSAGES = {
  slotTaken: 'Your selected time is already booked,Try another time',
  booked: 'Demo Booked Successfully',
  pastTime: 'Please choose a date and time in the future',
  tooFarAhead: `Please choose a date within the next ${BOOKING_HORIZON_DAYS} days`,
  unknownSlot: 'Please choose one of the available times',
  dateRequired: 'Please choose a date',
  bookingNotFound: 'This booking does not exist or was already cancelled.',
  cancelled: 'The demo is cancelled and its booker is told by email',
} as const;

/** The instant a slot starts: `date` and `time` are wall-clock values in the `timeZone` offset. */
export const slotStartsAt = (date: string, time: string, timeZone: string) => new Date(`${date}T${time}:00${timeZone}`);

/** '09:05' → '9:05 AM', the way the booking form and the invitation show a slot. */
export function formatSlotTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export const timeZoneLabel = (offset: string) => TIME_ZONES.find((zone) => zone.offset === offset)?.label ?? offset;

/** Which bookings the administrators' list shows: those still to come (soonest first), or those past (latest first). */
export const BOOKING_PERIODS = ['upcoming', 'past'] as const;
export type BookingPeriod = (typeof BOOKING_PERIODS)[number];
