import { randomUUID } from 'node:crypto';
import {
  CHAT_EVENTS,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES,
  type ChatAck,
  type ChatConversation,
  type ChatError,
  type ChatMessage,
  type ChatTyping,
} from '@topgear/shared/chat';
import { UNREAD_COUNT_EVENT, type UnreadCount } from '@topgear/shared/notifications';
import type { Page } from '@topgear/shared/pagination';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/app';
import { signInAs, type SignedInUser } from '../../../test/clients';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import { connectSocket, listeningUrl, nextEvent } from '../../../test/socket';
import { chatMessages, notifications } from '../../db/schema';

/** Small enough to reach in a test. */
const MESSAGES_PER_MINUTE = 5;
/** A reply unread this long is emailed: short, so the test waits for it rather than for minutes. */
const REPLY_EMAIL_AFTER_MS = 300;
const WAIT = { timeout: 10_000, interval: 25 };

let smtp: TestSmtpServer | undefined;
let testApp: TestApp | undefined;
let url = '';
const clients: Socket[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await buildTestApp({
    mail: { smtpUrl: smtp.url },
    chat: { messagesPerMinute: MESSAGES_PER_MINUTE, replyEmailAfterMs: REPLY_EMAIL_AFTER_MS, replyEmailSweepMs: 100 },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  url = listeningUrl(testApp.app);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const app = () => {
  if (!testApp) throw new Error('the test app is only available inside tests');
  return testApp.app;
};

async function connect(person: SignedInUser) {
  const client = await connectSocket(url, person.cookie, ['websocket']);
  clients.push(client);
  return client;
}

/** Emits `event` and resolves with the server's acknowledgement. */
const request = <Result>(client: Socket, event: string, payload: unknown) =>
  client.timeout(5_000).emitWithAck(event, payload) as Promise<ChatAck<Result>>;

/** The person's conversation, started through the API as the Start Chat form does. */
async function startChat(person: SignedInUser) {
  const response = await person.inject({
    method: 'PUT',
    url: '/api/chat/conversation',
    payload: { name: person.me.fullName, email: person.email },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatConversation>();
}

async function join(client: Socket, conversationId: string) {
  const joined = await request<{ conversation: ChatConversation }>(client, CHAT_EVENTS.joinRoom, { conversationId });
  if (!joined.ok) throw new Error(`join_room refused: ${joined.error.message}`);
  return joined.conversation;
}

async function send(client: Socket, conversationId: string, text: string, id: string = randomUUID()) {
  return request<{ message: ChatMessage }>(client, CHAT_EVENTS.sendMessage, { conversationId, id, text });
}

async function sent(client: Socket, conversationId: string, text: string, id?: string) {
  const ack = await send(client, conversationId, text, id);
  if (!ack.ok) throw new Error(`send_message refused: ${ack.error.message}`);
  return ack.message;
}

/** Resolves when `client` receives nothing for `event` within `ms`; rejects with what it received otherwise. */
async function hearsNothing(client: Socket, event: string, ms = 300) {
  await expect(nextEvent(client, event, ms)).rejects.toThrow(`no "${event}" event`);
}

/** A person with a conversation, connected and watching it, and a support agent watching it too. */
async function conversationWithSupport(supportRole: 'isAdmin' | 'isManager' = 'isAdmin') {
  const user = await signInAs(app());
  const agent = await signInAs(app(), { [supportRole]: true });
  const conversation = await startChat(user);
  const [userSocket, agentSocket] = await Promise.all([connect(user), connect(agent)]);
  await join(userSocket, conversation.id);
  await join(agentSocket, conversation.id);
  return { user, agent, conversation, userSocket, agentSocket };
}

describe('joining a conversation', () => {
  it('lets the owner and support in, and refuses another employee as if the conversation did not exist', async () => {
    const { conversation } = await conversationWithSupport('isManager');
    const stranger = await connect(await signInAs(app()));

    const refused = await request(stranger, CHAT_EVENTS.joinRoom, { conversationId: conversation.id });

    expect(refused).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: CHAT_MESSAGES.notFound, event: CHAT_EVENTS.joinRoom },
    });
  });

  it("answers each side with the conversation as that side sees it: the user's own view, support's unread count", async () => {
    const { user, agent, conversation, userSocket } = await conversationWithSupport();
    await sent(userSocket, conversation.id, 'Hello?');

    const asUser = await join(await connect(user), conversation.id);
    const asSupport = await join(await connect(agent), conversation.id);

    expect(asUser).toMatchObject({ id: conversation.id, userId: user.me.id, unread: 0 });
    expect(asSupport).toMatchObject({
      id: conversation.id,
      unread: 1,
      lastMessage: { text: 'Hello?', support: false },
    });
  });

  it('refuses a payload that names no conversation, with a chat_error event as well as the acknowledgement', async () => {
    const client = await connect(await signInAs(app()));
    const errorEvent = nextEvent<ChatError>(client, CHAT_EVENTS.error);

    const refused = await request(client, CHAT_EVENTS.joinRoom, { conversationId: 'not-a-uuid' });

    const expected = { code: 'VALIDATION_FAILED', message: CHAT_MESSAGES.conversationInvalid, event: 'join_room' };
    expect(refused).toEqual({ ok: false, error: expected });
    await expect(errorEvent).resolves.toEqual(expected);
  });
});

describe('sending messages', () => {
  it('stores a message and delivers it to everyone watching, with the author taken from the session', async () => {
    const { user, agent, conversation, userSocket, agentSocket } = await conversationWithSupport();
    const toAgent = nextEvent<ChatMessage>(agentSocket, CHAT_EVENTS.receiveMessage);
    const toUser = nextEvent<ChatMessage>(userSocket, CHAT_EVENTS.receiveMessage);

    const clientId = randomUUID();
    const ack = await request<{ message: ChatMessage }>(userSocket, CHAT_EVENTS.sendMessage, {
      conversationId: conversation.id,
      id: clientId,
      text: '  My payslip is missing  ',
      // Whatever a client claims, the session says who wrote it.
      author: { id: agent.me.id, name: 'Someone Else', support: true },
    });

    expect(ack.ok).toBe(true);
    const message = ack.ok ? ack.message : undefined;
    expect(message).toMatchObject({
      conversationId: conversation.id,
      clientId,
      text: 'My payslip is missing',
      author: { id: user.me.id, name: user.me.fullName, support: false },
    });
    await expect(toAgent).resolves.toEqual(message);
    await expect(toUser).resolves.toEqual(message);
  });

  it('marks support replies as support, naming the administrator who wrote them', async () => {
    const { agent, conversation, agentSocket, userSocket } = await conversationWithSupport();
    const toUser = nextEvent<ChatMessage>(userSocket, CHAT_EVENTS.receiveMessage);

    await sent(agentSocket, conversation.id, 'Let me look.');

    await expect(toUser).resolves.toMatchObject({
      author: { id: agent.me.id, name: agent.me.fullName, image: null, support: true },
    });
  });

  it("never delivers a conversation's messages to a user who is not in it", async () => {
    const { conversation, userSocket } = await conversationWithSupport();
    const other = await signInAs(app());
    const otherConversation = await startChat(other);
    const otherSocket = await connect(other);
    await join(otherSocket, otherConversation.id);
    const refused = await send(otherSocket, conversation.id, 'Let me in');

    await sent(userSocket, conversation.id, 'Private matter');

    expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    await hearsNothing(otherSocket, CHAT_EVENTS.receiveMessage);
  });

  it('stores a message resent with the same id once, and acknowledges the resend with the stored message', async () => {
    const { conversation, userSocket } = await conversationWithSupport();
    const id = randomUUID();

    const first = await sent(userSocket, conversation.id, 'Sent twice', id);
    const again = await sent(userSocket, conversation.id, 'Sent twice', id);

    expect(again).toEqual(first);
    const stored = await app().db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversation.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses an id the author already used in another conversation', async () => {
    const { conversation, agentSocket } = await conversationWithSupport();
    const second = await startChat(await signInAs(app()));
    await join(agentSocket, second.id);
    const id = randomUUID();
    await sent(agentSocket, conversation.id, 'First', id);

    const reused = await send(agentSocket, second.id, 'Second', id);

    expect(reused).toEqual({
      ok: false,
      error: { code: 'CONFLICT', message: CHAT_MESSAGES.idReused, event: 'send_message', id },
    });
  });

  it.each([
    ['empty', '   ', CHAT_MESSAGES.messageRequired],
    ['too long', 'x'.repeat(CHAT_MESSAGE_MAX + 1), CHAT_MESSAGES.messageTooLong],
    ['not text', 42, CHAT_MESSAGES.messageRequired],
  ])('refuses a message that is %s, and stores nothing', async (_case, text, message) => {
    const { conversation, userSocket } = await conversationWithSupport();
    const id = randomUUID();

    const refused = await request(userSocket, CHAT_EVENTS.sendMessage, { conversationId: conversation.id, id, text });

    expect(refused).toEqual({ ok: false, error: { code: 'VALIDATION_FAILED', message, event: 'send_message', id } });
    expect(await app().db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversation.id))).toEqual(
      [],
    );
  });

  it('accepts a message of exactly the longest length', async () => {
    const { conversation, userSocket } = await conversationWithSupport();

    const message = await sent(userSocket, conversation.id, 'x'.repeat(CHAT_MESSAGE_MAX));

    expect(message.text).toHaveLength(CHAT_MESSAGE_MAX);
  });

  it('limits how many messages a person sends a minute, across their sockets, and says how long to wait', async () => {
    const { user, conversation, userSocket } = await conversationWithSupport();
    const secondTab = await connect(user);
    await join(secondTab, conversation.id);

    for (let index = 0; index < MESSAGES_PER_MINUTE; index++) {
      await sent(index % 2 === 0 ? userSocket : secondTab, conversation.id, `Message ${index}`);
    }
    const refused = await send(secondTab, conversation.id, 'One too many');

    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'TOO_MANY_REQUESTS', message: CHAT_MESSAGES.tooManyMessages, event: 'send_message' },
    });
    expect(refused.ok ? 0 : refused.error.retryAfter).toBeGreaterThan(0);
    const stored = await app().db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversation.id));
    expect(stored).toHaveLength(MESSAGES_PER_MINUTE);
  });
});

describe('resending', () => {
  it('does not count a resend against the minute’s allowance', async () => {
    const { conversation, userSocket } = await conversationWithSupport();
    const first = await sent(userSocket, conversation.id, 'First');
    for (let resend = 0; resend < MESSAGES_PER_MINUTE; resend++) {
      await sent(userSocket, conversation.id, 'First', first.clientId);
    }

    for (let index = 1; index < MESSAGES_PER_MINUTE; index++) {
      await sent(userSocket, conversation.id, `Message ${index}`);
    }

    expect(await send(userSocket, conversation.id, 'One too many')).toMatchObject({
      ok: false,
      error: { code: 'TOO_MANY_REQUESTS' },
    });
  });
});

describe('history', () => {
  it('gives back every message, in order, to the user and to support after they reconnect', async () => {
    const { user, agent, conversation, userSocket, agentSocket } = await conversationWithSupport();
    const texts = ['Hi', 'Hello, how can I help?', 'My leave balance looks wrong'];
    await sent(userSocket, conversation.id, texts[0] ?? '');
    await sent(agentSocket, conversation.id, texts[1] ?? '');
    await sent(userSocket, conversation.id, texts[2] ?? '');
    userSocket.disconnect();
    agentSocket.disconnect();

    const mine = await user.getJson<Page<ChatMessage>>('/api/chat/conversation/messages');
    const theirs = await agent.getJson<Page<ChatMessage>>(`/api/chat/conversations/${conversation.id}/messages`);

    expect(mine.items.map((message) => message.text)).toEqual(texts.toReversed());
    expect(theirs).toEqual(mine);
  });
});

describe('typing', () => {
  it("tells the room's other sockets who is typing, and not the typist", async () => {
    const { agent, conversation, userSocket, agentSocket } = await conversationWithSupport();
    const toUser = nextEvent<ChatTyping>(userSocket, CHAT_EVENTS.typing);

    agentSocket.emit(CHAT_EVENTS.typing, { conversationId: conversation.id });

    await expect(toUser).resolves.toEqual({
      conversationId: conversation.id,
      author: { id: agent.me.id, name: agent.me.fullName, image: null, support: true },
    });
    await hearsNothing(agentSocket, CHAT_EVENTS.typing);
  });

  it('refuses typing in a room the socket has not joined', async () => {
    const { conversation } = await conversationWithSupport();
    const stranger = await connect(await signInAs(app()));

    const refused = await request(stranger, CHAT_EVENTS.typing, { conversationId: conversation.id });

    expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', message: CHAT_MESSAGES.notJoined } });
  });
});

describe('unread messages and the support team', () => {
  it("shows support's cards the new message and unread count live, and clears the count when support reads", async () => {
    const user = await signInAs(app());
    const conversation = await startChat(user);
    const userSocket = await connect(user);
    await join(userSocket, conversation.id);
    // An agent on Chat Request: connected, not watching this conversation.
    const agent = await signInAs(app(), { isManager: true });
    const cards = await connect(agent);
    const updated = nextEvent<ChatConversation>(cards, CHAT_EVENTS.conversationUpdated);

    await sent(userSocket, conversation.id, 'Anyone there?');

    await expect(updated).resolves.toMatchObject({
      id: conversation.id,
      unread: 1,
      lastMessage: { text: 'Anyone there?', support: false },
    });
    const cleared = nextEvent<ChatConversation>(cards, CHAT_EVENTS.conversationUpdated);
    await join(cards, conversation.id);
    const read = await request<{ conversation: ChatConversation }>(cards, CHAT_EVENTS.markRead, {
      conversationId: conversation.id,
    });
    expect(read).toMatchObject({ ok: true, conversation: { unread: 0 } });
    await expect(cleared).resolves.toMatchObject({ id: conversation.id, unread: 0 });
  });

  it('keeps employees out of the support room', async () => {
    const { conversation, userSocket } = await conversationWithSupport();
    const employee = await connect(await signInAs(app()));
    const other = await signInAs(app());
    const otherSocket = await connect(other);
    await join(otherSocket, (await startChat(other)).id);

    await sent(userSocket, conversation.id, 'Only support hears of this');

    await hearsNothing(employee, CHAT_EVENTS.conversationUpdated);
  });
});

describe('roles changing while connected', () => {
  it("closes the person's sockets when a role is taken away, so a former manager hears support's events no more", async () => {
    const admin = await signInAs(app(), { isAdmin: true });
    const manager = await signInAs(app(), { isManager: true });
    const cards = await connect(manager);
    const closed = nextEvent<string>(cards, 'disconnect');

    const revoked = await admin.inject({
      method: 'DELETE',
      url: `/api/users/${manager.me.id}/roles/manager`,
      headers: { origin: TEST_PUBLIC_URL },
    });

    expect(revoked.statusCode, revoked.body).toBe(200);
    await expect(closed).resolves.toBe('io server disconnect');
    const reconnected = await connect(manager);
    const user = await signInAs(app());
    const userSocket = await connect(user);
    const conversation = await startChat(user);
    await join(userSocket, conversation.id);
    await sent(userSocket, conversation.id, 'Hello support');
    await hearsNothing(reconnected, CHAT_EVENTS.conversationUpdated);
  });
});

describe('replies while the person is away', () => {
  it('notify the person when they are not watching the conversation, and not while they are', async () => {
    const { user, agent, conversation, userSocket, agentSocket } = await conversationWithSupport();
    const unreadNotifications = async () =>
      (await app().db.select().from(notifications).where(eq(notifications.userId, user.me.id))).length;

    await sent(agentSocket, conversation.id, 'Seen live');
    expect(await unreadNotifications()).toBe(0);

    userSocket.disconnect();
    await vi.waitFor(async () => expect(await app().io.in(`chat:${conversation.id}`).fetchSockets()).toHaveLength(1));
    await sent(agentSocket, conversation.id, 'Sent while away');

    const list = await user.getJson<{ items: Array<{ kind: string; text: string; link: string }> }>(
      '/api/notifications',
    );
    expect(list.items).toEqual([
      expect.objectContaining({
        kind: 'chat-reply',
        text: CHAT_MESSAGES.replyNotification(agent.me.fullName),
        link: '/dashboard/chat',
      }),
    ]);
  });

  it('stop ringing the bell once the person reads the conversation, in every tab', async () => {
    const { user, conversation, userSocket, agentSocket } = await conversationWithSupport();
    userSocket.disconnect();
    await vi.waitFor(async () => expect(await app().io.in(`chat:${conversation.id}`).fetchSockets()).toHaveLength(1));
    await sent(agentSocket, conversation.id, 'Sent while away');
    const unread = () => user.getJson<UnreadCount>('/api/notifications/unread-count');
    expect(await unread()).toEqual({ unread: 1 });
    const otherTab = await connect(user);
    const bell = nextEvent<UnreadCount>(otherTab, UNREAD_COUNT_EVENT);

    const back = await connect(user);
    await join(back, conversation.id);
    expect(await request(back, CHAT_EVENTS.markRead, { conversationId: conversation.id })).toMatchObject({ ok: true });

    await expect(bell).resolves.toEqual({ unread: 0 });
    expect(await unread()).toEqual({ unread: 0 });
  });

  it('email the person once when a reply stays unread, and not again for the same unread stretch', async () => {
    const { user, conversation, userSocket, agentSocket } = await conversationWithSupport();
    userSocket.disconnect();

    await sent(agentSocket, conversation.id, 'Your balance is fixed.');
    await sent(agentSocket, conversation.id, 'Anything else?');

    const mail = await vi.waitFor(() => {
      const found = smtp?.received.filter((received) => received.envelopeTo.includes(user.email)) ?? [];
      if (found.length === 0) throw new Error('no email yet');
      return found;
    }, WAIT);
    expect(mail[0]?.parsed.subject).toBe(CHAT_MESSAGES.replyEmailSubject);
    expect(mail[0]?.parsed.text).toContain('/dashboard/chat');
    await new Promise((resolve) => setTimeout(resolve, REPLY_EMAIL_AFTER_MS * 3));
    expect(smtp?.received.filter((received) => received.envelopeTo.includes(user.email))).toHaveLength(1);
  });

  it('email nobody who read the reply in time', async () => {
    const { user, conversation, agentSocket, userSocket } = await conversationWithSupport();

    await sent(agentSocket, conversation.id, 'Read at once');
    await request(userSocket, CHAT_EVENTS.markRead, { conversationId: conversation.id });

    await new Promise((resolve) => setTimeout(resolve, REPLY_EMAIL_AFTER_MS * 3));
    expect(smtp?.received.filter((received) => received.envelopeTo.includes(user.email))).toEqual([]);
  });
});

describe('deleting a conversation', () => {
  it('tells its watchers and its owner, and takes everyone out of its room', async () => {
    const { user, agent, conversation, userSocket, agentSocket } = await conversationWithSupport();
    const ownerTold = nextEvent(userSocket, CHAT_EVENTS.conversationDeleted);

    const response = await agent.inject({ method: 'DELETE', url: `/api/chat/conversations/${conversation.id}` });

    expect(response.statusCode).toBe(204);
    await expect(ownerTold).resolves.toEqual({ id: conversation.id });
    expect(await send(agentSocket, conversation.id, 'Still there?')).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect((await user.inject({ method: 'GET', url: '/api/chat/conversation' })).statusCode).toBe(404);
  });
});
