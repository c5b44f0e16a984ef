import type { Page } from '@topgear/shared/pagination';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * A list the server pages by cursor, loaded a page at a time ('Load more'). `params` are the
 * list's own filters; `pageSize` how many items each page brings. A list whose pages carry more
 * than their items (a total) names its page type as `Pages`.
 */
export function pagedListOptions<Item, Pages extends Page<Item> = Page<Item>>(
  queryKey: QueryKey,
  path: string,
  { pageSize, params = {} }: { pageSize: number; params?: Record<string, string> },
) {
  return infiniteQueryOptions({
    queryKey: [...queryKey, params, pageSize],
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ ...params, limit: String(pageSize) });
      if (pageParam) search.set('cursor', pageParam);
      return api<Pages>(`${path}?${search.toString()}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}
