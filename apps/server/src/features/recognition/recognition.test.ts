import type { CompanyValue } from '@topgear/shared/company-values';
import { NEWS_MESSAGES, type NewsPost } from '@topgear/shared/news';
import type { Notification } from '@topgear/shared/notifications';
import type { Page } from '@topgear/shared/pagination';
import {
  PRAISE_RECIPIENTS_MAX,
  RECOGNITION_MESSAGES,
  type Praise,
  type PraiseCounts,
  type PraiseInput,
} from '@topgear/shared/recognition';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { signInAs, signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';
import { setManager } from '../../../test/organisation';
import { praise as praiseTable, users } from '../../db/schema';

const testApp = useTestApp();

let admin: SignedInUser;
let author: SignedInUser;
let recipient: SignedInUser;
let colleague: SignedInUser;
let manager: SignedInUser;
let outsider: SignedInUser;
let courage: CompanyValue;
let retired: CompanyValue;

const asAdmin = (options: { method: 'POST'; url: string; payload?: object }) =>
  admin.inject({ ...options, headers: { origin: TEST_PUBLIC_URL } });

async function valueNamed(name: string) {
  const response = await asAdmin({ method: 'POST', url: '/api/company-values', payload: { name, icon: 'flame' } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CompanyValue>();
}

beforeAll(async () => {
  ({ admin } = await signInEachRole(testApp));
  [author, recipient, colleague, manager, outsider] = await Promise.all([
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp),
  ]);
  await setManager(admin, recipient, manager);
  courage = await valueNamed(`Courage ${crypto.randomUUID().slice(0, 6)}`);
  retired = await valueNamed(`Thrift ${crypto.randomUUID().slice(0, 6)}`);
  expect((await asAdmin({ method: 'POST', url: `/api/company-values/${retired.id}/retire` })).statusCode).toBe(200);
});

const give = (giver: SignedInUser, input: PraiseInput) =>
  giver.inject({ method: 'POST', url: '/api/praise', payload: input, headers: { origin: TEST_PUBLIC_URL } });

async function given(giver: SignedInUser, input: PraiseInput) {
  const response = await give(giver, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Praise>();
}

const praiseInput = (changes: Partial<PraiseInput> = {}): PraiseInput => ({
  recipientIds: [recipient.me.id],
  message: 'Stayed late to get the release out, and wrote down every step.',
  valueId: courage.id,
  visibility: 'public',
  ...changes,
});

const receivedBy = (reader: SignedInUser, person: SignedInUser, query: Record<string, string> = {}) =>
  reader.getJson<Page<Praise>>(`/api/people/${person.me.id}/praise`, query);

const idsReceivedBy = async (reader: SignedInUser, person: SignedInUser, query: Record<string, string> = {}) =>
  (await receivedBy(reader, person, query)).items.map(({ id }) => id);

describe('giving praise', () => {
  it('thanks up to six people for a value, and tells each of them at once', async () => {
    const praise = await given(author, praiseInput({ recipientIds: [recipient.me.id, colleague.me.id] }));

    expect(praise).toMatchObject({
      author: { id: author.me.id, name: author.me.fullName },
      message: 'Stayed late to get the release out, and wrote down every step.',
      value: { id: courage.id, name: courage.name, icon: 'flame', retired: false },
      visibility: 'public',
    });
    expect(praise.recipients.map(({ id }) => id).sort()).toEqual([recipient.me.id, colleague.me.id].sort());
    for (const person of [recipient, colleague]) {
      const [latest] = (await person.getJson<Page<Notification>>('/api/notifications')).items;
      expect(latest).toMatchObject({
        kind: 'praise-received',
        text: `${author.me.fullName} praised you for ${courage.name}`,
        link: `/dashboard/people/${person.me.id}`,
        readAt: null,
      });
    }
  });

  it('may name no value', async () => {
    const praise = await given(author, praiseInput({ valueId: null }));
    expect(praise.value).toBeNull();
    const [latest] = (await recipient.getJson<Page<Notification>>('/api/notifications')).items;
    expect(latest?.text).toBe(`${author.me.fullName} praised you`);
  });

  it('refuses what a thank-you cannot be, and stores nothing', async () => {
    const before = (await testApp.app.db.select().from(praiseTable)).length;
    const sixOthers = await Promise.all(Array.from({ length: PRAISE_RECIPIENTS_MAX + 1 }, () => signInAs(testApp)));
    const refusals: Array<[Partial<PraiseInput>, string, string]> = [
      [{ recipientIds: [] }, 'recipientIds', RECOGNITION_MESSAGES.recipientsRequired],
      [{ recipientIds: sixOthers.map(({ me }) => me.id) }, 'recipientIds', RECOGNITION_MESSAGES.tooManyRecipients],
      [{ recipientIds: [recipient.me.id, recipient.me.id] }, 'recipientIds', RECOGNITION_MESSAGES.recipientTwice],
      [{ recipientIds: [recipient.me.id, author.me.id] }, 'recipientIds', RECOGNITION_MESSAGES.notYourself],
      [{ recipientIds: ['no-such-person-id'] }, 'recipientIds', RECOGNITION_MESSAGES.recipientUnknown],
      [{ valueId: retired.id }, 'valueId', RECOGNITION_MESSAGES.valueUnknown],
      [{ valueId: crypto.randomUUID() }, 'valueId', RECOGNITION_MESSAGES.valueUnknown],
      [{ message: '   ' }, 'message', 'Say what they did'],
      [{ message: 'x'.repeat(1001) }, 'message', 'The message can have at most 1000 characters'],
    ];
    for (const [changes, field, message] of refusals) {
      const response = await give(author, praiseInput(changes));
      expect(response.statusCode, JSON.stringify(changes).slice(0, 80)).toBe(400);
      expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields[field]).toBe(message);
    }
    expect((await give(author, { ...praiseInput(), visibility: 'secret' as 'public' })).statusCode).toBe(400);
    expect((await testApp.app.db.select().from(praiseTable)).length).toBe(before);
  });

  it('goes to active colleagues only', async () => {
    const leaver = await signInAs(testApp);
    await testApp.app.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, leaver.me.id));
    const response = await give(author, praiseInput({ recipientIds: [recipient.me.id, leaver.me.id] }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(RECOGNITION_MESSAGES.recipientUnknown);
  });

  it('is for people signed in, from the app’s own pages', async () => {
    expect(
      (await visitorOf(testApp).inject({ method: 'POST', url: '/api/praise', payload: praiseInput() })).statusCode,
    ).toBe(401);
    const foreign = await author.inject({
      method: 'POST',
      url: '/api/praise',
      payload: praiseInput(),
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('keeps the text as it was written: markup is not read', async () => {
    const praise = await given(author, praiseInput({ message: '<img src=x onerror=alert(1)> thank you' }));
    expect(praise.message).toBe('<img src=x onerror=alert(1)> thank you');
  });
});

describe('reading what a person received', () => {
  it('shows public praise to everyone signed in, newest first, a page at a time', async () => {
    const person = await signInAs(testApp);
    const first = await given(author, praiseInput({ recipientIds: [person.me.id] }));
    const second = await given(colleague, praiseInput({ recipientIds: [person.me.id], valueId: null }));

    expect(await idsReceivedBy(outsider, person)).toEqual([second.id, first.id]);
    const firstPage = await receivedBy(outsider, person, { limit: '1' });
    expect(firstPage.items.map(({ id }) => id)).toEqual([second.id]);
    const nextPage = await receivedBy(outsider, person, { limit: '1', cursor: firstPage.nextCursor! });
    expect(nextPage).toEqual({ items: [expect.objectContaining({ id: first.id })], nextCursor: null });
    expect(
      (await visitorOf(testApp).inject({ method: 'GET', url: `/api/people/${person.me.id}/praise` })).statusCode,
    ).toBe(401);
  });

  it('shows private praise only to its author, its recipients and their managers', async () => {
    const secret = await given(
      author,
      praiseInput({ visibility: 'private', recipientIds: [recipient.me.id, colleague.me.id] }),
    );

    for (const reader of [author, recipient, colleague, manager]) {
      expect(await idsReceivedBy(reader, recipient), reader.me.fullName).toContain(secret.id);
    }
    // Managers may read it from either recipient's page.
    expect(await idsReceivedBy(manager, colleague)).toContain(secret.id);
    for (const reader of [outsider, admin]) {
      expect(await idsReceivedBy(reader, recipient)).not.toContain(secret.id);
      expect(await idsReceivedBy(reader, colleague)).not.toContain(secret.id);
    }
    const counts = await outsider.getJson<PraiseCounts>(`/api/people/${colleague.me.id}/praise/by-value`);
    const withSecret = await colleague.getJson<PraiseCounts>(`/api/people/${colleague.me.id}/praise/by-value`);
    const courageCount = (list: PraiseCounts) => list.find((entry) => entry.value?.id === courage.id)?.count ?? 0;
    expect(courageCount(withSecret)).toBe(courageCount(counts) + 1);
  });

  it('counts it by value, the values in their order, then the retired ones, then none; and narrows to one', async () => {
    const person = await signInAs(testApp);
    const kindness = await valueNamed(`Kindness ${crypto.randomUUID().slice(0, 6)}`);
    const forCourage = await given(author, praiseInput({ recipientIds: [person.me.id] }));
    await given(colleague, praiseInput({ recipientIds: [person.me.id] }));
    const forKindness = await given(author, praiseInput({ recipientIds: [person.me.id], valueId: kindness.id }));
    const forNone = await given(author, praiseInput({ recipientIds: [person.me.id], valueId: null }));
    expect((await asAdmin({ method: 'POST', url: `/api/company-values/${kindness.id}/retire` })).statusCode).toBe(200);

    expect(await outsider.getJson<PraiseCounts>(`/api/people/${person.me.id}/praise/by-value`)).toEqual([
      { value: { id: courage.id, name: courage.name, icon: 'flame', retired: false }, count: 2 },
      { value: { id: kindness.id, name: kindness.name, icon: 'flame', retired: true }, count: 1 },
      { value: null, count: 1 },
    ]);
    expect(await idsReceivedBy(outsider, person, { valueId: kindness.id })).toEqual([forKindness.id]);
    expect(await idsReceivedBy(outsider, person, { valueId: 'none' })).toEqual([forNone.id]);
    expect(await idsReceivedBy(outsider, person, { valueId: courage.id })).toContain(forCourage.id);
  });

  it('answers 404 for nobody and 400 for a filter or page link that is not one', async () => {
    expect((await outsider.inject({ method: 'GET', url: '/api/people/no-such-person-id/praise' })).statusCode).toBe(
      404,
    );
    expect(
      (await outsider.inject({ method: 'GET', url: '/api/people/no-such-person-id/praise/by-value' })).statusCode,
    ).toBe(404);
    for (const query of ['valueId=courage', 'cursor=not-a-cursor', 'limit=0']) {
      const response = await outsider.inject({ method: 'GET', url: `/api/people/${recipient.me.id}/praise?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('keeps a retired value on the praise given for it', async () => {
    const person = await signInAs(testApp);
    const patience = await valueNamed(`Patience ${crypto.randomUUID().slice(0, 6)}`);
    const praise = await given(author, praiseInput({ recipientIds: [person.me.id], valueId: patience.id }));
    expect((await asAdmin({ method: 'POST', url: `/api/company-values/${patience.id}/retire` })).statusCode).toBe(200);

    const [listed] = (await receivedBy(outsider, person)).items;
    expect(listed).toMatchObject({ id: praise.id, value: { id: patience.id, name: patience.name, retired: true } });
  });
});

describe('public praise in the news feed', () => {
  const feed = (reader: SignedInUser, query: Record<string, string> = {}) =>
    reader.getJson<Page<NewsPost>>('/api/news', query);
  const postOfPraise = async (reader: SignedInUser, message: string) =>
    (await feed(reader)).items.find((post) => post.text === message);

  it('is shared as a post by its author, naming its people and value; private praise is not', async () => {
    const message = `Public thanks ${crypto.randomUUID()}`;
    const praise = await given(author, praiseInput({ message, recipientIds: [recipient.me.id, colleague.me.id] }));
    const secret = `Private thanks ${crypto.randomUUID()}`;
    await given(author, praiseInput({ message: secret, visibility: 'private' }));

    const [latest] = (await feed(outsider)).items;
    expect(latest).toMatchObject({
      text: message,
      author: { id: author.me.id, name: author.me.fullName },
      praise: {
        recipients: praise.recipients.map(({ id, name }) => ({ id, name })),
        value: { id: courage.id, name: courage.name, icon: 'flame', retired: false },
      },
      reactions: { like: 0, celebrate: 0 },
      commentCount: 0,
    });
    expect(await postOfPraise(recipient, secret)).toBeUndefined();
    const found = await outsider.getJson<Page<NewsPost>>('/api/news', { q: message.split(' ').at(-1) ?? '' });
    expect(found.items.map(({ text }) => text)).toEqual([message]);
  });

  it('takes reactions and comments like any post, and cannot be edited', async () => {
    const message = `Thanks for the demo ${crypto.randomUUID()}`;
    await given(author, praiseInput({ message, valueId: null }));
    const post = await postOfPraise(colleague, message);
    expect(post?.praise).toEqual({ recipients: [{ id: recipient.me.id, name: recipient.me.fullName }], value: null });

    const reaction = await colleague.inject({
      method: 'PUT',
      url: `/api/news/${post?.id}/reaction`,
      payload: { kind: 'celebrate' },
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(reaction.json<NewsPost>()).toMatchObject({ reactions: { celebrate: 1 }, myReaction: 'celebrate' });
    const edit = await author.inject({
      method: 'PUT',
      url: `/api/news/${post?.id}`,
      payload: { text: 'Something else' },
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error).toMatchObject({ code: 'PRAISE_NOT_EDITABLE', message: NEWS_MESSAGES.praiseNotEditable });
    expect((await postOfPraise(author, message))?.text).toBe(message);
  });

  it.each([
    ['its author', () => author],
    ['an administrator', () => admin],
  ])('goes from everywhere when %s deletes its post', async (_case, deleter) => {
    const message = `Short-lived thanks ${crypto.randomUUID()}`;
    const praise = await given(author, praiseInput({ message }));
    const post = await postOfPraise(author, message);

    const response = await deleter().inject({
      method: 'DELETE',
      url: `/api/news/${post?.id}`,
      headers: { origin: TEST_PUBLIC_URL },
    });

    expect(response.statusCode).toBe(204);
    expect(await postOfPraise(author, message)).toBeUndefined();
    expect(await idsReceivedBy(recipient, recipient)).not.toContain(praise.id);
    expect(await testApp.app.db.select().from(praiseTable).where(eq(praiseTable.id, praise.id))).toEqual([]);
  });
});
