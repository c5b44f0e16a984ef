import { PagedList } from '@/components/ui/paged-list';
import { useSocket } from '@/lib/socket';
import { useConversations } from '../api/get-conversations';
import { useLiveConversations } from '../hooks/use-live-conversations';
import { CHAT_TEXTS } from '../texts';
import { ConversationCard } from './conversation-card';

/** Chat Request's cards, the latest activity first; they change live as people write and support reads. */
export function ChatRequestList() {
  const socket = useSocket();
  useLiveConversations(socket);
  const conversations = useConversations();
  return (
    <PagedList
      query={conversations}
      noun="chat requests"
      loadingText="Loading..."
      align="start"
      empty={CHAT_TEXTS.noRequests}
    >
      {(items) => (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {items.map((conversation) => (
            <li key={conversation.id}>
              <ConversationCard conversation={conversation} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
