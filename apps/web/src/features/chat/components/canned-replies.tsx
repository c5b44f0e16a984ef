import { CHAT_MESSAGES, type CannedReply } from '@topgear/shared/chat';
import { QueryState } from '@/components/ui/query-state';
import { RemoveButton } from '@/components/ui/remove-button';
import { useDeleteCannedReply } from '../api/delete-canned-reply';
import { useCannedReplies } from '../api/get-canned-replies';
import { CHAT_TEXTS } from '../texts';
import { AddCannedReplyForm } from './add-canned-reply-form';

function CannedReplyItem({ reply }: { reply: CannedReply }) {
  const deletion = useDeleteCannedReply();
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-brand-900">/{reply.shortcut}</p>
        <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-sm text-slate-700">{reply.text}</p>
      </div>
      <RemoveButton
        label="Remove"
        itemName={`/${reply.shortcut}`}
        removed={CHAT_MESSAGES.cannedReplyRemoved}
        title={CHAT_TEXTS.confirmRemoveReply}
        description={CHAT_TEXTS.confirmRemoveReplyDetails}
        mutation={deletion}
        variables={reply.id}
      />
    </div>
  );
}

/** Support's canned replies, by shortcut, each with Remove, and the form that adds one. */
export function CannedReplies() {
  const replies = useCannedReplies();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-600">{CHAT_TEXTS.cannedIntro}</p>
      <QueryState query={replies} what="the canned replies">
        {(items) =>
          items.length === 0 ? (
            <p className="text-slate-600">{CHAT_TEXTS.noCannedReplies}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {items.map((reply) => (
                <li key={reply.id}>
                  <CannedReplyItem reply={reply} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <AddCannedReplyForm />
    </div>
  );
}
