import { NOTE_MESSAGES } from '@topgear/shared/notes';
import type { PageQuery } from '@topgear/shared/pagination';
import type { Database } from '../../db/client';
import { orNotFound } from '../../http-errors';
import { deleteNote, insertNote, listNotes, updateNote } from './repository';

/** A user's private notes: every operation is scoped to the owner it is given. */
export function createNoteService({ db }: { db: Database }) {
  return {
    /** The owner's notes, newest first. */
    list: (userId: string, page: PageQuery) => listNotes(db, userId, page),

    create: (userId: string, text: string) => insertNote(db, userId, text),

    /** Replaces the text, or answers 404 when the owner has no such note. */
    update: async (userId: string, id: string, text: string) =>
      orNotFound(await updateNote(db, userId, id, text), NOTE_MESSAGES.notFound),

    /** Deletes the note, or answers 404 when the owner has no such note (any more). */
    async remove(userId: string, id: string): Promise<void> {
      orNotFound(await deleteNote(db, userId, id), NOTE_MESSAGES.notFound);
    },
  };
}
