import { NewsFeed } from '@/features/news/components/news-feed';
import { useCurrentUser } from '@/features/users/api/get-me';

export function Component() {
  const me = useCurrentUser();
  return (
    <>
      <title>News Feed · TopGear Perform</title>
      <NewsFeed me={me} />
    </>
  );
}
