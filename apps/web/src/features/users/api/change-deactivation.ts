import type { ManagedUser } from '@topgear/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

export interface DeactivationChange {
  id: string;
  /** True deactivates the account, false reactivates it. */
  deactivated: boolean;
}

export const changeDeactivation = ({ id, deactivated }: DeactivationChange) =>
  api<ManagedUser>(`/users/${encodeURIComponent(id)}/deactivation`, { method: deactivated ? 'PUT' : 'DELETE' });

/** Deactivates or reactivates an account; the list is refreshed either way, since it may have been stale. */
export function useChangeDeactivation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDeactivation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
