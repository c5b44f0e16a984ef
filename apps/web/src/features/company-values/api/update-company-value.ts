import type { CompanyValue, CompanyValueInput } from '@topgear/shared/company-values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyValuesQueryKey } from './get-company-values';

export const updateCompanyValue = ({ id, changes }: { id: string; changes: CompanyValueInput }) =>
  api<CompanyValue>(`/company-values/${encodeURIComponent(id)}`, { method: 'PUT', body: changes });

/** Changes a value's name, description and icon. */
export function useUpdateCompanyValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyValue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyValuesQueryKey }),
  });
}
