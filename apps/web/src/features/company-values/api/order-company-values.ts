import type { CompanyValue } from '@topgear/shared/company-values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyValuesQueryKey } from './get-company-values';

export const orderCompanyValues = (ids: string[]) =>
  api<CompanyValue[]>('/company-values/order', { method: 'PUT', body: { ids } });

/**
 * Puts the values in use in the order of `ids`. The list answered is shown at once; when another
 * administrator changed the values meanwhile (409), the list is read again as it now is.
 */
export function useOrderCompanyValues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderCompanyValues,
    onSuccess: (values) => queryClient.setQueryData(companyValuesQueryKey, values),
    onError: () => queryClient.invalidateQueries({ queryKey: companyValuesQueryKey }),
  });
}
