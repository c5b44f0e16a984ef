import type { Employee, EmployeeInput } from '@topgear/shared/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeesQueryKey } from './get-employees';

export const addEmployee = (employee: EmployeeInput) => api<Employee>('/employees', { method: 'POST', body: employee });

export function useAddEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmployee,
    // The form leads back to the directory once this settles: refetch it now, though not on screen,
    // so it opens with the new person and count instead of the old ones for a moment.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryKey, refetchType: 'all' }),
  });
}
