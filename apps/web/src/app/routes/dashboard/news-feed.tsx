import { useQueryClient } from '@tanstack/react-query';
import { useCompanyValues } from '@/features/company-values/api/get-company-values';
import { newsQueryKey } from '@/features/news/api/get-news';
import { NewsFeed } from '@/features/news/components/news-feed';
import { GivePraiseButton } from '@/features/recognition/components/give-praise-button';
import { useCurrentUser } from '@/features/users/api/get-me';

export function Component() {
  const me = useCurrentUser();
  const values = useCompanyValues();
  const queryClient = useQueryClient();
  return (
    <>
      <title>News Feed · TopGear Perform</title>
      <NewsFeed
        me={me}
        actions={
          <GivePraiseButton
            myId={me.id}
            values={values.data ?? []}
            // Public praise is shared as a post.
            onGiven={() => queryClient.invalidateQueries({ queryKey: newsQueryKey })}
          />
        }
      />
    </>
  );
}
