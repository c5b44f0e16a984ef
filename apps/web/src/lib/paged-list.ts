import type { Page } from '@topgear/shared/pagination';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * A list the server pages by cursor, loaded a page at a time ('Load more'). `params` are the
 * list's own filters; `pageSize` how many items each page brings.
 */
export function pagedListOptions<Item>(
  queryKey: QueryKey,
  path: string,
  { pageSize, params = {} }: { pageSize: number; params?: Record<string, string> },
) {
  return infiniteQueryOptions({
    queryKey: [...queryKey, params, pageSize],
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ ...params, limit: String(pageSize) });
      if (pageParam) search.set('cursor', pageParam);
      return api<Page<Item>>(`${path}?${search.toString()}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}
