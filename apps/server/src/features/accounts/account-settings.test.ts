import type { AccountSettings } from '@topgear/shared/account-settings';
import type { AuditEntry } from '@topgear/shared/audit';
import type { Page } from '@topgear/shared/pagination';
import { SIGN_UP_MESSAGES } from '@topgear/shared/sign-up';
import { registrationFor } from '@topgear/shared/test-factories';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp, type TestApp } from '../../../test/app';
import { registrationRequest, signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';
import { users } from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

let employee: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  ({ employee, manager, admin } = await signInEachRole(testApp));
});

const change = (actor: SignedInUser, payload: object) =>
  actor.inject({ method: 'PATCH', url: '/api/account-settings', payload });

const auditEntries = async () => (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '100' })).items;

const accountsWithEmail = (email: string) =>
  testApp.db.select({ id: users.id }).from(users).where(eq(users.email, email));

afterEach(async () => {
  expect((await change(admin, { signUpMode: 'open' })).statusCode).toBe(200);
});

describe('the account settings', () => {
  it.each([
    ['GET', '/api/account-settings'],
    ['PATCH', '/api/account-settings'],
  ] as const)('%s %s: 401 to a visitor, 403 to an employee and to a manager', async (method, url) => {
    const request = { method, url, payload: { signUpMode: 'invitation' } };
    expect((await visitor.inject(request)).statusCode).toBe(401);
    expect((await employee.inject(request)).statusCode).toBe(403);
    expect((await manager.inject(request)).statusCode).toBe(403);
    expect(await admin.getJson<AccountSettings>('/api/account-settings')).toEqual({
      signUpMode: 'open',
      requireTwoFactorForStaff: false,
    });
  });

  it('lets anyone sign up until an administrator says otherwise', async () => {
    expect(await admin.getJson('/api/account-settings')).toEqual({
      signUpMode: 'open',
      requireTwoFactorForStaff: false,
    });
    expect(await visitor.getJson('/api/sign-up-mode')).toEqual({ mode: 'open' });
  });

  it('switches to invitation only, tells everyone, and records who did it once', async () => {
    const before = (await auditEntries()).length;

    const response = await change(admin, { signUpMode: 'invitation' });
    const again = await change(admin, { signUpMode: 'invitation' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signUpMode: 'invitation', requireTwoFactorForStaff: false });
    expect(again.json()).toEqual({ signUpMode: 'invitation', requireTwoFactorForStaff: false });
    expect(await admin.getJson('/api/account-settings')).toEqual({
      signUpMode: 'invitation',
      requireTwoFactorForStaff: false,
    });
    expect(await visitor.getJson('/api/sign-up-mode')).toEqual({ mode: 'invitation' });
    const entries = await auditEntries();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      actorId: admin.me.id,
      action: 'settings.sign-up-mode-changed',
      summary: 'Changed who may sign up to "By invitation only"',
    });
  });

  it('leaves the settings a change does not name as they are', async () => {
    await change(admin, { signUpMode: 'invitation' });

    const response = await change(admin, {});

    expect(response.json()).toEqual({ signUpMode: 'invitation', requireTwoFactorForStaff: false });
  });

  it('answers 400 naming the field for a two-factor requirement that is not true or false', async () => {
    const response = await change(admin, { requireTwoFactorForStaff: 'yes' });

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['requireTwoFactorForStaff']);
  });

  it('answers 400 naming the field for a mode that does not exist', async () => {
    const response = await change(admin, { signUpMode: 'everyone' });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ signUpMode: 'Choose who may sign up' });
    expect(await admin.getJson('/api/account-settings')).toEqual({
      signUpMode: 'open',
      requireTwoFactorForStaff: false,
    });
  });

  it('refuses registration without an invitation while joining is by invitation only, and allows it after', async () => {
    await change(admin, { signUpMode: 'invitation' });
    const registration = registrationFor();

    const refused = await visitor.inject(registrationRequest(registration));

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'INVITATION_REQUIRED', message: SIGN_UP_MESSAGES.invitationOnly },
    });
    expect(refused.cookies).toEqual([]);
    expect(await accountsWithEmail(registration.email)).toEqual([]);

    await change(admin, { signUpMode: 'open' });
    expect((await visitor.inject(registrationRequest(registration))).statusCode).toBe(201);
  });
});

describe('a change of the sign-up mode on one process', () => {
  let other: TestApp | undefined;
  beforeAll(async () => {
    other = await buildTestApp({ database: testApp.database });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('applies to the very next registration on another process sharing the database', async () => {
    const otherVisitor = visitorOf(other!.app);
    expect(await otherVisitor.getJson('/api/sign-up-mode')).toEqual({ mode: 'open' });

    await change(admin, { signUpMode: 'invitation' });

    expect((await otherVisitor.inject(registrationRequest(registrationFor()))).statusCode).toBe(403);
    expect(await otherVisitor.getJson('/api/sign-up-mode')).toEqual({ mode: 'invitation' });
  });
});
