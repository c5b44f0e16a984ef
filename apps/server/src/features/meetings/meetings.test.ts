import {
  MEETING_CHANGED_EVENT,
  MEETING_MESSAGES,
  type MeetingChanged,
  type MeetingListItem,
  type MeetingOccurrence,
  type MeetingPage,
  type MeetingSeries,
  type NewMeetingSeriesInput,
} from '@topgear/shared/meetings';
import type { Task } from '@topgear/shared/tasks';
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, visitorOf, type SignedInUser } from '../../../test/clients';
import { setManager } from '../../../test/organisation';
import { connectSocket, listeningUrl, nextEvent } from '../../../test/socket';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

const MEETINGS = '/api/meetings';
const DAY = 24 * 60 * 60_000;

/** `YYYY-MM-DD`, `days` from today: the tests' meetings are planned relative to the real clock. */
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const weeklyOneOnOne = (
  other: SignedInUser,
  overrides: Partial<NewMeetingSeriesInput> = {},
): NewMeetingSeriesInput => ({
  kind: 'one-on-one',
  title: 'Weekly 1:1',
  participantIds: [other.me.id],
  startsAt: `${dayFromToday(1)}T10:00`,
  timeZone: 'Europe/Berlin',
  durationMinutes: 30,
  repeat: 'weekly',
  ends: 'never',
  ...overrides,
});

async function startSeries(user: SignedInUser, body: NewMeetingSeriesInput) {
  const response = await user.inject({ method: 'POST', url: MEETINGS, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MeetingSeries>();
}

const occurrenceUrl = (seriesId: string, occursAt: string) =>
  `${MEETINGS}/${seriesId}/occurrences/${encodeURIComponent(occursAt)}`;

async function meetingsOf(user: SignedInUser, seriesId: string) {
  return (await user.getJson<{ occurrences: MeetingOccurrence[] }>(`${MEETINGS}/${seriesId}`)).occurrences;
}

/** Sends a write to one meeting and expects `status`; answers the meeting page it returns. */
async function write(user: SignedInUser, options: InjectOptions, status = 200) {
  const response = await user.inject(options);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<MeetingPage>();
}

const addPoint = (user: SignedInUser, seriesId: string, occursAt: string, text: string, id = randomUUID()) =>
  write(user, { method: 'POST', url: `${occurrenceUrl(seriesId, occursAt)}/points`, payload: { id, text } }, 201);

/** A 1:1 between a manager and their report, and the first two meetings of it. */
async function aWeeklyOneOnOne() {
  const manager = await signInAs(testApp, { isManager: true });
  const report = await signInAs(testApp);
  const series = await startSeries(manager, weeklyOneOnOne(report));
  const [first, second, third] = await meetingsOf(manager, series.id);
  return { manager, report, series, first: first!.occursAt, second: second!.occursAt, third: third!.occursAt };
}

describe('starting a series', () => {
  it('starts a weekly 1:1 that both people list, with its next meeting at 10:00 in Berlin', async () => {
    const { manager, report, series } = await aWeeklyOneOnOne();
    expect(series).toMatchObject({
      kind: 'one-on-one',
      title: 'Weekly 1:1',
      organiserId: manager.me.id,
      schedule: { repeat: 'weekly', ends: 'never', timeZone: 'Europe/Berlin', durationMinutes: 30 },
      cancelled: false,
      mayManage: true,
    });
    expect(series.participants.map((person) => person.id).sort()).toEqual([manager.me.id, report.me.id].sort());
    for (const person of [manager, report]) {
      const [listed] = await person.getJson<MeetingListItem[]>(MEETINGS);
      expect(listed?.id).toBe(series.id);
      const starts = new Date(listed!.next!.startsAt);
      const berlin = starts.toLocaleTimeString('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
      });
      expect(berlin).toBe('10:00');
    }
  });

  it('keeps 10:00 local across a daylight-saving change', async () => {
    const { manager, report } = { manager: await signInAs(testApp), report: await signInAs(testApp) };
    const series = await startSeries(
      manager,
      weeklyOneOnOne(report, { startsAt: '2031-10-14T10:00', ends: 'after', count: 4 }),
    );
    const response = await manager.inject({
      method: 'GET',
      url: `${MEETINGS}/${series.id}`,
      query: { from: '2031-10-01T00:00:00Z', to: '2031-12-01T00:00:00Z' },
    });
    const { occurrences, firstMeetingAt } = response.json<{
      occurrences: MeetingOccurrence[];
      firstMeetingAt: string;
    }>();
    expect(firstMeetingAt).toBe('2031-10-14T08:00:00.000Z');
    const tooLong = await manager.inject({
      method: 'GET',
      url: `${MEETINGS}/${series.id}`,
      query: { from: '2020-01-01T00:00:00Z', to: '2031-12-01T00:00:00Z' },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(occurrences.map((one) => one.startsAt)).toEqual([
      '2031-10-14T08:00:00.000Z',
      '2031-10-21T08:00:00.000Z',
      '2031-10-28T09:00:00.000Z',
      '2031-11-04T09:00:00.000Z',
    ]);
  });

  it('suggests my manager and my reports until we have a 1:1', async () => {
    const admin = await signInAs(testApp, { isAdmin: true });
    const manager = await signInAs(testApp, { isManager: true });
    const report = await signInAs(testApp);
    await setManager(admin, report, manager);
    const suggested = await report.getJson<{ id: string; relation: string }[]>(`${MEETINGS}/suggestions`);
    expect(suggested).toEqual([expect.objectContaining({ id: manager.me.id, relation: 'manager' })]);
    expect(await manager.getJson(`${MEETINGS}/suggestions`)).toEqual([
      expect.objectContaining({ id: report.me.id, relation: 'report' }),
    ]);
    await startSeries(report, weeklyOneOnOne(manager));
    expect(await report.getJson(`${MEETINGS}/suggestions`)).toEqual([]);
  });

  it('refuses a 1:1 with two people, someone unknown, or a zone that does not exist', async () => {
    const user = await signInAs(testApp);
    const [one, two] = [await signInAs(testApp), await signInAs(testApp)];
    const refusals: [Partial<NewMeetingSeriesInput>, string, string][] = [
      [{ participantIds: [one.me.id, two.me.id] }, 'participantIds', MEETING_MESSAGES.oneOnOneNeedsOne],
      [{ participantIds: [user.me.id] }, 'participantIds', MEETING_MESSAGES.oneOnOneNeedsOne],
      [{ participantIds: ['nobody-at-all'] }, 'participantIds', MEETING_MESSAGES.participantUnknown],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', MEETING_MESSAGES.timeZoneInvalid],
      [{ startsAt: '2026-02-30T10:00' }, 'startsAt', MEETING_MESSAGES.startsAtRequired],
      [{ ends: 'after', count: null }, 'count', MEETING_MESSAGES.countRange],
      [{ ends: 'on', until: '2020-01-01' }, 'until', MEETING_MESSAGES.untilBeforeStart],
      [{ durationMinutes: 1000 }, 'durationMinutes', MEETING_MESSAGES.durationRange],
    ];
    for (const [overrides, field, message] of refusals) {
      const response = await user.inject({ method: 'POST', url: MEETINGS, payload: weeklyOneOnOne(one, overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.fields?.[field], JSON.stringify(overrides)).toBe(message);
    }
    expect(await user.getJson(MEETINGS)).toEqual([]);
  });

  it('starts a team meeting for a named group', async () => {
    const lead = await signInAs(testApp);
    const people = [await signInAs(testApp), await signInAs(testApp), await signInAs(testApp)];
    const series = await startSeries(lead, {
      ...weeklyOneOnOne(people[0]!),
      kind: 'team',
      title: 'Platform team weekly',
      participantIds: people.map((person) => person.me.id),
      repeat: 'monthly',
    });
    expect(series.participants).toHaveLength(4);
    expect(series.schedule.repeat).toBe('monthly');
    const member = await people[1]!.getJson<MeetingSeries & { mayManage: boolean }>(`${MEETINGS}/${series.id}`);
    expect(member).toMatchObject({ series: { mayManage: false } });
    const refused = await people[1]!.inject({ method: 'DELETE', url: `${MEETINGS}/${series.id}` });
    expect(refused.statusCode).toBe(403);
    const [first] = await meetingsOf(lead, series.id);
    const skip = { method: 'PUT' as const, url: occurrenceUrl(series.id, first!.occursAt), payload: { skipped: true } };
    expect((await people[1]!.inject(skip)).statusCode).toBe(403);
    expect((await lead.inject(skip)).statusCode).toBe(200);
  });
});

describe("a team meeting's people", () => {
  it('lets the organiser add and take off people; those taken off no longer read it', async () => {
    const lead = await signInAs(testApp);
    const [stays, leaves, joins] = [await signInAs(testApp), await signInAs(testApp), await signInAs(testApp)];
    const series = await startSeries(lead, {
      ...weeklyOneOnOne(stays),
      kind: 'team',
      title: 'Design crit',
      participantIds: [stays.me.id, leaves.me.id],
    });
    const url = `${MEETINGS}/${series.id}/participants`;
    const change = (user: SignedInUser, participantIds: string[]) =>
      user.inject({ method: 'PUT', url, payload: { participantIds } });

    expect((await change(stays, [stays.me.id, joins.me.id])).statusCode).toBe(403);
    const unknown = await change(lead, [stays.me.id, 'nobody-at-all']);
    expect(unknown.json().error.fields).toEqual({ participantIds: MEETING_MESSAGES.participantUnknown });
    const changed = await change(lead, [stays.me.id, joins.me.id]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      changed
        .json<MeetingSeries>()
        .participants.map((person) => person.id)
        .sort(),
    ).toEqual([lead.me.id, stays.me.id, joins.me.id].sort());
    expect((await joins.getJson<MeetingListItem[]>(MEETINGS)).map((item) => item.id)).toEqual([series.id]);
    expect((await leaves.inject({ method: 'GET', url: `${MEETINGS}/${series.id}` })).statusCode).toBe(404);
    expect(await leaves.getJson(MEETINGS)).toEqual([]);
  });

  it('keeps the two people of a 1:1', async () => {
    const { manager, report, series } = await aWeeklyOneOnOne();
    const other = await signInAs(testApp);
    const response = await manager.inject({
      method: 'PUT',
      url: `${MEETINGS}/${series.id}/participants`,
      payload: { participantIds: [report.me.id, other.me.id] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ participantIds: MEETING_MESSAGES.oneOnOneKeepsItsPeople });
  });
});

describe('who reads a meeting', () => {
  it('answers 404 to anyone who does not take part, whatever their role', async () => {
    const { series, first } = await aWeeklyOneOnOne();
    const admin = await signInAs(testApp, { isAdmin: true });
    for (const url of [`${MEETINGS}/${series.id}`, occurrenceUrl(series.id, first)]) {
      expect((await admin.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await visitor.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const writes: InjectOptions[] = [
      { method: 'POST', url: `${occurrenceUrl(series.id, first)}/points`, payload: { id: randomUUID(), text: 'x' } },
      { method: 'PUT', url: occurrenceUrl(series.id, first), payload: { skipped: true } },
      { method: 'DELETE', url: `${MEETINGS}/${series.id}` },
    ];
    for (const options of writes) expect((await admin.inject(options)).statusCode).toBe(404);
  });

  it('keeps a private note for its author only', async () => {
    const { manager, report, series, first } = await aWeeklyOneOnOne();
    await write(manager, {
      method: 'PUT',
      url: `${occurrenceUrl(series.id, first)}/private-note`,
      payload: { text: 'Ask about the promotion case' },
    });
    expect((await manager.getJson<MeetingPage>(occurrenceUrl(series.id, first))).privateNote).toBe(
      'Ask about the promotion case',
    );
    expect((await report.getJson<MeetingPage>(occurrenceUrl(series.id, first))).privateNote).toBe('');
  });

  it('leaves an old 1:1 with its people when the report gets a new manager', async () => {
    const admin = await signInAs(testApp, { isAdmin: true });
    const { manager, report, series, first } = await aWeeklyOneOnOne();
    await setManager(admin, report, manager);
    await write(manager, {
      method: 'PUT',
      url: `${occurrenceUrl(series.id, first)}/private-note`,
      payload: { text: 'Mine' },
    });
    const newManager = await signInAs(testApp, { isManager: true });
    await setManager(admin, report, newManager);
    expect((await newManager.inject({ method: 'GET', url: occurrenceUrl(series.id, first) })).statusCode).toBe(404);
    expect(await newManager.getJson(MEETINGS)).toEqual([]);
    const shared = await report.getJson<MeetingPage>(occurrenceUrl(series.id, first));
    expect(shared.privateNote).toBe('');
  });

  it('answers 404 for a time the series has no meeting at, and for one that is not a time', async () => {
    const { manager, series, first } = await aWeeklyOneOnOne();
    const later = new Date(Date.parse(first) + 60_000).toISOString();
    for (const occursAt of [later, 'tomorrow', '2026-13-45T99:00:00Z']) {
      const response = await manager.inject({ method: 'GET', url: occurrenceUrl(series.id, occursAt) });
      expect(response.statusCode, occursAt).toBe(404);
    }
  });
});

describe('the agenda', () => {
  it('adds a point sent twice once, and both sides see the same agenda', async () => {
    const { manager, report, series, first } = await aWeeklyOneOnOne();
    const id = randomUUID();
    await addPoint(report, series.id, first, 'Career growth', id);
    await addPoint(report, series.id, first, 'Career growth', id);
    await addPoint(manager, series.id, first, 'Q3 goals');
    const page = await manager.getJson<MeetingPage>(occurrenceUrl(series.id, first));
    expect(page.points.map((point) => [point.text, point.author?.id])).toEqual([
      ['Career growth', report.me.id],
      ['Q3 goals', manager.me.id],
    ]);
  });

  it('carries unchecked points over to the next meeting, and not checked ones', async () => {
    const { manager, report, series, first, second, third } = await aWeeklyOneOnOne();
    await addPoint(report, series.id, first, 'Conference budget');
    const page = await addPoint(manager, series.id, first, 'Hiring plan');
    const hiring = page.points.find((point) => point.text === 'Hiring plan')!;
    const checked = await write(report, {
      method: 'PATCH',
      url: `${occurrenceUrl(series.id, first)}/points/${hiring.id}`,
      payload: { done: true },
    });
    expect(checked.points.find((point) => point.id === hiring.id)?.done).toBe(true);
    const next = await report.getJson<MeetingPage>(occurrenceUrl(series.id, second));
    expect(next.points.map((point) => [point.text, point.carriedOver, point.done])).toEqual([
      ['Conference budget', true, false],
    ]);
    expect(next.previous).toBe(first);
    expect(next.next).toBe(third);
    const history = await report.getJson<MeetingPage>(occurrenceUrl(series.id, first));
    expect(history.points.map((point) => [point.text, point.done])).toEqual([
      ['Conference budget', false],
      ['Hiring plan', true],
    ]);
  });

  it('reorders the points, keeping a point added meanwhile', async () => {
    const { manager, report, series, first } = await aWeeklyOneOnOne();
    for (const text of ['One', 'Two', 'Three']) await addPoint(manager, series.id, first, text);
    const before = await manager.getJson<MeetingPage>(occurrenceUrl(series.id, first));
    await addPoint(report, series.id, first, 'Added meanwhile');
    const reordered = await write(manager, {
      method: 'PUT',
      url: `${occurrenceUrl(series.id, first)}/points/order`,
      payload: { ids: [...before.points].reverse().map((point) => point.id) },
    });
    expect(reordered.points.map((point) => point.text)).toEqual(['Three', 'Two', 'One', 'Added meanwhile']);
  });

  it('loses and duplicates nothing when both sides add points at once', async () => {
    const { manager, report, series, first } = await aWeeklyOneOnOne();
    const texts = Array.from({ length: 12 }, (_, index) => `Point ${index}`);
    const ids = texts.map(() => randomUUID());
    await Promise.all(
      texts.flatMap((text, index) => {
        const author = index % 2 === 0 ? manager : report;
        // Each point sent twice, as a browser retrying after a dropped answer would.
        return [
          addPoint(author, series.id, first, text, ids[index]),
          addPoint(author, series.id, first, text, ids[index]),
        ];
      }),
    );
    const page = await report.getJson<MeetingPage>(occurrenceUrl(series.id, first));
    expect(page.points.map((point) => point.text).sort()).toEqual([...texts].sort());
  });

  it('lets only its author change or delete a point, and refuses hostile text', async () => {
    const { manager, report, series, first } = await aWeeklyOneOnOne();
    const { points } = await addPoint(report, series.id, first, 'Mine');
    const url = `${occurrenceUrl(series.id, first)}/points/${points[0]!.id}`;
    expect((await manager.inject({ method: 'PATCH', url, payload: { text: 'Changed' } })).statusCode).toBe(403);
    expect((await manager.inject({ method: 'DELETE', url })).statusCode).toBe(403);
    const hostile = await report.inject({
      method: 'POST',
      url: `${occurrenceUrl(series.id, first)}/points`,
      payload: { id: randomUUID(), text: '<img src=x onerror=alert(1)>' },
    });
    expect(hostile.statusCode).toBe(400);
    const deleted = await write(report, { method: 'DELETE', url });
    expect(deleted.points).toEqual([]);
  });

  it('refuses notes saved over a version someone else changed, keeping theirs', async () => {
    const { manager, report, series, first } = await aWeeklyOneOnOne();
    const notes = `${occurrenceUrl(series.id, first)}/notes`;
    const saved = await write(manager, {
      method: 'PUT',
      url: notes,
      payload: { text: 'Agreed on Q3 scope', version: 0 },
    });
    expect(saved.notes).toEqual({ text: 'Agreed on Q3 scope', version: 1 });
    const stale = await report.inject({ method: 'PUT', url: notes, payload: { text: 'My version', version: 0 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(MEETING_MESSAGES.notesChanged);
    expect((await report.getJson<MeetingPage>(occurrenceUrl(series.id, first))).notes.text).toBe('Agreed on Q3 scope');
  });
});

describe('one meeting of the series', () => {
  it('skips one meeting: the series goes on, its points wait for the next', async () => {
    const { manager, report, series, first, second } = await aWeeklyOneOnOne();
    await addPoint(report, series.id, first, 'Before the skip');
    const skipped = await write(report, {
      method: 'PUT',
      url: occurrenceUrl(series.id, first),
      payload: { skipped: true },
    });
    expect(skipped.occurrence.skipped).toBe(true);
    const refused = await manager.inject({
      method: 'POST',
      url: `${occurrenceUrl(series.id, first)}/points`,
      payload: { id: randomUUID(), text: 'x' },
    });
    expect(refused.statusCode).toBe(409);
    const [listed] = await manager.getJson<MeetingListItem[]>(MEETINGS);
    expect(listed?.next?.occursAt).toBe(second);
    const next = await manager.getJson<MeetingPage>(occurrenceUrl(series.id, second));
    expect(next.points.map((point) => point.text)).toEqual(['Before the skip']);
  });

  it('moves one meeting without renaming it or moving the others', async () => {
    const { manager, series, first, second } = await aWeeklyOneOnOne();
    const day = first.slice(0, 10);
    const moved = await write(manager, {
      method: 'PUT',
      url: occurrenceUrl(series.id, first),
      payload: { startsAt: `${day}T15:30` },
    });
    expect(moved.occurrence).toMatchObject({ occursAt: first, moved: true });
    expect(new Date(moved.occurrence.startsAt).toLocaleTimeString('en-GB', { timeZone: 'Europe/Berlin' })).toBe(
      '15:30:00',
    );
    const occurrences = await meetingsOf(manager, series.id);
    expect(occurrences.find((one) => one.occursAt === second)?.moved).toBe(false);
  });

  it('changes the schedule from a date on: earlier meetings keep their time, later points follow', async () => {
    const { manager, report, series, first, second } = await aWeeklyOneOnOne();
    await addPoint(report, series.id, second, 'For the second meeting');
    const response = await manager.inject({
      method: 'PATCH',
      url: `${MEETINGS}/${series.id}`,
      payload: {
        from: second,
        startsAt: `${dayFromToday(9)}T14:00`,
        timeZone: 'Europe/Berlin',
        durationMinutes: 45,
        repeat: 'biweekly',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MeetingSeries>().schedule).toMatchObject({ repeat: 'biweekly', durationMinutes: 45 });
    const occurrences = await meetingsOf(report, series.id);
    expect(occurrences[0]?.occursAt).toBe(first);
    const renamed = occurrences[1]!;
    expect(new Date(renamed.startsAt).toLocaleTimeString('en-GB', { timeZone: 'Europe/Berlin' })).toBe('14:00:00');
    expect(Date.parse(occurrences[2]!.startsAt) - Date.parse(renamed.startsAt)).toBeGreaterThan(13 * DAY);
    const page = await report.getJson<MeetingPage>(occurrenceUrl(series.id, renamed.occursAt));
    expect(page.points.map((point) => point.text)).toEqual(['For the second meeting']);
  });

  it('settles two schedule changes sent at once: each meeting once, on one timetable', async () => {
    const { manager, report, series, second } = await aWeeklyOneOnOne();
    const change = (user: SignedInUser, time: string) =>
      user.inject({
        method: 'PATCH',
        url: `${MEETINGS}/${series.id}`,
        payload: {
          from: second,
          startsAt: `${dayFromToday(8)}T${time}`,
          timeZone: 'Europe/Berlin',
          durationMinutes: 30,
          repeat: 'weekly',
        },
      });
    const answers = await Promise.all([change(manager, '09:00'), change(report, '16:00')]);
    expect(answers.map((answer) => answer.statusCode)).toContain(200);
    const occurrences = await meetingsOf(manager, series.id);
    const starts = occurrences.map((one) => one.startsAt);
    expect(new Set(starts).size).toBe(starts.length);
    const times = new Set(
      occurrences
        .slice(1)
        .map((one) => new Date(one.startsAt).toLocaleTimeString('en-GB', { timeZone: 'Europe/Berlin' })),
    );
    expect(times.size).toBe(1);
  });

  it('cancels the series: no next meeting, the past still readable', async () => {
    const { manager, report, series, first } = await aWeeklyOneOnOne();
    expect((await manager.inject({ method: 'DELETE', url: `${MEETINGS}/${series.id}` })).statusCode).toBe(204);
    const [listed] = await report.getJson<MeetingListItem[]>(MEETINGS);
    expect(listed).toMatchObject({ cancelled: true, next: null });
    expect((await report.inject({ method: 'GET', url: occurrenceUrl(series.id, first) })).statusCode).toBe(404);
  });

  it('marks a meeting on a day a participant has approved leave', async () => {
    const admin = await signInAs(testApp, { isAdmin: true });
    const { manager, report, series, second } = await aWeeklyOneOnOne();
    await setManager(admin, report, manager);
    const day = second.slice(0, 10);
    const requested = await report.inject({
      method: 'POST',
      url: '/api/leave/requests',
      payload: { type: 'Vacation', from: day, to: new Date(Date.parse(day) + DAY).toISOString().slice(0, 10) },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const decided = await manager.inject({
      method: 'POST',
      url: `/api/leave/requests/${requested.json().id}/decision`,
      payload: { decision: 'approved' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const page = await manager.getJson<MeetingPage>(occurrenceUrl(series.id, second));
    expect(page.occurrence.away.map((person) => person.id)).toEqual([report.me.id]);
    const occurrences = await meetingsOf(manager, series.id);
    expect(occurrences[0]?.away).toEqual([]);
  });
});

describe('action items', () => {
  it("puts an action item on its owner's board; completing either side ticks the other", async () => {
    const { manager, report, series, first } = await aWeeklyOneOnOne();
    const added = await write(
      manager,
      {
        method: 'POST',
        url: `${occurrenceUrl(series.id, first)}/action-items`,
        payload: { ownerId: report.me.id, text: 'Draft the onboarding guide', dueDate: dayFromToday(7) },
      },
      201,
    );
    const [item] = added.actionItems;
    expect(item).toMatchObject({ text: 'Draft the onboarding guide', done: false, owner: { id: report.me.id } });
    const board = await report.getJson<Task[]>('/api/tasks');
    expect(board).toEqual([
      expect.objectContaining({
        id: item!.id,
        status: 'not-started',
        meetingSeriesId: series.id,
        meetingOccursAt: first,
        meetingTitle: 'Weekly 1:1',
      }),
    ]);
    const moved = await report.inject({
      method: 'POST',
      url: `/api/tasks/${item!.id}/move`,
      payload: { status: 'completed', index: 0 },
    });
    expect(moved.statusCode).toBe(200);
    expect((await manager.getJson<MeetingPage>(occurrenceUrl(series.id, first))).actionItems[0]?.done).toBe(true);
    await write(manager, {
      method: 'PATCH',
      url: `${occurrenceUrl(series.id, first)}/action-items/${item!.id}`,
      payload: { done: false },
    });
    expect((await report.getJson<Task[]>('/api/tasks'))[0]?.status).toBe('not-started');
  });

  it('refuses an owner who does not take part, and lists open items past due', async () => {
    const { manager, report, series, first } = await aWeeklyOneOnOne();
    const outsider = await signInAs(testApp);
    const refused = await manager.inject({
      method: 'POST',
      url: `${occurrenceUrl(series.id, first)}/action-items`,
      payload: { ownerId: outsider.me.id, text: 'x', dueDate: dayFromToday(3) },
    });
    expect(refused.statusCode).toBe(400);
    expect(await outsider.getJson('/api/tasks')).toEqual([]);
    await write(
      manager,
      {
        method: 'POST',
        url: `${occurrenceUrl(series.id, first)}/action-items`,
        payload: { ownerId: report.me.id, text: 'Send the survey', dueDate: dayFromToday(-2) },
      },
      201,
    );
    const [listed] = await manager.getJson<MeetingListItem[]>(MEETINGS);
    expect(listed?.overdueActionItems.map((item) => item.text)).toEqual(['Send the survey']);
  });
});

describe('templates', () => {
  it("keeps company templates for administrators and one's own private", async () => {
    const admin = await signInAs(testApp, { isAdmin: true });
    const employee = await signInAs(testApp);
    const other = await signInAs(testApp);
    const payload = { name: 'Career check-in', points: ['Wins this month', 'Blockers'], company: true };
    expect((await employee.inject({ method: 'POST', url: '/api/meeting-templates', payload })).statusCode).toBe(403);
    const company = await admin.inject({ method: 'POST', url: '/api/meeting-templates', payload });
    expect(company.statusCode).toBe(201);
    const own = await employee.inject({
      method: 'POST',
      url: '/api/meeting-templates',
      payload: { ...payload, name: 'My starter', company: false },
    });
    const ownId = own.json<{ id: string }>().id;
    expect((await other.getJson<{ name: string }[]>('/api/meeting-templates')).map((t) => t.name)).toContain(
      'Career check-in',
    );
    expect((await other.getJson<{ name: string }[]>('/api/meeting-templates')).map((t) => t.name)).not.toContain(
      'My starter',
    );
    expect((await other.inject({ method: 'DELETE', url: `/api/meeting-templates/${ownId}` })).statusCode).toBe(404);
    const companyId = company.json<{ id: string }>().id;
    expect((await employee.inject({ method: 'DELETE', url: `/api/meeting-templates/${companyId}` })).statusCode).toBe(
      403,
    );
    const series = await startSeries(employee, weeklyOneOnOne(other, { templateId: ownId }));
    const [, second] = await meetingsOf(employee, series.id);
    for (const templateId of ['not-a-template', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await employee.inject({
        method: 'POST',
        url: `${occurrenceUrl(series.id, second!.occursAt)}/points/from-template`,
        payload: { templateId },
      });
      expect(unknown.statusCode, templateId).toBe(404);
    }
    const [first] = await meetingsOf(employee, series.id);
    const page = await other.getJson<MeetingPage>(occurrenceUrl(series.id, first!.occursAt));
    expect(page.points.map((point) => point.text)).toEqual(['Wins this month', 'Blockers']);
  });
});

describe('live agenda', () => {
  let url: string;
  beforeAll(async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    url = listeningUrl(testApp.app);
  });

  it("tells the other participant's open page when a point is added, and nobody else", async () => {
    const { manager, report, series, first } = await aWeeklyOneOnOne();
    const outsider = await signInAs(testApp);
    const [reportSocket, outsiderSocket] = await Promise.all([
      connectSocket(url, report.cookie),
      connectSocket(url, outsider.cookie),
    ]);
    try {
      const heard = nextEvent<MeetingChanged>(reportSocket, MEETING_CHANGED_EVENT);
      const overheard = nextEvent(outsiderSocket, MEETING_CHANGED_EVENT, 500).then(
        () => true,
        () => false,
      );
      await addPoint(manager, series.id, first, 'Live point');
      expect(await heard).toEqual({ seriesId: series.id, occursAt: first });
      expect(await overheard).toBe(false);
    } finally {
      reportSocket.disconnect();
      outsiderSocket.disconnect();
    }
  });

  it("tells the meeting's open pages when its action item is completed on the owner's board", async () => {
    const { manager, report, series, first } = await aWeeklyOneOnOne();
    const { actionItems } = await write(
      manager,
      {
        method: 'POST',
        url: `${occurrenceUrl(series.id, first)}/action-items`,
        payload: { ownerId: report.me.id, text: 'Book the venue', dueDate: dayFromToday(5) },
      },
      201,
    );
    const managerSocket = await connectSocket(url, manager.cookie);
    try {
      const heard = nextEvent<MeetingChanged>(managerSocket, MEETING_CHANGED_EVENT);
      await report.inject({
        method: 'POST',
        url: `/api/tasks/${actionItems[0]!.id}/move`,
        payload: { status: 'completed', index: 0 },
      });
      expect(await heard).toEqual({ seriesId: series.id, occursAt: first });
    } finally {
      managerSocket.disconnect();
    }
  });
});
