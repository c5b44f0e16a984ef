import type { AuditEntry } from '@topgear/shared/audit';
import { type BookingConfirmation, type ScheduledDemo, type TimeSlot } from '@topgear/shared/demo';
import { DEMO_MESSAGES } from '@topgear/shared/booking';
import type { Page } from '@topgear/shared/pagination';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';
import { bookingFor, freshFutureDate, slotId } from '../../../test/demo';
import { parseInvitation } from '../../../test/icalendar';
import { seedDemoContent } from '../../db/demo-content';
import { demoBookings, outbox } from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);
const BOOKINGS = '/api/demo/bookings';

let employee: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  await seedDemoContent(testApp.db);
  ({ employee, manager, admin } = await signInEachRole(testApp));
});

async function book(time: string, date = freshFutureDate()) {
  const booking = bookingFor(await slotId(testApp, time), { date });
  const response = await visitor.inject({ method: 'POST', url: BOOKINGS, payload: booking });
  expect(response.statusCode, response.body).toBe(201);
  return { booking, confirmation: response.json<BookingConfirmation>() };
}

const cancel = (id: string) => admin.inject({ method: 'DELETE', url: `${BOOKINGS}/${id}` });

const cancellationsTo = (email: string) =>
  testApp.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.subject, 'Cancelled:%')));

describe('the bookings routes refuse everyone but administrators', () => {
  it.each([
    ['GET', BOOKINGS],
    ['DELETE', `${BOOKINGS}/00000000-0000-4000-8000-000000000000`],
  ] as const)('%s %s: 401 to a visitor, 403 to an employee and to a manager', async (method, url) => {
    expect((await visitor.inject({ method, url })).statusCode).toBe(401);
    expect((await employee.inject({ method, url })).statusCode).toBe(403);
    expect((await manager.inject({ method, url })).statusCode).toBe(403);
  });
});

describe('GET /api/demo/bookings', () => {
  it('lists upcoming bookings soonest first with the table fields, and past ones latest first', async () => {
    const sooner = await book('09:00');
    const later = await book('10:00');
    const [past] = await testApp.db
      .insert(demoBookings)
      .values({
        ...bookingFor(await slotId(testApp, '11:00'), { date: '2025-01-06' }),
        timeSlotId: await slotId(testApp, '11:00'),
        startsAt: new Date('2025-01-06T05:00:00Z'),
      })
      .returning({ id: demoBookings.id });

    const upcoming = await admin.getJson<Page<ScheduledDemo>>(BOOKINGS, { limit: '100' });
    const pastPage = await admin.getJson<Page<ScheduledDemo>>(BOOKINGS, { when: 'past' });

    const ids = upcoming.items.map((demo) => demo.id);
    expect(ids.indexOf(sooner.confirmation.id)).toBeLessThan(ids.indexOf(later.confirmation.id));
    expect(ids.indexOf(sooner.confirmation.id)).toBeGreaterThan(-1);
    const starts = upcoming.items.map((demo) => demo.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(upcoming.items.find((demo) => demo.id === sooner.confirmation.id)).toEqual({
      id: sooner.confirmation.id,
      name: sooner.booking.name,
      company: sooner.booking.company,
      email: sooner.booking.email,
      phone: sooner.booking.phone,
      date: sooner.booking.date,
      time: '09:00',
      timeZone: '+06:00',
      language: 'English',
      userCount: '1-50',
      startsAt: sooner.confirmation.startsAt,
    });
    expect(ids).not.toContain(past!.id);
    expect(pastPage.items.map((demo) => demo.id)).toEqual([past!.id]);
  });

  it('pages by cursor, and answers 400 to an unknown period or a forged cursor', async () => {
    await book('12:00');
    await book('17:00');
    const first = await admin.getJson<Page<ScheduledDemo>>(BOOKINGS, { limit: '1' });
    const second = await admin.getJson<Page<ScheduledDemo>>(BOOKINGS, { limit: '1', cursor: first.nextCursor ?? '' });

    expect(second.items[0]!.startsAt >= first.items[0]!.startsAt).toBe(true);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    expect((await admin.inject({ method: 'GET', url: `${BOOKINGS}?when=tomorrow` })).statusCode).toBe(400);
    expect((await admin.inject({ method: 'GET', url: `${BOOKINGS}?cursor=forged` })).statusCode).toBe(400);
  });
});

describe('DELETE /api/demo/bookings/:id', () => {
  it('cancels: the booking leaves the list, its slot is free again, the booker is mailed and it is logged', async () => {
    const { booking, confirmation } = await book('14:00');

    const response = await cancel(confirmation.id);

    expect(response.statusCode).toBe(204);
    const listed = await admin.getJson<Page<ScheduledDemo>>(BOOKINGS, { limit: '100' });
    expect(listed.items.map((demo) => demo.id)).not.toContain(confirmation.id);
    const slots = await visitor.getJson<TimeSlot[]>('/api/demo/time-slots', { date: booking.date, timeZone: '+06:00' });
    expect(slots.find((slot) => slot.time === '14:00')?.available).toBe(true);
    const rebooked = await visitor.inject({
      method: 'POST',
      url: BOOKINGS,
      payload: { ...booking, email: `x.${booking.email}` },
    });
    expect(rebooked.statusCode).toBe(201);

    const [mail] = await cancellationsTo(booking.email);
    const calendar = parseInvitation(mail!.calendar!);
    expect(calendar.method).toBe('CANCEL');
    expect(calendar.events[0]).toMatchObject({ uid: `demo-${confirmation.id}@topgear-perform`, status: 'CANCELLED' });
    const [entry] = (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '1' })).items;
    expect(entry).toMatchObject({
      action: 'demo.cancelled',
      subjectId: confirmation.id,
      summary: `Cancelled the demo of Ada Lovelace (Analytical Engines Ltd) on ${booking.date} at 2:00 PM`,
    });
  });

  it('answers 404 to a booking already cancelled or unknown, and sends no second mail', async () => {
    const { booking, confirmation } = await book('15:00');
    expect((await cancel(confirmation.id)).statusCode).toBe(204);

    const again = await cancel(confirmation.id);

    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: { code: 'NOT_FOUND', message: DEMO_MESSAGES.bookingNotFound } });
    expect(await cancellationsTo(booking.email)).toHaveLength(1);
    expect((await cancel('not-a-booking')).statusCode).toBe(404);
  });

  it('lets exactly one of two simultaneous cancellations through, with one mail', async () => {
    const { booking, confirmation } = await book('16:00');

    const responses = await Promise.all([cancel(confirmation.id), cancel(confirmation.id)]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([204, 404]);
    expect(await cancellationsTo(booking.email)).toHaveLength(1);
  });
});
