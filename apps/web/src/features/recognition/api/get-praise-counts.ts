import type { PraiseCounts } from '@topgear/shared/recognition';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { receivedPraiseKey } from './get-received-praise';

/** How much of what the person received, that I may read, names each value. */
export const usePraiseCounts = (personId: string) =>
  useQuery({
    queryKey: [...receivedPraiseKey(personId), 'by-value'],
    queryFn: ({ signal }) => api<PraiseCounts>(`/people/${encodeURIComponent(personId)}/praise/by-value`, { signal }),
  });
