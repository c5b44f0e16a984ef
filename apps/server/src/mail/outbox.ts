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

/** Queues a message; pass the transaction of the change that causes it so both commit or neither does. */
export async function enqueueMail(db: Executor, message: MailMessage) {
  await db.insert(outbox).values({
    recipient: message.to,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    calendar: message.calendar ?? null,
  });
}
