import type { Overview } from '@topgear/shared/overview';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const overviewQueryKey = ['overview'] as const;

/** Admin Activity's and Manager Activity's figures, fresh whenever the page is opened again. */
export const useOverview = () =>
  useQuery({
    queryKey: overviewQueryKey,
    queryFn: ({ signal }) => api<Overview>('/overview', { signal }),
    staleTime: 0,
  });
