import { randomUUID } from 'node:crypto';
import { DEFAULT_LEAVE_BALANCES } from '@topgear/shared/leave';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, signInRequest, visitorOf } from '../../../test/clients';
import { sessionCookie } from '../../../test/factories';
import { leaveBalances, profiles, users } from '../../db/schema';
import { createLeaveService } from '../leave/service';
import { createUserService, registersNobody } from './service';

const testApp = useTestApp();

/** The service exactly as server.ts builds it at start for ADMIN_EMAIL / ADMIN_PASSWORD. */
const userService = () =>
  createUserService({
    db: testApp.db,
    auth: testApp.app.auth,
    createDefaultBalances: createLeaveService().createDefaultBalances,
    admit: registersNobody,
  });

const adminCredentials = () => ({ email: `admin.${randomUUID()}@example.com`, password: 'admin password 42' });

const visitor = visitorOf(testApp);

async function usersWithEmail(email: string) {
  return testApp.db.select({ id: users.id, isAdmin: users.isAdmin }).from(users).where(eq(users.email, email));
}

describe('the administrator from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('is created when missing, can sign in, is an admin and starts with both leave balances', async () => {
    const admin = adminCredentials();

    expect(await userService().ensureAdmin(admin)).toEqual({ created: true });

    const signedIn = await visitor.inject(signInRequest(admin.email, admin.password));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      id: expect.any(String),
      email: admin.email,
      fullName: 'Administrator',
      image: null,
      isAdmin: true,
      isManager: false,
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
    });
    const profile = await visitor.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookie(signedIn) },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: admin.email, isAdmin: true });

    const balances = await testApp.db
      .select({ type: leaveBalances.type, days: leaveBalances.days, label: leaveBalances.label })
      .from(leaveBalances)
      .where(eq(leaveBalances.userId, signedIn.json().id));
    expect(balances).toHaveLength(2);
    expect(balances).toEqual(expect.arrayContaining([...DEFAULT_LEAVE_BALANCES]));

    const [adminProfile] = await testApp.db.select().from(profiles).where(eq(profiles.userId, signedIn.json().id));
    expect(adminProfile).toMatchObject({ firstName: 'Administrator', lastName: null, jobRole: null });
  });

  it('gives an administrator who has no profile yet one at the next start', async () => {
    const admin = adminCredentials();
    await userService().ensureAdmin(admin);
    const [row] = await usersWithEmail(admin.email);
    await testApp.db.delete(profiles).where(eq(profiles.userId, row!.id));

    expect(await userService().ensureAdmin(admin)).toEqual({ created: false });

    const restored = await testApp.db.select().from(profiles).where(eq(profiles.userId, row!.id));
    expect(restored).toEqual([expect.objectContaining({ firstName: 'Administrator' })]);
  });

  it('answers created: false on the next start and keeps a single account', async () => {
    const admin = adminCredentials();
    expect(await userService().ensureAdmin(admin)).toEqual({ created: true });

    expect(await userService().ensureAdmin(admin)).toEqual({ created: false });

    const rows = await usersWithEmail(admin.email);
    expect(rows).toEqual([{ id: expect.any(String), isAdmin: true }]);
    const [balances] = await testApp.db
      .select({ n: count() })
      .from(leaveBalances)
      .where(eq(leaveBalances.userId, rows[0]?.id ?? ''));
    expect(balances?.n).toBe(2);
    expect((await visitor.inject(signInRequest(admin.email, admin.password))).statusCode).toBe(200);
  });

  it('creates one account when two processes start at the same time', async () => {
    const admin = adminCredentials();

    const results = await Promise.all([userService().ensureAdmin(admin), userService().ensureAdmin(admin)]);

    expect(results.map((result) => result.created).sort()).toEqual([false, true]);
    expect(await usersWithEmail(admin.email)).toEqual([{ id: expect.any(String), isAdmin: true }]);
  });

  it('promotes a person already registered with that email, keeping their password', async () => {
    const person = await signInAs(testApp);
    expect(person.me.isAdmin).toBe(false);

    const result = await userService().ensureAdmin({ email: person.email, password: 'a different password' });

    expect(result).toEqual({ created: false });
    expect(await usersWithEmail(person.email)).toEqual([{ id: person.me.id, isAdmin: true }]);
    expect((await person.inject({ method: 'GET', url: '/api/me' })).json()).toEqual({ ...person.me, isAdmin: true });

    expect((await visitor.inject(signInRequest(person.email, person.password))).statusCode).toBe(200);
    expect((await visitor.inject(signInRequest(person.email, 'a different password'))).statusCode).toBe(401);
    const [profile] = await testApp.db.select().from(profiles).where(eq(profiles.userId, person.me.id));
    expect(profile).toMatchObject({ firstName: 'Ada', jobRole: 'Employee' });
  });

  it('finds the registered person whatever the case of ADMIN_EMAIL', async () => {
    const person = await signInAs(testApp);

    const result = await userService().ensureAdmin({ email: person.email.toUpperCase(), password: person.password });

    expect(result).toEqual({ created: false });
    expect(await usersWithEmail(person.email)).toEqual([{ id: person.me.id, isAdmin: true }]);
  });
});
