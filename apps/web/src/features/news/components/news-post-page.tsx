import type { Me } from '@topgear/shared/users';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useNewsPost } from '../api/get-news-post';
import { NEWS_TEXTS } from '../texts';
import { NewsCard } from './news-card';

function BackToFeed() {
  return (
    <Link
      to={paths.dashboard.newsFeed.getHref()}
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {NEWS_TEXTS.backToFeed}
    </Link>
  );
}

/** One post with its comments open, where a notification about it leads; a deleted post says so. */
export function NewsPostPage({ postId, me }: { postId: string; me: Me }) {
  const post = useNewsPost(postId);
  const navigate = useNavigate();

  if (post.isPending) {
    return (
      <p role="status" className="py-12 text-center text-slate-600">
        Loading...
      </p>
    );
  }

  if (post.isError) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    const title = missing ? NEWS_TEXTS.notFound : 'Something went wrong';
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-6 py-12 text-center">
        <title>{`${title} · TopGear Perform`}</title>
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <FormAlert message={errorMessage(post.error)} />
        {!missing && (
          <Button variant="secondary" loading={post.isFetching} onClick={() => void post.refetch()}>
            Try again
          </Button>
        )}
        <BackToFeed />
      </div>
    );
  }

  const heading = `Post by ${post.data.author.name}`;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <title>{`${heading} · TopGear Perform`}</title>
      <BackToFeed />
      <h1 className="break-words text-2xl font-bold text-brand-900">{heading}</h1>
      <NewsCard
        post={post.data}
        me={me}
        commentsOpen
        onDeleted={() => void navigate(paths.dashboard.newsFeed.getHref(), { replace: true })}
      />
    </div>
  );
}
