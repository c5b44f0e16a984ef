import type { NewCannedReply, StartChat } from '@topgear/shared/chat';
import type { PageQuery } from '@topgear/shared/pagination';
import { and, asc, eq, getTableColumns, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { encodeCursor, keyset, pageOf } from '../../db/pagination';
import { chatCannedReplies, chatConversations, chatMessages, users } from '../../db/schema';

/** Which side of a conversation is looking: its owner, or the support team. */
export type Side = 'user' | 'support';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
/** A message as read back, with its author's picture as it is now (null once they are gone, or have none). */
export type MessageView = MessageRow & { authorImage: string | null };

const readAtOf = (side: Side) => (side === 'user' ? chatConversations.userReadAt : chatConversations.supportReadAt);

/**
 * A column named with its table. Drizzle leaves the columns of a one-table statement unqualified,
 * and inside a correlated subquery an unqualified `id` or `created_at` would name the subquery's
 * own table instead of the outer one.
 */
const qualified = (table: 'chat_conversations' | 'chat_messages', column: PgColumn) =>
  sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;
const conversation = (column: PgColumn) => qualified('chat_conversations', column);
const message = (column: PgColumn) => qualified('chat_messages', column);

/** Messages of the other side newer than this side's read marker: the user reads support's, support the user's. */
const unreadOf = (side: Side) => sql<number>`(
  select count(*)::int from ${chatMessages}
  where ${message(chatMessages.conversationId)} = ${conversation(chatConversations.id)}
    and ${message(chatMessages.fromSupport)} = ${side === 'user'}
    and ${message(chatMessages.createdAt)} > coalesce(${conversation(readAtOf(side))}, '-infinity')
)`;

const latestMessage = sql<{ text: string; support: boolean; createdAt: string } | null>`(
  select json_build_object(
    'text', ${message(chatMessages.text)},
    'support', ${message(chatMessages.fromSupport)},
    'createdAt', ${message(chatMessages.createdAt)}
  )
  from ${chatMessages}
  where ${message(chatMessages.conversationId)} = ${conversation(chatConversations.id)}
  order by ${message(chatMessages.createdAt)} desc nulls last, ${message(chatMessages.id)} desc nulls last
  limit 1
)`;

/** The picture of the account with id `userId`, as it is now. */
const pictureOf = (userId: SQL) =>
  sql<string | null>`(select ${users.image} from ${users} where ${users.id} = ${userId})`;

/** A conversation as one side sees it: with the last message, this side's unread count and read marker. */
const conversationView = (side: Side) => ({
  id: chatConversations.id,
  userId: chatConversations.userId,
  name: chatConversations.name,
  image: pictureOf(conversation(chatConversations.userId)),
  email: chatConversations.email,
  createdAt: chatConversations.createdAt,
  lastActivityAt: chatConversations.lastActivityAt,
  lastMessage: latestMessage,
  unread: unreadOf(side),
  readAt: readAtOf(side),
});

function selectConversations(db: Executor, side: Side, where: SQL | undefined) {
  return db.select(conversationView(side)).from(chatConversations).where(where);
}

/** The view's last message with its time as a Date, like every other instant the API encodes. */
const withDates = <Row extends { lastMessage: { text: string; support: boolean; createdAt: string } | null }>(
  row: Row,
) => ({
  ...row,
  lastMessage: row.lastMessage && { ...row.lastMessage, createdAt: new Date(row.lastMessage.createdAt) },
});

export async function findConversationView(db: Executor, side: Side, where: SQL) {
  const [row] = await selectConversations(db, side, where);
  return row && withDates(row);
}

export const byId = (id: string) => eq(chatConversations.id, id);
export const byOwner = (userId: string) => eq(chatConversations.userId, userId);

export async function findConversation(db: Executor, where: SQL) {
  const [row] = await db.select().from(chatConversations).where(where);
  return row;
}

/** Starts the person's conversation, or renames it when they start again; one per person, settled by its unique key. */
export async function upsertConversation(db: Executor, userId: string, { name, email }: StartChat) {
  const [row] = await db
    .insert(chatConversations)
    .values({ userId, name, email })
    .onConflictDoUpdate({ target: chatConversations.userId, set: { name, email } })
    .returning({ id: chatConversations.id });
  if (!row) throw new Error('the conversation was not stored');
  return row.id;
}

/** Support's list: the conversation with the latest activity first, a keyset page at a time. */
export async function listConversations(db: Executor, page: PageQuery) {
  const { pastCursor, orderBy, limit } = keyset(
    { createdAt: chatConversations.lastActivityAt, id: chatConversations.id },
    page,
    'newest',
  );
  const rows = await selectConversations(db, 'support', pastCursor)
    .orderBy(...orderBy)
    .limit(limit);
  return pageOf(rows.map(withDates), page, (last) => encodeCursor({ createdAt: last.lastActivityAt, id: last.id }));
}

export async function deleteConversation(db: Executor, id: string) {
  const [row] = await db
    .delete(chatConversations)
    .where(byId(id))
    .returning({ id: chatConversations.id, userId: chatConversations.userId, name: chatConversations.name });
  return row;
}

export interface NewMessage {
  conversationId: string;
  authorId: string;
  authorName: string;
  fromSupport: boolean;
  clientId: string;
  text: string;
}

/**
 * Stores the message unless its author already stored one with this client id (a resend after a
 * reconnect); either way returns the stored one, and whether it is new.
 */
export async function insertMessage(db: Executor, message: NewMessage) {
  const [inserted] = await db
    .insert(chatMessages)
    .values(message)
    .onConflictDoNothing({ target: [chatMessages.authorId, chatMessages.clientId] })
    .returning();
  if (inserted) return { message: inserted, isNew: true };
  const [existing] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.authorId, message.authorId), eq(chatMessages.clientId, message.clientId)));
  if (!existing) throw new Error('the message was neither stored nor found');
  return { message: existing, isNew: false };
}

/** A conversation's history, newest first, each message with its author's picture. */
export async function listMessages(db: Executor, conversationId: string, page: PageQuery) {
  const { pastCursor, orderBy, limit } = keyset(chatMessages, page, 'newest');
  const rows = await db
    .select({ ...getTableColumns(chatMessages), authorImage: pictureOf(message(chatMessages.authorId)) })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), pastCursor))
    .orderBy(...orderBy)
    .limit(limit);
  return pageOf(rows, page);
}

/** The other side's latest message this transaction can see: how far `side` has read when it reads now. */
const latestFromOtherSide = (side: Side, id: string) => sql`(
  select max(${message(chatMessages.createdAt)}) from ${chatMessages}
  where ${message(chatMessages.conversationId)} = ${id} and ${message(chatMessages.fromSupport)} = ${side === 'user'}
)`;

/** The read marker of `side` moved up to what it has seen; it never moves back. */
const readUpToNow = (side: Side, id: string) => {
  const marker = sql`greatest(${readAtOf(side)}, ${latestFromOtherSide(side, id)})`;
  return side === 'user' ? { userReadAt: marker } : { supportReadAt: marker };
};

/**
 * This side has read everything so far: up to the other side's latest message it can see. Not
 * `now()`, the start of this transaction: a message whose transaction began before it and commits
 * after would count as read without having been seen.
 */
export async function markRead(db: Executor, side: Side, id: string) {
  await db.update(chatConversations).set(readUpToNow(side, id)).where(byId(id));
}

/**
 * A message of `side` arrived at `at`: the conversation's activity moves on, and its author's side
 * has read everything before it (answering is reading). One statement, one row lock.
 */
export async function recordMessage(db: Executor, side: Side, id: string, at: Date) {
  await db
    .update(chatConversations)
    .set({
      lastActivityAt: sql`greatest(${chatConversations.lastActivityAt}, ${at.toISOString()}::timestamptz)`,
      ...readUpToNow(side, id),
    })
    .where(byId(id));
}

/**
 * Claims the conversations whose owner has had a reply unread for longer than `unreadFor`, and has
 * not been emailed since it arrived: each claim is one email. The update settles it between
 * processes: a conversation is claimed by one of them.
 */
export async function claimUnreadReplies(db: Executor, unreadFor: number) {
  const dueBefore = sql`now() - make_interval(secs => ${unreadFor / 1000})`;
  const firstUnread = sql`(
    select min(${message(chatMessages.createdAt)}) from ${chatMessages}
    where ${message(chatMessages.conversationId)} = ${conversation(chatConversations.id)}
      and ${message(chatMessages.fromSupport)}
      and ${message(chatMessages.createdAt)} > coalesce(${conversation(chatConversations.userReadAt)}, '-infinity')
  )`;
  return db
    .update(chatConversations)
    .set({ userEmailedAt: sql`now()` })
    .where(
      and(
        // Cheap first: only a conversation with activity since its owner last read can hold an unread reply.
        gt(chatConversations.lastActivityAt, sql`coalesce(${chatConversations.userReadAt}, '-infinity')`),
        lte(firstUnread, dueBefore),
        or(isNull(chatConversations.userEmailedAt), gt(firstUnread, chatConversations.userEmailedAt)),
      ),
    )
    .returning({ id: chatConversations.id, name: chatConversations.name, email: chatConversations.email });
}

export const listCannedReplies = (db: Executor) =>
  db.select().from(chatCannedReplies).orderBy(asc(chatCannedReplies.shortcut));

/** Adds a canned reply; undefined when its shortcut is taken. */
export async function insertCannedReply(db: Executor, reply: NewCannedReply) {
  const [row] = await db.insert(chatCannedReplies).values(reply).onConflictDoNothing().returning();
  return row;
}

export async function deleteCannedReply(db: Executor, id: string) {
  const [row] = await db
    .delete(chatCannedReplies)
    .where(eq(chatCannedReplies.id, id))
    .returning({ id: chatCannedReplies.id, shortcut: chatCannedReplies.shortcut });
  return row;
}
