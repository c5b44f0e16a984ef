import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notesQueryKey } from './get-notes';

export const deleteNote = (id: string) => api<undefined>(`/notes/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey }),
  });
}
