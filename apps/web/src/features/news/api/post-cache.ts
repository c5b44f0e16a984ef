import type { NewsPost } from '@topgear/shared/news';
import type { Page } from '@topgear/shared/pagination';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { newsListsQueryKey } from './get-news';
import { newsPostQueryKey } from './get-news-post';

/**
 * Puts the post as the server just answered it wherever it is cached (every list it is on, and
 * its own page), so a reaction shows at once without fetching the lists again.
 */
export function putPostInCache(queryClient: QueryClient, post: NewsPost) {
  queryClient.setQueriesData<InfiniteData<Page<NewsPost>>>({ queryKey: newsListsQueryKey }, (data) =>
    data === undefined
      ? undefined
      : {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === post.id ? post : item)),
          })),
        },
  );
  queryClient.setQueryData(newsPostQueryKey(post.id), post);
}
