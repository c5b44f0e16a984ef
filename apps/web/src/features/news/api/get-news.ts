import type { NewsPost } from '@topgear/shared/news';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

/** Everything the feature caches sits under this key: lists, single posts and their comments. */
export const newsQueryKey = ['news'] as const;
export const newsListsQueryKey = [...newsQueryKey, 'list'] as const;

const POSTS_PER_PAGE = 20;

/** The feed newest first, or with `q` the posts matching it best first, a page at a time. */
export const useNews = (q: string) =>
  useInfiniteQuery(
    pagedListOptions<NewsPost>(newsListsQueryKey, '/news', {
      pageSize: POSTS_PER_PAGE,
      params: q === '' ? {} : { q },
    }),
  );
