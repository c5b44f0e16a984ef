import { useParams } from 'react-router';
import { RequireRole } from '@/app/require-role';
import { SupportConversation } from '@/features/chat/components/support-conversation';
import { useCurrentUser } from '@/features/users/api/get-me';

export function Component() {
  const { conversationId = '' } = useParams();
  const me = useCurrentUser();
  return (
    <RequireRole audience="managers">
      <SupportConversation key={conversationId} conversationId={conversationId} me={me} />
    </RequireRole>
  );
}
