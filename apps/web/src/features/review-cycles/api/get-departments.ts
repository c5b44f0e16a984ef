import type { OrgUnit } from '@topgear/shared/people';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Every department alphabetically: who may take part in a cycle. The key is the one the
 * departments' own screen uses for the same list, so a change there shows here too.
 */
export const useDepartments = () =>
  useQuery({
    queryKey: ['org-units', 'department'],
    queryFn: ({ signal }) => api<OrgUnit[]>('/departments', { signal }),
  });
