import type { AuditEntry } from '@topgear/shared/audit';
import type { Page } from '@topgear/shared/pagination';
import type { OrgChartNode, OrgUnit, Person, PersonSummary, PersonUpdateInput } from '@topgear/shared/people';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { signInAs, signInEachRole, type SignedInUser } from '../../../test/clients';
import { setManager as placeUnder } from '../../../test/organisation';
import { profiles } from '../../db/schema';
import { isRefusedBy } from '../../db/unique-violation';

const testApp = useTestApp();

let employee: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  ({ employee, admin } = await signInEachRole(testApp));
});

const place = (id: string, changes: PersonUpdateInput, actor = admin) =>
  actor.inject({ method: 'PATCH', url: `/api/people/${id}`, payload: changes, headers: { origin: TEST_PUBLIC_URL } });

const setManager = (person: SignedInUser, manager: SignedInUser | null) => placeUnder(admin, person, manager);

const pageOf = (viewer: SignedInUser, person: SignedInUser) => viewer.getJson<Person>(`/api/people/${person.me.id}`);

const createDepartment = async (name: string) => {
  const response = await admin.inject({
    method: 'POST',
    url: '/api/departments',
    payload: { name },
    headers: { origin: TEST_PUBLIC_URL },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrgUnit>();
};

/** Three levels: top ← middle ← bottom. */
async function chainOfThree() {
  const [top, middle, bottom] = await Promise.all([signInAs(testApp), signInAs(testApp), signInAs(testApp)]);
  await setManager(middle, top);
  await setManager(bottom, middle);
  return { top, middle, bottom };
}

describe("a person's place in the organisation", () => {
  it('is set by an administrator and shows on the page with the chain and direct reports', async () => {
    const { top, middle, bottom } = await chainOfThree();
    const engineering = await createDepartment(`Engineering ${middle.me.id}`);
    const response = await place(middle.me.id, {
      jobTitle: 'Engineering Lead',
      departmentId: engineering.id,
      startDate: '2024-03-01',
      location: 'Dhaka',
      workPhone: '+880 1711 000000',
    });
    expect(response.statusCode, response.body).toBe(200);

    const page = await pageOf(employee, middle);
    expect(page).toMatchObject({
      jobTitle: 'Engineering Lead',
      department: { id: engineering.id, name: engineering.name },
      team: null,
      manager: { id: top.me.id },
      startDate: '2024-03-01',
      location: 'Dhaka',
      workPhone: '+880 1711 000000',
    });
    expect(page.chain.map((person) => person.id)).toEqual([top.me.id]);
    expect(page.directReports.map((person) => person.id)).toEqual([bottom.me.id]);
    expect((await pageOf(employee, bottom)).chain.map((person) => person.id)).toEqual([middle.me.id, top.me.id]);
  });

  it('is audited with the fields that changed', async () => {
    const person = await signInAs(testApp);
    await place(person.me.id, { jobTitle: 'Designer', location: 'Remote' });

    const [entry] = (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '1' })).items;
    expect(entry).toMatchObject({ action: 'person.updated', subjectId: person.me.id });
    expect(entry?.summary).toBe(`Changed the job title, location of ${person.me.fullName}`);
  });

  it('is changed by administrators only: nobody sets their own manager', async () => {
    const boss = await signInAs(testApp);
    const response = await place(employee.me.id, { managerId: boss.me.id }, employee);
    expect(response.statusCode).toBe(403);
    expect((await pageOf(employee, employee)).manager).toBeNull();
  });

  it('refuses a manager who would close a loop, naming it, and changes nothing', async () => {
    const { top, bottom } = await chainOfThree();
    const response = await place(top.me.id, { managerId: bottom.me.id, jobTitle: 'CEO' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: {
        code: 'REPORTING_LOOP',
        message: expect.stringContaining(
          `${top.me.fullName} → ${bottom.me.fullName} → ${(await pageOf(admin, bottom)).manager?.name} → ${top.me.fullName}`,
        ),
      },
    });
    const unchanged = await pageOf(admin, top);
    expect(unchanged.manager).toBeNull();
    expect(unchanged.jobTitle).not.toBe('CEO');
  });

  it('refuses oneself, an unknown or a deactivated manager, and an unknown department, each naming the field', async () => {
    const [person, leaver] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    await admin.inject({
      method: 'PUT',
      url: `/api/users/${leaver.me.id}/deactivation`,
      headers: { origin: TEST_PUBLIC_URL },
    });

    for (const [changes, field] of [
      [{ managerId: person.me.id }, 'managerId'],
      [{ managerId: 'nobody-has-this-id' }, 'managerId'],
      [{ managerId: leaver.me.id }, 'managerId'],
      [{ departmentId: '00000000-0000-4000-8000-000000000000' }, 'departmentId'],
      [{ teamId: '00000000-0000-4000-8000-000000000000' }, 'teamId'],
      [{ startDate: '2024-02-30' }, 'startDate'],
      [{ workPhone: 'call me' }, 'workPhone'],
      [{ jobTitle: '' }, 'jobTitle'],
    ] as const) {
      const response = await place(person.me.id, changes);
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(Object.keys(response.json<{ error: { fields: object } }>().error.fields)).toEqual([field]);
    }
  });

  it('refuses a team as a department', async () => {
    const person = await signInAs(testApp);
    const team = (
      await admin.inject({
        method: 'POST',
        url: '/api/teams',
        payload: { name: `Platform ${person.me.id}` },
        headers: { origin: TEST_PUBLIC_URL },
      })
    ).json<OrgUnit>();
    const response = await place(person.me.id, { departmentId: team.id });
    expect(response.statusCode).toBe(400);
    expect((await place(person.me.id, { teamId: team.id })).statusCode).toBe(200);
  });

  it('settles two administrators closing a loop at the same moment: one change wins, the other is a 409', async () => {
    const [first, second] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    const responses = await Promise.all([
      place(first.me.id, { managerId: second.me.id }),
      place(second.me.id, { managerId: first.me.id }),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const managers = await Promise.all([pageOf(admin, first), pageOf(admin, second)]);
    expect(managers.filter((page) => page.manager !== null)).toHaveLength(1);
  });
});

describe('the database itself', () => {
  const refusal = async (write: Promise<unknown>) => {
    try {
      await write;
    } catch (error) {
      return error;
    }
    throw new Error('the write was not refused');
  };

  it('refuses a reporting line that closes a loop, whoever writes it', async () => {
    const { top, bottom } = await chainOfThree();
    const error = await refusal(
      testApp.db.update(profiles).set({ managerId: bottom.me.id }).where(eq(profiles.userId, top.me.id)),
    );
    expect(isRefusedBy(error, 'profiles_no_reporting_loop')).toBe(true);
  });

  it('refuses a team in the department column', async () => {
    const person = await signInAs(testApp);
    const team = (
      await admin.inject({
        method: 'POST',
        url: '/api/teams',
        payload: { name: `Support ${person.me.id}` },
        headers: { origin: TEST_PUBLIC_URL },
      })
    ).json<OrgUnit>();
    const error = await refusal(
      testApp.db.update(profiles).set({ departmentId: team.id }).where(eq(profiles.userId, person.me.id)),
    );
    expect(isRefusedBy(error, 'profiles_department_is_department')).toBe(true);
  });
});

describe("a person's private fields", () => {
  it('reach the person, their managers up the chain and administrators, and no other colleague', async () => {
    const { top, middle, bottom } = await chainOfThree();
    for (const viewer of [bottom, middle, top, admin]) {
      expect((await pageOf(viewer, bottom)).private, viewer.email).toMatchObject({ phone: expect.any(String) });
    }
    expect((await pageOf(employee, bottom)).private).toBeNull();
    expect((await pageOf(bottom, middle)).private).toBeNull();
  });
});

describe('the people list', () => {
  it('finds people by name, job title and department, and filters by department and manager', async () => {
    const { top, middle, bottom } = await chainOfThree();
    const word = `Zeta${middle.me.id.replace(/[^A-Za-z]/g, '').slice(0, 8)}`;
    const department = await createDepartment(`${word} Finance`);
    await place(middle.me.id, { departmentId: department.id });
    await place(bottom.me.id, { jobTitle: `${word} Analyst` });

    const ids = async (query: Record<string, string>) =>
      (await employee.getJson<Page<PersonSummary>>('/api/people', query)).items.map((person) => person.id);

    expect((await ids({ q: word.toLowerCase() })).sort()).toEqual([middle.me.id, bottom.me.id].sort());
    await top.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { lastName: `${word}son` },
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(await ids({ q: `${word}SON` })).toEqual([top.me.id]);
    expect(await ids({ departmentId: department.id })).toEqual([middle.me.id]);
    expect(await ids({ managerId: middle.me.id })).toEqual([bottom.me.id]);
  });

  it('leaves out deactivated people, whose page answers 404 to all but administrators', async () => {
    const leaver = await signInAs(testApp);
    const title = `Leaver ${leaver.me.id}`;
    await place(leaver.me.id, { jobTitle: title });
    const found = async () => (await employee.getJson<Page<PersonSummary>>('/api/people', { q: title })).items;
    expect(await found()).toHaveLength(1);
    await admin.inject({
      method: 'PUT',
      url: `/api/users/${leaver.me.id}/deactivation`,
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(await found()).toEqual([]);
    expect((await employee.inject({ method: 'GET', url: `/api/people/${leaver.me.id}` })).statusCode).toBe(404);
    expect((await admin.inject({ method: 'GET', url: `/api/people/${leaver.me.id}` })).statusCode).toBe(200);
  });
});

describe('the org chart', () => {
  it('lists every active person with their manager and number of direct reports', async () => {
    const { top, middle, bottom } = await chainOfThree();
    const chart = await employee.getJson<OrgChartNode[]>('/api/org-chart');
    const node = (person: SignedInUser) => chart.find((candidate) => candidate.id === person.me.id);

    expect(node(top)).toMatchObject({ managerId: null, reportCount: 1 });
    expect(node(middle)).toMatchObject({ managerId: top.me.id, reportCount: 1 });
    expect(node(bottom)).toMatchObject({ managerId: middle.me.id, reportCount: 0 });
  });
});

describe('deactivating or deleting a manager', () => {
  it("moves their reports to the manager's own manager, and off the chart", async () => {
    const { top, middle, bottom } = await chainOfThree();
    const response = await admin.inject({
      method: 'PUT',
      url: `/api/users/${middle.me.id}/deactivation`,
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(response.statusCode).toBe(200);

    expect((await pageOf(admin, bottom)).manager?.id).toBe(top.me.id);
    const chart = await employee.getJson<OrgChartNode[]>('/api/org-chart');
    expect(chart.some((node) => node.id === middle.me.id)).toBe(false);
    expect(chart.find((node) => node.id === top.me.id)?.reportCount).toBe(1);
  });

  it('moves the reports of a deleted person to the top when they had no manager', async () => {
    const [boss, report] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    await setManager(report, boss);
    const response = await admin.inject({
      method: 'DELETE',
      url: `/api/users/${boss.me.id}`,
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(response.statusCode).toBe(204);
    expect((await pageOf(admin, report)).manager).toBeNull();
  });
});
