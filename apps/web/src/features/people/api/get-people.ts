import type { PersonSummary } from '@topgear/shared/people';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

/** Everything read about people starts with this key, so a change to someone refreshes it all. */
export const peopleQueryKey = ['people'] as const;

/** The people list's search and filters, as the address holds them: '' for none. */
export interface PeopleFilters {
  q: string;
  departmentId: string;
  managerId: string;
}

/** Active people alphabetically, 24 a page, narrowed by the filters that are set. */
export const usePeople = (filters: PeopleFilters) =>
  useInfiniteQuery(
    pagedListOptions<PersonSummary>([...peopleQueryKey, 'list'], '/people', {
      pageSize: 24,
      params: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
    }),
  );
