import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tasksQueryKey } from './get-tasks';

export const deleteTask = (id: string) => api<void>(`/tasks/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Deletes a card for good; it leaves the lists only once the server has confirmed. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
