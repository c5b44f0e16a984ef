import { PASSWORD_RESET_MESSAGES, RESET_LINK_INVALID } from '@topgear/shared/password-reset';
import { TWO_FACTOR_MESSAGES } from '@topgear/shared/two-factor';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '@topgear/shared/test-factories';
import { useTestApp } from '../../test/app';
import { signInAs, visitorOf, type Client } from '../../test/clients';
import { standInWebBuild } from '../../test/stand-in-web-build';
import { turnOnTwoFactor } from '../../test/two-factor';

const { webDistFolder, remove } = await standInWebBuild();
const testApp = useTestApp({ webDistFolder });
afterAll(remove);

/** How a browser posts a form from one of the site's own pages. */
const FROM_THIS_SITE = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };

const post = (
  url: string,
  fields: Record<string, string>,
  { client = visitorOf(testApp), headers = FROM_THIS_SITE }: { client?: Client; headers?: Record<string, string> } = {},
) => client.inject({ method: 'POST', url, headers, payload: new URLSearchParams(fields).toString() });

/** The submitted form the page carries for the browser's code, if any. */
const submittedIn = (html: string): unknown => {
  const json = /<script type="application\/json" id="submitted-form">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

const cookieHeader = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** The person `cookie` signs in, if any, as the API's session route answers. */
const sessionUser = async (cookie: string) =>
  (await visitorOf(testApp).inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json<{
    user: { id: string } | null;
  }>().user;

/** Posts `fields` from /landing as a browser would, and returns the answer the page then shows once. */
async function answerShown(fields: Record<string, string>) {
  const posted = await post('/landing', fields);
  const shown = await visitorOf(testApp).inject({
    method: 'GET',
    url: '/landing',
    headers: { cookie: cookieHeader(posted.headers['set-cookie']) },
  });
  return submittedIn(shown.body);
}

const subscriptionAnswer = (email: string) => answerShown({ _form: 'newsletter', email });

describe('public forms posted by the browser itself', () => {
  it('sends the form to its API route, then shows the answer once on the page it came from', async () => {
    const email = uniqueEmail();

    const posted = await post('/landing?from=footer', { _form: 'newsletter', email });

    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/landing?from=footer#newsletter');
    const cookie = cookieHeader(posted.headers['set-cookie']);
    const shown = await visitorOf(testApp).inject({ method: 'GET', url: '/landing?from=footer', headers: { cookie } });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(submittedIn(shown.body)).toEqual({
      form: 'newsletter',
      values: {},
      answer: { status: 'subscribed', message: expect.any(String) },
    });
    // Shown once: the answer's cookie is cleared, and the page everyone gets does not carry it.
    expect(String(shown.headers['set-cookie'])).toMatch(/^topgear-form-answer=; .*Max-Age=0/);
    const later = await visitorOf(testApp).inject({ method: 'GET', url: '/landing?from=footer' });
    expect(submittedIn(later.body)).toBeUndefined();

    expect(await subscriptionAnswer(email)).toMatchObject({ answer: { status: 'already-subscribed' } });
  });

  it('shows the fields a form keeps for its answer beside it', async () => {
    const email = uniqueEmail();

    expect(await answerShown({ _form: 'forgot-password', email })).toEqual({
      form: 'forgot-password',
      values: { email },
      answer: { message: PASSWORD_RESET_MESSAGES.linkSent },
    });
  });

  it('renders the page again with what was typed and why it was refused, with the API’s status', async () => {
    const refused = await post('/blogs', { _form: 'newsletter', email: 'not an address' });

    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('<main>');
    expect(submittedIn(refused.body)).toEqual({
      form: 'newsletter',
      values: { email: 'not an address' },
      failure: {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        fields: { email: expect.any(String) },
      },
    });
  });

  it('never writes a password back into the page', async () => {
    const email = uniqueEmail();

    const refused = await post('/login', { _form: 'sign-in', email, password: 'not-the-password-9' });

    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain('not-the-password-9');
    expect(submittedIn(refused.body)).toMatchObject({ form: 'sign-in', values: { email }, failure: { status: 401 } });
  });

  it('takes a link’s token from the page’s address, never from the form, and writes neither it nor a password back', async () => {
    const password = 'violet harbour lantern 93';
    const fields = { _form: 'reset-password', token: 'FromTheForm', password, confirmPassword: password };

    const unknownLink = await post('/landing?token=NoSuchLink', fields);
    const noLink = await post('/landing', fields);

    expect(unknownLink.statusCode).toBe(410);
    expect(submittedIn(unknownLink.body)).toEqual({
      form: 'reset-password',
      values: {},
      failure: { status: 410, code: RESET_LINK_INVALID, message: PASSWORD_RESET_MESSAGES.linkExpired, fields: {} },
    });
    expect(noLink.statusCode).toBe(400);
    expect(submittedIn(noLink.body)).toMatchObject({
      failure: { fields: { token: PASSWORD_RESET_MESSAGES.linkExpired } },
    });
    for (const page of [unknownLink, noLink]) expect(page.body).not.toContain(password);
  });

  it('signs a person in: the session comes with the redirect to the dashboard', async () => {
    const person = await signInAs(testApp);

    const posted = await post('/login', { _form: 'sign-in', email: person.email, password: person.password });

    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/dashboard/home');
    const session = await visitorOf(testApp).inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: cookieHeader(posted.headers['set-cookie']) },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { id: person.me.id } });
  });

  it('takes the code step with the cookie the password step set, and writes no wrong code back', async () => {
    const person = await signInAs(testApp);
    const { app } = await turnOnTwoFactor(testApp, person);
    const passwordStep = await post('/login', { _form: 'sign-in', email: person.email, password: person.password });
    const challenge = { headers: { ...FROM_THIS_SITE, cookie: cookieHeader(passwordStep.headers['set-cookie']) } };
    const wrongCode = app.wrongCode();

    const withoutChallenge = await post('/login?step=two-factor', { _form: 'two-factor-code', code: app.code() });
    const wrong = await post('/login?step=two-factor', { _form: 'two-factor-code', code: wrongCode }, challenge);
    const right = await post('/login?step=two-factor', { _form: 'two-factor-code', code: app.code() }, challenge);

    expect(withoutChallenge.statusCode).toBe(401);
    expect(submittedIn(withoutChallenge.body)).toMatchObject({ failure: { code: 'TWO_FACTOR_EXPIRED' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain(wrongCode);
    expect(submittedIn(wrong.body)).toEqual({
      form: 'two-factor-code',
      values: {},
      failure: { status: 401, code: 'WRONG_CODE', message: TWO_FACTOR_MESSAGES.wrongCode, fields: {} },
    });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/dashboard/home');
    expect(await sessionUser(cookieHeader(right.headers['set-cookie']))).toMatchObject({ id: person.me.id });
  });

  it('takes a recovery code at the code step instead', async () => {
    const person = await signInAs(testApp);
    const { recoveryCodes } = await turnOnTwoFactor(testApp, person);
    const passwordStep = await post('/login', { _form: 'sign-in', email: person.email, password: person.password });

    const posted = await post(
      '/login?step=recovery-code',
      { _form: 'recovery-code', code: recoveryCodes[0]! },
      { headers: { ...FROM_THIS_SITE, cookie: cookieHeader(passwordStep.headers['set-cookie']) } },
    );

    expect(posted.statusCode).toBe(303);
    expect(await sessionUser(cookieHeader(posted.headers['set-cookie']))).toMatchObject({ id: person.me.id });
  });

  it('shows the form again with what was typed when asked to, sending nothing', async () => {
    const email = uniqueEmail();

    const shown = await post('/schedule', { _form: 'newsletter', _intent: 'refresh', email });

    expect(shown.statusCode).toBe(200);
    expect(submittedIn(shown.body)).toEqual({ form: 'newsletter', values: { email } });
    expect(await subscriptionAnswer(email)).toMatchObject({ answer: { status: 'subscribed' } });
  });

  it('refuses a post from another site, and keeps nothing of it', async () => {
    const email = uniqueEmail();
    const form = 'application/x-www-form-urlencoded';

    const attempts: Record<string, string>[] = [
      { 'content-type': form, 'sec-fetch-site': 'cross-site', origin: 'null' },
      { 'content-type': form, 'sec-fetch-site': 'same-site' },
      { 'content-type': form, origin: 'https://elsewhere.example' },
      { 'content-type': form, origin: 'null' },
    ];
    for (const headers of attempts) {
      const refused = await post('/landing', { _form: 'newsletter', email }, { headers });
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
    }

    expect(await subscriptionAnswer(email)).toMatchObject({ answer: { status: 'subscribed' } });
  });

  it('counts posts against the API route’s limit for the visitor’s address', async () => {
    const visitor = visitorOf(testApp, '203.0.113.77');
    const answers: number[] = [];
    for (let index = 0; index < 21; index++) {
      answers.push(
        (await post('/landing', { _form: 'newsletter', email: uniqueEmail() }, { client: visitor })).statusCode,
      );
    }

    expect(answers.slice(0, 20)).toEqual(Array(20).fill(303));
    const limited = await post('/landing', { _form: 'newsletter', email: uniqueEmail() }, { client: visitor });
    expect(limited.statusCode).toBe(429);
    expect(submittedIn(limited.body)).toMatchObject({ failure: { status: 429, code: 'TOO_MANY_REQUESTS' } });
  });

  it('goes back to a page of this site only, however its address is written', async () => {
    for (const url of ['//elsewhere.example/landing', '/.//elsewhere.example/landing', '/\\elsewhere.example/']) {
      const posted = await post(url, { _form: 'newsletter', email: uniqueEmail() });
      expect(posted.statusCode, url).toBe(303);
      expect(posted.headers.location, url).toMatch(/^\/(?!\/)/);
    }
  });

  it('answers 404 where no form of that name is, and keeps the API’s JSON answer for API paths', async () => {
    expect((await post('/landing', { _form: 'unknown', email: uniqueEmail() })).statusCode).toBe(404);
    expect((await post('/landing', { email: uniqueEmail() })).statusCode).toBe(404);
    expect((await post('/dashboard/home', { _form: 'newsletter', email: uniqueEmail() })).statusCode).toBe(404);
    const json = await visitorOf(testApp).inject({
      method: 'POST',
      url: '/landing',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { _form: 'newsletter', email: uniqueEmail() },
    });
    expect(json.statusCode).toBe(404);

    const api = await post('/api/nothing-here', { _form: 'newsletter' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is nothing at POST /api/nothing-here.' },
    });
  });
});
