import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema';

type NewContactMessage = typeof contactMessages.$inferInsert;

/** Stores the message; resolves with its id. */
export async function insertContactMessage(db: Executor, message: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('the contact message was not stored');
  return row.id;
}
