import type { Task, TaskChanges } from '@topgear/shared/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tasksQueryKey } from './get-tasks';

export const updateTask = ({ id, changes }: { id: string; changes: TaskChanges }) =>
  api<Task>(`/tasks/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

/** Edits a card in place; settles once the lists show the change. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
