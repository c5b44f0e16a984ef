import type { Note, NoteInput } from '@topgear/shared/notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notesQueryKey } from './get-notes';

export const createNote = (note: NoteInput) => api<Note>('/notes', { method: 'POST', body: note });

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey }),
  });
}
