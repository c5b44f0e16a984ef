import type { NewsPost } from '@topgear/shared/news';
import Trash2 from 'lucide-react/icons/trash-2';
import { toast } from '@/lib/toast';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useDeleteNewsPost } from '../api/delete-news-post';
import { NEWS_TEXTS } from '../texts';

interface DeletePostButtonProps {
  post: NewsPost;
  /** Names the post for assistive technology: 'Delete post by …'. */
  name: string;
  /** Once the server has deleted it, after the toast. */
  onDeleted?: (() => void) | undefined;
}

/** Delete, after a confirmation; the post leaves the feed only once the server has deleted it. */
export function DeletePostButton({ post, name, onDeleted }: DeletePostButtonProps) {
  const deletion = useDeleteNewsPost();
  return (
    <ConfirmButton
      title={NEWS_TEXTS.confirmDelete}
      description={NEWS_TEXTS.confirmDeleteDetails}
      confirmLabel="Delete"
      mutation={deletion}
      variables={post.id}
      onSuccess={() => {
        toast.success(NEWS_TEXTS.deleted);
        onDeleted?.();
      }}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      Delete <span className="sr-only">{name}</span>
    </ConfirmButton>
  );
}
