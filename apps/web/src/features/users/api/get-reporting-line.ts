import type { Person } from '@topgear/shared/people';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

/**
 * Whom the person reports to and who reports to them directly (GET /api/people/:id, which
 * administrators read for a deactivated account too). Asked again at each use, since the lines may
 * have changed since: it tells an administrator who moves before they deactivate or delete someone.
 */
export const useReportingLine = (id: string) =>
  useQuery({
    queryKey: [...usersQueryKey, 'reporting-line', id],
    queryFn: ({ signal }) => api<Person>(`/people/${encodeURIComponent(id)}`, { signal }),
    select: ({ manager, directReports }) => ({ manager, directReports }),
    staleTime: 0,
  });
