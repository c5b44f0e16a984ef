import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeesQueryKey } from './get-employees';

export const removeEmployee = (id: string) =>
  api<undefined>(`/employees/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRemoveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryKey }),
  });
}
