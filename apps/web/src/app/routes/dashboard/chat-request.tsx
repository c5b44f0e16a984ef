import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { TitledSection } from '@/components/ui/titled-section';
import { CannedReplies } from '@/features/chat/components/canned-replies';
import { ChatRequestList } from '@/features/chat/components/chat-request-list';

/** Chat Request: the people who wrote to support, newest activity first, and support's canned replies. */
export function Component() {
  return (
    <RequireRole audience="managers">
      <div className="mx-auto flex max-w-4xl flex-col gap-8">
        <title>Chat Request · TopGear Perform</title>
        <ScreenHeading title="Chat Request">Answer the people who wrote to support, newest first.</ScreenHeading>
        <TitledSection title="Conversations">
          <ChatRequestList />
        </TitledSection>
        <TitledSection title="Canned replies">
          <CannedReplies />
        </TitledSection>
      </div>
    </RequireRole>
  );
}
