import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, ownerId } from './columns';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A person's support conversation: one each, started from the chat screen with the name and email
 * support should use. The two read markers tell each side which messages are new to it; every
 * administrator and manager shares the support side's.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId().unique('chat_conversations_one_per_person'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    /** The latest message's time, or the start while there is none: the Chat Request list's order. */
    lastActivityAt: instant('last_activity_at').notNull().defaultNow(),
    userReadAt: instant('user_read_at'),
    supportReadAt: instant('support_read_at'),
    /** When the person was last emailed about replies they had not read; one email per unread stretch. */
    userEmailedAt: instant('user_emailed_at'),
  },
  (table) => [index('chat_conversations_latest_first').on(table.lastActivityAt.desc(), table.id.desc())],
);

/** A message, stored before anyone receives it. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted; the message stays in the conversation under their name. */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    /** Written by support (an administrator or manager other than the conversation's owner). */
    fromSupport: boolean('from_support').notNull(),
    /** The id the sending client gave it: a resend after a reconnect finds the stored message. */
    clientId: uuid('client_id').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_messages_by_conversation_newest_first').on(
      table.conversationId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    uniqueIndex('chat_messages_client_id_per_author').on(table.authorId, table.clientId),
  ],
);

/** Answers support keeps at hand, inserted in a reply by typing `/shortcut`. */
export const chatCannedReplies = pgTable('chat_canned_replies', {
  id: uuid('id').primaryKey().defaultRandom(),
  shortcut: text('shortcut').notNull().unique('chat_canned_replies_shortcut_unique'),
  text: text('text').notNull(),
  createdAt: createdAt(),
});
