import type { NewsPost, NewsReaction } from '@topgear/shared/news';
import type { LucideIcon } from 'lucide-react';
import PartyPopper from 'lucide-react/icons/party-popper';
import ThumbsUp from 'lucide-react/icons/thumbs-up';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { clsx } from 'clsx';
import { useRemoveReaction } from '../api/remove-reaction';
import { useSetReaction } from '../api/set-reaction';

const REACTIONS: ReadonlyArray<{ kind: NewsReaction; label: string; Icon: LucideIcon }> = [
  { kind: 'like', label: 'Like', Icon: ThumbsUp },
  { kind: 'celebrate', label: 'Celebrate', Icon: PartyPopper },
];

/**
 * Like and Celebrate with their counts; the one I chose is pressed. Choosing it again takes it
 * back, choosing the other switches to it.
 */
export function ReactionButtons({ post }: { post: NewsPost }) {
  const setReaction = useSetReaction();
  const removeReaction = useRemoveReaction();
  const pending = setReaction.isPending || removeReaction.isPending;
  const onError = (error: unknown) => toast.error(errorMessage(error));

  const choose = (kind: NewsReaction) => {
    if (post.myReaction === kind) removeReaction.mutate(post.id, { onError });
    else setReaction.mutate({ postId: post.id, kind }, { onError });
  };

  return REACTIONS.map(({ kind, label, Icon }) => {
    const chosen = post.myReaction === kind;
    return (
      <button
        key={kind}
        type="button"
        aria-pressed={chosen}
        disabled={pending}
        onClick={() => choose(kind)}
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-wait',
          chosen ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-200 text-slate-700 hover:bg-slate-100',
        )}
      >
        <Icon aria-hidden="true" className={clsx('size-4', chosen && 'fill-brand-200')} />
        {label} <span className="tabular-nums">{post.reactions[kind]}</span>
      </button>
    );
  });
}
