import type { AccountSession } from '@topgear/shared/my-account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sessionsQueryKey = ['my-account', 'sessions'] as const;

export const getSessions = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<AccountSession[]>('/account/sessions', { signal });

/** My live sessions; fetched afresh each time the list is shown, since other devices come and go. */
export const useSessions = () =>
  useQuery(queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions, staleTime: 0 }));
