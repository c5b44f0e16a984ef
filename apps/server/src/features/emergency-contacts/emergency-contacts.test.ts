import {
  CONTACT_ADDRESS_MAX,
  CONTACT_NAME_MAX,
  EMERGENCY_CONTACT_MESSAGES,
  EMERGENCY_CONTACTS_MAX,
  RELATIONSHIPS,
  type EmergencyContact,
  type EmergencyContactInput,
} from '@topgear/shared/emergency-contacts';
import { INVALID_EMAIL_MESSAGE } from '@topgear/shared/email';
import type { Page } from '@topgear/shared/pagination';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, visitorOf, type SignedInUser } from '../../../test/clients';
import { emergencyContacts } from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

const CONTACTS = '/api/emergency-contacts';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const notFoundBody = { error: { code: 'NOT_FOUND', message: EMERGENCY_CONTACT_MESSAGES.notFound } };
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const contactInput = (overrides: Partial<EmergencyContactInput> = {}): EmergencyContactInput => ({
  name: 'Rahim Uddin',
  relationship: 'Brother',
  phoneHome: '+880 2 955 1234',
  phoneOffice: '02-9551235',
  phoneEmergency: '+8801711000000',
  email: 'rahim@example.com',
  address: '12 Lake Road, Dhanmondi, Dhaka',
  ...overrides,
});

async function addContact(user: SignedInUser, overrides: Partial<EmergencyContactInput> = {}) {
  const response = await user.inject({ method: 'POST', url: CONTACTS, payload: contactInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EmergencyContact>();
}

const contactsOf = (user: SignedInUser, query: Record<string, string> = {}) =>
  user.getJson<Page<EmergencyContact>>(CONTACTS, query);

const storedContact = async (id: string) => {
  const [row] = await testApp.db.select().from(emergencyContacts).where(eq(emergencyContacts.id, id));
  return row;
};

const storedCountOf = async (user: SignedInUser) =>
  (await testApp.db.select().from(emergencyContacts).where(eq(emergencyContacts.userId, user.me.id))).length;

/** Stores `howMany` contacts for the user directly, to reach the cap without a request each. */
async function seedContacts(user: SignedInUser, howMany: number) {
  await testApp.db
    .insert(emergencyContacts)
    .values(
      Array.from({ length: howMany }, (_, n) => ({ ...contactInput({ name: `Seeded ${n}` }), userId: user.me.id })),
    );
}

/** Every way a field can be wrong, with the message that names it. */
const invalidFields: [string, Record<string, unknown>, string, string][] = [
  ['the name is missing', { name: undefined }, 'name', EMERGENCY_CONTACT_MESSAGES.nameRequired],
  ['the name is blank', { name: '   ' }, 'name', EMERGENCY_CONTACT_MESSAGES.nameRequired],
  ['the name is a number', { name: 7 }, 'name', EMERGENCY_CONTACT_MESSAGES.nameRequired],
  [
    'the name is too long',
    { name: 'n'.repeat(CONTACT_NAME_MAX + 1) },
    'name',
    `The name can have at most ${CONTACT_NAME_MAX} characters`,
  ],
  ['the name holds markup', { name: '<b>Rahim</b>' }, 'name', 'The name may not contain line breaks, < or >'],
  [
    'the relationship is missing',
    { relationship: undefined },
    'relationship',
    EMERGENCY_CONTACT_MESSAGES.relationshipRequired,
  ],
  ['the relationship is empty', { relationship: '' }, 'relationship', EMERGENCY_CONTACT_MESSAGES.relationshipRequired],
  [
    'the relationship is unknown',
    { relationship: 'Cousin' },
    'relationship',
    EMERGENCY_CONTACT_MESSAGES.relationshipRequired,
  ],
  [
    'the relationship is in the wrong case',
    { relationship: 'brother' },
    'relationship',
    EMERGENCY_CONTACT_MESSAGES.relationshipRequired,
  ],
  ['the home phone has letters', { phoneHome: '555-CALL-NOW' }, 'phoneHome', EMERGENCY_CONTACT_MESSAGES.phoneInvalid],
  ['the office phone is too short', { phoneOffice: '123' }, 'phoneOffice', EMERGENCY_CONTACT_MESSAGES.phoneInvalid],
  [
    'the emergency phone is too long',
    { phoneEmergency: '1'.repeat(30) },
    'phoneEmergency',
    EMERGENCY_CONTACT_MESSAGES.phoneInvalid,
  ],
  ['the home phone has a dot', { phoneHome: '555.123.4567' }, 'phoneHome', EMERGENCY_CONTACT_MESSAGES.phoneInvalid],
  [
    'the office phone has brackets',
    { phoneOffice: '(555) 123-4567' },
    'phoneOffice',
    EMERGENCY_CONTACT_MESSAGES.phoneInvalid,
  ],
  ['the office phone is a number', { phoneOffice: 5551234567 }, 'phoneOffice', EMERGENCY_CONTACT_MESSAGES.phoneInvalid],
  ['the email is missing', { email: undefined }, 'email', EMERGENCY_CONTACT_MESSAGES.emailRequired],
  ['the email is blank', { email: '  ' }, 'email', EMERGENCY_CONTACT_MESSAGES.emailRequired],
  ['the email has no @', { email: 'rahim.example.com' }, 'email', INVALID_EMAIL_MESSAGE],
  ['the email has no domain', { email: 'rahim@' }, 'email', INVALID_EMAIL_MESSAGE],
  ['the email is too long', { email: `${'r'.repeat(250)}@example.com` }, 'email', INVALID_EMAIL_MESSAGE],
  ['the address is missing', { address: undefined }, 'address', EMERGENCY_CONTACT_MESSAGES.addressRequired],
  ['the address is blank', { address: '' }, 'address', EMERGENCY_CONTACT_MESSAGES.addressRequired],
  [
    'the address is too long',
    { address: 'a'.repeat(CONTACT_ADDRESS_MAX + 1) },
    'address',
    `The address can have at most ${CONTACT_ADDRESS_MAX} characters`,
  ],
];

describe('POST /api/emergency-contacts', () => {
  it('keeps the contact for the signed-in user and answers it with its times', async () => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'POST', url: CONTACTS, payload: contactInput() });

    expect(response.statusCode).toBe(201);
    const contact = response.json<EmergencyContact>();
    expect(contact).toEqual({
      id: expect.any(String),
      ...contactInput(),
      createdAt: expect.stringMatching(ISO_INSTANT),
      updatedAt: contact.createdAt,
    });
    expect(await storedContact(contact.id)).toMatchObject({ userId: user.me.id, name: 'Rahim Uddin' });
  });

  it('needs no phone: numbers left out or blank are kept empty', async () => {
    const user = await signInAs(testApp);
    const { phoneHome: _home, phoneOffice: _office, phoneEmergency: _emergency, ...withoutPhones } = contactInput();

    const response = await user.inject({
      method: 'POST',
      url: CONTACTS,
      payload: { ...withoutPhones, phoneOffice: '   ' },
    });

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ phoneHome: '', phoneOffice: '', phoneEmergency: '' });
  });

  it('trims every field and accepts each of the relationships', async () => {
    const user = await signInAs(testApp);

    for (const relationship of RELATIONSHIPS) {
      const contact = await addContact(user, {
        relationship,
        name: '  Nadia Islam  ',
        phoneHome: ' 01711-000000 ',
        email: ' nadia@example.com ',
        address: '  House 5, Road 2, Dhaka  ',
      });
      expect(contact).toMatchObject({
        relationship,
        name: 'Nadia Islam',
        phoneHome: '01711-000000',
        email: 'nadia@example.com',
        address: 'House 5, Road 2, Dhaka',
      });
    }
  });

  it('drops fields the form does not have, an owner among them', async () => {
    const user = await signInAs(testApp);
    const other = await signInAs(testApp);

    const response = await user.inject({
      method: 'POST',
      url: CONTACTS,
      payload: { ...contactInput(), userId: other.me.id, id: UNKNOWN_ID },
    });

    expect(response.statusCode).toBe(201);
    const contact = response.json<EmergencyContact>();
    expect(contact.id).not.toBe(UNKNOWN_ID);
    expect((await storedContact(contact.id))?.userId).toBe(user.me.id);
    expect((await contactsOf(other)).items).toEqual([]);
  });

  it.each(invalidFields)(
    'answers 400 when %s, naming the field and keeping nothing',
    async (_case, override, field, message) => {
      const user = await signInAs(testApp);

      const response = await user.inject({
        method: 'POST',
        url: CONTACTS,
        payload: { ...contactInput(), ...override },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
      expect(await storedCountOf(user)).toBe(0);
    },
  );

  it('names every field at fault at once', async () => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'POST', url: CONTACTS, payload: { phoneHome: 'abc' } });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: EMERGENCY_CONTACT_MESSAGES.nameRequired,
      relationship: EMERGENCY_CONTACT_MESSAGES.relationshipRequired,
      phoneHome: EMERGENCY_CONTACT_MESSAGES.phoneInvalid,
      email: EMERGENCY_CONTACT_MESSAGES.emailRequired,
      address: EMERGENCY_CONTACT_MESSAGES.addressRequired,
    });
  });

  it(`refuses a contact beyond the ${EMERGENCY_CONTACTS_MAX}th with 409, and takes one again after a deletion`, async () => {
    const user = await signInAs(testApp);
    await seedContacts(user, EMERGENCY_CONTACTS_MAX - 1);
    const last = await addContact(user, { name: 'The last one' });

    const refused = await user.inject({
      method: 'POST',
      url: CONTACTS,
      payload: contactInput({ name: 'One too many' }),
    });

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'TOO_MANY_CONTACTS', message: EMERGENCY_CONTACT_MESSAGES.tooMany },
    });
    expect(await storedCountOf(user)).toBe(EMERGENCY_CONTACTS_MAX);

    expect((await user.inject({ method: 'DELETE', url: `${CONTACTS}/${last.id}` })).statusCode).toBe(204);
    await addContact(user, { name: 'Room again' });
    expect(await storedCountOf(user)).toBe(EMERGENCY_CONTACTS_MAX);
  });

  it("counts only the person's own contacts toward the cap", async () => {
    const full = await signInAs(testApp);
    const other = await signInAs(testApp);
    await seedContacts(full, EMERGENCY_CONTACTS_MAX);

    await addContact(other);

    expect(await storedCountOf(other)).toBe(1);
  });

  it('lets a burst of simultaneous additions fill the cap exactly, never past it', async () => {
    const user = await signInAs(testApp);
    await seedContacts(user, EMERGENCY_CONTACTS_MAX - 3);
    const names = Array.from({ length: 10 }, (_, n) => `Burst ${n}`);

    const responses = await Promise.all(
      names.map((name) => user.inject({ method: 'POST', url: CONTACTS, payload: contactInput({ name }) })),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await storedCountOf(user)).toBe(EMERGENCY_CONTACTS_MAX);
  });
});

describe('GET /api/emergency-contacts', () => {
  it('lists only my contacts, newest first', async () => {
    const user = await signInAs(testApp);
    const other = await signInAs(testApp);
    const first = await addContact(user, { name: 'First' });
    const theirs = await addContact(other, { name: 'Not mine' });
    const second = await addContact(user, { name: 'Second' });

    const { items, nextCursor } = await contactsOf(user);

    expect(nextCursor).toBeNull();
    expect(items).toEqual([second, first]);
    expect(items.map((contact) => contact.id)).not.toContain(theirs.id);
    expect((await contactsOf(other)).items).toEqual([theirs]);
  });

  it('answers an empty page for a user without contacts', async () => {
    const user = await signInAs(testApp);

    expect(await contactsOf(user)).toEqual({ items: [], nextCursor: null });
  });

  it('walks my contacts a page at a time, newest first, without gaps or repeats', async () => {
    const user = await signInAs(testApp);
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) await addContact(user, { name });

    const walked: EmergencyContact[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<EmergencyContact> = await contactsOf(user, { limit: '2', ...(cursor && { cursor }) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      walked.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);

    expect(walked.map((contact) => contact.name)).toEqual(['Five', 'Four', 'Three', 'Two', 'One']);
  });

  it('answers 400 for a page size out of range and for a broken cursor', async () => {
    const user = await signInAs(testApp);

    const tooBig = await user.inject({ method: 'GET', url: CONTACTS, query: { limit: '101' } });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields).toEqual({ limit: expect.any(String) });

    const broken = await user.inject({ method: 'GET', url: CONTACTS, query: { cursor: 'garbage' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields).toEqual({ cursor: expect.any(String) });
  });
});

describe('PUT /api/emergency-contacts/:id', () => {
  it('replaces every field, keeps the creation time and moves the update time on', async () => {
    const user = await signInAs(testApp);
    const contact = await addContact(user);
    const changes = contactInput({
      name: 'Rahima Uddin',
      relationship: 'Sister',
      phoneHome: '',
      phoneOffice: '+44 20 7946 0000',
      phoneEmergency: '',
      email: 'rahima@example.org',
      address: 'Flat 3, 8 Kings Road, London',
    });

    const response = await user.inject({ method: 'PUT', url: `${CONTACTS}/${contact.id}`, payload: changes });

    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<EmergencyContact>();
    expect(updated).toEqual({
      ...changes,
      id: contact.id,
      createdAt: contact.createdAt,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(contact.updatedAt));
    expect((await contactsOf(user)).items).toEqual([updated]);
  });

  it.each(invalidFields)(
    'answers 400 when %s, and keeps the contact as it was',
    async (_case, override, field, message) => {
      const user = await signInAs(testApp);
      const contact = await addContact(user);

      const response = await user.inject({
        method: 'PUT',
        url: `${CONTACTS}/${contact.id}`,
        payload: { ...contactInput({ name: 'Changed' }), ...override },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: message });
      expect((await contactsOf(user)).items).toEqual([contact]);
    },
  );

  it("answers 404 for another user's contact and leaves it as it was", async () => {
    const owner = await signInAs(testApp);
    const intruder = await signInAs(testApp);
    const contact = await addContact(owner);

    const response = await intruder.inject({
      method: 'PUT',
      url: `${CONTACTS}/${contact.id}`,
      payload: contactInput({ name: 'Mine now' }),
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
    expect((await contactsOf(owner)).items).toEqual([contact]);
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['an id that is not a uuid', 'not-a-contact'],
  ])('answers 404 for %s', async (_case, id) => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'PUT', url: `${CONTACTS}/${id}`, payload: contactInput() });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
  });
});

describe('DELETE /api/emergency-contacts/:id', () => {
  it('deletes the contact for good', async () => {
    const user = await signInAs(testApp);
    const kept = await addContact(user, { name: 'Kept' });
    const gone = await addContact(user, { name: 'Gone' });

    const response = await user.inject({ method: 'DELETE', url: `${CONTACTS}/${gone.id}` });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedContact(gone.id)).toBeUndefined();
    expect((await contactsOf(user)).items).toEqual([kept]);

    const again = await user.inject({ method: 'DELETE', url: `${CONTACTS}/${gone.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(notFoundBody);
  });

  it("answers 404 for another user's contact and keeps it", async () => {
    const owner = await signInAs(testApp);
    const intruder = await signInAs(testApp);
    const contact = await addContact(owner);

    const response = await intruder.inject({ method: 'DELETE', url: `${CONTACTS}/${contact.id}` });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
    expect((await contactsOf(owner)).items).toEqual([contact]);
  });

  it('answers 404 for an id that is not a uuid', async () => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'DELETE', url: `${CONTACTS}/not-a-contact` });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
  });
});

describe('a visitor', () => {
  it.each([
    ['GET', CONTACTS, undefined],
    ['POST', CONTACTS, contactInput()],
    ['POST', CONTACTS, { name: '' }],
    ['PUT', `${CONTACTS}/${UNKNOWN_ID}`, contactInput()],
    ['DELETE', `${CONTACTS}/${UNKNOWN_ID}`, undefined],
  ] as const)('gets 401 from %s %s', async (method, url, payload) => {
    const response = await visitor.inject({ method, url, ...(payload && { payload }) });

    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it("cannot change or delete a user's contact", async () => {
    const owner = await signInAs(testApp);
    const contact = await addContact(owner);

    const put = await visitor.inject({ method: 'PUT', url: `${CONTACTS}/${contact.id}`, payload: contactInput() });
    expect(put.statusCode).toBe(401);
    expect((await visitor.inject({ method: 'DELETE', url: `${CONTACTS}/${contact.id}` })).statusCode).toBe(401);
    expect((await contactsOf(owner)).items).toEqual([contact]);
  });
});
