import type { Note } from '@topgear/shared/notes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const notesQueryKey = ['notes'] as const;

const NOTES_PER_PAGE = 20;

/** My notes, newest first, a page at a time; fetched once and refreshed after a change. */
export const useNotes = () =>
  useInfiniteQuery(pagedListOptions<Note>(notesQueryKey, '/notes', { pageSize: NOTES_PER_PAGE }));
