import type { NominationCycles } from '@topgear/shared/review-nominations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nominationsQueryKey } from './nomination-keys';

/** The cycles taking nominations in which I take part, or manage someone (and how many). */
export const useNominationCycles = () =>
  useQuery({
    queryKey: [...nominationsQueryKey, 'cycles'],
    queryFn: ({ signal }) => api<NominationCycles>('/review-nominations/cycles', { signal }),
  });
