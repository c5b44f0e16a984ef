import type { NewsPost } from '@topgear/shared/news';
import type { Me } from '@topgear/shared/users';
import MessageCircle from 'lucide-react/icons/message-circle';
import Pencil from 'lucide-react/icons/pencil';
import { useId, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useEditInPlace } from '@/components/ui/edit-in-place';
import { Avatar } from '@/components/ui/avatar';
import { PraisedPeople } from './praised-people';
import { DeletePostButton } from './delete-post-button';
import { EditPostForm } from './edit-post-form';
import { PostComments } from './post-comments';
import { PostText } from './post-text';
import { PostedAt } from './posted-at';
import { ReactionButtons } from './reaction-buttons';

interface NewsCardProps {
  post: NewsPost;
  me: Me;
  /** Opens with its comments shown: the post's own page. */
  commentsOpen?: boolean;
  /** Once the post is deleted, e.g. to leave its own page. */
  onDeleted?: () => void;
}

const commentCount = (count: number) => (count === 1 ? '1 comment' : `${count} comments`);

/**
 * A post: its author's picture and name, when it was written, whom it praises if it is a praise, its
 * text, the reactions, and its comments behind a toggle. Its author may edit it in place, unless it
 * is a praise; its author or an administrator may delete it.
 */
export function NewsCard({ post, me, commentsOpen = false, onDeleted }: NewsCardProps) {
  const { editing, start, stop, openerRef } = useEditInPlace();
  const [showComments, setShowComments] = useState(commentsOpen);
  const nameId = useId();
  const timeId = useId();
  const commentsId = useId();
  const mine = post.author.id === me.id;
  const name = `post by ${post.author.name}`;

  return (
    <article
      aria-labelledby={`${nameId} ${timeId}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex items-center gap-3">
        <Avatar name={post.author.name} image={post.author.image} className="size-10 text-sm" />
        <div className="min-w-0">
          <h3 id={nameId} className="break-words font-semibold text-brand-900">
            {post.author.name}
          </h3>
          <PostedAt id={timeId} at={post.createdAt} edited={post.updatedAt !== post.createdAt} />
        </div>
      </header>
      {post.praise && <PraisedPeople praise={post.praise} />}
      {editing ? <EditPostForm post={post} onDone={stop} /> : <PostText text={post.text} className="mt-3" />}
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        <ReactionButtons post={post} />
        <button
          type="button"
          aria-expanded={showComments}
          aria-controls={showComments ? commentsId : undefined}
          onClick={() => setShowComments(!showComments)}
          className={buttonClasses('ghost', 'px-3')}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {commentCount(post.commentCount)}
        </button>
        {mine && !editing && !post.praise && (
          <button ref={openerRef} type="button" className={buttonClasses('ghost', 'px-3')} onClick={start}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit <span className="sr-only">{name}</span>
          </button>
        )}
        {(mine || me.isAdmin) && <DeletePostButton post={post} name={name} onDeleted={onDeleted} />}
      </div>
      {showComments && (
        <section id={commentsId} aria-label={`Comments on the ${name}`} className="mt-4 border-t border-slate-100 pt-4">
          <PostComments postId={post.id} me={me} />
        </section>
      )}
    </article>
  );
}
