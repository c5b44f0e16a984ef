import type { Employee } from '@topgear/shared/employees';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeesQueryKey } from './get-employees';

export const useEmployee = (id: string) =>
  useQuery({
    queryKey: [...employeesQueryKey, 'detail', id],
    queryFn: ({ signal }) => api<Employee>(`/employees/${encodeURIComponent(id)}`, { signal }),
  });
