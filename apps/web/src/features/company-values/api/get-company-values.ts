import type { CompanyValue } from '@topgear/shared/company-values';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const companyValuesQueryKey = ['company-values'] as const;

/** The values in use in their order, then the retired ones. */
export const useCompanyValues = () =>
  useQuery({
    queryKey: companyValuesQueryKey,
    queryFn: ({ signal }) => api<CompanyValue[]>('/company-values', { signal }),
  });
