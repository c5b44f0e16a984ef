import { Writable } from 'node:stream';
import { registrationFor, uniqueEmail } from '@topgear/shared/test-factories';
import { REGISTRATION_MESSAGES } from '@topgear/shared/registration';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../test/app';
import { registrationRequest, signInAs, signInRequest, visitorOf, type SignedInUser } from '../test/clients';
import { bookingFor, slotId } from '../test/demo';
import { seedDemoContent } from './db/demo-content';
import { contactMessages, demoBookings, newsletterSubscriptions, outbox, users } from './db/schema';
import { NUL_MESSAGE } from './request-validation';

/*
 * The inputs a probe of the public API once turned into 500s, sent again exactly: each must be a
 * 400 that names the field, store nothing, and leave nothing in the error log.
 */

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

const testApp = useTestApp({ logger: { level: 'warn', stream: logStream } });
const visitor = visitorOf(testApp);
let tenOClock = '';

beforeAll(async () => {
  await seedDemoContent(testApp.db);
  tenOClock = await slotId(testApp, '10:00');
});

async function storedRows() {
  const tables = [users, demoBookings, contactMessages, newsletterSubscriptions, outbox];
  const counts = await Promise.all(tables.map((table) => testApp.db.select({ n: count() }).from(table)));
  return counts.map(([row]) => row?.n);
}

const contactMessageFor = (overrides: Record<string, string> = {}) => ({
  name: 'Ada Lovelace',
  email: uniqueEmail(),
  subject: 'Pricing for 80 people',
  message: 'Hello, we would like to know more.',
  ...overrides,
});

/** The public forms that take an email address, each given one. */
const formsWithEmail = {
  registration: (email: string) => registrationRequest(registrationFor({ email })),
  'demo booking': (email: string) => ({
    method: 'POST' as const,
    url: '/api/demo/bookings',
    payload: bookingFor(tenOClock, { email }),
  }),
  contact: (email: string) => ({
    method: 'POST' as const,
    url: '/api/contact-messages',
    payload: contactMessageFor({ email }),
  }),
  newsletter: (email: string) => ({
    method: 'POST' as const,
    url: '/api/newsletter/subscriptions',
    payload: { email },
  }),
  'forgot password': (email: string) => ({
    method: 'POST' as const,
    url: '/api/auth/forgot-password',
    payload: { email },
  }),
};

const PROBED_EMAILS = [
  'ann@mail.example_corp.com',
  'josé@exämple.com',
  'a;b@example.com',
  'a@b..io',
  'a\u0000b@example.com',
];

describe.each(Object.entries(formsWithEmail))('the %s endpoint', (_form, requestWith) => {
  it.each(PROBED_EMAILS)("refuses %j with 400 'Invalid Email' on the email field, storing nothing", async (email) => {
    const before = await storedRows();
    const linesBefore = logLines.length;

    const response = await visitor.inject(requestWith(email));

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: REGISTRATION_MESSAGES.invalidEmail },
    });
    expect(await storedRows()).toEqual(before);
    expect(logLines.slice(linesBefore)).toEqual([]);
  });

  it('answers a body of JSON null with 400, not 500', async () => {
    const response = await visitor.inject({
      ...requestWith(uniqueEmail()),
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The request body must be a JSON object.',
    });
  });
});

describe('sign-in', () => {
  it('refuses an email with a NUL byte with 400, not 500', async () => {
    const response = await visitor.inject(signInRequest('a\u0000b@example.com', 'a password'));

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ email: REGISTRATION_MESSAGES.invalidEmail });
  });
});

describe('text fields', () => {
  it.each([
    ['the contact name', '/api/contact-messages', 'name', () => contactMessageFor({ name: 'Ada\u0000' })],
    ['the contact subject', '/api/contact-messages', 'subject', () => contactMessageFor({ subject: 'Hi\u0007' })],
    ['the contact message', '/api/contact-messages', 'message', () => contactMessageFor({ message: 'Hi\u0000' })],
    ['the booker name', '/api/demo/bookings', 'name', () => bookingFor(tenOClock, { name: 'Ada\u0000' })],
    ['the booker company', '/api/demo/bookings', 'company', () => bookingFor(tenOClock, { company: 'A\u001bB' })],
  ])('refuse a control character in %s with 400 naming it', async (_field, url, field, payload) => {
    const before = await storedRows();

    const response = await visitor.inject({ method: 'POST', url, payload: payload() });

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
    expect(await storedRows()).toEqual(before);
  });

  it('store names and subjects without bidirectional overrides and zero-width characters', async () => {
    const message = contactMessageFor({
      name: '\u202EAda\u200B Lovelace\u2066',
      subject: 'Invoice\u202Efdp.exe\uFEFF',
    });

    const response = await visitor.inject({ method: 'POST', url: '/api/contact-messages', payload: message });

    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.db.select().from(contactMessages).where(eq(contactMessages.email, message.email));
    expect(stored).toMatchObject({ name: 'Ada Lovelace', subject: 'Invoicefdp.exe' });
  });

  it('refuse a name made of invisible characters only, as if it were empty', async () => {
    const response = await visitor.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: contactMessageFor({ name: '\u200B\u202E\u200B' }),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ name: 'Please enter your name' });
  });

  it('keep a registered name free of invisible characters too', async () => {
    const response = await visitor.inject(registrationRequest(registrationFor({ firstName: 'Zo\u200Bë\u202E' })));

    expect(response.statusCode).toBe(201);
    expect(response.json().fullName).toBe('Zoë Lovelace');
  });
});

describe('queries, cursors and path parameters of every route', () => {
  interface Parameter {
    in: string;
    name: string;
    required?: boolean;
    schema?: { enum?: string[] };
  }
  interface Operation {
    method: string;
    path: string;
    parameters: Parameter[];
  }
  const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
  /** A person's id in a path is checked by its own rule, which speaks before the NUL rule. */
  const NOT_A_PERSON = 'This is not the id of a person';

  /** Every operation of the API, with its query and path parameters, from the OpenAPI document. */
  async function operations(): Promise<Operation[]> {
    const document = (await visitor.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
    }>();
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
      })),
    );
  }

  /** A valid value for each required query parameter that takes one of a list (a series, a zone). */
  const requiredQuery = (operation: Operation) =>
    Object.fromEntries(
      operation.parameters
        .filter((p) => p.in === 'query' && p.required && p.schema?.enum)
        .map((p) => [p.name, p.schema?.enum?.[0] ?? '']),
    );

  const urlOf = (path: string, values: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? NO_SUCH_ID);

  const send = (admin: SignedInUser, method: string, url: string, query: Record<string, string> = {}) =>
    admin.inject({
      method,
      url,
      query,
      headers: { origin: TEST_PUBLIC_URL },
      ...(!['GET', 'HEAD', 'DELETE'].includes(method) && { payload: {} }),
    });

  it('answer a NUL character in any of them with a 4xx, and a 400 names the parameter', async () => {
    const admin = await signInAs(testApp, { isAdmin: true });
    const failures: string[] = [];
    for (const operation of await operations()) {
      for (const parameter of operation.parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
        const url = urlOf(operation.path, parameter.in === 'path' ? { [parameter.name]: '%00' } : {});
        const query = { ...requiredQuery(operation), ...(parameter.in === 'query' && { [parameter.name]: 'a\u0000' }) };
        const response = await send(admin, operation.method, url, query);
        const fields = response.statusCode === 400 ? Object.keys(response.json().error.fields ?? {}) : [];
        const named = fields.includes(parameter.name) || operation.method !== 'GET';
        if (response.statusCode >= 500 || (response.statusCode === 400 && !named)) {
          failures.push(`${operation.method} ${url} ${parameter.name}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('answer the parameters the probe sent with 400 naming each', async () => {
    const admin = await signInAs(testApp, { isAdmin: true });
    const probes: [string, string, Record<string, string>, string, string][] = [
      ['GET', '/api/users', { q: '\u0000' }, 'q', NUL_MESSAGE],
      ['GET', '/api/leave/requests/all', { userId: '\u0000' }, 'userId', NUL_MESSAGE],
      ['PUT', '/api/users/%00/roles/manager', {}, 'id', NOT_A_PERSON],
      ['DELETE', '/api/users/%00/roles/manager', {}, 'id', NOT_A_PERSON],
      ['DELETE', '/api/users/%00', {}, 'id', NOT_A_PERSON],
    ];
    for (const [method, url, query, field, message] of probes) {
      const response = await send(admin, method, url, query);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().error.fields, `${method} ${url}`).toEqual({ [field]: message });
    }
  });

  it('answer a forged cursor of any list with 400 naming the cursor (or 404 for a list of nothing)', async () => {
    const admin = await signInAs(testApp, { isAdmin: true });
    const base64url = (text: string) => Buffer.from(text).toString('base64url');
    const position = base64url(`2026-01-01T00:00:00.000Z|${NO_SUCH_ID}`);
    const forged = [
      base64url(JSON.stringify(['Ada\u0000', 'abc'])),
      base64url(JSON.stringify(['\u0000', NO_SUCH_ID])),
      base64url(`2026-01-01T00:00:00.000Z\u0000|${NO_SUCH_ID}`),
      `${position}.${base64url('1e41')}`,
      `${position}.${base64url('1e-50')}`,
      `${position}.${base64url('3.5e38')}`,
    ];
    const paged = (await operations()).filter(
      (operation) => operation.method === 'GET' && operation.parameters.some((p) => p.name === 'cursor'),
    );
    const failures: string[] = [];
    for (const operation of paged) {
      const search: Record<string, string> = operation.parameters.some((p) => p.name === 'q') ? { q: 'hello' } : {};
      for (const cursor of forged) {
        const response = await send(admin, 'GET', urlOf(operation.path), {
          ...requiredQuery(operation),
          ...search,
          cursor,
        });
        const namesCursor = response.statusCode === 400 && 'cursor' in (response.json().error.fields ?? {});
        if (!namesCursor && response.statusCode !== 404) {
          failures.push(`${operation.path} ${cursor}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(paged.length).toBeGreaterThan(5);
    expect(failures).toEqual([]);
  }, 60_000);
});
