import type { Person } from '@topgear/shared/people';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peopleQueryKey } from './get-people';

/** Under the people key, so whatever refreshes the list refreshes a person's page too. */
export const personQueryKey = (id: string) => [...peopleQueryKey, 'detail', id] as const;

/** A person's page: contact, place in the organisation, chain and reports; `private` for those allowed. */
export const usePerson = (id: string, { enabled = true } = {}) =>
  useQuery({
    queryKey: personQueryKey(id),
    queryFn: ({ signal }) => api<Person>(`/people/${encodeURIComponent(id)}`, { signal }),
    enabled,
  });
