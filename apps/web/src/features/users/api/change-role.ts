import type { ManagedUser, Role } from '@topgear/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

export interface RoleChange {
  id: string;
  role: Role;
  /** True gives the role, false takes it away. */
  held: boolean;
}

export const changeRole = ({ id, role, held }: RoleChange) =>
  api<ManagedUser>(`/users/${encodeURIComponent(id)}/roles/${role}`, { method: held ? 'PUT' : 'DELETE' });

/** Gives or takes the admin or manager role; the list is refreshed either way, since it may have been stale. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
