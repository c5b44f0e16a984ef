import type { CompanyValue } from '@topgear/shared/company-values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyValuesQueryKey } from './get-company-values';

export const restoreCompanyValue = (id: string) =>
  api<CompanyValue>(`/company-values/${encodeURIComponent(id)}/restore`, { method: 'POST' });

/** Puts a retired value back in use, after the others; 409 when the company has as many as it may. */
export function useRestoreCompanyValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCompanyValue,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyValuesQueryKey }),
  });
}
