import type { AuditEntry } from '@topgear/shared/audit';
import { EMPLOYEE_MESSAGES, type Employee, type EmployeeInput, type EmployeePage } from '@topgear/shared/employees';
import type { Page } from '@topgear/shared/pagination';
import { INVALID_EMAIL_MESSAGE } from '@topgear/shared/email';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { signInAs, signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';

const testApp = useTestApp();
const visitor = visitorOf(testApp);
const EMPLOYEES = '/api/employees';

let employee: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  ({ employee, manager, admin } = await signInEachRole(testApp));
});

const newcomer = (overrides: Partial<EmployeeInput> = {}): EmployeeInput => ({
  name: 'Nadia Rahman',
  role: 'Product manager',
  image: 'https://images.example.com/nadia.jpg',
  address: 'House 4, Road 2, Banani, Dhaka',
  email: 'nadia@example.com',
  phone: '+880 1711 222333',
  ...overrides,
});

async function added(author: SignedInUser, input: EmployeeInput) {
  const response = await author.inject({ method: 'POST', url: EMPLOYEES, payload: input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Employee>();
}

const latestEntry = async () => (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '1' })).items[0];

describe('the directory refuses visitors and employees', () => {
  it.each([
    ['GET', EMPLOYEES],
    ['GET', `${EMPLOYEES}/00000000-0000-4000-8000-000000000000`],
    ['POST', EMPLOYEES],
    ['DELETE', `${EMPLOYEES}/00000000-0000-4000-8000-000000000000`],
  ] as const)('%s %s: 401 to a visitor, 403 to an employee', async (method, url) => {
    const payload = method === 'POST' ? newcomer() : undefined;
    expect((await visitor.inject({ method, url, payload })).statusCode).toBe(401);
    expect((await employee.inject({ method, url, payload })).statusCode).toBe(403);
  });
});

describe('POST /api/employees', () => {
  it("adds someone: 201 with the card, found again by id, and logged as the manager's doing", async () => {
    const card = await added(manager, newcomer());

    expect(card).toEqual({ id: expect.any(String), ...newcomer(), createdAt: expect.any(String), personId: null });
    expect(await admin.getJson<Employee>(`${EMPLOYEES}/${card.id}`)).toEqual(card);
    expect(await latestEntry()).toMatchObject({
      actorId: manager.me.id,
      action: 'employee.added',
      subjectId: card.id,
      summary: 'Added Nadia Rahman to the directory',
    });
  });

  it('answers 400 naming every missing field, and stores nothing', async () => {
    const before = (await manager.getJson<EmployeePage>(EMPLOYEES)).total;

    const response = await manager.inject({ method: 'POST', url: EMPLOYEES, payload: {} });

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'address',
      'email',
      'image',
      'name',
      'phone',
      'role',
    ]);
    expect((await manager.getJson<EmployeePage>(EMPLOYEES)).total).toBe(before);
  });

  it.each([
    [{ role: 'Astronaut' }, 'role', EMPLOYEE_MESSAGES.roleRequired],
    [{ image: 'javascript:alert(1)' }, 'image', EMPLOYEE_MESSAGES.imageInvalid],
    [{ image: 'http://images.example.com/a.jpg' }, 'image', EMPLOYEE_MESSAGES.imageInvalid],
    [{ email: 'not-an-email' }, 'email', INVALID_EMAIL_MESSAGE],
    [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    [{ name: '<script>' }, 'name', 'The name may not contain line breaks, < or >'],
  ])('answers 400 to %j', async (override, field, message) => {
    const response = await manager.inject({
      method: 'POST',
      url: EMPLOYEES,
      payload: newcomer(override as Partial<EmployeeInput>),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
  });
});

describe('GET /api/employees', () => {
  it('lists the directory alphabetically with the total, a page at a time', async () => {
    for (const name of ['Zara Ahmed', 'Bilal Khan', 'Amina Noor']) await added(admin, newcomer({ name }));
    const total = (await manager.getJson<EmployeePage>(EMPLOYEES)).total;

    const names: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: EmployeePage = await manager.getJson<EmployeePage>(EMPLOYEES, {
        limit: '2',
        ...(cursor && { cursor }),
      });
      expect(page.total).toBe(total);
      names.push(...page.items.map((item) => item.name));
      cursor = page.nextCursor;
    }

    expect(names).toHaveLength(total);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect(names).toEqual(expect.arrayContaining(['Amina Noor', 'Bilal Khan', 'Zara Ahmed']));
  });

  it('answers 400 to a forged cursor', async () => {
    const response = await manager.inject({
      method: 'GET',
      url: EMPLOYEES,
      query: { cursor: 'WyJBIiwibm90LWEtdXVpZCJd' },
    });

    expect(response.statusCode).toBe(400);
  });
});

describe('DELETE /api/employees/:id', () => {
  it('removes the card and logs it; a second removal and an unknown id answer 404', async () => {
    const card = await added(manager, newcomer({ name: 'Leaving Soon' }));

    expect((await manager.inject({ method: 'DELETE', url: `${EMPLOYEES}/${card.id}` })).statusCode).toBe(204);

    expect((await manager.inject({ method: 'GET', url: `${EMPLOYEES}/${card.id}` })).statusCode).toBe(404);
    expect(await latestEntry()).toMatchObject({
      action: 'employee.removed',
      summary: 'Removed Leaving Soon from the directory',
    });
    const again = await manager.inject({ method: 'DELETE', url: `${EMPLOYEES}/${card.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(EMPLOYEE_MESSAGES.notFound);
  });
});

describe("a card's link to the person whose account has its email", () => {
  /** Every card of the directory, page by page. */
  async function directory() {
    const cards: Employee[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: EmployeePage = await manager.getJson<EmployeePage>(EMPLOYEES, {
        limit: '100',
        ...(cursor && { cursor }),
      });
      cards.push(...page.items);
      cursor = page.nextCursor;
    }
    return cards;
  }

  /** The card's `personId` as adding it, reading it and listing the directory each answer. */
  async function personIdsOf(input: EmployeeInput) {
    const card = await added(manager, input);
    const read = await manager.getJson<Employee>(`${EMPLOYEES}/${card.id}`);
    const listed = (await directory()).find((item) => item.id === card.id);
    return [card.personId, read.personId, listed?.personId];
  }

  it("is the account's id when the card's email is an active account's, in any case", async () => {
    const person = await signInAs(testApp);

    expect(await personIdsOf(newcomer({ email: person.email.toUpperCase() }))).toEqual([
      person.me.id,
      person.me.id,
      person.me.id,
    ]);
  });

  it('is null when that account is deactivated', async () => {
    const leaver = await signInAs(testApp);
    const deactivation = await admin.inject({
      method: 'PUT',
      url: `/api/users/${leaver.me.id}/deactivation`,
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(deactivation.statusCode, deactivation.body).toBe(200);

    expect(await personIdsOf(newcomer({ email: leaver.email }))).toEqual([null, null, null]);
  });

  it('is null when no account has the email', async () => {
    expect(await personIdsOf(newcomer({ email: 'nobody-signed-up@example.com' }))).toEqual([null, null, null]);
  });
});
