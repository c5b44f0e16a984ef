import type { NewsComment } from '@topgear/shared/news';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';
import { newsPostQueryKey } from './get-news-post';

export const commentsQueryKey = (postId: string) => [...newsPostQueryKey(postId), 'comments'] as const;

const COMMENTS_PER_PAGE = 20;

/** The post's comments, oldest first, a page at a time. */
export const useComments = (postId: string) =>
  useInfiniteQuery(
    pagedListOptions<NewsComment>(commentsQueryKey(postId), `/news/${encodeURIComponent(postId)}/comments`, {
      pageSize: COMMENTS_PER_PAGE,
    }),
  );
