import type { emergencyContactInputSchema } from '@topgear/shared/emergency-contacts';
import type { PageQuery } from '@topgear/shared/pagination';
import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { ownedRow } from '../../db/personal-rows';
import { findPage, keyset, pageOf } from '../../db/pagination';
import { emergencyContacts, users } from '../../db/schema';

/** What the owner writes: every field of the form. */
export type ContactFields = z.output<typeof emergencyContactInputSchema>;

export const listContacts = (db: Executor, userId: string, page: PageQuery) =>
  findPage(db, emergencyContacts, page, { order: 'newest', where: eq(emergencyContacts.userId, userId) });

/** Everyone's contacts newest first, each with its owner's name and email, for administrators. */
export async function listEveryonesContacts(db: Executor, page: PageQuery) {
  const { pastCursor, orderBy, limit } = keyset(emergencyContacts, page, 'newest');
  const rows = await db
    .select({ ...getTableColumns(emergencyContacts), owner: { id: users.id, name: users.name, email: users.email } })
    .from(emergencyContacts)
    .innerJoin(users, eq(users.id, emergencyContacts.userId))
    .where(pastCursor)
    .orderBy(...orderBy)
    .limit(limit);
  return pageOf(rows, page);
}

export async function countContacts(db: Executor, userId: string) {
  const [row] = await db
    .select({ contacts: count() })
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId));
  return row?.contacts ?? 0;
}

export async function insertContact(db: Executor, userId: string, fields: ContactFields) {
  const [contact] = await db
    .insert(emergencyContacts)
    .values({ ...fields, userId })
    .returning();
  if (!contact) throw new Error('the emergency contact was not stored');
  return contact;
}

/** Replaces the fields of the user's contact; resolves with it, or undefined when the user has no such contact. */
export async function updateContact(db: Executor, userId: string, id: string, fields: ContactFields) {
  const [contact] = await db
    .update(emergencyContacts)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(ownedRow(emergencyContacts, userId, id))
    .returning();
  return contact;
}

/** Deletes the user's contact; resolves with its id, or undefined when the user has no such contact. */
export async function deleteContact(db: Executor, userId: string, id: string) {
  const [deleted] = await db
    .delete(emergencyContacts)
    .where(ownedRow(emergencyContacts, userId, id))
    .returning({ id: emergencyContacts.id });
  return deleted?.id;
}
