import type { Person, PersonRef } from '@topgear/shared/people';
import { useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What is known of a person a cycle names: who they are, or that they could not be found. */
export type NamedPerson = { status: 'found'; person: PersonRef } | { status: 'loading' | 'missing'; id: string };

/**
 * The people a cycle names by id (the managers whose teams take part), each read from their page;
 * the key is the people screens' own, so a page already read is not asked for again.
 */
export const usePeopleNamed = (ids: readonly string[]) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: ['people', 'detail', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => api<Person>(`/people/${encodeURIComponent(id)}`, { signal }),
    })),
    combine: (results) =>
      results.map((result, index): NamedPerson => {
        const id = ids[index]!;
        if (result.data) return { status: 'found', person: result.data };
        return { status: result.isPending ? 'loading' : 'missing', id };
      }),
  });
