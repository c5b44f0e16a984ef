import type { CompanyValue } from '@topgear/shared/company-values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyValuesQueryKey } from './get-company-values';

export const retireCompanyValue = (id: string) =>
  api<CompanyValue>(`/company-values/${encodeURIComponent(id)}/retire`, { method: 'POST' });

/** Retires a value: it leaves the values in use and is kept among the retired ones. */
export function useRetireCompanyValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireCompanyValue,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyValuesQueryKey }),
  });
}
