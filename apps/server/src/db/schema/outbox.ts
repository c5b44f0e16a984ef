import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mail waiting to be sent. Written in the same transaction as the change that causes it, so a
 * booking is never kept without its invitation (nor the reverse); delivered by `mail/delivery.ts`.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    /** Where replies go when it is not the sender, e.g. the visitor who wrote a contact message. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The same message as HTML, sent as the text's alternative, when it has one. */
    html: text('html'),
    /** An iCalendar invitation (METHOD:REQUEST) sent with the message, if any. */
    calendar: text('calendar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_pending')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
);
