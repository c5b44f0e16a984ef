import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** The same message as HTML, for mail clients that show it instead of the text. */
  html?: string;
  /** An iCalendar document (METHOD:REQUEST or METHOD:CANCEL), sent as the message's calendar part. */
  calendar?: string;
}

/**
 * Queues a message, or many (an import inviting thousands: one statement, the messages travelling
 * as one JSON parameter); pass the transaction of the change that causes them so that both commit
 * or neither does.
 */
export async function enqueueMail(db: Executor, messages: MailMessage | readonly MailMessage[]) {
  const rows = (Array.isArray(messages) ? messages : [messages]).map((message: MailMessage) => ({
    recipient: message.to,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    calendar: message.calendar ?? null,
  }));
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${outbox} (recipient, reply_to, subject, text, html, calendar)
    select recipient, "replyTo", subject, text, html, calendar
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(recipient text, "replyTo" text, subject text, text text, html text, calendar text)
  `);
}
