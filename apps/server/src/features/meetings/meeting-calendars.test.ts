import type { MeetingOccurrence, MeetingSeries, NewMeetingSeriesInput } from '@topgear/shared/meetings';
import type { Notification } from '@topgear/shared/notifications';
import ICAL from 'ical.js';
import { describe, expect, it, vi } from 'vitest';
import { TEST_PUBLIC_URL } from '../../../test/app';
import { signInAs, visitorOf, type SignedInUser } from '../../../test/clients';
import { meetingsIn } from '../../../test/icalendar';
import { isTo, messageArriving, useTestAppWithMail } from '../../../test/mail';
import { setManager } from '../../../test/organisation';
import { createNotificationService } from '../notifications/service';
import { createMeetingReminders } from './reminders';

const testApp = useTestAppWithMail();
const visitor = visitorOf(testApp);

const MEETINGS = '/api/meetings';
const DAY = 24 * 60 * 60_000;

/** A weekly 1:1 at 10:00 in Berlin from 6 October 2031 on, across the night clocks go back (26 October). */
const acrossTheChange = (other: SignedInUser): NewMeetingSeriesInput => ({
  kind: 'one-on-one',
  title: 'Weekly 1:1; "growth", plans',
  participantIds: [other.me.id],
  startsAt: '2031-10-07T10:00',
  timeZone: 'Europe/Berlin',
  durationMinutes: 30,
  repeat: 'weekly',
  ends: 'after',
  count: 6,
});

async function startSeries(user: SignedInUser, body: NewMeetingSeriesInput) {
  const response = await user.inject({ method: 'POST', url: MEETINGS, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MeetingSeries>();
}

/** The calendar part of the `nth` message to `email` whose subject starts with `subject`, once it has arrived. */
async function calendarMailed(email: string, subject: string, nth = 1) {
  const mails = () =>
    testApp.smtp.received.filter((mail) => isTo(email)(mail) && mail.parsed.subject?.startsWith(subject));
  await vi.waitFor(
    () => {
      if (mails().length < nth) throw new Error(`mail ${nth} "${subject}…" to ${email} has not arrived yet`);
    },
    { timeout: 10_000, interval: 25 },
  );
  const part = mails()[nth - 1]?.parsed.attachments.find((attachment) =>
    attachment.contentType.startsWith('text/calendar'),
  );
  expect(part, `the calendar part of mail ${nth} "${subject}…"`).toBeDefined();
  return part!.content.toString('utf8');
}

const vevents = (document: string) => new ICAL.Component(ICAL.parse(document)).getAllSubcomponents('vevent');

describe('calendar invitations', () => {
  it('mails each participant one VEVENT with the RRULE, in Berlin time across the change', async () => {
    const manager = await signInAs(testApp);
    const report = await signInAs(testApp);
    await startSeries(manager, acrossTheChange(report));
    for (const person of [manager, report]) {
      const document = await calendarMailed(person.email, 'Invitation:');
      const [event] = vevents(document);
      expect(vevents(document)).toHaveLength(1);
      expect(event?.getFirstPropertyValue('summary')).toBe('Weekly 1:1; "growth", plans');
      expect(String(event?.getFirstPropertyValue('rrule'))).toContain('FREQ=WEEKLY');
      expect(meetingsIn(document).map((meeting) => meeting.startsAt)).toEqual([
        '2031-10-07T08:00:00.000Z',
        '2031-10-14T08:00:00.000Z',
        '2031-10-21T08:00:00.000Z',
        '2031-10-28T09:00:00.000Z',
        '2031-11-04T09:00:00.000Z',
        '2031-11-11T09:00:00.000Z',
      ]);
    }
  });

  it('keeps the UID with a higher SEQUENCE when one meeting is skipped or moved, then cancelled', async () => {
    const manager = await signInAs(testApp);
    const report = await signInAs(testApp);
    const series = await startSeries(manager, acrossTheChange(report));
    const first = await calendarMailed(report.email, 'Invitation:');
    const uid = vevents(first)[0]?.getFirstPropertyValue('uid');
    const occurrence = (at: string) => `${MEETINGS}/${series.id}/occurrences/${encodeURIComponent(at)}`;

    await report.inject({ method: 'PUT', url: occurrence('2031-10-14T08:00:00.000Z'), payload: { skipped: true } });
    await report.inject({
      method: 'PUT',
      url: occurrence('2031-10-28T09:00:00.000Z'),
      payload: { startsAt: '2031-10-29T16:00' },
    });
    const updated = await calendarMailed(report.email, 'Invitation:', 3);
    const [master, moved] = vevents(updated);
    expect(master?.getFirstPropertyValue('uid')).toBe(uid);
    expect(moved?.getFirstPropertyValue('uid')).toBe(uid);
    expect(Number(master?.getFirstPropertyValue('sequence'))).toBe(2);
    expect(meetingsIn(updated).map((meeting) => meeting.startsAt)).toEqual([
      '2031-10-07T08:00:00.000Z',
      '2031-10-21T08:00:00.000Z',
      '2031-10-29T15:00:00.000Z',
      '2031-11-04T09:00:00.000Z',
      '2031-11-11T09:00:00.000Z',
    ]);

    expect((await manager.inject({ method: 'DELETE', url: `${MEETINGS}/${series.id}` })).statusCode).toBe(204);
    const cancelled = await calendarMailed(report.email, 'Cancelled:');
    const calendar = new ICAL.Component(ICAL.parse(cancelled));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevents(cancelled).every((event) => event.getFirstPropertyValue('uid') === uid)).toBe(true);
    expect(vevents(cancelled).map((event) => event.getFirstPropertyValue('status'))).toContain('CANCELLED');
  });
});

describe('changing who takes part', () => {
  it('invites those added and sends those taken off a cancellation of the same UID', async () => {
    const lead = await signInAs(testApp);
    const [leaves, joins] = [await signInAs(testApp), await signInAs(testApp)];
    const series = await startSeries(lead, { ...acrossTheChange(leaves), kind: 'team', title: 'Design crit' });
    const uid = vevents(await calendarMailed(leaves.email, 'Invitation:'))[0]?.getFirstPropertyValue('uid');
    const changed = await lead.inject({
      method: 'PUT',
      url: `${MEETINGS}/${series.id}/participants`,
      payload: { participantIds: [joins.me.id] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const removal = await calendarMailed(leaves.email, 'No longer on your calendar:');
    expect(new ICAL.Component(ICAL.parse(removal)).getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevents(removal)[0]?.getFirstPropertyValue('uid')).toBe(uid);
    const invitation = await calendarMailed(joins.email, 'Invitation:');
    expect(vevents(invitation)[0]?.getFirstPropertyValue('uid')).toBe(uid);
  });
});

describe('the personal calendar feed', () => {
  it('serves my meetings and approved days off at a secret address until I replace or revoke it', async () => {
    const admin = await signInAs(testApp, { isAdmin: true });
    const manager = await signInAs(testApp, { isManager: true });
    const report = await signInAs(testApp);
    await setManager(admin, report, manager);
    await startSeries(manager, acrossTheChange(report));
    const requested = await report.inject({
      method: 'POST',
      url: '/api/leave/requests',
      payload: { type: 'Vacation', from: '2031-10-20', to: '2031-10-23' },
    });
    await manager.inject({
      method: 'POST',
      url: `/api/leave/requests/${requested.json<{ id: string }>().id}/decision`,
      payload: { decision: 'approved' },
    });

    expect(await report.getJson(`/api/calendar-feed`)).toEqual({ createdAt: null });
    const made = await report.inject({ method: 'POST', url: '/api/calendar-feed' });
    expect(made.statusCode).toBe(201);
    const { url } = made.json<{ url: string }>();
    expect(url.startsWith(`${TEST_PUBLIC_URL}/api/calendar-feed/`)).toBe(true);
    const path = new URL(url).pathname;

    const feed = await visitor.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const meetings = meetingsIn(feed.body);
    expect(meetings.filter((meeting) => meeting.summary.startsWith('Weekly 1:1'))).toHaveLength(6);
    const dayOff = vevents(feed.body).find((event) =>
      event.getFirstPropertyValue('uid')?.toString().startsWith('leave-'),
    );
    expect(String(dayOff?.getFirstPropertyValue('dtstart'))).toBe('2031-10-20');
    expect(String(dayOff?.getFirstPropertyValue('dtend'))).toBe('2031-10-23');
    expect(new ICAL.Component(ICAL.parse(feed.body)).getFirstPropertyValue('method')).toBeNull();

    const replaced = await report.inject({ method: 'POST', url: '/api/calendar-feed' });
    expect((await visitor.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const newPath = new URL(replaced.json<{ url: string }>().url).pathname;
    expect((await visitor.inject({ method: 'GET', url: newPath })).statusCode).toBe(200);
    expect((await report.inject({ method: 'DELETE', url: '/api/calendar-feed' })).statusCode).toBe(204);
    expect((await visitor.inject({ method: 'GET', url: newPath })).statusCode).toBe(404);
    expect((await visitor.inject({ method: 'GET', url: '/api/calendar-feed/guess.ics' })).statusCode).toBe(404);
  });

  it('carries a series begun long ago from its first meeting of the last year on', async () => {
    const manager = await signInAs(testApp);
    const report = await signInAs(testApp);
    const longAgo = new Date(Date.now() - 500 * DAY).toISOString().slice(0, 10);
    await startSeries(manager, {
      ...acrossTheChange(report),
      startsAt: `${longAgo}T10:00`,
      ends: 'never',
      count: null,
    });
    const made = await manager.inject({ method: 'POST', url: '/api/calendar-feed' });
    const feed = await visitor.inject({ method: 'GET', url: new URL(made.json<{ url: string }>().url).pathname });
    const yearAgo = Date.now() - 366 * DAY;
    const [first] = meetingsIn(feed.body);
    expect(Date.parse(first!.startsAt)).toBeGreaterThanOrEqual(yearAgo);
    expect(Date.parse(first!.startsAt)).toBeLessThan(yearAgo + 7 * DAY);
  });
});

describe('reminders', () => {
  it('reminds every participant once, a day ahead, by mail only those who chose it', async () => {
    const manager = await signInAs(testApp);
    const report = await signInAs(testApp);
    const series = await startSeries(manager, acrossTheChange(report));
    const chose = await report.inject({
      method: 'PUT',
      url: `${MEETINGS}/${series.id}/reminders`,
      payload: { email: true },
    });
    expect(chose.json<MeetingSeries>().emailReminders).toBe(true);
    const { occurrences } = await manager.getJson<{ occurrences: MeetingOccurrence[] }>(`${MEETINGS}/${series.id}`, {
      from: '2031-10-01T00:00:00Z',
      to: '2031-10-10T00:00:00Z',
    });
    const first = occurrences[0]!;
    const { app } = testApp;
    const reminders = createMeetingReminders({
      db: app.db,
      notifier: createNotificationService({ db: app.db, io: app.io, log: app.log }),
      mail: app.mail,
      publicUrl: TEST_PUBLIC_URL,
      now: () => new Date(Date.parse(first.startsAt) - DAY / 2),
    });
    // Two processes sweeping at once remind once.
    await Promise.all([reminders.sweep(), reminders.sweep()]);
    await reminders.sweep();
    for (const person of [manager, report]) {
      const { items } = await person.getJson<{ items: Notification[] }>('/api/notifications');
      const told = items.filter((item) => item.kind === 'meeting-reminder');
      expect(told).toHaveLength(1);
      expect(told[0]?.text).toContain('add your talking points');
      expect(told[0]?.link).toBe(`/dashboard/meetings/${series.id}/${encodeURIComponent(first.occursAt)}`);
    }
    const mail = await messageArriving(
      testApp.smtp,
      (one) => isTo(report.email)(one) && one.parsed.subject === `Tomorrow: ${series.title}`,
    );
    expect(mail.parsed.text).toContain(`/dashboard/meetings/${series.id}/`);
    expect(
      testApp.smtp.received.some((one) => isTo(manager.email)(one) && one.parsed.subject?.startsWith('Tomorrow')),
    ).toBe(false);
  });
});
