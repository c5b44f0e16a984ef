import { CHAT_MESSAGES, chatTime, type ChatConversation } from '@topgear/shared/chat';
import MessageSquare from 'lucide-react/icons/message-square';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { RemoveButton } from '@/components/ui/remove-button';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/dates';
import { useDeleteConversation } from '../api/delete-conversation';
import { CHAT_TEXTS } from '../texts';

/**
 * A chat request: who wrote, their last message and when, how many of their messages support has
 * not read, and the way in; Delete asks first and the card leaves once the server has deleted it.
 */
export function ConversationCard({ conversation }: { conversation: ChatConversation }) {
  const deletion = useDeleteConversation();
  const nameId = useId();
  const { name, image, email, lastMessage, unread } = conversation;
  const at = lastMessage?.createdAt ?? conversation.createdAt;
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex items-start gap-3">
        <Avatar name={name} image={image} className="size-10 text-sm" />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="truncate font-semibold text-brand-900">
            {name}
          </h3>
          <p className="truncate text-sm text-slate-600">{email}</p>
        </div>
        {unread > 0 && (
          <span className="flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">
            {unread}
            <span className="sr-only"> unread</span>
          </span>
        )}
      </header>
      <p className="flex items-baseline gap-2 text-sm">
        <span className="min-w-0 flex-1 truncate text-slate-700">
          {lastMessage === null ? (
            CHAT_TEXTS.emptySupport
          ) : (
            <>
              {lastMessage.support && <span className="font-medium">{CHAT_TEXTS.support}: </span>}
              {lastMessage.text}
            </>
          )}
        </span>
        <time dateTime={at} title={formatMoment(at)} className="shrink-0 text-xs text-slate-600">
          {chatTime(at)}
        </time>
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <Link to={paths.dashboard.chatConversation.getHref(conversation.id)} className={buttonClasses('primary')}>
          <MessageSquare aria-hidden="true" className="size-4" />
          Open<span className="sr-only"> chat with {name}</span>
        </Link>
        <RemoveButton
          label="Delete"
          itemName={`chat with ${name}`}
          removed={CHAT_MESSAGES.deleted}
          title={CHAT_TEXTS.confirmDelete}
          description={CHAT_TEXTS.confirmDeleteDetails}
          mutation={deletion}
          variables={conversation.id}
        />
      </div>
    </article>
  );
}
