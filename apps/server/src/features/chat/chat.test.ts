import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@topgear/shared/audit';
import {
  CANNED_REPLY_SHORTCUT_MAX,
  CHAT_EVENTS,
  CHAT_MESSAGES,
  CHAT_NAME_MAX,
  type CannedReply,
  type ChatAck,
  type ChatConversation,
  type ChatMessage,
} from '@topgear/shared/chat';
import { INVALID_EMAIL_MESSAGE } from '@topgear/shared/email';
import type { Page } from '@topgear/shared/pagination';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';
import { connectSocket, listeningUrl } from '../../../test/socket';
import { chatConversations, chatMessages } from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

const MINE = '/api/chat/conversation';
const MY_MESSAGES = `${MINE}/messages`;
const CONVERSATIONS = '/api/chat/conversations';
const conversationUrl = (id: string) => `${CONVERSATIONS}/${id}`;
const messagesUrl = (id: string) => `${CONVERSATIONS}/${id}/messages`;
const CANNED = '/api/chat/canned-replies';
const cannedUrl = (id: string) => `${CANNED}/${id}`;
/** A request body as a client may send it, valid or not. */
type Payload = InjectOptions['payload'];

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const notStartedBody = { error: { code: 'NOT_FOUND', message: CHAT_MESSAGES.notStarted } };
const notFoundBody = { error: { code: 'NOT_FOUND', message: CHAT_MESSAGES.notFound } };
const cannedNotFoundBody = { error: { code: 'NOT_FOUND', message: CHAT_MESSAGES.cannedReplyNotFound } };

// A malformed id names no row, so it answers the same 404 as an unknown one.
const MISSING_IDS = [
  ['an unknown id', UNKNOWN_ID],
  ['an id that is not a uuid', 'not-a-conversation'],
] as const;

let employee: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  ({ employee, manager, admin } = await signInEachRole(testApp));
});

/** One minute apart from a fixed start, so that "newest first" has one right answer. */
const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 9, n));

/** Letters only, so it sorts the same under every collation: a test's own shortcut or address. */
const uniqueWord = () =>
  `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const startRequest = (user: SignedInUser, payload: Payload) => user.inject({ method: 'PUT', url: MINE, payload });

/** Starts (or renames) the person's conversation through the API, as the Start Chat form does. */
async function start(user: SignedInUser, payload: object = { name: user.me.fullName, email: user.email }) {
  const response = await startRequest(user, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatConversation>();
}

type StoredMessage = Omit<typeof chatMessages.$inferInsert, 'conversationId'>;

/** A message as stored, written by `author` for their side at `minute(n)`. */
const said = (author: SignedInUser, side: 'user' | 'support', n: number, text = `Message ${n}`): StoredMessage => ({
  authorId: author.me.id,
  authorName: author.me.fullName,
  fromSupport: side === 'support',
  clientId: randomUUID(),
  text,
  createdAt: minute(n),
});

/** Stores messages directly: REST only reads them, the socket writes them. */
const store = (conversationId: string, messages: StoredMessage[]) =>
  testApp.db
    .insert(chatMessages)
    .values(messages.map((message) => ({ conversationId, ...message })))
    .returning();

const setConversation = (id: string, values: Partial<typeof chatConversations.$inferInsert>) =>
  testApp.db.update(chatConversations).set(values).where(eq(chatConversations.id, id));

async function storedMessageCount(conversationId: string) {
  const [row] = await testApp.db
    .select({ messages: count() })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId));
  return row?.messages;
}

/** Every item from the first page to the last, `limit` at a time. */
async function walk<Item>(fetchPage: (query: Record<string, string>) => Promise<Page<Item>>, limit: number) {
  const walked: Item[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<Item> = await fetchPage({ limit: String(limit), ...(cursor && { cursor }) });
    sizes.push(page.items.length);
    walked.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return { walked, sizes };
}

/** Chat Request's whole list, as support reads it. */
const supportList = async () =>
  (await walk((query) => manager.getJson<Page<ChatConversation>>(CONVERSATIONS, query), 100)).walked;

/** An administrator deletes the person's account and all its data. */
const deleteAccount = (person: SignedInUser) => admin.inject({ method: 'DELETE', url: `/api/users/${person.me.id}` });

const latestAuditEntry = async () => (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '1' })).items[0];

describe('who may call the chat routes', () => {
  const ownRoutes = [
    ['GET', MINE],
    ['PUT', MINE],
    ['GET', MY_MESSAGES],
  ] as const;
  const supportRoutes = [
    ['GET', CONVERSATIONS],
    ['GET', conversationUrl(UNKNOWN_ID)],
    ['GET', messagesUrl(UNKNOWN_ID)],
    ['DELETE', conversationUrl(UNKNOWN_ID)],
    ['GET', CANNED],
    ['POST', CANNED],
    ['DELETE', cannedUrl(UNKNOWN_ID)],
  ] as const;

  it.each([...ownRoutes, ...supportRoutes])('a visitor gets 401 from %s %s', async (method, url) => {
    const payload = method === 'PUT' || method === 'POST' ? {} : undefined;

    const response = await visitor.inject({ method, url, payload });

    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it.each(supportRoutes)('an employee gets 403 from support’s %s %s', async (method, url) => {
    const payload = method === 'POST' ? { shortcut: uniqueWord(), text: 'Hello' } : undefined;

    const response = await employee.inject({ method, url, payload });

    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it("an employee deletes neither someone's conversation nor a canned reply: both stay", async () => {
    const owner = await signInAs(testApp);
    const { id } = await start(owner);
    const shortcut = uniqueWord();
    const added = await manager.inject({ method: 'POST', url: CANNED, payload: { shortcut, text: 'Hello' } });
    expect(added.statusCode, added.body).toBe(201);

    expect((await employee.inject({ method: 'DELETE', url: conversationUrl(id) })).statusCode).toBe(403);
    expect((await employee.inject({ method: 'DELETE', url: cannedUrl(added.json().id) })).statusCode).toBe(403);

    expect(await owner.getJson(MINE)).toMatchObject({ id });
    expect((await manager.getJson<CannedReply[]>(CANNED)).map((reply) => reply.shortcut)).toContain(shortcut);
  });

  it('a visitor starts nothing with a valid Start Chat form', async () => {
    const email = `${uniqueWord()}@example.com`;

    const response = await visitor.inject({ method: 'PUT', url: MINE, payload: { name: 'Dana Rahman', email } });

    expect(response.statusCode).toBe(401);
    expect((await supportList()).map((conversation) => conversation.email)).not.toContain(email);
  });
});

describe('PUT /api/chat/conversation', () => {
  it('starts my conversation under the name and email I give, trimmed, with nothing in it yet', async () => {
    const user = await signInAs(testApp);

    const started = await start(user, { name: '  Dana Rahman ', email: ' dana.rahman@example.com ' });

    expect(started).toEqual({
      id: expect.any(String),
      userId: user.me.id,
      name: 'Dana Rahman',
      image: null,
      email: 'dana.rahman@example.com',
      createdAt: expect.stringMatching(ISO_INSTANT),
      lastMessage: null,
      unread: 0,
      readAt: null,
    });
    expect(await user.getJson(MINE)).toEqual(started);
  });

  it('takes the owner from the session, never from the body', async () => {
    const user = await signInAs(testApp);
    const other = await signInAs(testApp);

    const started = await start(user, { name: 'Dana Rahman', email: 'dana@example.com', userId: other.me.id });

    expect(started.userId).toBe(user.me.id);
    const response = await other.inject({ method: 'GET', url: MINE });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notStartedBody);
  });

  it('starting again changes the name and email support sees, and keeps the one conversation', async () => {
    const user = await signInAs(testApp);
    const first = await start(user, { name: 'Dana Rahman', email: 'dana@example.com' });

    const again = await start(user, { name: 'Dana R. Khan', email: 'dana.khan@example.com' });

    expect(again).toEqual({ ...first, name: 'Dana R. Khan', email: 'dana.khan@example.com' });
    expect(await user.getJson(MINE)).toEqual(again);
    expect((await supportList()).filter((conversation) => conversation.userId === user.me.id)).toEqual([
      expect.objectContaining({ id: first.id, name: 'Dana R. Khan', email: 'dana.khan@example.com' }),
    ]);
  });

  it('keeps one conversation per person when two starts race', async () => {
    const user = await signInAs(testApp);

    const responses = await Promise.all([
      startRequest(user, { name: 'Dana Rahman', email: 'dana@example.com' }),
      startRequest(user, { name: 'Dana Rahman', email: 'dana@example.com' }),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const [one, two] = responses.map((response) => response.json<ChatConversation>());
    expect(two?.id).toBe(one?.id);
    expect((await supportList()).filter((conversation) => conversation.userId === user.me.id)).toHaveLength(1);
  });

  it.each([
    ['the name is blank', { name: ' \t ', email: 'dana@example.com' }, { name: CHAT_MESSAGES.nameRequired }],
    ['the name is missing', { email: 'dana@example.com' }, { name: CHAT_MESSAGES.nameRequired }],
    [
      'the name is too long',
      { name: 'n'.repeat(CHAT_NAME_MAX + 1), email: 'dana@example.com' },
      { name: `The name can have at most ${CHAT_NAME_MAX} characters` },
    ],
    [
      'the name holds markup',
      { name: '<b>Dana</b>', email: 'dana@example.com' },
      { name: 'The name may not contain line breaks, < or >' },
    ],
    ['the email is blank', { name: 'Dana Rahman', email: '  ' }, { email: CHAT_MESSAGES.emailRequired }],
    ['the email is missing', { name: 'Dana Rahman' }, { email: CHAT_MESSAGES.emailRequired }],
    ['the email is not an address', { name: 'Dana Rahman', email: 'dana@' }, { email: INVALID_EMAIL_MESSAGE }],
    [
      'both are blank',
      { name: '', email: '' },
      { name: CHAT_MESSAGES.nameRequired, email: CHAT_MESSAGES.emailRequired },
    ],
  ])('answers 400 naming the field when %s, and starts nothing', async (_case, payload, fields) => {
    const user = await signInAs(testApp);

    const response = await startRequest(user, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    expect(Object.keys(response.json().error.fields)).toEqual(Object.keys(fields));
    expect((await user.inject({ method: 'GET', url: MINE })).statusCode).toBe(404);
  });

  it('answers 400 and keeps the name support sees when a rename is not valid', async () => {
    const user = await signInAs(testApp);
    const started = await start(user, { name: 'Dana Rahman', email: 'dana@example.com' });

    const response = await startRequest(user, { name: 'Dana Rahman', email: 'not-an-email' });

    expect(response.statusCode).toBe(400);
    expect(await user.getJson(MINE)).toEqual(started);
  });
});

describe('GET /api/chat/conversation', () => {
  it('answers 404 "Start a chat first." until I start one', async () => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'GET', url: MINE });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notStartedBody);
  });

  it("never shows someone else's conversation: each person sees their own", async () => {
    const owner = await signInAs(testApp);
    const other = await signInAs(testApp);
    const owners = await start(owner, { name: 'Dana Rahman', email: 'dana@example.com' });
    await store(owners.id, [said(owner, 'user', 1, 'Only for support')]);

    const before = await other.inject({ method: 'GET', url: MINE });
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual(notStartedBody);

    const others = await start(other, { name: 'Omar Faruk', email: 'omar@example.com' });
    expect(others.id).not.toBe(owners.id);
    expect(await other.getJson(MINE)).toMatchObject({ id: others.id, userId: other.me.id, lastMessage: null });
    expect(await other.getJson(MY_MESSAGES)).toEqual({ items: [], nextCursor: null });
    expect(await owner.getJson(MINE)).toMatchObject({ id: owners.id, name: 'Dana Rahman' });
  });

  it('shows me how many of support’s messages are new since I last read, and the latest message', async () => {
    const user = await signInAs(testApp);
    const { id } = await start(user);
    await store(id, [
      said(user, 'user', 1),
      said(manager, 'support', 2),
      said(user, 'user', 3),
      said(admin, 'support', 4),
      said(manager, 'support', 5, 'Is it working now?'),
    ]);

    expect(await user.getJson(MINE)).toMatchObject({
      id,
      unread: 3,
      readAt: null,
      lastMessage: { text: 'Is it working now?', support: true, createdAt: minute(5).toISOString() },
    });

    await setConversation(id, { userReadAt: minute(4) });
    expect(await user.getJson(MINE)).toMatchObject({ unread: 1, readAt: minute(4).toISOString() });

    await setConversation(id, { userReadAt: minute(5) });
    expect(await user.getJson(MINE)).toMatchObject({ unread: 0, readAt: minute(5).toISOString() });
  });

  it('counts none of my own messages as new to me, and shows my read marker, not support’s', async () => {
    const user = await signInAs(testApp);
    const { id } = await start(user);
    await store(id, [said(user, 'user', 1), said(user, 'user', 2, 'Anyone there?')]);
    await setConversation(id, { supportReadAt: minute(0) });

    expect(await user.getJson(MINE)).toMatchObject({
      unread: 0,
      readAt: null,
      lastMessage: { text: 'Anyone there?', support: false, createdAt: minute(2).toISOString() },
    });
  });
});

describe('GET /api/chat/conversation/messages', () => {
  it('answers 404 "Start a chat first." until I start one', async () => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'GET', url: MY_MESSAGES });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notStartedBody);
  });

  it('walks my whole conversation newest first, two at a time, without gaps or repeats', async () => {
    const user = await signInAs(testApp);
    const other = await signInAs(testApp);
    const { id } = await start(user);
    const { id: othersId } = await start(other);
    await store(othersId, [said(other, 'user', 6, 'Not yours'), said(manager, 'support', 7, 'Not yours either')]);
    await store(id, [
      said(user, 'user', 3, 'Message 3'),
      said(user, 'user', 1, 'Message 1'),
      said(manager, 'support', 5, 'Message 5'),
      said(manager, 'support', 2, 'Message 2'),
      said(user, 'user', 4, 'Message 4'),
    ]);

    const { walked, sizes } = await walk((query) => user.getJson<Page<ChatMessage>>(MY_MESSAGES, query), 2);

    expect(sizes).toEqual([2, 2, 1]);
    expect(walked.map((message) => message.text)).toEqual([
      'Message 5',
      'Message 4',
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
    expect(new Set(walked.map((message) => message.id)).size).toBe(5);
    expect(walked.slice(0, 2)).toEqual([
      {
        id: expect.any(String),
        clientId: expect.any(String),
        conversationId: id,
        author: { id: manager.me.id, name: manager.me.fullName, image: null, support: true },
        text: 'Message 5',
        createdAt: minute(5).toISOString(),
      },
      {
        id: expect.any(String),
        clientId: expect.any(String),
        conversationId: id,
        author: { id: user.me.id, name: user.me.fullName, image: null, support: false },
        text: 'Message 4',
        createdAt: minute(4).toISOString(),
      },
    ]);
  });

  it('keeps messages of the same moment apart: a page ends between them and the next goes on', async () => {
    const user = await signInAs(testApp);
    const { id } = await start(user);
    await store(id, [said(user, 'user', 1, 'First'), said(user, 'user', 1, 'Second'), said(user, 'user', 1, 'Third')]);

    const { walked, sizes } = await walk((query) => user.getJson<Page<ChatMessage>>(MY_MESSAGES, query), 2);

    expect(sizes).toEqual([2, 1]);
    expect(walked.map((message) => message.text).sort()).toEqual(['First', 'Second', 'Third']);
  });

  it('keeps the answer of a support person whose account was deleted, under their name and without an id', async () => {
    const user = await signInAs(testApp);
    const leaving = await signInAs(testApp, { isManager: true });
    const { id } = await start(user);
    await store(id, [said(leaving, 'support', 1, 'Happy to help')]);

    expect((await deleteAccount(leaving)).statusCode).toBe(204);

    const { items } = await user.getJson<Page<ChatMessage>>(MY_MESSAGES);
    expect(items).toEqual([
      expect.objectContaining({
        text: 'Happy to help',
        author: { id: null, name: leaving.me.fullName, image: null, support: true },
      }),
    ]);
  });

  it.each([
    ['a broken cursor', { cursor: 'garbage' }, 'cursor'],
    ['a limit over 100', { limit: '101' }, 'limit'],
    ['a limit of 0', { limit: '0' }, 'limit'],
  ])('answers 400 for %s', async (_case, query, field) => {
    const user = await signInAs(testApp);
    await start(user);

    const response = await user.inject({ method: 'GET', url: MY_MESSAGES, query });

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });
});

describe('GET /api/chat/conversations', () => {
  it('shows support each conversation with what support has not read and its latest message', async () => {
    const user = await signInAs(testApp);
    const started = await start(user, { name: 'Dana Rahman', email: 'dana@example.com' });
    await store(started.id, [
      said(user, 'user', 1),
      said(user, 'user', 2),
      said(manager, 'support', 3),
      said(user, 'user', 4, 'Still broken'),
      said(user, 'user', 5, 'Hello?'),
    ]);
    await setConversation(started.id, { supportReadAt: minute(3), userReadAt: minute(5) });

    const listed = (await supportList()).find((conversation) => conversation.id === started.id);

    expect(listed).toEqual({
      id: started.id,
      userId: user.me.id,
      name: 'Dana Rahman',
      image: null,
      email: 'dana@example.com',
      createdAt: started.createdAt,
      lastMessage: { text: 'Hello?', support: false, createdAt: minute(5).toISOString() },
      unread: 2,
      readAt: minute(3).toISOString(),
    });
    expect(await admin.getJson(conversationUrl(started.id))).toEqual(listed);
    // The owner's side of the same conversation: support's one message, read.
    expect(await user.getJson(MINE)).toMatchObject({ unread: 0, readAt: minute(5).toISOString() });
  });

  it('counts every message of the person as unread to support until support reads', async () => {
    const user = await signInAs(testApp);
    const { id } = await start(user);
    await store(id, [said(user, 'user', 1), said(manager, 'support', 2), said(user, 'user', 3)]);

    expect(await manager.getJson(conversationUrl(id))).toMatchObject({ unread: 2, readAt: null });
    expect(await user.getJson(MINE)).toMatchObject({ unread: 1, readAt: null });
  });

  it('walks the same list in pages of two as in one page, without gaps or repeats', async () => {
    for (let n = 0; n < 3; n += 1) await start(await signInAs(testApp));

    const { walked, sizes } = await walk((query) => manager.getJson<Page<ChatConversation>>(CONVERSATIONS, query), 2);

    const all = await supportList();
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(walked.map((conversation) => conversation.id)).toEqual(all.map((conversation) => conversation.id));
    expect(new Set(walked.map((conversation) => conversation.id)).size).toBe(walked.length);
    expect(sizes.slice(0, -1).every((size) => size === 2)).toBe(true);
  });

  it('drops the conversation of a person whose account was deleted', async () => {
    const leaving = await signInAs(testApp);
    const { id } = await start(leaving);
    await store(id, [said(leaving, 'user', 1)]);

    expect((await deleteAccount(leaving)).statusCode).toBe(204);

    expect((await supportList()).map((conversation) => conversation.id)).not.toContain(id);
    expect((await manager.inject({ method: 'GET', url: conversationUrl(id) })).json()).toEqual(notFoundBody);
  });

  it('answers 400 for a broken cursor', async () => {
    const response = await manager.inject({ method: 'GET', url: CONVERSATIONS, query: { cursor: 'garbage' } });

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['cursor']);
  });

  describe('as messages arrive over the socket', () => {
    let url = '';
    const sockets: Socket[] = [];

    beforeAll(async () => {
      await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      url = listeningUrl(testApp.app);
    });
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    });

    /** Sends a message the way the chat screen does, and returns it as stored. */
    async function send(author: SignedInUser, conversationId: string, text: string) {
      const socket = await connectSocket(url, author.cookie, ['websocket']);
      sockets.push(socket);
      const ack = (await socket
        .timeout(5_000)
        .emitWithAck(CHAT_EVENTS.sendMessage, { conversationId, id: randomUUID(), text })) as ChatAck<{
        message: ChatMessage;
      }>;
      if (!ack.ok) throw new Error(`send_message refused: ${ack.error.message}`);
      return ack.message;
    }

    /** The ids of `ids` in the order support's list shows them. */
    const orderOf = async (ids: string[]) =>
      (await supportList()).map((conversation) => conversation.id).filter((id) => ids.includes(id));

    it('puts the conversation with the newest message first, even one started earlier', async () => {
      const [early, late] = [await signInAs(testApp), await signInAs(testApp)];
      const earlier = await start(early);
      const later = await start(late);
      // Started at fixed times a minute apart, so that "started later" has one answer.
      await setConversation(earlier.id, { createdAt: minute(0), lastActivityAt: minute(0) });
      await setConversation(later.id, { createdAt: minute(1), lastActivityAt: minute(1) });
      expect(await orderOf([earlier.id, later.id])).toEqual([later.id, earlier.id]);

      const sent = await send(early, earlier.id, 'My payslip is missing');

      expect(await orderOf([earlier.id, later.id])).toEqual([earlier.id, later.id]);
      expect(await manager.getJson(conversationUrl(earlier.id))).toMatchObject({
        lastMessage: { text: 'My payslip is missing', support: false, createdAt: sent.createdAt },
        unread: 1,
      });
    });

    it('an answer from support reads what came before it for support, and is new to the person', async () => {
      const user = await signInAs(testApp);
      const { id } = await start(user);
      await send(user, id, 'My payslip is missing');
      await send(user, id, 'For October');
      expect(await manager.getJson(conversationUrl(id))).toMatchObject({ unread: 2 });

      await send(manager, id, 'Looking into it');

      expect(await admin.getJson(conversationUrl(id))).toMatchObject({
        unread: 0,
        lastMessage: { text: 'Looking into it', support: true },
      });
      expect(await user.getJson(MINE)).toMatchObject({
        unread: 1,
        lastMessage: { text: 'Looking into it', support: true },
      });
      const { items } = await user.getJson<Page<ChatMessage>>(MY_MESSAGES);
      expect(items.map((message) => [message.text, message.author.support])).toEqual([
        ['Looking into it', true],
        ['For October', false],
        ['My payslip is missing', false],
      ]);
    });
  });
});

describe('GET /api/chat/conversations/:id and its messages', () => {
  it('shows support one conversation and its messages, to a manager and to an administrator', async () => {
    const user = await signInAs(testApp);
    const { id } = await start(user, { name: 'Dana Rahman', email: 'dana@example.com' });
    await store(id, [
      said(user, 'user', 1, 'Hi'),
      said(manager, 'support', 2, 'Hello Dana'),
      said(user, 'user', 3, 'Thanks'),
    ]);

    for (const reader of [manager, admin]) {
      expect(await reader.getJson(conversationUrl(id))).toMatchObject({ id, userId: user.me.id, name: 'Dana Rahman' });
      const { walked, sizes } = await walk((query) => reader.getJson<Page<ChatMessage>>(messagesUrl(id), query), 2);
      expect(sizes).toEqual([2, 1]);
      expect(walked.map((message) => message.text)).toEqual(['Thanks', 'Hello Dana', 'Hi']);
    }
  });

  it('shows a manager their own conversation as its owner at /conversation and as support at /conversations/:id', async () => {
    const supportPerson = await signInAs(testApp, { isManager: true });
    const { id } = await start(supportPerson);
    await store(id, [said(supportPerson, 'user', 1), said(supportPerson, 'user', 2), said(admin, 'support', 3)]);

    expect(await supportPerson.getJson(MINE)).toMatchObject({ id, unread: 1 });
    expect(await supportPerson.getJson(conversationUrl(id))).toMatchObject({ id, unread: 2 });
  });

  it.each(MISSING_IDS)('answers 404 for %s, for the conversation and its messages', async (_case, id) => {
    for (const url of [conversationUrl(id), messagesUrl(id)]) {
      const response = await manager.inject({ method: 'GET', url });

      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
  });
});

describe('DELETE /api/chat/conversations/:id', () => {
  it('deletes the conversation and its messages, and logs it as the manager’s doing', async () => {
    const user = await signInAs(testApp);
    const { id } = await start(user, { name: 'Dana Rahman', email: 'dana@example.com' });
    await store(id, [said(user, 'user', 1), said(manager, 'support', 2)]);
    const bystander = await signInAs(testApp);
    const { id: bystandersId } = await start(bystander);
    await store(bystandersId, [said(bystander, 'user', 1)]);

    const response = await manager.inject({ method: 'DELETE', url: conversationUrl(id) });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    for (const url of [conversationUrl(id), messagesUrl(id)]) {
      const gone = await manager.inject({ method: 'GET', url });
      expect(gone.statusCode, url).toBe(404);
      expect(gone.json()).toEqual(notFoundBody);
    }
    expect((await user.inject({ method: 'GET', url: MINE })).json()).toEqual(notStartedBody);
    expect((await user.inject({ method: 'GET', url: MY_MESSAGES })).statusCode).toBe(404);
    expect((await supportList()).map((conversation) => conversation.id)).not.toContain(id);
    expect(await storedMessageCount(id)).toBe(0);
    expect(await storedMessageCount(bystandersId)).toBe(1);
    expect(await latestAuditEntry()).toEqual({
      id: expect.any(String),
      actorId: manager.me.id,
      actorName: manager.me.fullName,
      action: 'chat.deleted',
      subjectId: id,
      summary: 'Deleted the support chat with Dana Rahman',
      createdAt: expect.stringMatching(ISO_INSTANT),
    });
  });

  it('answers 404 when it is deleted again, and logs nothing more', async () => {
    const user = await signInAs(testApp);
    const { id } = await start(user);
    expect((await admin.inject({ method: 'DELETE', url: conversationUrl(id) })).statusCode).toBe(204);
    const logged = await latestAuditEntry();

    const again = await admin.inject({ method: 'DELETE', url: conversationUrl(id) });

    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(notFoundBody);
    expect(await latestAuditEntry()).toEqual(logged);
  });

  it('lets the person start afresh afterwards, with an empty conversation', async () => {
    const user = await signInAs(testApp);
    const first = await start(user);
    await store(first.id, [said(user, 'user', 1)]);
    expect((await manager.inject({ method: 'DELETE', url: conversationUrl(first.id) })).statusCode).toBe(204);

    const afresh = await start(user);

    expect(afresh.id).not.toBe(first.id);
    expect(afresh).toMatchObject({ lastMessage: null, unread: 0 });
    expect(await user.getJson(MY_MESSAGES)).toEqual({ items: [], nextCursor: null });
  });

  it.each(MISSING_IDS)('answers 404 for %s', async (_case, id) => {
    const response = await manager.inject({ method: 'DELETE', url: conversationUrl(id) });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
  });
});

describe('canned replies', () => {
  const addRequest = (author: SignedInUser, payload: Payload) =>
    author.inject({ method: 'POST', url: CANNED, payload });

  async function add(author: SignedInUser, shortcut: string, text = `The reply for ${shortcut}`) {
    const response = await addRequest(author, { shortcut, text });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CannedReply>();
  }

  const listed = () => manager.getJson<CannedReply[]>(CANNED);

  describe('POST /api/chat/canned-replies', () => {
    it('adds a reply under its shortcut in lower case, and logs it', async () => {
      const word = uniqueWord();

      const response = await addRequest(manager, {
        shortcut: ` ${word.toUpperCase()}-2 `,
        text: '  Thanks for waiting!\nWe are on it.  ',
      });

      expect(response.statusCode).toBe(201);
      const added = response.json<CannedReply>();
      expect(added).toEqual({
        id: expect.any(String),
        shortcut: `${word}-2`,
        text: 'Thanks for waiting!\nWe are on it.',
        createdAt: expect.stringMatching(ISO_INSTANT),
      });
      expect(await listed()).toContainEqual(added);
      expect(await latestAuditEntry()).toMatchObject({
        actorId: manager.me.id,
        action: 'chat.canned-reply-added',
        subjectId: added.id,
        summary: `Added the canned reply /${word}-2`,
      });
    });

    it('answers 409 SHORTCUT_TAKEN for a shortcut in use, whatever its case, and keeps the first reply', async () => {
      const word = uniqueWord();
      const first = await add(manager, word, 'First');

      const response = await addRequest(admin, { shortcut: word.toUpperCase(), text: 'Second' });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: {
          code: 'SHORTCUT_TAKEN',
          message: CHAT_MESSAGES.shortcutTaken,
          fields: { shortcut: CHAT_MESSAGES.shortcutTaken },
        },
      });
      expect((await listed()).filter((reply) => reply.shortcut === word)).toEqual([first]);
    });

    it.each([
      ['empty', '', CHAT_MESSAGES.shortcutRequired],
      ['blank', '   ', CHAT_MESSAGES.shortcutRequired],
      ['missing', undefined, CHAT_MESSAGES.shortcutRequired],
      ['two words', 'thank you', CHAT_MESSAGES.shortcutInvalid],
      ['holding a slash', 'refund/policy', CHAT_MESSAGES.shortcutInvalid],
      ['starting with the slash that inserts it', '/thanks', CHAT_MESSAGES.shortcutInvalid],
      ['holding punctuation', 'thanks!', CHAT_MESSAGES.shortcutInvalid],
      [
        'one character too long',
        'x'.repeat(CANNED_REPLY_SHORTCUT_MAX + 1),
        `The shortcut can have at most ${CANNED_REPLY_SHORTCUT_MAX} characters`,
      ],
    ])('answers 400 naming the shortcut when it is %s, and adds nothing', async (_case, shortcut, message) => {
      const text = `Reply ${uniqueWord()}`;

      const response = await addRequest(manager, { shortcut, text });

      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { shortcut: message } });
      expect((await listed()).map((reply) => reply.text)).not.toContain(text);
    });

    it.each([
      ['missing', undefined],
      ['blank', ' \n '],
    ])('answers 400 naming the reply when its text is %s', async (_case, text) => {
      const shortcut = uniqueWord();

      const response = await addRequest(manager, { shortcut, text });

      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ text: CHAT_MESSAGES.cannedTextRequired });
      expect((await listed()).map((reply) => reply.shortcut)).not.toContain(shortcut);
    });
  });

  describe('GET /api/chat/canned-replies', () => {
    it('lists every canned reply by shortcut, to managers and administrators alike', async () => {
      const word = uniqueWord();
      await add(manager, `${word}c`);
      await add(admin, `${word}a`);
      await add(manager, `${word}b`);

      for (const reader of [manager, admin]) {
        const shortcuts = (await reader.getJson<CannedReply[]>(CANNED)).map((reply) => reply.shortcut);
        expect(shortcuts.filter((shortcut) => shortcut.startsWith(word))).toEqual([`${word}a`, `${word}b`, `${word}c`]);
      }
    });
  });

  describe('DELETE /api/chat/canned-replies/:id', () => {
    it('removes the reply, logs it, and answers 404 when it is removed again', async () => {
      const word = uniqueWord();
      const reply = await add(manager, word);

      const response = await admin.inject({ method: 'DELETE', url: cannedUrl(reply.id) });

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await listed()).map((listedReply) => listedReply.id)).not.toContain(reply.id);
      expect(await latestAuditEntry()).toMatchObject({
        actorId: admin.me.id,
        action: 'chat.canned-reply-removed',
        subjectId: reply.id,
        summary: `Removed the canned reply /${word}`,
      });
      const again = await manager.inject({ method: 'DELETE', url: cannedUrl(reply.id) });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(cannedNotFoundBody);
    });

    it('frees the shortcut for a new reply', async () => {
      const word = uniqueWord();
      const old = await add(manager, word, 'Old wording');
      expect((await manager.inject({ method: 'DELETE', url: cannedUrl(old.id) })).statusCode).toBe(204);

      const renewed = await add(manager, word, 'New wording');

      expect((await listed()).filter((reply) => reply.shortcut === word)).toEqual([renewed]);
    });

    it.each(MISSING_IDS)('answers 404 for %s', async (_case, id) => {
      const response = await manager.inject({ method: 'DELETE', url: cannedUrl(id) });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(cannedNotFoundBody);
    });
  });
});
