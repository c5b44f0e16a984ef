import type { CompanyValue, CompanyValueInput } from '@topgear/shared/company-values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyValuesQueryKey } from './get-company-values';

export const createCompanyValue = (value: CompanyValueInput) =>
  api<CompanyValue>('/company-values', { method: 'POST', body: value });

/** Adds a value after the others; a name taken in any case is a 409 on `name`. */
export function useCreateCompanyValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompanyValue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyValuesQueryKey }),
  });
}
