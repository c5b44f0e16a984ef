import { z } from 'zod';
import { calendarDateSchema, instantSchema } from './dates';
import { pageQuerySchema, pageSchema } from './pagination';
import { phoneSchema, requiredText } from './text';
import { emailSchema } from './users';
import {
  BOOKING_PERIODS,
  DEFAULT_TIME_ZONE,
  DEMO_LANGUAGES,
  DEMO_MESSAGES,
  TIME_ZONES,
  USER_COUNT_BANDS,
} from './booking';

const TIME_ZONE_OFFSETS = TIME_ZONES.map((zone) => zone.offset) as [string, ...string[]];

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

/**
 * The booked slot that the confirmation page's address carries (`/scheduleSubmit?date=…`), so that
 * the page says it however the booking was sent: nothing personal, since addresses end up in
 * histories and logs.
 */
export const bookedSlotSchema = z.object({
  date: calendarDateSchema(DEMO_MESSAGES.dateRequired),
  time: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/),
  timeZone: z.enum(TIME_ZONE_OFFSETS),
});
export type BookedSlot = z.infer<typeof bookedSlotSchema>;

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
