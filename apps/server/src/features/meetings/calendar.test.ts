import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarSchedule, type CalendarSeries, personalFeed, seriesInvitation } from './calendar';
import { occurrencesBetween, withEnd } from './recurrence';
import { meetingsIn } from '../../../test/icalendar';

const STAMP = new Date('2026-09-01T12:00:00Z');
const mia = { name: 'Mia Ng', email: 'mia@example.com' };
const ann = { name: 'Ann Lee', email: 'ann@example.com' };

const berlinWeekly: CalendarSchedule = {
  uid: 'berlin@topgear-perform',
  startsLocal: '2026-10-06T10:00',
  timeZone: 'Europe/Berlin',
  durationMinutes: 30,
  rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=6',
};

const newYorkWeekly: CalendarSchedule = {
  uid: 'new-york@topgear-perform',
  startsLocal: '2026-10-20T10:00',
  timeZone: 'America/New_York',
  durationMinutes: 45,
  rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=6',
};

function seriesOf(overrides: Partial<CalendarSeries> = {}): CalendarSeries {
  return {
    id: 'series-1',
    title: 'Weekly 1:1',
    sequence: 0,
    cancelled: false,
    organiser: mia,
    participants: [ann, mia],
    schedules: [berlinWeekly],
    exceptions: [],
    url: 'https://perform.example.com/dashboard/meetings/series-1',
    ...overrides,
  };
}

/** Our own expansion of a stretch, to compare with what a calendar client makes of the document. */
const ours = (schedule: CalendarSchedule) =>
  occurrencesBetween(schedule, new Date('2026-01-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z')).map((instant) =>
    instant.toISOString(),
  );

/** The document's content lines, unfolded, as a client reads them. */
const linesOf = (document: string) => document.replaceAll(/\r\n[ \t]/g, '').split('\r\n');

const calendarOf = (document: string) => new ICAL.Component(ICAL.parse(document));

/** ical.js keeps X- properties as written; a client reads X-WR-CALNAME as TEXT, like SUMMARY. */
const asText = (raw: string) => String(ICAL.Property.fromString(`SUMMARY:${raw}`).getFirstValue());

const startsOf = (document: string) => meetingsIn(document).map((meeting) => meeting.startsAt);

const vtimezonesOf = (document: string) =>
  calendarOf(document)
    .getAllSubcomponents('vtimezone')
    .map((zone) => zone.getFirstPropertyValue('tzid'));

describe('seriesInvitation: a weekly series across a daylight-saving change', () => {
  it.each([
    {
      schedule: berlinWeekly,
      dtstart: 'DTSTART;TZID=Europe/Berlin:20261006T100000',
      dtend: 'DTEND;TZID=Europe/Berlin:20261006T103000',
      // Clocks go back on 25 October 2026: 10:00 is 08:00Z before and 09:00Z after.
      starts: [
        '2026-10-06T08:00:00.000Z',
        '2026-10-13T08:00:00.000Z',
        '2026-10-20T08:00:00.000Z',
        '2026-10-27T09:00:00.000Z',
        '2026-11-03T09:00:00.000Z',
        '2026-11-10T09:00:00.000Z',
      ],
    },
    {
      schedule: newYorkWeekly,
      dtstart: 'DTSTART;TZID=America/New_York:20261020T100000',
      dtend: 'DTEND;TZID=America/New_York:20261020T104500',
      // Clocks go back on 1 November 2026: 10:00 is 14:00Z before and 15:00Z after.
      starts: [
        '2026-10-20T14:00:00.000Z',
        '2026-10-27T14:00:00.000Z',
        '2026-11-03T15:00:00.000Z',
        '2026-11-10T15:00:00.000Z',
        '2026-11-17T15:00:00.000Z',
        '2026-11-24T15:00:00.000Z',
      ],
    },
  ])('keeps 10:00 in $schedule.timeZone on both sides of the change', ({ schedule, dtstart, dtend, starts }) => {
    const document = seriesInvitation(seriesOf({ schedules: [schedule] }), 'REQUEST', STAMP);

    expect(startsOf(document)).toEqual(starts);
    expect(starts).toEqual(ours(schedule));
    expect(meetingsIn(document).every((meeting) => meeting.minutes === schedule.durationMinutes)).toBe(true);
    expect(linesOf(document)).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'PRODID:-//TopGear Perform//Meetings//EN',
        dtstart,
        dtend,
        `RRULE:${schedule.rrule}`,
        `UID:${schedule.uid}`,
        'DTSTAMP:20260901T120000Z',
      ]),
    );
    expect(vtimezonesOf(document)).toEqual([schedule.timeZone]);
  });

  it('writes the same document whatever the server process time zone is', () => {
    const series = seriesOf({ schedules: [berlinWeekly, newYorkWeekly] });
    const expected = seriesInvitation(series, 'REQUEST', STAMP);
    const before = process.env.TZ;
    try {
      for (const zone of ['Pacific/Chatham', 'America/Los_Angeles']) {
        process.env.TZ = zone;
        expect(new Date('2026-10-06T00:00:00Z').getTimezoneOffset()).not.toBe(0);
        expect(seriesInvitation(series, 'REQUEST', STAMP)).toBe(expected);
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it.each([
    { timeZone: 'America/Cayman', tzid: 'America/Panama' },
    { timeZone: 'UTC', tzid: 'Etc/UTC' },
  ])('names $timeZone by the TZID of the VTIMEZONE it writes for it, $tzid', ({ timeZone, tzid }) => {
    const schedule = { ...berlinWeekly, timeZone };
    const document = seriesInvitation(seriesOf({ schedules: [schedule] }), 'REQUEST', STAMP);

    expect(vtimezonesOf(document)).toEqual([tzid]);
    expect(linesOf(document)).toContain(`DTSTART;TZID=${tzid}:20261006T100000`);
    expect(startsOf(document)).toEqual(ours(schedule));
  });

  it('ends its last line with CRLF like every other', () => {
    expect(seriesInvitation(seriesOf(), 'REQUEST', STAMP)).toMatch(/\r\nEND:VCALENDAR\r\n$/);
  });

  it('invites each participant by name and address, and the organiser as accepted', () => {
    const document = seriesInvitation(seriesOf({ sequence: 2 }), 'REQUEST', STAMP);
    const [event] = calendarOf(document)
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));

    expect(event?.sequence).toBe(2);
    expect(event?.organizer).toBe('mailto:mia@example.com');
    expect(event?.component.getFirstProperty('organizer')?.getParameter('cn')).toBe('Mia Ng');
    expect(
      event?.attendees.map((attendee) => ({
        address: String(attendee.getFirstValue()).toLowerCase(),
        name: attendee.getParameter('cn'),
        role: attendee.getParameter('role'),
        answer: attendee.getParameter('partstat'),
        rsvp: attendee.getParameter('rsvp'),
      })),
    ).toEqual([
      {
        address: 'mailto:ann@example.com',
        name: 'Ann Lee',
        role: 'REQ-PARTICIPANT',
        answer: 'NEEDS-ACTION',
        rsvp: 'TRUE',
      },
      {
        address: 'mailto:mia@example.com',
        name: 'Mia Ng',
        role: 'REQ-PARTICIPANT',
        answer: 'ACCEPTED',
        rsvp: undefined,
      },
    ]);
    expect(event?.component.getFirstPropertyValue('url')).toBe(seriesOf().url);
    expect(event?.description).toContain(seriesOf().url);
    expect(event?.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });
});

describe('seriesInvitation: skipped and moved meetings', () => {
  const series = seriesOf({
    exceptions: [
      { occursAt: new Date('2026-10-20T08:00:00Z'), startsAt: null, skipped: true },
      // From Tuesday 10:00 to Wednesday 14:00, after the change to winter time.
      { occursAt: new Date('2026-10-27T09:00:00Z'), startsAt: new Date('2026-10-28T13:00:00Z'), skipped: false },
    ],
  });
  const document = seriesInvitation(series, 'REQUEST', STAMP);

  it('leaves a skipped meeting out with an EXDATE in the stretch zone', () => {
    expect(linesOf(document)).toContain('EXDATE;TZID=Europe/Berlin:20261020T100000');
    expect(startsOf(document)).not.toContain('2026-10-20T08:00:00.000Z');
  });

  it('moves a meeting with a second VEVENT of the same UID whose RECURRENCE-ID is the original instant', () => {
    const [master, moved, ...more] = calendarOf(document)
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));

    expect(more).toEqual([]);
    expect(moved?.uid).toBe(master?.uid);
    expect(moved?.recurrenceId?.toJSDate().toISOString()).toBe('2026-10-27T09:00:00.000Z');
    expect(moved?.startDate.toJSDate().toISOString()).toBe('2026-10-28T13:00:00.000Z');
    expect(moved?.duration.toSeconds()).toBe(30 * 60);
    expect(linesOf(document)).toEqual(
      expect.arrayContaining([
        'RECURRENCE-ID;TZID=Europe/Berlin:20261027T100000',
        'DTSTART;TZID=Europe/Berlin:20261028T140000',
      ]),
    );
    expect(startsOf(document)).toEqual([
      '2026-10-06T08:00:00.000Z',
      '2026-10-13T08:00:00.000Z',
      '2026-10-28T13:00:00.000Z',
      '2026-11-03T09:00:00.000Z',
      '2026-11-10T09:00:00.000Z',
    ]);
  });
});

describe('seriesInvitation: a series changed from a date on', () => {
  const first: CalendarSchedule = {
    uid: 'first@topgear-perform',
    startsLocal: '2026-09-01T10:00',
    timeZone: 'Europe/Berlin',
    durationMinutes: 30,
    // Ended on Monday 19 October, Berlin time, by a change "from this date on".
    rrule: withEnd('FREQ=WEEKLY;BYDAY=TU', new Date('2026-10-19T21:59:59Z')),
  };
  const second: CalendarSchedule = {
    uid: 'second@topgear-perform',
    startsLocal: '2026-10-22T15:00',
    timeZone: 'Europe/Berlin',
    durationMinutes: 45,
    rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;COUNT=4',
  };
  const series = seriesOf({
    schedules: [first, second],
    exceptions: [
      { occursAt: new Date('2026-09-15T08:00:00Z'), startsAt: null, skipped: true },
      { occursAt: new Date('2026-11-05T14:00:00Z'), startsAt: null, skipped: true },
      // The first stretch's Tuesday after its end: no stretch has it any more.
      { occursAt: new Date('2026-10-20T08:00:00Z'), startsAt: null, skipped: true },
    ],
  });
  const document = seriesInvitation(series, 'REQUEST', STAMP);

  it('expands to both stretches, each without its own skipped meeting', () => {
    const skipped = ['2026-09-15T08:00:00.000Z', '2026-11-05T14:00:00.000Z'];
    const expected = [...ours(first), ...ours(second)].filter((instant) => !skipped.includes(instant));

    expect(ours(first)).toHaveLength(7);
    expect(startsOf(document)).toEqual(expected);
    expect(meetingsIn(document).map(({ uid, minutes }) => `${uid} ${minutes}`)).toEqual([
      ...Array<string>(6).fill('first@topgear-perform 30'),
      ...Array<string>(3).fill('second@topgear-perform 45'),
    ]);
  });

  it('keeps UNTIL in UTC as stored and puts each EXDATE on its own stretch', () => {
    const vevents = calendarOf(document).getAllSubcomponents('vevent');
    const exdates = vevents.map((vevent) => vevent.getAllProperties('exdate').map((exdate) => exdate.toICALString()));

    expect(linesOf(document)).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20261019T215959Z');
    expect(vevents.map((vevent) => vevent.getFirstPropertyValue('uid'))).toEqual([first.uid, second.uid]);
    expect(exdates).toEqual([
      ['EXDATE;TZID=Europe/Berlin:20260915T100000'],
      ['EXDATE;TZID=Europe/Berlin:20261105T150000'],
    ]);
    expect(vtimezonesOf(document)).toEqual(['Europe/Berlin']);
  });
});

describe('seriesInvitation: monthly and one-off meetings', () => {
  it('expands a monthly rule on the last Tuesday as we do', () => {
    const monthly: CalendarSchedule = {
      uid: 'monthly@topgear-perform',
      startsLocal: '2026-09-29T09:00',
      timeZone: 'America/New_York',
      durationMinutes: 60,
      rrule: 'FREQ=MONTHLY;BYDAY=-1TU;UNTIL=20270701T035959Z',
    };
    const document = seriesInvitation(seriesOf({ schedules: [monthly] }), 'REQUEST', STAMP);

    expect(linesOf(document)).toContain('RRULE:FREQ=MONTHLY;BYDAY=-1TU;UNTIL=20270701T035959Z');
    expect(startsOf(document)).toEqual(ours(monthly));
    expect(startsOf(document)).toEqual([
      '2026-09-29T13:00:00.000Z',
      '2026-10-27T13:00:00.000Z',
      '2026-11-24T14:00:00.000Z',
      '2026-12-29T14:00:00.000Z',
      '2027-01-26T14:00:00.000Z',
      '2027-02-23T14:00:00.000Z',
      '2027-03-30T13:00:00.000Z',
      '2027-04-27T13:00:00.000Z',
      '2027-05-25T13:00:00.000Z',
      '2027-06-29T13:00:00.000Z',
    ]);
  });

  const once: CalendarSchedule = {
    uid: 'once@topgear-perform',
    startsLocal: '2026-11-03T16:30',
    timeZone: 'America/New_York',
    durationMinutes: 25,
    rrule: null,
  };
  const onceAt = new Date('2026-11-03T21:30:00Z');

  it('writes a meeting that happens once without a rule', () => {
    const document = seriesInvitation(seriesOf({ schedules: [once] }), 'REQUEST', STAMP);

    const [vevent] = calendarOf(document).getAllSubcomponents('vevent');

    expect(['rrule', 'exdate', 'recurrence-id'].filter((name) => vevent?.hasProperty(name))).toEqual([]);
    expect(linesOf(document)).toContain('DTSTART;TZID=America/New_York:20261103T163000');
    expect(meetingsIn(document)).toEqual([
      { uid: once.uid, startsAt: onceAt.toISOString(), minutes: 25, summary: 'Weekly 1:1' },
    ]);
  });

  it('moves a one-off meeting by its DTSTART, and cancels a skipped one or leaves it out of the feed', () => {
    const movedAt = new Date('2026-11-04T15:00:00Z');
    const moved = seriesOf({
      schedules: [once],
      exceptions: [{ occursAt: onceAt, startsAt: movedAt, skipped: false }],
    });
    const skipped = seriesOf({ schedules: [once], exceptions: [{ occursAt: onceAt, startsAt: null, skipped: true }] });

    expect(startsOf(seriesInvitation(moved, 'REQUEST', STAMP))).toEqual([movedAt.toISOString()]);
    expect(linesOf(seriesInvitation(skipped, 'REQUEST', STAMP))).toContain('STATUS:CANCELLED');
    expect(startsOf(personalFeed(ann, [skipped], [], STAMP))).toEqual([]);
  });
});

describe('seriesInvitation: CANCEL', () => {
  it('cancels every VEVENT of the series under the same UIDs and the given SEQUENCE', () => {
    const series = seriesOf({
      sequence: 3,
      cancelled: true,
      schedules: [berlinWeekly, newYorkWeekly],
      exceptions: [
        { occursAt: new Date('2026-10-27T09:00:00Z'), startsAt: new Date('2026-10-28T13:00:00Z'), skipped: false },
      ],
    });
    const document = seriesInvitation(series, 'CANCEL', STAMP);
    const events = calendarOf(document)
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));

    expect(calendarOf(document).getFirstPropertyValue('method')).toBe('CANCEL');
    expect(events.map((event) => event.uid)).toEqual([berlinWeekly.uid, berlinWeekly.uid, newYorkWeekly.uid]);
    expect(events.map((event) => event.component.getFirstPropertyValue('status'))).toEqual(Array(3).fill('CANCELLED'));
    expect(events.map((event) => event.sequence)).toEqual([3, 3, 3]);
    expect(document).not.toContain('RSVP=TRUE');
  });
});

describe('personalFeed', () => {
  const vacation = { id: 'day-off-1', from: '2026-12-21', to: '2027-01-04', type: 'Vacation' };
  const teamMeeting = seriesOf({
    id: 'series-2',
    title: 'Team sync',
    schedules: [{ ...newYorkWeekly, uid: 'team@topgear-perform' }],
  });
  const another = seriesOf({
    id: 'series-3',
    title: 'Coaching',
    schedules: [{ ...berlinWeekly, uid: 'coaching@topgear-perform', startsLocal: '2026-10-07T16:00', rrule: null }],
  });
  const cancelled = seriesOf({
    id: 'series-4',
    cancelled: true,
    schedules: [{ ...berlinWeekly, uid: 'gone@topgear-perform' }],
  });
  const document = personalFeed(ann, [seriesOf(), teamMeeting, another, cancelled], [vacation], STAMP);

  it('holds every series that is not cancelled, with one VTIMEZONE per zone', () => {
    const startsOfSeries = (summary: string) =>
      meetingsIn(document)
        .filter((meeting) => meeting.summary === summary)
        .map((meeting) => meeting.startsAt);

    expect(startsOfSeries('Weekly 1:1')).toEqual(ours(berlinWeekly));
    expect(startsOfSeries('Team sync')).toEqual(ours(newYorkWeekly));
    expect(startsOfSeries('Coaching')).toEqual(['2026-10-07T14:00:00.000Z']);
    expect(document).not.toContain('gone@topgear-perform');
    expect(vtimezonesOf(document).sort()).toEqual(['America/New_York', 'Europe/Berlin']);
  });

  it('shows a day off as an all-day event that ends on the exclusive end date', () => {
    const vevent = calendarOf(document)
      .getAllSubcomponents('vevent')
      .find((component) => component.getFirstPropertyValue('uid') === 'leave-day-off-1@topgear-perform');
    const dayOff = vevent && new ICAL.Event(vevent);

    expect(dayOff?.summary).toBe('Vacation leave');
    expect(dayOff?.startDate.isDate).toBe(true);
    expect(dayOff?.startDate.toString()).toBe('2026-12-21');
    expect(dayOff?.endDate.toString()).toBe('2027-01-04');
    expect(linesOf(document)).toEqual(
      expect.arrayContaining(['DTSTART;VALUE=DATE:20261221', 'DTEND;VALUE=DATE:20270104']),
    );
  });

  it('is named after its owner and answers nothing: no METHOD, no RSVP', () => {
    const calendar = calendarOf(document);

    expect(asText(String(calendar.getFirstPropertyValue('x-wr-calname')))).toBe('TopGear Perform — Ann Lee');
    expect(calendar.hasProperty('method')).toBe(false);
    expect(document).not.toMatch(/RSVP|PARTSTAT/);
  });
});

describe('user text is data', () => {
  const title = 'Q3, "plans"; <b>x</b>\nnext';
  const series = seriesOf({
    title,
    organiser: { name: 'Mia "Boss" Ng', email: mia.email },
    participants: [{ name: 'Ann "Nan" Lee, Jr.; x\\y', email: ann.email }],
    schedules: [berlinWeekly],
    exceptions: [
      { occursAt: new Date('2026-10-27T09:00:00Z'), startsAt: new Date('2026-10-28T13:00:00Z'), skipped: false },
    ],
  });

  it('keeps a title with commas, semicolons, quotes and a newline as it is', () => {
    const document = seriesInvitation(series, 'REQUEST', STAMP);

    expect(meetingsIn(document).map((meeting) => meeting.summary)).toEqual(Array(6).fill(title));
  });

  it('writes a double quote in a name as a single one, so the CN parameter still ends where it should', () => {
    const [event] = calendarOf(seriesInvitation(series, 'REQUEST', STAMP))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));

    expect(event?.component.getFirstProperty('organizer')?.getParameter('cn')).toBe("Mia 'Boss' Ng");
    expect(event?.attendees.map((attendee) => attendee.getParameter('cn'))).toEqual(["Ann 'Nan' Lee, Jr.; x\\y"]);
    expect(event?.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual([
      'mailto:ann@example.com',
    ]);
  });

  it('keeps a feed owner name from adding lines to the feed', () => {
    const name = 'Zoë "Z", Lee;\nBEGIN:VEVENT';
    const calendar = calendarOf(personalFeed({ name }, [], [], STAMP));

    expect(asText(String(calendar.getFirstPropertyValue('x-wr-calname')))).toBe(`TopGear Perform — ${name}`);
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });

  it('folds long lines at 75 octets between characters, and a client reads them back whole', () => {
    const long = `Квартальний огляд — Łódź 🚀 ${'планування '.repeat(12)}`.trim();
    const document = seriesInvitation(seriesOf({ title: long }), 'REQUEST', STAMP);

    const physical = document.split('\r\n').slice(0, -1);
    expect(Math.max(...physical.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(meetingsIn(document)[0]?.summary).toBe(long);
  });
});
