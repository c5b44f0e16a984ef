import {
  LEAVE_MESSAGES,
  type LeaveCalendarEntry,
  type LeaveRequest,
  type TeamLeaveRequest,
} from '@topgear/shared/leave';
import type { Notification } from '@topgear/shared/notifications';
import type { Page } from '@topgear/shared/pagination';
import type { OrgUnit } from '@topgear/shared/people';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { signInAs, visitorOf, type SignedInUser } from '../../../test/clients';
import { leaveRequests, notifications, users } from '../../db/schema';

/** Days off along the reporting lines: who is told of a request, who decides it, who lists it. */
const testApp = useTestApp();

const REQUESTS = '/api/leave/requests';
const REPORTS = '/api/leave/requests/reports';
const CALENDAR = '/api/leave/calendar';
const notFoundBody = { error: { code: 'NOT_FOUND', message: LEAVE_MESSAGES.notFound } };

let admin: SignedInUser;
let otherAdmin: SignedInUser;
beforeAll(async () => {
  [admin, otherAdmin] = await Promise.all([signInAs(testApp, { isAdmin: true }), signInAs(testApp, { isAdmin: true })]);
});

const write = (user: SignedInUser, method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) =>
  user.inject({ method, url, payload, headers: { origin: TEST_PUBLIC_URL } });

async function setManager(person: SignedInUser, manager: SignedInUser) {
  const response = await write(admin, 'PATCH', `/api/people/${person.me.id}`, { managerId: manager.me.id });
  expect(response.statusCode, response.body).toBe(200);
}

/** Three people in a line, none with a role: top ← middle ← bottom. */
async function chainOfThree() {
  const [top, middle, bottom] = await Promise.all([signInAs(testApp), signInAs(testApp), signInAs(testApp)]);
  await setManager(middle, top);
  await setManager(bottom, middle);
  return { top, middle, bottom };
}

async function requested(user: SignedInUser, from: string, to: string) {
  const response = await write(user, 'POST', REQUESTS, { type: 'Vacation', from, to });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LeaveRequest>();
}

const decide = (author: SignedInUser, id: string, decision: 'approved' | 'rejected') =>
  write(author, 'POST', `${REQUESTS}/${id}/decision`, { decision });

const giveFeedback = (author: SignedInUser, id: string, feedback: string) =>
  write(author, 'PUT', `${REQUESTS}/${id}/feedback`, { feedback });

const notificationsOf = async (user: SignedInUser) =>
  (await user.getJson<Page<Notification>>('/api/notifications')).items;

/** The notifications telling `user` of someone's new request. */
const requestNoticesOf = async (user: SignedInUser) =>
  (await notificationsOf(user)).filter((notification) => notification.kind === 'leave-requested');

const statusOf = async (id: string) =>
  (await testApp.db.select().from(leaveRequests).where(eq(leaveRequests.id, id)))[0]?.status;

const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

describe('a new request', () => {
  it("tells the person's manager, with a link to their records among the manager's reports, and no administrator", async () => {
    const { middle, bottom } = await chainOfThree();

    const record = await requested(bottom, '2030-03-04', '2030-03-07');

    expect(await requestNoticesOf(middle)).toEqual([
      {
        id: expect.any(String),
        kind: 'leave-requested',
        text: `${bottom.me.fullName} asked for 3 days of Vacation leave from 2030-03-04 to 2030-03-07`,
        link: `/dashboard/employeesvacation?view=reports&person=${bottom.me.id}`,
        readAt: null,
        createdAt: expect.any(String),
      },
    ]);
    for (const someoneElse of [admin, otherAdmin]) {
      expect((await requestNoticesOf(someoneElse)).map((notice) => notice.text)).not.toContain(
        LEAVE_MESSAGES.requestedNotification(bottom.me.fullName, record),
      );
    }
    expect(await notificationsOf(bottom)).toEqual([]);
  });

  it('tells only the direct manager, not the managers above them', async () => {
    const { top, bottom } = await chainOfThree();

    await requested(bottom, '2030-04-01', '2030-04-02');

    expect(await requestNoticesOf(top)).toEqual([]);
  });

  it('tells every active administrator but the requester when the person has no manager', async () => {
    const [loner, retired] = await Promise.all([signInAs(testApp), signInAs(testApp, { isAdmin: true })]);
    await testApp.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, retired.me.id));

    const record = await requested(loner, '2030-05-04', '2030-05-05');
    const ownRecord = await requested(admin, '2030-06-01', '2030-06-03');

    const text = LEAVE_MESSAGES.requestedNotification(loner.me.fullName, record);
    expect(text).toBe(`${loner.me.fullName} asked for 1 day of Vacation leave from 2030-05-04 to 2030-05-05`);
    for (const told of [admin, otherAdmin]) {
      expect(await requestNoticesOf(told)).toContainEqual(
        expect.objectContaining({ text, link: `/dashboard/employeesvacation?view=everyone&person=${loner.me.id}` }),
      );
    }
    expect(await testApp.db.$count(notifications, eq(notifications.userId, retired.me.id))).toBe(0);
    const toAdmin = LEAVE_MESSAGES.requestedNotification(admin.me.fullName, ownRecord);
    expect((await requestNoticesOf(admin)).map((notice) => notice.text)).not.toContain(toAdmin);
    expect((await requestNoticesOf(otherAdmin)).map((notice) => notice.text)).toContain(toAdmin);
  });

  it('goes to the administrators when the manager’s account is deactivated', async () => {
    const [manager, report] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    await setManager(report, manager);
    await testApp.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, manager.me.id));

    const record = await requested(report, '2030-07-01', '2030-07-03');

    expect((await requestNoticesOf(admin)).map((notice) => notice.text)).toContain(
      LEAVE_MESSAGES.requestedNotification(report.me.fullName, record),
    );
  });
});

describe('deciding along the reporting lines', () => {
  it.each(['approved', 'rejected'] as const)(
    'lets a manager without a role, and one further up, decide a report’s request (%s), telling its owner',
    async (decision) => {
      const { top, middle, bottom } = await chainOfThree();
      const first = await requested(bottom, '2030-08-03', '2030-08-05');
      const second = await requested(bottom, '2030-08-10', '2030-08-12');

      const byManager = await decide(middle, first.id, decision);
      const byTheirManager = await decide(top, second.id, decision);

      expect(byManager.statusCode, byManager.body).toBe(200);
      expect(byManager.json()).toEqual({ ...first, status: decision });
      expect(byTheirManager.statusCode, byTheirManager.body).toBe(200);
      expect((await notificationsOf(bottom)).map((notice) => notice.kind)).toEqual([
        `leave-${decision}`,
        `leave-${decision}`,
      ]);
    },
  );

  it('lets a manager without a role write feedback on a report’s record', async () => {
    const { top, bottom } = await chainOfThree();
    const record = await requested(bottom, '2030-09-01', '2030-09-02');

    const response = await giveFeedback(top, record.id, 'Enjoy the break');

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ feedback: 'Enjoy the break' });
  });

  it('answers 404 to a colleague, a report deciding their manager’s request and an unrelated employee, changing nothing', async () => {
    const { top, middle, bottom } = await chainOfThree();
    const [colleague, stranger] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    await setManager(colleague, middle);
    const bottoms = await requested(bottom, '2030-10-05', '2030-10-06');
    const middles = await requested(middle, '2030-10-12', '2030-10-13');

    for (const [author, record] of [
      [colleague, bottoms],
      [stranger, bottoms],
      [bottom, middles],
      [colleague, middles],
    ] as const) {
      const decided = await decide(author, record.id, 'approved');
      const commented = await giveFeedback(author, record.id, 'Approved by me');
      expect(decided.statusCode).toBe(404);
      expect(decided.json()).toEqual(notFoundBody);
      expect(commented.statusCode).toBe(404);
    }
    expect(await statusOf(bottoms.id)).toBe('pending');
    expect(await statusOf(middles.id)).toBe('pending');
    expect(await notificationsOf(bottom)).toEqual([]);
    expect((await decide(top, middles.id, 'approved')).statusCode).toBe(200);
  });

  it.each([
    ['a manager by role', { isManager: true }],
    ['an administrator', { isAdmin: true }],
  ] as const)('still lets %s outside the chain decide anyone’s request', async (_who, roles) => {
    const { bottom } = await chainOfThree();
    const outsider = await signInAs(testApp, roles);
    const record = await requested(bottom, '2030-11-02', '2030-11-04');

    expect((await decide(outsider, record.id, 'approved')).statusCode).toBe(200);
  });
});

describe('GET /api/leave/requests/reports', () => {
  it('lists the records of everyone below me, at any distance, newest first, and nobody else’s', async () => {
    const { top, middle, bottom } = await chainOfThree();
    const outsider = await signInAs(testApp);
    const middles = await requested(middle, '2031-01-05', '2031-01-06');
    const bottoms = await requested(bottom, '2031-01-12', '2031-01-14');
    await requested(outsider, '2031-01-05', '2031-01-06');
    await requested(top, '2031-01-19', '2031-01-20');

    const mine = await top.getJson<Page<TeamLeaveRequest>>(REPORTS);
    const middlesOwn = await middle.getJson<Page<TeamLeaveRequest>>(REPORTS);

    expect(ids(mine.items)).toEqual([bottoms.id, middles.id]);
    expect(mine.items[0]).toEqual({ ...bottoms, owner: { id: bottom.me.id, name: bottom.me.fullName } });
    expect(ids(middlesOwn.items)).toEqual([bottoms.id]);
  });

  it('narrows to one status or one report, and never reaches outside the chain', async () => {
    const { top, middle, bottom } = await chainOfThree();
    const outsider = await signInAs(testApp);
    const approved = await requested(bottom, '2031-02-02', '2031-02-03');
    const pending = await requested(middle, '2031-02-09', '2031-02-10');
    await requested(outsider, '2031-02-02', '2031-02-03');
    expect((await decide(top, approved.id, 'approved')).statusCode).toBe(200);

    const onlyPending = await top.getJson<Page<TeamLeaveRequest>>(REPORTS, { status: 'pending' });
    const onlyBottom = await top.getJson<Page<TeamLeaveRequest>>(REPORTS, { userId: bottom.me.id });
    const outside = await top.getJson<Page<TeamLeaveRequest>>(REPORTS, { userId: outsider.me.id });

    expect(ids(onlyPending.items)).toEqual([pending.id]);
    expect(ids(onlyBottom.items)).toEqual([approved.id]);
    expect(outside.items).toEqual([]);
  });

  it('answers an empty page to someone nobody reports to, whatever their roles, and 401 to a visitor', async () => {
    const [employee, manager] = await Promise.all([signInAs(testApp), signInAs(testApp, { isManager: true })]);

    for (const reader of [employee, manager, admin]) {
      expect((await reader.getJson<Page<TeamLeaveRequest>>(REPORTS)).items).toEqual([]);
    }
    expect((await visitorOf(testApp).inject({ method: 'GET', url: REPORTS })).statusCode).toBe(401);
  });
});

describe('GET /api/leave/calendar?teamId=', () => {
  async function createTeam(name: string) {
    const response = await write(admin, 'POST', '/api/teams', { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<OrgUnit>();
  }

  it("keeps the team's people only; an unknown team has nobody out", async () => {
    const team = await createTeam(`Platform ${Date.now()}`);
    const [member, outsider] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    const placed = await write(admin, 'PATCH', `/api/people/${member.me.id}`, { teamId: team.id });
    expect(placed.statusCode, placed.body).toBe(200);
    const members = await requested(member, '2032-05-04', '2032-05-06');
    const outsiders = await requested(outsider, '2032-05-04', '2032-05-06');

    const everyone = await admin.getJson<LeaveCalendarEntry[]>(CALENDAR, { month: '2032-05' });
    const teams = await admin.getJson<LeaveCalendarEntry[]>(CALENDAR, { month: '2032-05', teamId: team.id });
    const unknown = await admin.getJson<LeaveCalendarEntry[]>(CALENDAR, {
      month: '2032-05',
      teamId: '00000000-0000-4000-8000-000000000000',
    });

    expect(ids(everyone)).toEqual(expect.arrayContaining([members.id, outsiders.id]));
    expect(ids(teams)).toEqual([members.id]);
    expect(unknown).toEqual([]);
  });

  it('answers 400 naming teamId when it is not a team id', async () => {
    const response = await admin.inject({
      method: 'GET',
      url: CALENDAR,
      query: { month: '2032-05', teamId: 'team-a' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('teamId');
  });
});
