import { z } from 'zod';
import { calendarDateSchema, instantSchema } from './dates';
import { pageQuerySchema, pageSchema } from './pagination';
import { phoneSchema, requiredText } from './text';
import { emailSchema } from './users';

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
const TIME_ZONE_OFFSETS = TIME_ZONES.map((zone) => zone.offset) as [string, ...string[]];
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

const dateSchema = calendarDateSchema(DEMO_MESSAGES.dateRequired);

export const timeSlotSchema = z.object({
  id: z.string(),
  /** Wall-clock start in the booker's time zone, 24-hour `HH:MM`. */
  time: z.string(),
  /** False when the slot is already booked on that date, or has already started. */
  available: z.boolean(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const timeSlotQuerySchema = z.object({
  date: dateSchema,
  timeZone: z.enum(TIME_ZONE_OFFSETS, { error: 'Please choose a time zone' }).default(DEFAULT_TIME_ZONE),
});

export const bookingSchema = z.object({
  timeZone: z.enum(TIME_ZONE_OFFSETS, { error: 'Please choose a time zone' }),
  language: z.enum(DEMO_LANGUAGES, { error: 'Please choose a language' }),
  date: dateSchema,
  timeSlotId: z.uuid({ error: DEMO_MESSAGES.unknownSlot }),
  name: requiredText('name', { required: 'Please enter your name', max: 100 }),
  company: requiredText('company', { required: 'Please enter your company', max: 100 }),
  email: emailSchema,
  phone: phoneSchema,
  userCount: z.enum(USER_COUNT_BANDS, { error: 'Please choose how many users you have' }),
});
export type BookingInput = z.input<typeof bookingSchema>;

export const bookingConfirmationSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  email: z.string(),
  startsAt: instantSchema,
});
/** A confirmation as a client receives it. */
export type BookingConfirmation = z.input<typeof bookingConfirmationSchema>;

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

/** GET /api/demo/bookings?when=upcoming|past. */
export const bookingListQuerySchema = pageQuerySchema.extend({
  when: z.enum(BOOKING_PERIODS, { error: 'when must be upcoming or past' }).default('upcoming'),
});
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

/** A booking as the administrators' 'Manage Our Scheduled User Details' table shows it. */
export const scheduledDemoSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  date: z.string(),
  /** The slot's wall-clock start in `timeZone`, 24-hour `HH:MM`. */
  time: z.string(),
  timeZone: z.string(),
  language: z.string(),
  userCount: z.string(),
  startsAt: instantSchema,
});
export type ScheduledDemo = z.input<typeof scheduledDemoSchema>;

export const scheduledDemoPageSchema = pageSchema(scheduledDemoSchema);
