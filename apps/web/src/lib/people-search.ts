import type { Page } from '@topgear/shared/pagination';
import type { PersonSummary } from '@topgear/shared/people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How many people a search offers: enough to find one by a few letters of their name. */
const CHOICES = 10;

/**
 * Active people whose name, job title or department contains `q`, to choose from. Nothing is asked
 * for until `q` has a letter; a new search keeps showing the previous people until its own arrive.
 */
export const usePeopleSearch = (q: string) =>
  useQuery({
    queryKey: ['people-search', q],
    queryFn: ({ signal }) =>
      api<Page<PersonSummary>>(`/people?${new URLSearchParams({ q, limit: String(CHOICES) }).toString()}`, { signal }),
    enabled: q !== '',
    select: (page) => page.items,
    placeholderData: keepPreviousData,
  });
