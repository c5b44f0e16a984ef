import type { Task, TaskMove } from '@topgear/shared/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { api, errorMessage } from '@/lib/api-client';
import { moveTask } from '../board';
import { tasksQueryKey, tasksQueryOptions } from './get-tasks';

export const moveTaskOnServer = ({ id, to }: { id: string; to: TaskMove }) =>
  api<Task[]>(`/tasks/${encodeURIComponent(id)}/move`, { method: 'POST', body: to });

const moveMutationKey = [...tasksQueryKey, 'move'] as const;
const boardKey = tasksQueryOptions().queryKey;

interface MoveVariables {
  id: string;
  to: TaskMove;
  /** The board before this move, to put back if the server refuses it. */
  previous: Task[] | undefined;
}

/**
 * Moves a card at once on screen, then on the server, whose answer (the whole board) replaces the
 * guess; a refused move puts the board back and says why.
 */
export function useMoveTask() {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationKey: moveMutationKey,
    mutationFn: ({ id, to }: MoveVariables) => moveTaskOnServer({ id, to }),
    onSuccess: async (board) => {
      // While a later move is on its way the screen already shows it; its own answer is the newer board.
      if (queryClient.isMutating({ mutationKey: moveMutationKey }) > 1) return;
      // The goal pages' lists may hold the moved card too: they reload when next shown.
      await queryClient.invalidateQueries({ queryKey: tasksQueryKey, refetchType: 'none' });
      queryClient.setQueryData(boardKey, board);
    },
    onError: (error, { previous }) => {
      queryClient.setQueryData(boardKey, previous);
      toast.error(`The task could not be moved. ${errorMessage(error)}`);
      return queryClient.invalidateQueries({ queryKey: tasksQueryKey });
    },
  });

  return useCallback(
    (id: string, to: TaskMove) => {
      // A reload still on its way would overwrite the move with the board from before it.
      void queryClient.cancelQueries({ queryKey: boardKey });
      const previous = queryClient.getQueryData(boardKey);
      if (previous) queryClient.setQueryData(boardKey, moveTask(previous, id, to));
      mutate({ id, to, previous });
    },
    [queryClient, mutate],
  );
}
