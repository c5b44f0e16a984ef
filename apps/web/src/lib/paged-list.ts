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

/** The most pages an address may ask a public list for: a few screens' worth, not the whole list. */
const MOST_PAGES_ASKED = 20;

/**
 * How many pages of a public list its address asks for. Its 'Load more' is a link that works
 * before, and without, the page's code (`PagedList`'s `moreParam`): `?blogs=9` reads 'the nine
 * items shown, and the page after them'. Anything else asks for the first page.
 */
export function pagesAsked(url: string, param: string, pageSize: number): number {
  const shown = Number(new URL(url, 'http://localhost').searchParams.get(param));
  if (!Number.isSafeInteger(shown) || shown <= 0) return 1;
  return Math.min(Math.ceil(shown / pageSize) + 1, MOST_PAGES_ASKED);
}

/** The address of a public list's next page, from the page's `search`, taking the reader to its first new item. */
export function moreItemsHref(search: string, param: string, shown: number): string {
  const params = new URLSearchParams(search);
  params.set(param, String(shown));
  return `?${params.toString()}#${listItemId(param, shown)}`;
}

/** The id of a public list's item, by its place in the list, for `moreItemsHref` to lead to. */
export const listItemId = (param: string, index: number) => `${param}-${index + 1}`;
