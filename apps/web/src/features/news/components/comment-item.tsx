import type { NewsComment } from '@topgear/shared/news';
import type { Me } from '@topgear/shared/users';
import Trash2 from 'lucide-react/icons/trash-2';
import { toast } from '@/lib/toast';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useDeleteComment } from '../api/delete-comment';
import { NEWS_TEXTS } from '../texts';
import { Avatar } from '@/components/ui/avatar';
import { PostText } from './post-text';
import { PostedAt } from './posted-at';

/** A comment with its author and time; its author, or an administrator, may delete it. */
export function CommentItem({ comment, me }: { comment: NewsComment; me: Me }) {
  const deletion = useDeleteComment();
  const mayDelete = comment.author.id === me.id || me.isAdmin;
  return (
    <div className="flex gap-3">
      <Avatar name={comment.author.name} image={comment.author.image} className="size-8 text-xs" />
      <div className="min-w-0 flex-1 rounded-xl bg-slate-50 px-3 py-2">
        <p className="text-sm font-semibold text-brand-900">{comment.author.name}</p>
        <PostedAt at={comment.createdAt} />
        <PostText text={comment.text} className="mt-1 text-sm" />
        {mayDelete && (
          <div className="mt-1">
            <ConfirmButton
              title={NEWS_TEXTS.confirmDeleteComment}
              description="The comment will be removed for good."
              confirmLabel="Delete"
              mutation={deletion}
              variables={{ postId: comment.postId, commentId: comment.id }}
              onSuccess={() => toast.success(NEWS_TEXTS.commentDeleted)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete <span className="sr-only">comment by {comment.author.name}</span>
            </ConfirmButton>
          </div>
        )}
      </div>
    </div>
  );
}
