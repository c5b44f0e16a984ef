import { MY_ACCOUNT_MESSAGES, type AccountSession } from '@topgear/shared/my-account';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, signInRequest, visitorOf, type SignedInUser } from '../../../test/clients';
import { nextClientAddress, sessionCookie } from '../../../test/factories';
import { sessions } from '../../db/schema';

const testApp = useTestApp();

const SESSIONS = '/api/account/sessions';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The person signs in again from another device: its address and cookie. */
async function signInElsewhere(user: SignedInUser, userAgent: string) {
  const address = nextClientAddress();
  const response = await visitorOf(testApp, address).inject({
    ...signInRequest(user.email, user.password),
    headers: { 'user-agent': userAgent },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { address, cookie: sessionCookie(response) };
}

const requestWith = (cookie: string, method: 'GET' | 'DELETE', url: string) =>
  visitorOf(testApp).inject({ method, url, headers: { cookie } });

const stillSignedIn = async (cookie: string) => (await requestWith(cookie, 'GET', '/api/me')).statusCode === 200;

const sessionsOf = (user: SignedInUser) => user.getJson<AccountSession[]>(SESSIONS);

describe('my sessions', () => {
  it('lists exactly my live sessions, by id, with browser, system, address and which one is this device', async () => {
    const user = await signInAs(testApp);
    const someoneElse = await signInAs(testApp);
    const laptop = await signInElsewhere(user, FIREFOX_ON_WINDOWS);
    const phone = await signInElsewhere(user, SAFARI_ON_IPHONE);
    await signInElsewhere(someoneElse, SAFARI_ON_IPHONE);

    const listed = await sessionsOf(user);

    const stored = await testApp.db.select().from(sessions).where(eq(sessions.userId, user.me.id));
    expect(listed.map((session) => session.id).sort()).toEqual(stored.map((session) => session.id).sort());
    expect(listed).toHaveLength(3);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    expect(listed).toContainEqual(
      expect.objectContaining({
        current: false,
        browser: 'Firefox 128',
        system: 'Windows 10',
        ipAddress: laptop.address,
      }),
    );
    expect(listed).toContainEqual(
      expect.objectContaining({ current: false, browser: 'Safari 17', system: 'iOS 17.5', ipAddress: phone.address }),
    );
    // Tokens are what a cookie carries: the list names sessions by id only.
    for (const { token } of stored) expect(JSON.stringify(listed)).not.toContain(token);
  });

  it('marks as current the session of the device that asks', async () => {
    const user = await signInAs(testApp);
    const laptop = await signInElsewhere(user, FIREFOX_ON_WINDOWS);

    const response = await requestWith(laptop.cookie, 'GET', SESSIONS);

    const current = response.json<AccountSession[]>().find((session) => session.current);
    expect(current).toMatchObject({ browser: 'Firefox 128', ipAddress: laptop.address });
  });

  it('leaves expired sessions out', async () => {
    const user = await signInAs(testApp);
    const laptop = await signInElsewhere(user, FIREFOX_ON_WINDOWS);
    const [laptopSession] = (await sessionsOf(user)).filter((session) => !session.current);
    await testApp.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, laptopSession!.id));

    expect(await sessionsOf(user)).toHaveLength(1);
    expect(await stillSignedIn(laptop.cookie)).toBe(false);
  });

  it('signs out another of my devices: its next request is refused, mine goes on', async () => {
    const user = await signInAs(testApp);
    const laptop = await signInElsewhere(user, FIREFOX_ON_WINDOWS);
    const [laptopSession] = (await sessionsOf(user)).filter((session) => !session.current);

    const response = await user.inject({ method: 'DELETE', url: `${SESSIONS}/${laptopSession!.id}` });

    expect(response.statusCode).toBe(204);
    expect(await stillSignedIn(laptop.cookie)).toBe(false);
    expect(await stillSignedIn(user.cookie)).toBe(true);
    expect((await sessionsOf(user)).map((session) => session.id)).not.toContain(laptopSession!.id);
  });

  it("answers 404 for someone else's session, which goes on", async () => {
    const user = await signInAs(testApp);
    const someoneElse = await signInAs(testApp);
    const [theirs] = await sessionsOf(someoneElse);

    const response = await user.inject({ method: 'DELETE', url: `${SESSIONS}/${theirs!.id}` });

    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: MY_ACCOUNT_MESSAGES.sessionNotFound });
    expect(await stillSignedIn(someoneElse.cookie)).toBe(true);
  });

  it('answers 404 for a session that does not exist', async () => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'DELETE', url: `${SESSIONS}/noSuchSession123` });

    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['a NUL byte', 'abc%00def'],
    ['a space', 'abc%20def'],
    ['a quote', "abc'def"],
  ])('refuses an id with %s with 400 naming it', async (_case, id) => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'DELETE', url: `${SESSIONS}/${id}` });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ id: MY_ACCOUNT_MESSAGES.invalidSessionId });
  });

  it('signs this device out when its own session is ended', async () => {
    const user = await signInAs(testApp);
    const [mine] = await sessionsOf(user);

    const response = await user.inject({ method: 'DELETE', url: `${SESSIONS}/${mine!.id}` });

    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((cookie) => cookie.name.includes('session_token'))?.value).toBe('');
    expect(await stillSignedIn(user.cookie)).toBe(false);
  });

  it('signs out everywhere else, keeping this device, and touches nobody else', async () => {
    const user = await signInAs(testApp);
    const someoneElse = await signInAs(testApp);
    const laptop = await signInElsewhere(user, FIREFOX_ON_WINDOWS);
    const phone = await signInElsewhere(user, SAFARI_ON_IPHONE);

    const response = await user.inject({ method: 'DELETE', url: SESSIONS });

    expect(response.statusCode).toBe(204);
    expect(await stillSignedIn(laptop.cookie)).toBe(false);
    expect(await stillSignedIn(phone.cookie)).toBe(false);
    expect(await stillSignedIn(user.cookie)).toBe(true);
    expect(await stillSignedIn(someoneElse.cookie)).toBe(true);
    expect(await sessionsOf(user)).toEqual([expect.objectContaining({ current: true })]);
  });

  it.each([
    ['GET', SESSIONS],
    ['DELETE', SESSIONS],
    ['DELETE', `${SESSIONS}/someId`],
  ] as const)('answers %s %s to a visitor with 401', async (method, url) => {
    const response = await visitorOf(testApp).inject({ method, url });

    expect(response.statusCode).toBe(401);
  });
});
