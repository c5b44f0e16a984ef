import type { AuditEntry } from '@topgear/shared/audit';
import type { Page } from '@topgear/shared/pagination';
import { eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { signInAs, signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';
import { auditLog, courses, users } from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

let employee: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  ({ employee, manager, admin } = await signInEachRole(testApp));
});

const latest = async (limit = 1) =>
  (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: String(limit) })).items;

const goalOf = async (owner: SignedInUser, name = 'Ship the onboarding revamp') => {
  const response = await owner.inject({ method: 'POST', url: '/api/goals', payload: { name, target: 5 } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>();
};

describe('GET /api/audit-log', () => {
  it('answers 401 to a visitor and 403 to an employee and to a manager', async () => {
    expect((await visitor.inject({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(401);
    expect((await employee.inject({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(403);
    expect((await manager.inject({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(403);
  });

  it("records a manager's feedback on a goal: who, what, on what, when", async () => {
    const goal = await goalOf(employee);
    const before = Date.now();

    const response = await manager.inject({
      method: 'PUT',
      url: `/api/goals/${goal.id}/feedback`,
      payload: { feedback: 'Keep the demos weekly' },
    });

    expect(response.statusCode).toBe(200);
    const [entry] = await latest();
    expect(entry).toEqual({
      id: expect.any(String),
      actorId: manager.me.id,
      actorName: manager.me.fullName,
      action: 'goal.feedback',
      subjectId: goal.id,
      summary: `Added feedback to ${employee.me.fullName}'s goal "Ship the onboarding revamp"`,
      createdAt: expect.any(String),
    });
    expect(Date.parse(entry!.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("records a decision on someone's days off, and feedback on them", async () => {
    const leave = await employee.inject({
      method: 'POST',
      url: '/api/leave/requests',
      payload: { type: 'Vacation', from: '2031-03-02', to: '2031-03-05', notes: '' },
    });
    expect(leave.statusCode, leave.body).toBe(201);
    const id = leave.json<{ id: string }>().id;

    await manager.inject({ method: 'PUT', url: `/api/leave/requests/${id}/feedback`, payload: { feedback: 'Enjoy' } });
    await admin.inject({
      method: 'POST',
      url: `/api/leave/requests/${id}/decision`,
      payload: { decision: 'rejected' },
    });

    const [decision, feedback] = await latest(2);
    expect(decision).toMatchObject({
      actorId: admin.me.id,
      action: 'leave.rejected',
      subjectId: id,
      summary: `Rejected ${employee.me.fullName}'s Vacation leave from 2031-03-02 to 2031-03-05`,
    });
    expect(feedback).toMatchObject({
      actorId: manager.me.id,
      action: 'leave.feedback',
      summary: `Added feedback to ${employee.me.fullName}'s Vacation leave from 2031-03-02 to 2031-03-05`,
    });
  });

  it('records a course deletion, and nothing for one that failed', async () => {
    const [course] = await testApp.db
      .insert(courses)
      .values({
        name: 'Negotiation Basics',
        createdBy: 'A',
        description: 'D',
        link: 'https://example.com',
        image: '/x.svg',
      })
      .returning({ id: courses.id });
    const deleted = await manager.inject({
      method: 'DELETE',
      url: `/api/courses/${course!.id}`,
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(deleted.statusCode).toBe(204);
    const [entry] = await latest();
    expect(entry).toMatchObject({ action: 'course.deleted', summary: 'Deleted the course "Negotiation Basics"' });

    const again = await manager.inject({ method: 'DELETE', url: `/api/courses/${course!.id}` });

    expect(again.statusCode).toBe(404);
    expect((await latest())[0]?.id).toBe(entry!.id);
  });

  it("records an administrator removing someone's news post, not an author removing their own", async () => {
    const post = (await employee.inject({ method: 'POST', url: '/api/news', payload: { text: 'Hello' } })).json();
    const own = (await admin.inject({ method: 'POST', url: '/api/news', payload: { text: 'Mine' } })).json();

    expect((await admin.inject({ method: 'DELETE', url: `/api/news/${own.id}` })).statusCode).toBe(204);
    expect((await admin.inject({ method: 'DELETE', url: `/api/news/${post.id}` })).statusCode).toBe(204);

    const [removed, before] = await latest(2);
    expect(removed).toMatchObject({
      action: 'news.post-deleted',
      subjectId: post.id,
      summary: `Removed a news post by ${employee.me.fullName}`,
    });
    expect(before?.subjectId).not.toBe(own.id);
  });

  it('pages newest first, and keeps the name of an author whose account is gone', async () => {
    const departing = await signInAs(testApp, { isManager: true });
    for (const text of ['one', 'two', 'three']) {
      const goal = await goalOf(employee, `Goal ${text}`);
      await departing.inject({ method: 'PUT', url: `/api/goals/${goal.id}/feedback`, payload: { feedback: text } });
    }
    await testApp.db.delete(users).where(eq(users.id, departing.me.id));

    const first = await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '2' });
    const second = await admin.getJson<Page<AuditEntry>>('/api/audit-log', {
      limit: '2',
      cursor: first.nextCursor ?? '',
    });

    expect([...first.items, ...second.items].slice(0, 3).map((entry) => entry.summary)).toEqual([
      `Added feedback to ${employee.me.fullName}'s goal "Goal three"`,
      `Added feedback to ${employee.me.fullName}'s goal "Goal two"`,
      `Added feedback to ${employee.me.fullName}'s goal "Goal one"`,
    ]);
    expect(first.items[0]).toMatchObject({ actorId: null, actorName: departing.me.fullName });
    expect(await testApp.db.select().from(auditLog).where(isNull(auditLog.actorId))).toHaveLength(3);
  });

  it('refuses a forged cursor with 400', async () => {
    const response = await admin.inject({ method: 'GET', url: '/api/audit-log?cursor=forged' });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('cursor');
  });
});
