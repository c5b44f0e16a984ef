import type { Note, NoteInput } from '@topgear/shared/notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notesQueryKey } from './get-notes';

export const updateNote = ({ id, ...note }: NoteInput & { id: string }) =>
  api<Note>(`/notes/${encodeURIComponent(id)}`, { method: 'PUT', body: note });

export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey }),
  });
}
