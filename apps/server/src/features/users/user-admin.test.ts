import { readdir } from 'node:fs/promises';
import type { AuditEntry } from '@topgear/shared/audit';
import type { Page } from '@topgear/shared/pagination';
import { registrationFor } from '@topgear/shared/test-factories';
import { USER_ADMIN_MESSAGES, type ManagedUser } from '@topgear/shared/users';
import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import {
  registrationRequest,
  signInAs,
  signInEachRole,
  signInRequest,
  visitorOf,
  type SignedInUser,
} from '../../../test/clients';
import { sessionCookie } from '../../../test/factories';
import { connectSocket, listeningUrl } from '../../../test/socket';
import {
  emergencyContacts,
  goals,
  leaveBalances,
  leaveRequests,
  newsPosts,
  notes,
  profiles,
  reviews,
  sessions,
  tasks,
  uploads,
  users,
} from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

let employee: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  ({ employee, manager, admin } = await signInEachRole(testApp));
});

/** Registers someone with this name (and company), signed in. */
async function person(firstName: string, lastName: string, company = '') {
  const registration = registrationFor({ firstName, lastName, company });
  const response = await visitor.inject(registrationRequest(registration));
  expect(response.statusCode, response.body).toBe(201);
  const cookie = sessionCookie(response);
  const client = visitorOf(testApp);
  return {
    id: response.json<{ id: string }>().id,
    email: registration.email,
    password: registration.password,
    cookie,
    inject: (options: Parameters<typeof client.inject>[0]) =>
      client.inject({ ...options, headers: { cookie, ...options.headers } }),
  };
}

const roleChange = (actor: SignedInUser, method: 'PUT' | 'DELETE', id: string, role: string) =>
  actor.inject({ method, url: `/api/users/${id}/roles/${role}`, headers: { origin: TEST_PUBLIC_URL } });

const searchAs = (actor: SignedInUser, query: Record<string, string>) =>
  actor.getJson<Page<ManagedUser>>('/api/users', query);

const latestEntry = async () => (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '1' })).items[0];

/** Whether this client's session still opens a manager's door: 404 for no such course, 403 without the role. */
const managerDoor = async (client: { inject: SignedInUser['inject'] }) =>
  (await client.inject({ method: 'DELETE', url: '/api/courses/00000000-0000-4000-8000-000000000000' })).statusCode;

describe('the users routes refuse everyone but administrators', () => {
  it.each([
    ['GET', '/api/users'],
    ['PUT', '/api/users/someone/roles/admin'],
    ['DELETE', '/api/users/someone/roles/manager'],
    ['DELETE', '/api/users/someone'],
  ] as const)('%s %s: 401 to a visitor, 403 to an employee and to a manager', async (method, url) => {
    expect((await visitor.inject({ method, url })).statusCode).toBe(401);
    expect((await employee.inject({ method, url })).statusCode).toBe(403);
    expect((await manager.inject({ method, url })).statusCode).toBe(403);
  });
});

describe('GET /api/users', () => {
  const surname = `Zq${Date.now().toString(36).replace(/\d/g, 'x')}`;
  let people: Awaited<ReturnType<typeof person>>[];
  beforeAll(async () => {
    people = [
      await person('Carla', surname, 'Acme Ltd'),
      await person('Abel', surname),
      await person('Bruno', surname, 'Globex'),
    ];
  });

  it('lists people alphabetically with their company, job title and roles', async () => {
    const { items } = await searchAs(admin, { q: surname });

    expect(items).toEqual([
      {
        id: people[1]!.id,
        fullName: `Abel ${surname}`,
        image: null,
        email: people[1]!.email,
        company: null,
        jobRole: 'Employee',
        isAdmin: false,
        isManager: false,
        twoFactorEnabled: false,
        createdAt: expect.any(String),
        deactivatedAt: null,
      },
      expect.objectContaining({ fullName: `Bruno ${surname}`, company: 'Globex' }),
      expect.objectContaining({ fullName: `Carla ${surname}`, company: 'Acme Ltd' }),
    ]);
  });

  it('finds people by any part of the name or the email, whatever the case', async () => {
    const byName = await searchAs(admin, { q: `bRUno ${surname.toLowerCase()}` });
    const byEmail = await searchAs(admin, { q: people[2]!.email.slice(4, 20).toUpperCase() });

    expect(byName.items.map((user) => user.id)).toEqual([people[2]!.id]);
    expect(byEmail.items.map((user) => user.id)).toEqual([people[2]!.id]);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await searchAs(admin, { q: '%' })).items).toEqual([]);
    expect((await searchAs(admin, { q: `_${surname.slice(1)}` })).items).toEqual([]);
  });

  it('pages through everyone, each person once, in order', async () => {
    const seen: ManagedUser[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: Page<ManagedUser> = await searchAs(admin, { limit: '2', ...(cursor && { cursor }) });
      seen.push(...page.items);
      cursor = page.nextCursor;
    }

    const [{ total } = { total: 0 }] = await testApp.db.select({ total: count() }).from(users);
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((user) => user.id)).size).toBe(total);
    const names = seen.map((user) => user.fullName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers 400 to a search longer than 100 characters and to a forged cursor', async () => {
    const long = await admin.inject({ method: 'GET', url: '/api/users', query: { q: 'a'.repeat(101) } });
    const forged = await admin.inject({ method: 'GET', url: '/api/users', query: { cursor: 'WyJhIiwiJzsgZHJvcCJd' } });

    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ q: USER_ADMIN_MESSAGES.searchTooLong });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields).toHaveProperty('cursor');
  });
});

describe('PUT and DELETE /api/users/:id/roles/:role', () => {
  it('makes an employee a manager, who can then act as one, and logs it', async () => {
    const ana = await person('Ana', 'Silva');
    expect(await managerDoor(ana)).toBe(403);

    const response = await roleChange(admin, 'PUT', ana.id, 'manager');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ana.id, isManager: true, isAdmin: false });
    expect(await managerDoor(ana)).toBe(404);
    expect(await latestEntry()).toMatchObject({
      actorId: admin.me.id,
      action: 'user.manager-granted',
      subjectId: ana.id,
      summary: 'Made Ana Silva a manager',
    });
  });

  it("answers 409 'Failed to make an admin' when the person already holds the role", async () => {
    const ana = await person('Ana', 'Costa');
    expect((await roleChange(admin, 'PUT', ana.id, 'admin')).statusCode).toBe(200);

    const again = await roleChange(admin, 'PUT', ana.id, 'admin');

    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'ROLE_UNCHANGED', message: 'Failed to make an admin' } });
  });

  it('takes a role away: the next request of that person is refused, and it is logged', async () => {
    const bo = await person('Bo', 'Lind');
    await roleChange(admin, 'PUT', bo.id, 'manager');
    expect(await managerDoor(bo)).toBe(404);

    const response = await roleChange(admin, 'DELETE', bo.id, 'manager');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isManager: false });
    expect(await managerDoor(bo)).toBe(403);
    expect(await latestEntry()).toMatchObject({
      action: 'user.manager-revoked',
      summary: 'Removed the manager role from Bo Lind',
    });
    expect((await roleChange(admin, 'DELETE', bo.id, 'manager')).json().error.code).toBe('ROLE_NOT_HELD');
  });

  it('refuses to let an administrator remove their own admin role', async () => {
    const response = await roleChange(admin, 'DELETE', admin.me.id, 'admin');

    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(USER_ADMIN_MESSAGES.ownAdminRole);
    expect((await admin.inject({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(200);
  });

  it('answers 404 for nobody and 400 for a role that does not exist', async () => {
    expect((await roleChange(admin, 'PUT', 'nobody-at-all', 'admin')).statusCode).toBe(404);
    const unknownRole = await roleChange(admin, 'PUT', employee.me.id, 'owner');
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().error.fields).toHaveProperty('role');
  });

  it('lets exactly one of two administrators removing each other at once succeed', async () => {
    const [first, second] = await Promise.all([
      signInAs(testApp, { isAdmin: true }),
      signInAs(testApp, { isAdmin: true }),
    ]);

    const responses = await Promise.all([
      roleChange(first, 'DELETE', second.me.id, 'admin'),
      roleChange(second, 'DELETE', first.me.id, 'admin'),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 403]);
    const stillAdmins = await testApp.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
    const ids = stillAdmins.map((row) => row.id);
    expect([first.me.id, second.me.id].filter((id) => ids.includes(id))).toHaveLength(1);
  });
});

describe('DELETE /api/users/:id', () => {
  let url: string;
  beforeAll(async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    url = listeningUrl(testApp.app);
  });
  afterAll(() => testApp.app.server.close());

  /** How many rows of `table` belong to `userId`. */
  const rowsOf = async (table: PgTable, owner: PgColumn, userId: string) => {
    const [{ n } = { n: 0 }] = await testApp.db.select({ n: count() }).from(table).where(eq(owner, userId));
    return n;
  };

  it('removes the account and everything of it, ends its sessions and closes its sockets', async () => {
    const leaving = await person('Lea', 'Gone');
    const origin = { origin: TEST_PUBLIC_URL };
    const created = await Promise.all([
      leaving.inject({
        method: 'POST',
        url: '/api/tasks',
        payload: { text: 'T', dueDate: '2031-01-01', status: 'not-started' },
      }),
      leaving.inject({ method: 'POST', url: '/api/goals', payload: { name: 'G', target: 3 } }),
      leaving.inject({ method: 'POST', url: '/api/notes', payload: { text: 'N' } }),
      leaving.inject({ method: 'POST', url: '/api/news', payload: { text: 'Hello' } }),
      leaving.inject({ method: 'POST', url: '/api/reviews', payload: { name: 'Lea', rating: 5, feedback: 'Great' } }),
      leaving.inject({
        method: 'POST',
        url: '/api/leave/requests',
        payload: { type: 'Sick', from: '2031-02-02', to: '2031-02-03', notes: '' },
      }),
      leaving.inject({
        method: 'POST',
        url: '/api/emergency-contacts',
        payload: { name: 'Mo', relationship: 'Brother', email: 'mo@example.com', address: 'Dhaka' },
      }),
    ]);
    for (const response of created) expect(response.statusCode, response.body).toBe(201);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'cv.pdf');
    const upload = await leaving.inject({
      method: 'POST',
      url: '/api/uploads/documents',
      payload: form,
      headers: origin,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const filesBefore = await readdir(testApp.uploadsDir);
    const socket = await connectSocket(url, leaving.cookie);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

    const response = await admin.inject({ method: 'DELETE', url: `/api/users/${leaving.id}`, headers: origin });

    expect(response.statusCode).toBe(204);
    await disconnected;
    expect((await leaving.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await visitor.inject(signInRequest(leaving.email, leaving.password))).statusCode).toBe(401);
    for (const table of [
      tasks,
      goals,
      notes,
      newsPosts,
      reviews,
      leaveRequests,
      leaveBalances,
      emergencyContacts,
      uploads,
      sessions,
      profiles,
    ]) {
      expect(await rowsOf(table, table.userId, leaving.id)).toBe(0);
    }
    expect((await readdir(testApp.uploadsDir)).length).toBe(filesBefore.length - 1);
    expect(await latestEntry()).toMatchObject({
      action: 'user.deleted',
      subjectId: leaving.id,
      summary: `Deleted the account of Lea Gone (${leaving.email}) and all its data`,
    });
  });

  it("refuses an administrator's own account with 403, and answers 404 for nobody", async () => {
    const own = await admin.inject({ method: 'DELETE', url: `/api/users/${admin.me.id}` });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(USER_ADMIN_MESSAGES.ownAccount);
    expect((await admin.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    expect((await admin.inject({ method: 'DELETE', url: '/api/users/nobody-at-all' })).statusCode).toBe(404);
  });

  it('deletes another administrator', async () => {
    const other = await signInAs(testApp, { isAdmin: true });

    expect((await admin.inject({ method: 'DELETE', url: `/api/users/${other.me.id}` })).statusCode).toBe(204);
    expect((await other.inject({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(401);
  });
});
