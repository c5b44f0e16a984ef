import type { AuditEntry } from '@topgear/shared/audit';
import type { Page } from '@topgear/shared/pagination';
import {
  ORG_UNIT_MESSAGES,
  type OrgUnit,
  type OrgUnitInput,
  type OrgUnitKind,
  type Person,
  type PersonUpdateInput,
} from '@topgear/shared/people';
import { PEOPLE_FILE_HEADINGS } from '@topgear/shared/people-import';
import { uniqueEmail } from '@topgear/shared/test-factories';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { signInAs, signInEachRole, type SignedInUser } from '../../../test/clients';
import { invitations } from '../../db/schema';

const testApp = useTestApp();

let employee: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  ({ employee, admin } = await signInEachRole(testApp));
});

const PLURAL: Record<OrgUnitKind, string> = { department: 'departments', team: 'teams' };

/** A write as the administrator, from the app's own origin. */
const write = (options: Pick<InjectOptions, 'method' | 'url' | 'payload'>) =>
  admin.inject({ ...options, headers: { origin: TEST_PUBLIC_URL } });

const createUnit = (kind: OrgUnitKind, unit: OrgUnitInput) =>
  write({ method: 'POST', url: `/api/${PLURAL[kind]}`, payload: unit });

/** A department (or team) with a name no other test uses. */
async function newUnit(kind: OrgUnitKind = 'department', name = `Unit ${crypto.randomUUID()}`) {
  const response = await createUnit(kind, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrgUnit>();
}

const listOf = (kind: OrgUnitKind, viewer = employee) => viewer.getJson<OrgUnit[]>(`/api/${PLURAL[kind]}`);

const unitIn = async (kind: OrgUnitKind, id: string) => (await listOf(kind)).find((unit) => unit.id === id);

const place = async (person: SignedInUser, changes: PersonUpdateInput) => {
  const response = await write({ method: 'PATCH', url: `/api/people/${person.me.id}`, payload: changes });
  expect(response.statusCode, response.body).toBe(200);
};

/** The newest audit entries about `subjectId`. */
const auditOf = async (subjectId: string) =>
  (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '20' })).items.filter(
    (entry) => entry.subjectId === subjectId,
  );

const fieldsOf = (body: string) => Object.keys(JSON.parse(body).error.fields ?? {});

describe('creating a department or team', () => {
  it('lists it for everyone with its head and no people yet, and audits it', async () => {
    const head = await signInAs(testApp);
    const name = `Finance ${head.me.id}`;
    const response = await createUnit('department', { name, headId: head.me.id });

    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<OrgUnit>();
    expect(created).toMatchObject({ name, memberCount: 0, head: { id: head.me.id, name: head.me.fullName } });
    expect(await unitIn('department', created.id)).toEqual(created);
    expect(await unitIn('team', created.id)).toBeUndefined();
    expect((await auditOf(created.id))[0]).toMatchObject({
      action: 'org-unit.created',
      summary: `Created the department ${name}`,
    });
  });

  it('refuses a name the same kind already has, in any case, naming the field; the other kind may have it', async () => {
    const taken = await newUnit('team');
    const response = await createUnit('team', { name: taken.name.toUpperCase() });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { code: 'NAME_TAKEN', fields: { name: ORG_UNIT_MESSAGES.nameTaken('team') } },
    });
    expect((await listOf('team')).filter((unit) => unit.name.toLowerCase() === taken.name.toLowerCase())).toHaveLength(
      1,
    );
    expect((await createUnit('department', { name: taken.name })).statusCode).toBe(201);
  });

  it('refuses a head who is not an active person, and creates nothing', async () => {
    const leaver = await signInAs(testApp);
    await write({ method: 'PUT', url: `/api/users/${leaver.me.id}/deactivation` });
    const name = `Legal ${leaver.me.id}`;

    for (const headId of [leaver.me.id, 'nobody-has-this-id']) {
      const response = await createUnit('department', { name, headId });
      expect(response.statusCode, headId).toBe(400);
      expect(fieldsOf(response.body)).toEqual(['headId']);
    }
    expect((await listOf('department')).some((unit) => unit.name === name)).toBe(false);
  });

  it('is for administrators only', async () => {
    const response = await employee.inject({
      method: 'POST',
      url: '/api/departments',
      payload: { name: 'Not mine to make' },
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('changing a department', () => {
  it('renames it and changes its head, audited under the new name', async () => {
    const [unit, head] = await Promise.all([newUnit(), signInAs(testApp)]);
    const name = `Renamed ${unit.id}`;
    const response = await write({
      method: 'PATCH',
      url: `/api/departments/${unit.id}`,
      payload: { name, headId: head.me.id },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<OrgUnit>()).toMatchObject({ id: unit.id, name, head: { id: head.me.id } });
    expect((await auditOf(unit.id))[0]).toMatchObject({
      action: 'org-unit.updated',
      summary: `Changed the department ${name}`,
    });

    const cleared = await write({ method: 'PATCH', url: `/api/departments/${unit.id}`, payload: { headId: null } });
    expect(cleared.json<OrgUnit>()).toMatchObject({ name, head: null });
  });

  it("refuses another department's name and a head who is not active, changing nothing", async () => {
    const [unit, other, leaver] = await Promise.all([newUnit(), newUnit(), signInAs(testApp)]);
    await write({ method: 'PUT', url: `/api/users/${leaver.me.id}/deactivation` });

    const renamed = await write({
      method: 'PATCH',
      url: `/api/departments/${unit.id}`,
      payload: { name: other.name.toLowerCase() },
    });
    expect(renamed.statusCode).toBe(409);
    expect(fieldsOf(renamed.body)).toEqual(['name']);

    const headed = await write({
      method: 'PATCH',
      url: `/api/departments/${unit.id}`,
      payload: { headId: leaver.me.id },
    });
    expect(headed.statusCode).toBe(400);
    expect(fieldsOf(headed.body)).toEqual(['headId']);
    expect(await unitIn('department', unit.id)).toEqual(unit);
  });

  it('answers 404 for a team under /api/departments, and for an unknown id', async () => {
    const team = await newUnit('team');
    for (const id of [team.id, crypto.randomUUID()]) {
      const response = await write({ method: 'PATCH', url: `/api/departments/${id}`, payload: { name: 'Anything' } });
      expect(response.statusCode, id).toBe(404);
    }
    expect(await unitIn('team', team.id)).toEqual(team);
  });
});

describe('merging two departments', () => {
  it('moves everyone, and everyone invited into it, into the other, deletes the first, and audits it', async () => {
    const [from, into, first, second] = await Promise.all([newUnit(), newUnit(), signInAs(testApp), signInAs(testApp)]);
    await place(first, { departmentId: from.id });
    await place(second, { departmentId: from.id });
    const invitee = uniqueEmail('invitee');
    const imported = await write({
      method: 'POST',
      url: '/api/people/import',
      payload: { csv: `${Object.values(PEOPLE_FILE_HEADINGS).join(',')}\n${invitee},Ivy,Invitee,,${from.name},,\n` },
    });
    expect(imported.statusCode, imported.body).toBe(200);

    const response = await write({
      method: 'POST',
      url: `/api/departments/${from.id}/merge`,
      payload: { intoId: into.id },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<OrgUnit>()).toMatchObject({ id: into.id, memberCount: 2 });
    expect(await unitIn('department', from.id)).toBeUndefined();
    for (const person of [first, second]) {
      expect((await employee.getJson<Person>(`/api/people/${person.me.id}`)).department?.id).toBe(into.id);
    }
    const [invitation] = await testApp.db.select().from(invitations).where(eq(invitations.email, invitee));
    expect(invitation?.departmentId).toBe(into.id);
    expect((await auditOf(into.id))[0]).toMatchObject({
      action: 'org-unit.merged',
      summary: `Merged the department ${from.name} into ${into.name}`,
    });
  });

  it('refuses to merge one into itself, and into a team or an unknown one, keeping it', async () => {
    const [unit, team] = await Promise.all([newUnit(), newUnit('team')]);
    const merge = (intoId: string) =>
      write({ method: 'POST', url: `/api/departments/${unit.id}/merge`, payload: { intoId } });

    const itself = await merge(unit.id);
    expect(itself.statusCode).toBe(400);
    expect(itself.json()).toMatchObject({
      error: { fields: { intoId: ORG_UNIT_MESSAGES.mergeIntoItself('department') } },
    });
    expect((await merge(team.id)).statusCode).toBe(404);
    expect((await merge(crypto.randomUUID())).statusCode).toBe(404);
    expect(await unitIn('department', unit.id)).toEqual(unit);
  });
});

describe('deleting a department', () => {
  it('deletes an empty one and audits it', async () => {
    const unit = await newUnit();
    const response = await write({ method: 'DELETE', url: `/api/departments/${unit.id}` });

    expect(response.statusCode, response.body).toBe(204);
    expect(await unitIn('department', unit.id)).toBeUndefined();
    expect((await auditOf(unit.id))[0]).toMatchObject({
      action: 'org-unit.deleted',
      summary: `Deleted the department ${unit.name}`,
    });
  });

  it('refuses one with active people in it with 409, keeping it and them', async () => {
    const [unit, member] = await Promise.all([newUnit(), signInAs(testApp)]);
    await place(member, { departmentId: unit.id });
    const response = await write({ method: 'DELETE', url: `/api/departments/${unit.id}` });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { code: 'NOT_EMPTY', message: ORG_UNIT_MESSAGES.notEmpty('department') },
    });
    expect(await unitIn('department', unit.id)).toMatchObject({ memberCount: 1 });
    expect((await employee.getJson<Person>(`/api/people/${member.me.id}`)).department?.id).toBe(unit.id);
  });

  it('deletes one whose only people are deactivated, leaving them without a department', async () => {
    const [unit, leaver] = await Promise.all([newUnit(), signInAs(testApp)]);
    await place(leaver, { departmentId: unit.id });
    await write({ method: 'PUT', url: `/api/users/${leaver.me.id}/deactivation` });

    expect((await write({ method: 'DELETE', url: `/api/departments/${unit.id}` })).statusCode).toBe(204);
    expect((await admin.getJson<Person>(`/api/people/${leaver.me.id}`)).department).toBeNull();
  });

  it('answers 404 for a team under /api/departments', async () => {
    const team = await newUnit('team');
    expect((await write({ method: 'DELETE', url: `/api/departments/${team.id}` })).statusCode).toBe(404);
    expect(await unitIn('team', team.id)).toEqual(team);
  });
});
