import { z } from 'zod';
import { instantSchema } from './dates';
import { pageSchema } from './pagination';
import { requiredText } from './text';

export const NOTE_TEXT_MAX = 5000;

export const NOTE_MESSAGES = {
  textRequired: 'Please write your note',
  notFound: 'We could not find this note. It may have been deleted.',
} as const;

export const noteSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
/** A note as a client receives it. */
export type Note = z.input<typeof noteSchema>;

export const notePageSchema = pageSchema(noteSchema);

/** POST /api/notes and PUT /api/notes/:id. */
export const noteInputSchema = z.object({
  text: requiredText('note', { required: NOTE_MESSAGES.textRequired, max: NOTE_TEXT_MAX, multiline: true }),
});
export type NoteInput = z.input<typeof noteInputSchema>;
