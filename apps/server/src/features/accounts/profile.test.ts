import type { Profile } from '@topgear/shared/my-account';
import type { Me } from '@topgear/shared/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, visitorOf, type SignedInUser } from '../../../test/clients';
import { profiles, users } from '../../db/schema';

const testApp = useTestApp();

const PROFILE = '/api/account/profile';

const patchProfile = (user: SignedInUser, payload: object) => user.inject({ method: 'PATCH', url: PROFILE, payload });

/** What is stored for the person: the profile row and the account's name. */
async function storedFor(user: SignedInUser) {
  const [row] = await testApp.db
    .select({ profile: profiles, name: users.name })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, user.me.id));
  return row;
}

describe('my profile', () => {
  it('shows what I registered with', async () => {
    const user = await signInAs(testApp);

    const profile = await user.getJson<Profile>(PROFILE);

    expect(profile).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullName: 'Ada Lovelace',
      email: user.email,
      phone: '+880 1711 000000',
      address: '12 Analytical Lane, Dhaka',
      jobRole: 'Employee',
    });
  });

  it('saves new names, phone and address, and the account name follows at once', async () => {
    const user = await signInAs(testApp);

    const response = await patchProfile(user, {
      firstName: '  Grace ',
      lastName: 'Hopper',
      phone: '+1 (202) 555-0100',
      address: '1 Navy Yard, Arlington',
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      fullName: 'Grace Hopper',
      email: user.email,
      phone: '+1 (202) 555-0100',
      address: '1 Navy Yard, Arlington',
      jobRole: 'Employee',
    });
    // The top bar reads the session's user: the next request already carries the new name.
    expect((await user.getJson<Me>('/api/me')).fullName).toBe('Grace Hopper');
    expect(await storedFor(user)).toMatchObject({ name: 'Grace Hopper', profile: { firstName: 'Grace' } });
  });

  it('changes only the fields sent, and renames the account when one name changes', async () => {
    const user = await signInAs(testApp);

    const response = await patchProfile(user, { lastName: 'Byron' });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      fullName: 'Ada Byron',
      jobRole: 'Employee',
    });
    expect((await patchProfile(user, { phone: '01711 000001' })).json()).toMatchObject({
      fullName: 'Ada Byron',
      phone: '01711 000001',
    });
  });

  it('answers an empty change with the profile as it is', async () => {
    const user = await signInAs(testApp);

    const response = await patchProfile(user, {});

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fullName: 'Ada Lovelace' });
  });

  it('strips invisible formatting from names, as registration does', async () => {
    const user = await signInAs(testApp);

    const response = await patchProfile(user, { firstName: 'Zo\u200Bë\u202E' });

    expect(response.json()).toMatchObject({ firstName: 'Zoë', fullName: 'Zoë Lovelace' });
  });

  it.each([
    ['a blank first name', { firstName: '  ' }, 'firstName', 'Please enter your first name'],
    ['a first name that is not text', { firstName: 42 }, 'firstName', 'Please enter your first name'],
    [
      'a first name with digits',
      { firstName: 'Ada2' },
      'firstName',
      'Your first name may only contain letters, spaces, hyphens and apostrophes',
    ],
    [
      'a last name of 51 letters',
      { lastName: 'a'.repeat(51) },
      'lastName',
      'Your last name can have at most 50 characters',
    ],
    [
      'a last name with markup',
      { lastName: '<b>Ada</b>' },
      'lastName',
      'Your last name may only contain letters, spaces, hyphens and apostrophes',
    ],
    [
      'a NUL byte in a name',
      { lastName: 'Love\u0000lace' },
      'lastName',
      'Your last name may only contain letters, spaces, hyphens and apostrophes',
    ],
    ['a blank phone', { phone: '' }, 'phone', 'Please enter your phone number'],
    ['a phone made of letters', { phone: 'call me maybe' }, 'phone', 'Please enter a valid phone number'],
    ['a huge phone', { phone: '1'.repeat(100_000) }, 'phone', 'Please enter a valid phone number'],
    ['a blank address', { address: ' ' }, 'address', 'Please enter your address'],
    [
      'an address of 201 characters',
      { address: 'a'.repeat(201) },
      'address',
      'Your address can have at most 200 characters',
    ],
    [
      'an address with markup',
      { address: '<script>x</script>' },
      'address',
      'Your address may not contain < or > characters',
    ],
    [
      'an address with a NUL byte',
      { address: '12 Lane\u0000' },
      'address',
      'Your address may not contain < or > characters',
    ],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, payload, field, message) => {
    const user = await signInAs(testApp);
    const before = await storedFor(user);

    const response = await patchProfile(user, { firstName: 'Changed', ...payload });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
    expect(await storedFor(user)).toEqual(before);
  });

  it('ignores fields it does not change: the email, the roles and the job title are not the profile form’s', async () => {
    const user = await signInAs(testApp);

    const response = await patchProfile(user, {
      email: 'someone.else@example.com',
      isAdmin: true,
      jobRole: 'CEO',
      firstName: 'Ada',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ jobRole: 'Employee' });
    const [account] = await testApp.db.select().from(users).where(eq(users.id, user.me.id));
    expect(account).toMatchObject({ email: user.email, isAdmin: false });
  });

  it('lets the administrator created at start-up, who has only a first name, fill the rest in', async () => {
    const user = await signInAs(testApp);
    await testApp.db
      .update(profiles)
      .set({ firstName: 'Administrator', lastName: null, phone: null, address: null, jobRole: null })
      .where(eq(profiles.userId, user.me.id));
    expect(await user.getJson<Profile>(PROFILE)).toMatchObject({ lastName: null, phone: null, jobRole: null });

    expect((await patchProfile(user, { firstName: 'Root' })).json()).toMatchObject({ fullName: 'Root' });
    expect((await patchProfile(user, { lastName: 'Admin' })).json()).toMatchObject({ fullName: 'Root Admin' });
  });

  it('keeps the profile and the account name in step when two edits of the names race', async () => {
    const user = await signInAs(testApp);

    await Promise.all([patchProfile(user, { firstName: 'Grace' }), patchProfile(user, { lastName: 'Hopper' })]);

    const stored = await storedFor(user);
    expect(stored?.name).toBe('Grace Hopper');
    expect(stored?.profile).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it.each([
    ['GET', undefined],
    ['PATCH', { firstName: 'Grace' }],
  ] as const)('answers %s to a visitor with 401', async (method, payload) => {
    const response = await visitorOf(testApp).inject({ method, url: PROFILE, payload });

    expect(response.statusCode).toBe(401);
  });
});
