import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

export const resetTwoFactor = (id: string) =>
  api<undefined>(`/users/${encodeURIComponent(id)}/two-factor`, { method: 'DELETE' });

/** Turns someone's two-factor sign-in off; the list is refreshed either way, since it may have been stale. */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
