import { type BookingConfirmation, type TimeSlot } from '@topgear/shared/demo';
import { DEMO_MESSAGES } from '@topgear/shared/booking';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { visitorOf } from '../../../test/clients';
import { bookingFor, dateInDays, freshFutureDate, slotId, zoneWhereItIsNow } from '../../../test/demo';
import { parseInvitation } from '../../../test/icalendar';
import { seedDemoContent } from '../../db/demo-content';
import { demoBookings, outbox } from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

const TIME_SLOTS = '/api/demo/time-slots';
const BOOKINGS = '/api/demo/bookings';

beforeAll(async () => {
  await seedDemoContent(testApp.db);
});

const bookingsOf = (email: string) => testApp.db.select().from(demoBookings).where(eq(demoBookings.email, email));
const mailTo = (email: string) => testApp.db.select().from(outbox).where(eq(outbox.recipient, email));

async function bookingsOfSlot(date: string, timeSlotId: string) {
  const [row] = await testApp.db
    .select({ n: count() })
    .from(demoBookings)
    .where(and(eq(demoBookings.date, date), eq(demoBookings.timeSlotId, timeSlotId)));
  return row?.n;
}

describe('GET /api/demo/time-slots', () => {
  it('lists at least eight slots, earliest first, all available on a future date', async () => {
    const response = await visitor.inject({
      method: 'GET',
      url: TIME_SLOTS,
      query: { date: freshFutureDate(), timeZone: '+06:00' },
    });

    expect(response.statusCode).toBe(200);
    const slots = response.json<TimeSlot[]>();
    expect(slots.length).toBeGreaterThanOrEqual(8);
    for (const slot of slots) {
      expect(slot).toEqual({ id: expect.any(String), time: expect.stringMatching(/^\d{2}:\d{2}$/), available: true });
    }
    const times = slots.map((slot) => slot.time);
    expect(times).toEqual([...times].sort());
    expect(new Set(times).size).toBe(times.length);
  });

  it('shows a booked slot as unavailable on its date only', async () => {
    const [date, nextDay] = [freshFutureDate(), freshFutureDate()];
    const timeSlotId = await slotId(testApp, '11:00');
    const booked = await visitor.inject({ method: 'POST', url: BOOKINGS, payload: bookingFor(timeSlotId, { date }) });
    expect(booked.statusCode).toBe(201);

    const onThatDate = await visitor.getJson<TimeSlot[]>(TIME_SLOTS, { date, timeZone: '+06:00' });
    expect(onThatDate.filter((slot) => !slot.available).map((slot) => slot.time)).toEqual(['11:00']);

    const onAnotherDate = await visitor.getJson<TimeSlot[]>(TIME_SLOTS, { date: nextDay, timeZone: '+06:00' });
    expect(onAnotherDate.every((slot) => slot.available)).toBe(true);
  });

  it("shows the slots that have already started today in the booker's time zone as unavailable", async () => {
    // Wherever the clock reads 12-something now, the morning slots are gone and the afternoon ones are not.
    const noon = zoneWhereItIsNow(12);
    const slots = await visitor.getJson<TimeSlot[]>(TIME_SLOTS, { date: noon.today, timeZone: noon.timeZone });

    const unavailable = slots.filter((slot) => !slot.available).map((slot) => slot.time);
    expect(unavailable).toEqual(slots.filter((slot) => slot.time <= '12:00').map((slot) => slot.time));
    expect(unavailable).toContain('09:00');
    expect(slots.filter((slot) => slot.time >= '14:00').every((slot) => slot.available)).toBe(true);
  });

  it('shows every slot of today available where the day has not begun, and none where it is almost over', async () => {
    const earlyMorning = zoneWhereItIsNow(5);
    const lateEvening = zoneWhereItIsNow(23);

    const morningSlots = await visitor.getJson<TimeSlot[]>(TIME_SLOTS, {
      date: earlyMorning.today,
      timeZone: earlyMorning.timeZone,
    });
    const eveningSlots = await visitor.getJson<TimeSlot[]>(TIME_SLOTS, {
      date: lateEvening.today,
      timeZone: lateEvening.timeZone,
    });

    expect(morningSlots.every((slot) => slot.available)).toBe(true);
    expect(eveningSlots.some((slot) => slot.available)).toBe(false);
  });

  it('shows every slot of a past date as unavailable', async () => {
    const slots = await visitor.getJson<TimeSlot[]>(TIME_SLOTS, { date: dateInDays(-2), timeZone: '+06:00' });

    expect(slots.length).toBeGreaterThanOrEqual(8);
    expect(slots.some((slot) => slot.available)).toBe(false);
  });

  it.each([
    ['a day that does not exist', { date: '2026-02-30' }],
    ['a word', { date: 'tomorrow' }],
    ['an unpadded date', { date: '2026-1-5' }],
    ['a date and time', { date: '2026-12-01T10:00:00Z' }],
    ['year 0, which the calendar does not have', { date: '0000-01-01' }],
    ['no date', {}],
  ])('answers 400 naming the date for %s', async (_case, query) => {
    const response = await visitor.inject({ method: 'GET', url: TIME_SLOTS, query: { timeZone: '+06:00', ...query } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: DEMO_MESSAGES.dateRequired,
        fields: { date: DEMO_MESSAGES.dateRequired },
      },
    });
  });

  it.each(['+05:30', 'Asia/Dhaka', 'GMT+6', '+15:00'])('answers 400 naming the time zone for %s', async (timeZone) => {
    const response = await visitor.inject({
      method: 'GET',
      url: TIME_SLOTS,
      query: { date: freshFutureDate(), timeZone },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { timeZone: 'Please choose a time zone' },
    });
  });
});

describe('POST /api/demo/bookings', () => {
  it('books the slot, answers 201 with the start as a UTC instant, and queues the calendar invitation', async () => {
    const timeSlotId = await slotId(testApp, '10:00');
    const booking = bookingFor(timeSlotId, { timeZone: '+06:00', language: 'Spanish', userCount: '101-300' });

    const response = await visitor.inject({ method: 'POST', url: BOOKINGS, payload: booking });

    expect(response.statusCode).toBe(201);
    const confirmation = response.json<BookingConfirmation>();
    expect(confirmation).toEqual({
      id: expect.any(String),
      date: booking.date,
      time: '10:00',
      timeZone: '+06:00',
      email: booking.email,
      startsAt: `${booking.date}T04:00:00.000Z`,
    });

    expect(await bookingsOf(booking.email)).toEqual([
      expect.objectContaining({
        id: confirmation.id,
        date: booking.date,
        timeSlotId,
        timeZone: '+06:00',
        language: 'Spanish',
        name: booking.name,
        company: booking.company,
        email: booking.email,
        phone: booking.phone,
        userCount: '101-300',
      }),
    ]);

    const mails = await mailTo(booking.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.sentAt).toBeNull();
    expect(mail?.calendar).toBeTruthy();
    const invitation = parseInvitation(mail!.calendar!);
    expect(invitation.method).toBe('REQUEST');
    expect(invitation.events).toEqual([
      expect.objectContaining({
        uid: expect.stringContaining(confirmation.id),
        startsAt: confirmation.startsAt,
        attendees: [{ name: booking.name, email: booking.email }],
      }),
    ]);
  });

  it('writes a booker whose name has quotes, commas and semicolons into a well-formed invitation', async () => {
    const booking = bookingFor(await slotId(testApp, '11:00'), {
      name: 'Robert "Bob" Smith',
      company: 'Smith, Jones; Partners',
    });

    expect((await visitor.inject({ method: 'POST', url: BOOKINGS, payload: booking })).statusCode).toBe(201);

    const [mail] = await mailTo(booking.email);
    const [event] = parseInvitation(mail!.calendar!).events;
    // A parameter value can hold no double quote (RFC 5545 §3.2), so the name keeps them as apostrophes.
    expect(event?.attendees).toEqual([{ name: "Robert 'Bob' Smith", email: booking.email }]);
    expect(event?.description).toContain('Smith, Jones; Partners');
  });

  it.each([
    ['09:00', '-05:00', 0, '14:00'],
    ['18:30', '+14:00', 0, '04:30'],
    ['17:00', '-12:00', 1, '05:00'],
    ['09:30', '+00:00', 0, '09:30'],
  ])('answers %s at %s as the UTC instant %i day(s) later at %s', async (time, timeZone, daysLater, utcTime) => {
    const booking = bookingFor(await slotId(testApp, time), { timeZone });

    const response = await visitor.inject({ method: 'POST', url: BOOKINGS, payload: booking });

    expect(response.statusCode).toBe(201);
    const utcDate = new Date(Date.parse(`${booking.date}T00:00:00Z`) + daysLater * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(response.json().startsAt).toBe(`${utcDate}T${utcTime}:00.000Z`);
  });

  it.each(['timeZone', 'language', 'date', 'timeSlotId', 'name', 'company', 'email', 'phone', 'userCount'])(
    'answers 400 naming %s when it is missing, and stores nothing',
    async (field) => {
      const booking: Record<string, unknown> = bookingFor(await slotId(testApp, '12:00'));
      delete booking[field];

      const response = await visitor.inject({ method: 'POST', url: BOOKINGS, payload: booking });

      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.fields)).toEqual([field]);
      expect(error.fields[field]).toEqual(expect.any(String));
      expect(await bookingsOf(booking.email as string)).toHaveLength(0);
    },
  );

  it.each([
    ['a malformed email', { email: 'ada@example' }, 'email', 'Invalid Email'],
    ['an email with spaces', { email: 'ada lovelace@example.com' }, 'email', 'Invalid Email'],
    ['a blank name', { name: '   ' }, 'name', 'Please enter your name'],
    [
      'markup in the company',
      { company: '<b>Evil</b> Corp' },
      'company',
      'The company may not contain line breaks, < or >',
    ],
    ['a phone number with letters', { phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    ['an unknown language', { language: 'Klingon' }, 'language', 'Please choose a language'],
    ['the missing 501-999 band', { userCount: '501-999' }, 'userCount', 'Please choose how many users you have'],
    ['an unknown time zone', { timeZone: '+05:30' }, 'timeZone', 'Please choose a time zone'],
    ['a date that does not exist', { date: '2026-02-30' }, 'date', DEMO_MESSAGES.dateRequired],
    ['a slot id that is not a uuid', { timeSlotId: '10:00' }, 'timeSlotId', DEMO_MESSAGES.unknownSlot],
  ])('answers 400 for %s, naming the field', async (_case, override, field, message) => {
    const booking = { ...bookingFor(await slotId(testApp, '12:00')), ...override };

    const response = await visitor.inject({ method: 'POST', url: BOOKINGS, payload: booking });

    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields[field]).toBe(message);
    expect(await bookingsOf(booking.email)).toHaveLength(0);
    expect(await mailTo(booking.email)).toHaveLength(0);
  });

  it('answers 400 naming the slot for a slot that does not exist', async () => {
    const booking = bookingFor('00000000-0000-4000-8000-000000000000');

    const response = await visitor.inject({ method: 'POST', url: BOOKINGS, payload: booking });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: DEMO_MESSAGES.unknownSlot,
        fields: { timeSlotId: DEMO_MESSAGES.unknownSlot },
      },
    });
    expect(await bookingsOf(booking.email)).toHaveLength(0);
  });

  it('answers 400 naming the date for a date in the past', async () => {
    const booking = bookingFor(await slotId(testApp, '10:00'), { date: dateInDays(-1) });

    const response = await visitor.inject({ method: 'POST', url: BOOKINGS, payload: booking });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: DEMO_MESSAGES.pastTime,
        fields: { date: DEMO_MESSAGES.pastTime },
      },
    });
    expect(await bookingsOf(booking.email)).toHaveLength(0);
  });

  it("answers 400 naming the date for a slot of today that has already started in the booker's time zone", async () => {
    const noon = zoneWhereItIsNow(12);
    const booking = bookingFor(await slotId(testApp, '09:00'), { date: noon.today, timeZone: noon.timeZone });

    const response = await visitor.inject({ method: 'POST', url: BOOKINGS, payload: booking });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ date: DEMO_MESSAGES.pastTime });
    expect(await bookingsOf(booking.email)).toHaveLength(0);
  });

  it('answers 400 naming the date for a date more than 365 days ahead', async () => {
    const booking = bookingFor(await slotId(testApp, '10:00'), { date: dateInDays(367) });

    const response = await visitor.inject({ method: 'POST', url: BOOKINGS, payload: booking });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ date: DEMO_MESSAGES.tooFarAhead });
    expect(await bookingsOf(booking.email)).toHaveLength(0);
  });

  it('answers 409 SLOT_TAKEN to a second booking of the same slot and date, keeping only the first', async () => {
    const timeSlotId = await slotId(testApp, '14:00');
    const first = bookingFor(timeSlotId);
    const second = bookingFor(timeSlotId, { date: first.date, name: 'Grace Hopper' });
    expect((await visitor.inject({ method: 'POST', url: BOOKINGS, payload: first })).statusCode).toBe(201);

    const response = await visitor.inject({ method: 'POST', url: BOOKINGS, payload: second });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'SLOT_TAKEN',
        message: 'Your selected time is already booked,Try another time',
        fields: { timeSlotId: 'Your selected time is already booked,Try another time' },
      },
    });
    expect(await bookingsOfSlot(first.date, timeSlotId)).toBe(1);
    expect(await bookingsOf(second.email)).toHaveLength(0);
    expect(await mailTo(second.email)).toHaveLength(0);
    expect(await mailTo(first.email)).toHaveLength(1);
  });

  it('books the same slot on another date', async () => {
    const timeSlotId = await slotId(testApp, '15:00');
    const first = bookingFor(timeSlotId);
    expect((await visitor.inject({ method: 'POST', url: BOOKINGS, payload: first })).statusCode).toBe(201);

    const response = await visitor.inject({ method: 'POST', url: BOOKINGS, payload: bookingFor(timeSlotId) });

    expect(response.statusCode).toBe(201);
  });

  it('lets exactly one of ten simultaneous bookings of one slot through', async () => {
    const timeSlotId = await slotId(testApp, '16:00');
    const date = freshFutureDate();
    const bookings = Array.from({ length: 10 }, () => bookingFor(timeSlotId, { date }));

    const responses = await Promise.all(
      bookings.map((payload) => visitor.inject({ method: 'POST', url: BOOKINGS, payload })),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().error.code).toBe('SLOT_TAKEN');
    }
    expect(await bookingsOfSlot(date, timeSlotId)).toBe(1);
    const mails = await testApp.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.recipient,
          bookings.map((booking) => booking.email),
        ),
      );
    const winner = bookings[statuses.indexOf(201)]!;
    expect(mails.map((mail) => mail.recipient)).toEqual([winner.email]);
  });

  it('answers 413 to a body over 1 MB, storing nothing', async () => {
    const booking = { ...bookingFor(await slotId(testApp, '17:00')), company: 'x'.repeat(1024 * 1024 + 1) };

    const response = await visitor.inject({ method: 'POST', url: BOOKINGS, payload: booking });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
    });
    expect(await bookingsOf(booking.email)).toHaveLength(0);
  });
});
