import type { NewTask, Task } from '@topgear/shared/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tasksQueryKey } from './get-tasks';

export const createTask = (task: NewTask) => api<Task>('/tasks', { method: 'POST', body: task });

/** Adds a card at the bottom of its column; settles once the lists show it. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
