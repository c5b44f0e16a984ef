import type { Me } from '@topgear/shared/users';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSocket } from '@/lib/socket';
import { useCannedReplies } from '../api/get-canned-replies';
import { useConversation } from '../api/get-conversation';
import { useLiveConversations } from '../hooks/use-live-conversations';
import { CHAT_TEXTS } from '../texts';
import { ChatWindow } from './chat-window';

function BackToRequests() {
  return (
    <Link
      to={paths.dashboard.chatRequest.getHref()}
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {CHAT_TEXTS.backToRequests}
    </Link>
  );
}

/**
 * One chat request answered by support: who wrote (name and email) and the chat window on
 * support's side, with the canned replies. A deleted conversation says so, here or as it happens.
 */
export function SupportConversation({ conversationId, me }: { conversationId: string; me: Me }) {
  const socket = useSocket();
  useLiveConversations(socket);
  const conversation = useConversation(conversationId);
  const cannedReplies = useCannedReplies();

  if (conversation.isPending) {
    return (
      <p role="status" className="py-12 text-center text-slate-600">
        Loading...
      </p>
    );
  }

  // Asked again after a deletion, the conversation answers 404: that ends the page even with data shown.
  const missing = conversation.error instanceof ApiError && conversation.error.status === 404;
  if (conversation.isLoadingError || missing) {
    const title = missing ? CHAT_TEXTS.notFound : 'Something went wrong';
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-6 py-12 text-center">
        <title>{`${title} · TopGear Perform`}</title>
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <FormAlert message={errorMessage(conversation.error)} />
        {!missing && (
          <Button variant="secondary" loading={conversation.isFetching} onClick={() => void conversation.refetch()}>
            Try again
          </Button>
        )}
        <BackToRequests />
      </div>
    );
  }

  const { name, email } = conversation.data;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <title>{`Chat with ${name} · TopGear Perform`}</title>
      <BackToRequests />
      <div className="min-w-0">
        <h1 className="break-words text-2xl font-bold text-brand-900">{name}</h1>
        <a href={`mailto:${email}`} className="break-all text-sm text-brand-700 hover:underline">
          {email}
        </a>
      </div>
      <ChatWindow
        key={conversation.data.id}
        socket={socket}
        conversation={conversation.data}
        side="support"
        meId={me.id}
        emptyText={CHAT_TEXTS.emptySupport}
        cannedReplies={cannedReplies.data ?? []}
      />
    </div>
  );
}
