import type { Me } from '@topgear/shared/users';
import { QueryState } from '@/components/ui/query-state';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { useSocket } from '@/lib/socket';
import { useMyConversation } from '../api/get-my-conversation';
import { useLiveConversations } from '../hooks/use-live-conversations';
import { CHAT_TEXTS } from '../texts';
import { ChatWindow } from './chat-window';
import { StartChatForm } from './start-chat-form';

/**
 * My support chat: the Start Chat form until I have a conversation, then 'Chat for us!', the chat
 * window. If support deletes the conversation, the form comes back.
 */
export function ChatScreen({ me }: { me: Me }) {
  const socket = useSocket();
  useLiveConversations(socket);
  const conversation = useMyConversation();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <QueryState query={conversation} what="your chat">
        {(mine) =>
          mine === null ? (
            <>
              <ScreenHeading title={CHAT_TEXTS.startTitle}>{CHAT_TEXTS.startIntro}</ScreenHeading>
              <StartChatForm me={me} />
            </>
          ) : (
            <>
              <ScreenHeading title={CHAT_TEXTS.title}>{CHAT_TEXTS.prompt}</ScreenHeading>
              <ChatWindow
                key={mine.id}
                socket={socket}
                conversation={mine}
                side="person"
                meId={me.id}
                emptyText={CHAT_TEXTS.emptyMine}
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
