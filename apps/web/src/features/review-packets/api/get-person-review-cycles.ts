import type { PersonReviewCycles } from '@topgear/shared/review-packets';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewPacketsQueryKey } from './get-my-packet';

/** The review cycles a person took part in, for their page: those shared with them, or all for their managers. */
export const usePersonReviewCycles = (personId: string) =>
  useQuery({
    queryKey: [...reviewPacketsQueryKey, 'person-cycles', personId],
    queryFn: ({ signal }) =>
      api<PersonReviewCycles>(`/people/${encodeURIComponent(personId)}/review-cycles`, { signal }),
  });
