import type { NominationRequests } from '@topgear/shared/review-nominations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nominationsQueryKey } from './nomination-keys';

export const nominationRequestsQueryKey = [...nominationsQueryKey, 'requests'] as const;

/** Who nominated me as a peer, in cycles taking nominations now. */
export const useNominationRequests = () =>
  useQuery({
    queryKey: nominationRequestsQueryKey,
    queryFn: ({ signal }) => api<NominationRequests>('/review-nominations', { signal }),
  });
