import type { TeamEmergencyContact } from '@topgear/shared/emergency-contacts';
import type { Page } from '@topgear/shared/pagination';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';

const testApp = useTestApp();
const visitor = visitorOf(testApp);
const ALL = '/api/emergency-contacts/all';

let employee: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  ({ employee, manager, admin } = await signInEachRole(testApp));
});

async function contactOf(owner: SignedInUser, name: string) {
  const response = await owner.inject({
    method: 'POST',
    url: '/api/emergency-contacts',
    payload: { name, relationship: 'Sister', email: 'kin@example.com', address: 'Dhaka', phoneHome: '+880 2 955 1234' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>();
}

describe('GET /api/emergency-contacts/all', () => {
  it('answers 401 to a visitor and 403 to an employee and to a manager: only administrators read everyone', async () => {
    expect((await visitor.inject({ method: 'GET', url: ALL })).statusCode).toBe(401);
    expect((await employee.inject({ method: 'GET', url: ALL })).statusCode).toBe(403);
    expect((await manager.inject({ method: 'GET', url: ALL })).statusCode).toBe(403);
  });

  it("lists everyone's contacts newest first, each with its owner's name and email", async () => {
    const ana = await signInAs(testApp);
    const first = await contactOf(employee, 'Rahim Uddin');
    const second = await contactOf(ana, 'Karima Begum');

    const { items } = await admin.getJson<Page<TeamEmergencyContact>>(ALL);

    expect(items.slice(0, 2)).toEqual([
      expect.objectContaining({
        id: second.id,
        name: 'Karima Begum',
        relationship: 'Sister',
        phoneHome: '+880 2 955 1234',
        owner: { id: ana.me.id, name: ana.me.fullName, email: ana.email },
      }),
      expect.objectContaining({
        id: first.id,
        owner: { id: employee.me.id, name: employee.me.fullName, email: employee.email },
      }),
    ]);
  });

  it('pages by cursor, and answers 400 to a forged one', async () => {
    await contactOf(employee, 'One');
    await contactOf(employee, 'Two');
    const page = await admin.getJson<Page<TeamEmergencyContact>>(ALL, { limit: '1' });
    const next = await admin.getJson<Page<TeamEmergencyContact>>(ALL, { limit: '1', cursor: page.nextCursor ?? '' });

    expect(next.items[0]?.id).not.toBe(page.items[0]?.id);
    expect((await admin.inject({ method: 'GET', url: `${ALL}?cursor=x` })).statusCode).toBe(400);
  });
});
