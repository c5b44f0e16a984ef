import type { Me } from '@topgear/shared/users';
import { PagedList } from '@/components/ui/paged-list';
import { useComments } from '../api/get-comments';
import { NEWS_TEXTS } from '../texts';
import { AddCommentForm } from './add-comment-form';
import { CommentItem } from './comment-item';

/** The post's comments, oldest first, and the box to add one. */
export function PostComments({ postId, me }: { postId: string; me: Me }) {
  const comments = useComments(postId);
  return (
    <div className="flex flex-col gap-4">
      <PagedList query={comments} noun="comments" loadingText="Loading..." align="start" empty={NEWS_TEXTS.noComments}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((comment) => (
              <li key={comment.id}>
                <CommentItem comment={comment} me={me} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <AddCommentForm postId={postId} />
    </div>
  );
}
