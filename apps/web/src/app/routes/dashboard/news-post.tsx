import { useParams } from 'react-router';
import { NewsPostPage } from '@/features/news/components/news-post-page';
import { useCurrentUser } from '@/features/users/api/get-me';

export function Component() {
  const { postId = '' } = useParams();
  const me = useCurrentUser();
  return <NewsPostPage postId={postId} me={me} />;
}
