import { ChatScreen } from '@/features/chat/components/chat-screen';
import { useCurrentUser } from '@/features/users/api/get-me';

export function Component() {
  const me = useCurrentUser();
  return (
    <>
      <title>Chat · TopGear Perform</title>
      <ChatScreen me={me} />
    </>
  );
}
