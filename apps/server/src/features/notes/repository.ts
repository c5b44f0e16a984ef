import type { PageQuery } from '@topgear/shared/pagination';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ownedRow } from '../../db/personal-rows';
import { findPage } from '../../db/pagination';
import { notes } from '../../db/schema';

export const listNotes = (db: Executor, userId: string, page: PageQuery) =>
  findPage(db, notes, page, { order: 'newest', where: eq(notes.userId, userId) });

export async function insertNote(db: Executor, userId: string, text: string) {
  const [note] = await db.insert(notes).values({ userId, text }).returning();
  if (!note) throw new Error('the note was not stored');
  return note;
}

/** Replaces the text of the user's note; resolves with the note, or undefined when the user has no such note. */
export async function updateNote(db: Executor, userId: string, id: string, text: string) {
  const [note] = await db
    .update(notes)
    .set({ text, updatedAt: sql`now()` })
    .where(ownedRow(notes, userId, id))
    .returning();
  return note;
}

/** Deletes the user's note; resolves with its id, or undefined when the user has no such note. */
export async function deleteNote(db: Executor, userId: string, id: string) {
  const [deleted] = await db
    .delete(notes)
    .where(ownedRow(notes, userId, id))
    .returning({ id: notes.id });
  return deleted?.id;
}
